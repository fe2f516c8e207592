// `npm run visits:export`: every stored referral visit as one JSON line, oldest first.
import { formsDbPath } from '#server/forms/settings.ts';
import { openVisitOutbox } from './visit-outbox.ts';

const outbox = openVisitOutbox(formsDbPath());
for (const visit of outbox.all()) process.stdout.write(`${JSON.stringify(visit)}\n`);
outbox.close();
