// `npm run forms:erase -- --email x@y`: deletes every stored row of that address (erasure.ts) and prints
// how many rows each table lost, nothing else. Reads FORMS_DB_PATH; safe while the server runs.
import { parseArgs } from 'node:util';
import { eraseEmail } from './erasure.ts';
import { formsDbPath } from './settings.ts';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email) {
  console.error('usage: npm run forms:erase -- --email someone@example.com');
  process.exit(2);
}
try {
  for (const { table, removed, note } of eraseEmail(formsDbPath(), values.email))
    console.log(`${table}: ${removed} removed${note ? ` (${note})` : ''}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
