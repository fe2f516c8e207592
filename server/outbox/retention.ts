import { Worker } from 'node:worker_threads';

const DAY_MS = 86_400_000;

/** The outbox tables whose delivered rows expire: form submissions and referral visits. */
export const RETAINED_TABLES = ['submissions', 'referral_visits'] as const;

type PurgeJob = { file: string; tables: readonly string[]; before: number; batchSize: number; pauseMs: number };

/**
 * The purge itself, run in a worker thread of its own with its own connection (plain JavaScript, so
 * the bundled server needs no file for it): short transactions of `batchSize` rows, a pause between
 * them so the request thread's writes (a form's insert) get the write lock within one batch, and
 * passive checkpoints so the write-ahead log stays small and no commit on the request thread has
 * many pages to copy back. `secure_delete = FAST` overwrites deleted rows where that costs no
 * extra page writes (erasure, erasure.ts, overwrites everything); commits are `NORMAL` (a purge lost
 * to a power cut is simply done again an hour later). Each batch's writes compete with the intake's
 * FULL commits for the disk: small batches and a pause keep that to a few milliseconds a store.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const { file, tables, before, batchSize, pauseMs } = workerData;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
(async () => {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = FAST;');
  const removed = {};
  for (const table of tables) {
    const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
    removed[table] = 0;
    if (!exists) continue;
    const purge = db.prepare('DELETE FROM ' + table + ' WHERE rowid IN (SELECT rowid FROM ' + table +
      ' WHERE delivered_at IS NOT NULL AND delivered_at < ? LIMIT ?)');
    for (let batch = 1, deleted = batchSize; deleted === batchSize; batch++) {
      deleted = Number(purge.run(before, batchSize).changes);
      removed[table] += deleted;
      if (batch % 40 === 0) db.exec('PRAGMA wal_checkpoint(PASSIVE)');
      await pause(pauseMs);
    }
  }
  db.exec('PRAGMA wal_checkpoint(PASSIVE)');
  db.close();
  parentPort.postMessage(removed);
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

const purgeInWorker = (job: PurgeJob) =>
  new Promise<Record<string, number>>((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: job });
    worker.once('message', (result: Record<string, number> | { error: string }) => {
      if ('error' in result) reject(new Error(String(result.error)));
      else resolve(result as Record<string, number>);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`retention worker exited with ${code}`)));
  });

type RetentionOptions = {
  /** The outbox's SQLite file (FORMS_DB_PATH). */
  file: string;
  retentionDays: number;
  /** Rows a transaction deletes (docs/decisions/2026-11-28-forms-retention-and-erasure.md). */
  batchSize?: number;
  /** Pause between two batches, ms. */
  pauseMs?: number;
  tables?: readonly string[];
  now?: () => number;
};

/**
 * The retention of delivered outbox entries (issue 28): form submissions and referral visits delivered
 * more than `retentionDays` ago are deleted, off the request thread (a worker thread, in small
 * batches); what is not delivered, or was given up on, is never touched. `start` runs it at once and
 * then hourly. `run` resolves to the rows removed per table.
 */
export const createRetention = ({
  file,
  retentionDays,
  batchSize = 100,
  pauseMs = 25,
  tables = RETAINED_TABLES,
  now = Date.now,
}: RetentionOptions) => {
  let running: Promise<Record<string, number>> | null = null;
  return {
    /** One purge to the end; concurrent calls share the one in progress. */
    run(): Promise<Record<string, number>> {
      running ??= purgeInWorker({ file, tables, before: now() - retentionDays * DAY_MS, batchSize, pauseMs })
        .then((removed) => {
          if (Object.values(removed).some((n) => n > 0))
            console.log(JSON.stringify({ level: 'info', msg: 'outbox retention purge', removed, retentionDays }));
          return removed;
        })
        .catch((error: unknown) => {
          console.error(JSON.stringify({ level: 'error', msg: 'outbox retention purge failed', error: String(error) }));
          return {};
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
    start(intervalMs = 3_600_000) {
      void this.run();
      const timer = setInterval(() => void this.run(), intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
};
