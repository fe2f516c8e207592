import type { DatabaseSync } from 'node:sqlite';

/** What an outbox holds that is still to be delivered, for /readyz and /metrics. */
export type BacklogSnapshot = {
  /** Entries neither delivered nor given up, counted up to `cap` (a count past it reads as `cap`). */
  pending: number;
  /** When the oldest of them was stored, or null when there is none. */
  oldestPendingAt: number | null;
  /** Entries given up on (kept for export), counted up to `cap`. */
  failed: number;
};

/**
 * Adds what later versions keep beside each row to a table made by an earlier one: `failed_at` (delivery
 * given up) and the indexes that count pending and failed entries without reading the rows. Two
 * processes opening the file at once each check inside one write transaction, so only one alters it.
 */
const prepareDeliveryColumns = (db: DatabaseSync, table: string) => {
  db.exec('BEGIN IMMEDIATE');
  try {
    const columns = db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[];
    if (!columns.some((column) => column.name === 'failed_at')) db.exec(`ALTER TABLE ${table} ADD COLUMN failed_at INTEGER`);
    db.exec(`
      CREATE INDEX IF NOT EXISTS ${table}_pending ON ${table} (delivered_at, failed_at, created_at);
      CREATE INDEX IF NOT EXISTS ${table}_failed ON ${table} (failed_at) WHERE failed_at IS NOT NULL;
    `);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
};

/**
 * The delivery state every outbox table keeps beside its rows (`attempts`, `next_attempt_at`,
 * `delivered_at`, `failed_at`, `last_error`), read and written the same way for each: what is due,
 * delivered, failed (with the next attempt), given up, the backlog, and everything in order (the
 * purge of what was delivered long ago is retention.ts). `toItem` maps a raw row.
 */
export const deliveryState = <Row, Item>(db: DatabaseSync, table: string, toItem: (row: Row) => Item, now: () => number) => {
  prepareDeliveryColumns(db, table);
  const due = db.prepare(
    `SELECT * FROM ${table} WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? ORDER BY created_at LIMIT ?`,
  );
  const delivered = db.prepare(
    `UPDATE ${table} SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ? AND delivered_at IS NULL`,
  );
  const failed = db.prepare(`UPDATE ${table} SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?`);
  const gaveUp = db.prepare(
    `UPDATE ${table} SET attempts = attempts + 1, failed_at = ?, last_error = ? WHERE id = ? AND delivered_at IS NULL`,
  );
  const pending = db.prepare(
    `SELECT count(*) AS n FROM (SELECT 1 FROM ${table} WHERE delivered_at IS NULL AND failed_at IS NULL LIMIT ?)`,
  );
  const oldestPending = db.prepare(`SELECT min(created_at) AS at FROM ${table} WHERE delivered_at IS NULL AND failed_at IS NULL`);
  const failedCount = db.prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM ${table} WHERE failed_at IS NOT NULL LIMIT ?)`);
  const all = db.prepare(`SELECT * FROM ${table} ORDER BY created_at, id`);
  return {
    due(limit = 20): Item[] {
      return (due.all(now(), limit) as Row[]).map(toItem);
    },
    markDelivered(id: string) {
      delivered.run(now(), id);
    },
    markFailed(id: string, nextAttemptAt: number, error: string) {
      failed.run(nextAttemptAt, error.slice(0, 500), id);
    },
    /** Stops trying: the entry stays, marked failed, for the export and the operator. */
    markGaveUp(id: string, error: string) {
      gaveUp.run(now(), error.slice(0, 500), id);
    },
    /** Pending and failed entries (index-only counts, bounded by `cap` so a huge backlog stays cheap to ask). */
    backlog(cap = 100_000): BacklogSnapshot {
      return {
        pending: Number((pending.get(cap) as { n: number }).n),
        oldestPendingAt: ((oldestPending.get() as { at: number | null }).at ?? null) as number | null,
        failed: Number((failedCount.get(cap) as { n: number }).n),
      };
    },
    all(): Item[] {
      return (all.all() as Row[]).map(toItem);
    },
  };
};
