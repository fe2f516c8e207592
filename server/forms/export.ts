// `npm run forms:export`: every stored form submission as one JSON line, oldest first.
// `npm run forms:export -- --failed`: only those whose delivery was given up (`failedAt` set).
import { openOutbox } from './outbox.ts';
import { formsDbPath } from './settings.ts';

const onlyFailed = process.argv.includes('--failed');
const outbox = openOutbox(formsDbPath());
for (const submission of outbox.all()) {
  if (!onlyFailed || submission.failedAt !== null) process.stdout.write(`${JSON.stringify(submission)}\n`);
}
outbox.close();
