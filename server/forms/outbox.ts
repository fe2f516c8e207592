import { randomUUID } from 'node:crypto';
import { deliveryState } from '#server/outbox/delivery-state.ts';
import { prepareVisitTable } from '#server/referral-visits/visit-outbox.ts';
import { openSqlite } from '#server/sqlite.ts';

export type Submission = {
  id: string;
  form: string;
  locale: string;
  payload: Record<string, unknown>;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  deliveredAt: number | null;
  /** When delivery was given up (kept, exported, never sent again), or null. */
  failedAt: number | null;
  lastError: string | null;
};

type Row = {
  id: string;
  form: string;
  locale: string;
  payload: string;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
  delivered_at: number | null;
  failed_at: number | null;
  last_error: string | null;
};

const toSubmission = (row: Row): Submission => ({
  id: row.id,
  form: row.form,
  locale: row.locale,
  payload: JSON.parse(row.payload),
  createdAt: row.created_at,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  deliveredAt: row.delivered_at,
  failedAt: row.failed_at,
  lastError: row.last_error,
});

/**
 * The durable outbox of form submissions: SQLite in WAL mode with synchronous
 * (FULL) commits, so a submission is on disk before the visitor gets a 2xx,
 * and delivery state survives restarts.
 */
export const openOutbox = (file: string, now: () => number = Date.now) => {
  const db = openSqlite(file);
  // Deleted submissions (erasure, retention) are overwritten on disk, not just unlinked.
  db.exec('PRAGMA secure_delete = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS submissions (
      id TEXT PRIMARY KEY,
      form TEXT NOT NULL,
      locale TEXT NOT NULL,
      payload TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      delivered_at INTEGER,
      last_error TEXT
    );
    CREATE INDEX IF NOT EXISTS submissions_due ON submissions (delivered_at, next_attempt_at);
  `);
  // Referral visits that earlier versions stored here as a form move to their own outbox first.
  prepareVisitTable(db);
  const insert = db.prepare(
    'INSERT INTO submissions (id, form, locale, payload, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byId = db.prepare('SELECT * FROM submissions WHERE id = ?');
  // A text search first narrows the rows cheaply; the JSON walk then keeps only whole field values.
  const holding = db.prepare(
    `SELECT id FROM submissions WHERE instr(lower(payload), ?) > 0
       AND EXISTS (SELECT 1 FROM json_tree(submissions.payload) WHERE type = 'text' AND lower(trim(value)) = ?)`,
  );
  const remove = db.prepare('DELETE FROM submissions WHERE id = ?');

  return {
    /** Stores a submission (committed to disk when this returns) and gives its id. */
    add(form: string, locale: string, payload: Record<string, unknown>): string {
      const id = randomUUID();
      const at = now();
      insert.run(id, form, locale, JSON.stringify(payload), at, at);
      return id;
    },
    ...deliveryState(db, 'submissions', toSubmission, now),
    get(id: string): Submission | undefined {
      const row = byId.get(id) as Row | undefined;
      return row && toSubmission(row);
    },
    /**
     * Deletes every submission with a payload field equal to `address` (lower case), overwriting the
     * freed pages and emptying the write-ahead log, and says how many went.
     */
    eraseMatching(address: string): number {
      const ids = (holding.all(address, address) as { id: string }[]).map((row) => row.id);
      db.exec('BEGIN IMMEDIATE');
      try {
        for (const id of ids) remove.run(id);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      return ids.length;
    },
    close() {
      db.close();
    },
  };
};

export type Outbox = ReturnType<typeof openOutbox>;
