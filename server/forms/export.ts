// `npm run forms:export`: every stored form submission as one JSON line, oldest first.
import { openOutbox } from './outbox.ts';
import { formsDbPath } from './settings.ts';

const outbox = openOutbox(formsDbPath());
for (const submission of outbox.all()) process.stdout.write(`${JSON.stringify(submission)}\n`);
outbox.close();
