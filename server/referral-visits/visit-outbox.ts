import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { deliveryState } from '#server/outbox/delivery-state.ts';
import { openSqlite } from '#server/sqlite.ts';

/** A referral link's visit (spec §4, §7), kept until the main API has it. */
export type ReferralVisitRecord = {
  id: string;
  wmid: string;
  bannerId: string;
  /** The page the link pointed at: kept for the export, not sent. */
  path: string;
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
  wmid: string;
  banner_id: string;
  path: string;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
  delivered_at: number | null;
  failed_at: number | null;
  last_error: string | null;
};

const toVisit = (row: Row): ReferralVisitRecord => ({
  id: row.id,
  wmid: row.wmid,
  bannerId: row.banner_id,
  path: row.path,
  createdAt: row.created_at,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  deliveredAt: row.delivered_at,
  failedAt: row.failed_at,
  lastError: row.last_error,
});

/** What earlier versions stored as a form named like this, in the form outbox's table. */
const LEGACY_FORM = 'webmaster-visit';

/**
 * Creates the visits' table in the site's SQLite file and moves there, in one
 * transaction, the visits that earlier versions kept among the form
 * submissions, with their delivery state. The form outbox calls it too when it
 * opens, so a form delivery never sees (and never sends on) such a visit.
 */
export const prepareVisitTable = (db: DatabaseSync) => {
  db.exec(`
    CREATE TABLE IF NOT EXISTS referral_visits (
      id TEXT PRIMARY KEY,
      wmid TEXT NOT NULL,
      banner_id TEXT NOT NULL,
      path TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      delivered_at INTEGER,
      last_error TEXT
    );
    CREATE INDEX IF NOT EXISTS referral_visits_due ON referral_visits (delivered_at, next_attempt_at);
  `);
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'submissions'").get()) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    db.prepare(
      `INSERT OR IGNORE INTO referral_visits
         (id, wmid, banner_id, path, created_at, attempts, next_attempt_at, delivered_at, last_error)
       SELECT id, json_extract(payload, '$.wmid'), json_extract(payload, '$.bannerID'),
              coalesce(json_extract(payload, '$.path'), ''), created_at, attempts, next_attempt_at, delivered_at, last_error
       FROM submissions WHERE form = ?`,
    ).run(LEGACY_FORM);
    db.prepare('DELETE FROM submissions WHERE form = ?').run(LEGACY_FORM);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
};

/**
 * The durable outbox of referral visits: its own table in the site's SQLite
 * file (FORMS_DB_PATH), committed before the redirect is answered, with the
 * same delivery state as form submissions.
 */
export const openVisitOutbox = (file: string, now: () => number = Date.now) => {
  const db = openSqlite(file);
  prepareVisitTable(db);
  const insert = db.prepare(
    'INSERT INTO referral_visits (id, wmid, banner_id, path, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  return {
    /** Stores a visit (committed to disk when this returns) and gives its id. */
    add(wmid: string, bannerId: string, path: string): string {
      const id = randomUUID();
      const at = now();
      insert.run(id, wmid, bannerId, path, at, at);
      return id;
    },
    ...deliveryState(db, 'referral_visits', toVisit, now),
    close() {
      db.close();
    },
  };
};

export type VisitOutbox = ReturnType<typeof openVisitOutbox>;
