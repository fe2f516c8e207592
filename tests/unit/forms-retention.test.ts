import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openOutbox } from '#server/forms/outbox.ts';
import { formsRetentionDays } from '#server/forms/settings.ts';
import { createRetention } from '#server/outbox/retention.ts';
import { openVisitOutbox } from '#server/referral-visits/visit-outbox.ts';

const run = promisify(execFile);
const root = path.join(import.meta.dirname, '../..');
const dbFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'retention-')), 'forms.sqlite');
const DAY = 86_400_000;
const author = (email: string) => ({ name: 'Ana', email, country: 'PT', message: 'I write about Kubernetes.' });

/** An npm script of package.json, run as an operator runs it (same Node, FORMS_DB_PATH set). */
const npmScript = async (name: string, args: string[], file: string) => {
  const script = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts[name] as string;
  const entry = script.split(' ')[1] ?? '';
  return run(process.execPath, [entry, ...args], { cwd: root, env: { ...process.env, FORMS_DB_PATH: file } });
};

describe('retention of delivered submissions (issue 28, item 3)', () => {
  it('purges submissions and referral visits delivered more than FORMS_RETENTION_DAYS ago, and keeps everything undelivered', async () => {
    let clock = 100 * DAY;
    const now = () => clock;
    const file = dbFile();
    const outbox = openOutbox(file, now);
    const visits = openVisitOutbox(file, now);
    const old = Array.from({ length: 7 }, (_, i) => outbox.add('become-an-author', 'en-us', author(`old${i}@example.pt`)));
    for (const id of old) outbox.markDelivered(id);
    const oldVisit = visits.add('wm1', 'b1', '/pricing/');
    visits.markDelivered(oldVisit);
    const pendingVisit = visits.add('wm2', 'b2', '/pricing/');
    const neverDelivered = outbox.add('become-an-author', 'en-us', author('waiting@example.pt'));
    const failed = outbox.add('become-an-author', 'en-us', author('failed@example.pt'));
    outbox.markGaveUp(failed, 'Error: 500');
    clock += 60 * DAY;
    const recent = outbox.add('become-an-author', 'en-us', author('recent@example.pt'));
    outbox.markDelivered(recent);
    clock += 31 * DAY;

    // Batches of 3: seven old submissions take three transactions, all in the worker thread.
    const retention = createRetention({ file, retentionDays: 90, batchSize: 3, now });
    expect(await retention.run()).toEqual({ submissions: 7, referral_visits: 1 });
    expect(
      outbox
        .all()
        .map((s) => s.id)
        .sort(),
    ).toEqual([neverDelivered, failed, recent].sort());
    expect(visits.all().map((v) => v.id)).toEqual([pendingVisit]);
    // Undelivered ones stay however old they get.
    clock += 1000 * DAY;
    expect(await retention.run()).toEqual({ submissions: 1, referral_visits: 0 });
    expect(
      outbox
        .all()
        .map((s) => s.id)
        .sort(),
    ).toEqual([neverDelivered, failed].sort());
  });

  it('reads FORMS_RETENTION_DAYS at start, 90 by default, and refuses anything but whole days', () => {
    expect(formsRetentionDays(undefined)).toBe(90);
    expect(formsRetentionDays('30')).toBe(30);
    expect(() => formsRetentionDays('0')).toThrow(/FORMS_RETENTION_DAYS/);
    expect(() => formsRetentionDays('90d')).toThrow(/FORMS_RETENTION_DAYS/);
    expect(() => formsRetentionDays('-1')).toThrow(/FORMS_RETENTION_DAYS/);
  });
});

// Each runs the script in a Node process of its own: seconds on a busy machine.
describe('npm run forms:erase (issue 28, item 3)', { timeout: 30_000 }, () => {
  it('deletes every row holding the address, in any letter case, prints counts per table and nothing personal', async () => {
    const file = dbFile();
    const outbox = openOutbox(file);
    const delivered = outbox.add('become-an-author', 'en-us', author('Ana.Silva@Example.pt'));
    outbox.markDelivered(delivered);
    outbox.add('personal-sign-up', 'pt-br', { email: 'ana.silva@example.pt ', name: 'Ana' });
    const failed = outbox.add('become-an-author', 'de', author('ana.silva@example.pt'));
    outbox.markGaveUp(failed, 'Error: 500');
    // Someone else who only mentions the address in a message, and someone with a longer address, stay.
    const other = outbox.add('become-an-author', 'en-us', {
      ...author('bruno@example.pt'),
      message: 'my colleague ana.silva@example.pt writes too',
    });
    const longer = outbox.add('become-an-author', 'en-us', author('xana.silva@example.pt'));
    const visits = openVisitOutbox(file);
    visits.add('wm1', 'b1', '/pricing/');
    outbox.close();
    visits.close();

    const { stdout } = await npmScript('forms:erase', ['--email', 'ANA.SILVA@example.pt'], file);
    expect(stdout).toBe('submissions: 3 removed\nreferral_visits: 0 removed (holds no e-mail address)\n');
    expect(stdout).not.toMatch(/ana|silva|example/i);

    const after = openOutbox(file);
    expect(
      after
        .all()
        .map((s) => s.id)
        .sort(),
    ).toEqual([other, longer].sort());
    after.close();
    // Nothing of the address is left in the file or its write-ahead log.
    const db = new DatabaseSync(file);
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    db.close();
    const bytes = readFileSync(file).toString('latin1').toLowerCase();
    expect(bytes).toContain('bruno@example.pt');
    // What is left: the colleague's message and the longer address, which contains this one.
    expect(bytes.split('ana.silva@example.pt').length - 1).toBe(2);
  });

  it('refuses a run without an address, and an argument that is not one', async () => {
    const file = dbFile();
    await expect(npmScript('forms:erase', [], file)).rejects.toMatchObject({ code: 2 });
    await expect(npmScript('forms:erase', ['--email', 'nobody'], file)).rejects.toMatchObject({ code: 1 });
  });
});

describe('npm run forms:export --failed (issue 28, item 4)', { timeout: 30_000 }, () => {
  it('lists the submissions whose delivery was given up, with when', async () => {
    const file = dbFile();
    const outbox = openOutbox(file);
    outbox.add('become-an-author', 'en-us', author('ok@example.pt'));
    const failed = outbox.add('become-an-author', 'en-us', author('failed@example.pt'));
    outbox.markGaveUp(failed, 'Error: webhook answered 500');
    outbox.close();
    const all = (await npmScript('forms:export', [], file)).stdout.trim().split('\n');
    expect(all).toHaveLength(2);
    const lines = (await npmScript('forms:export', ['--failed'], file)).stdout.trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ id: failed, failedAt: expect.any(Number), lastError: 'Error: webhook answered 500' }),
    ]);
  });
});
