import { openOutbox } from './outbox.ts';

/** Rows removed per table; the tables that cannot hold an address are listed with 0 and why. */
export type ErasureReport = { table: string; removed: number; note?: string }[];

/** An address as people type it: trimmed, lower case (the intake stores what was typed). */
const normalized = (email: string) => email.trim().toLowerCase();

/**
 * Deletes every stored row that holds `email` (the right to erasure, issue 28), and says how many per
 * table. The site's SQLite file holds personal data in one place: `submissions`, which is also the
 * outbox (delivered or not); a row goes when any text field of its payload is the address, in any
 * letter case. `referral_visits` keeps the webmaster and banner ids and the path, never an address;
 * the e-mail check (email-registry.ts) asks the main API and stores nothing. `secure_delete` overwrites
 * the freed pages and a checkpoint empties the write-ahead log, so the address is not left on disk
 * (the backups keep it until they expire, docs/deploy.md).
 */
export const eraseEmail = (file: string, email: string): ErasureReport => {
  const address = normalized(email);
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new Error(`not an e-mail address: ${JSON.stringify(email)}`);
  const outbox = openOutbox(file);
  try {
    const removed = outbox.eraseMatching(address);
    return [
      { table: 'submissions', removed },
      { table: 'referral_visits', removed: 0, note: 'holds no e-mail address' },
    ];
  } finally {
    outbox.close();
  }
};
