import type { DatabaseSync } from 'node:sqlite';

/**
 * The delivery state every outbox table keeps beside its rows (`attempts`, `next_attempt_at`,
 * `delivered_at`, `last_error`), read and written the same way for each: what is due, delivered,
 * failed (with the next attempt), and everything in order. `toItem` maps a raw row.
 */
export const deliveryState = <Row, Item>(db: DatabaseSync, table: string, toItem: (row: Row) => Item, now: () => number) => {
  const due = db.prepare(
    `SELECT * FROM ${table} WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY created_at LIMIT ?`,
  );
  const delivered = db.prepare(
    `UPDATE ${table} SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ? AND delivered_at IS NULL`,
  );
  const failed = db.prepare(`UPDATE ${table} SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?`);
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
    all(): Item[] {
      return (all.all() as Row[]).map(toItem);
    },
  };
};
