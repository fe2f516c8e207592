// `node tests/bench/forms-retention.ts`: the retention purge (server/outbox/retention.ts) on an outbox of
// RETENTION_ROWS delivered submissions (1 000 000 by default) past their retention beside 10 000 pending
// ones, with an interval timer ticking every millisecond and a form stored every 20 ms, as requests
// would: prints how long the stores took, the longest gap the event loop saw, and checks that every
// pending submission is still there.
// The figures of docs/decisions/2026-11-28-forms-retention-and-erasure.md came from it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openOutbox } from '#server/forms/outbox.ts';
import { createRetention } from '#server/outbox/retention.ts';
import { openSqlite } from '#server/sqlite.ts';

const ROWS = Number(process.env.RETENTION_ROWS || 1_000_000);
const PENDING = 10_000;
const BATCH = Number(process.env.RETENTION_BATCH || 200);
const DAY = 86_400_000;
const dir = mkdtempSync(path.join(tmpdir(), 'retention-bench-'));
const file = path.join(dir, 'forms.sqlite');

// Filled through SQL in one transaction (the outbox's own insert commits each row).
openOutbox(file).close();
const db = openSqlite(file);
const insert = db.prepare(
  'INSERT INTO submissions (id, form, locale, payload, created_at, next_attempt_at, delivered_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
);
const payload = (i: number) =>
  JSON.stringify({ name: `Person ${i}`, email: `person${i}@example.com`, country: 'DE', message: 'x'.repeat(160) });
const old = Date.now() - 200 * DAY;
const filled = performance.now();
db.exec('BEGIN');
for (let i = 0; i < ROWS; i++) insert.run(randomUUID(), 'become-an-author', 'de', payload(i), old, old, old + 1000);
for (let i = 0; i < PENDING; i++) insert.run(randomUUID(), 'become-an-author', 'de', payload(i), old, old, null);
db.exec('COMMIT');
db.close();
console.log(`filled ${ROWS} delivered + ${PENDING} pending rows in ${((performance.now() - filled) / 1000).toFixed(1)} s`);

const outbox = openOutbox(file);
const retention = createRetention({ file, retentionDays: 90, batchSize: BATCH });
const loop = monitorEventLoopDelay({ resolution: 1 });
let last = performance.now();
let longestGap = 0;
const ticker = setInterval(() => {
  const now = performance.now();
  longestGap = Math.max(longestGap, now - last);
  last = now;
}, 1);
// A form submission every 20 ms meanwhile, stored as the intake stores it (a FULL commit on this thread).
const insertMs: number[] = [];
const submitter = setInterval(() => {
  const started = performance.now();
  outbox.add('become-an-author', 'de', { name: 'New', email: 'new@example.com' });
  insertMs.push(performance.now() - started);
}, 20);
loop.enable();
const started = performance.now();
const removed = (await retention.run()).submissions ?? 0;
const totalS = (performance.now() - started) / 1000;
clearInterval(ticker);
clearInterval(submitter);
loop.disable();
const sorted = [...insertMs].sort((a, b) => a - b);
const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
console.log(`removed ${removed} in ${totalS.toFixed(1)} s (batches of ${BATCH}, in a worker thread)`);
console.log(`${insertMs.length} submissions stored meanwhile: ms median ${at(0.5)}, p99 ${at(0.99)}, max ${at(1)}`);
console.log(
  `event loop: longest gap between 1 ms ticks ${longestGap.toFixed(1)} ms, delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
);
const left = outbox.backlog();
outbox.close();
rmSync(dir, { recursive: true, force: true });
if (removed !== ROWS || left.pending !== PENDING + insertMs.length) {
  console.error(`expected ${ROWS} removed and ${PENDING + insertMs.length} pending left, got ${removed} and ${left.pending}`);
  process.exit(1);
}
if (longestGap > 50) {
  console.error(`the event loop stalled ${longestGap.toFixed(1)} ms (> 50)`);
  process.exit(1);
}
