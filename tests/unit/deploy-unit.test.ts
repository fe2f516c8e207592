import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// deploy/nuvora-site.service, installed as the template nuvora-site@.service (docs/deploy.md).
// systemd-analyze comes with Debian's systemd package; tests/ensure-tools.mjs installs it for npm test.
const unitFile = 'deploy/nuvora-site.service';
const unitText = readFileSync(unitFile, 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'nuvora-unit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `systemd-analyze verify` of the unit text as nuvora-site@.service: exit status and everything it printed. */
const verify = (text: string) => {
  // verify checks that ExecStart's binary exists: a machine without /usr/bin/node uses this Node's path.
  const local = existsSync('/usr/bin/node') ? text : text.replaceAll('/usr/bin/node', process.execPath);
  const file = path.join(work, 'nuvora-site@.service');
  writeFileSync(file, local);
  const run = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
  if (run.error) throw new Error(`systemd-analyze did not run (${run.error.message}); node tests/ensure-tools.mjs installs it`);
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
};

/** Every `Key=value` of the unit, in order (a key may repeat, such as Environment). */
const directives = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^[A-Za-z]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
const values = (key: string) =>
  directives(unitText)
    .filter(([k]) => k === key)
    .map(([, v]) => v);
const value = (key: string) => values(key).at(-1);
const seconds = (span = '') => Number(/^(\d+)s?$/.exec(span)?.[1] ?? Number.NaN);

describe('the systemd unit', () => {
  it('passes systemd-analyze verify without a single complaint', () => {
    expect(verify(unitText)).toEqual({ status: 0, output: '' });
  });

  it('would be caught by that check with a misspelt or invalid setting', () => {
    expect(verify(unitText.replace('ProtectSystem=strict', 'ProtectSystm=strict')).output).toMatch(/Unknown key 'ProtectSystm'/);
    expect(verify(unitText.replace('MemoryMax=512M', 'MemoryMax=lots')).output).toMatch(/Invalid memory limit 'lots'/);
  });

  it('runs as its own user, on loopback, with the whole file system read-only but the outbox folder', () => {
    expect(value('User')).toBe('nuvora-site');
    expect(value('ProtectSystem')).toBe('strict');
    expect(value('StateDirectory')).toBe('nuvora-site');
    expect(values('ReadWritePaths')).toEqual([]);
    const environment = values('Environment').join(' ');
    expect(environment).toMatch(/\bFORMS_DB_PATH=\/var\/lib\/nuvora-site\/[^/\s]+\.sqlite\b/);
    expect(environment).toMatch(/\bHOST=127\.0\.0\.1\b/);
    expect(environment).toMatch(/\bPORT=%i\b/);
  });

  it('is restarted when it dies and killed above its memory ceiling', () => {
    expect(value('Restart')).toBe('always');
    expect(value('MemoryMax')).toMatch(/^\d+M$/);
  });

  it('lets SIGTERM drain for longer than the server takes (server/serve.ts)', () => {
    const grace = /SHUTDOWN_GRACE_MS = ([\d_]+)/.exec(readFileSync('server/serve.ts', 'utf8'))?.[1];
    expect(grace).toBeDefined();
    expect(value('KillSignal')).toBe('SIGTERM');
    expect(seconds(value('TimeoutStopSec')) * 1000).toBeGreaterThan(Number(grace?.replaceAll('_', '')));
  });

  it('starts Node the way npm run serve does (malloc settings, heap limits, entry file)', () => {
    const serve = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.serve ?? '';
    const environment = values('Environment').join(' ').split(/\s+/);
    for (const setting of serve.match(/\b[A-Z_]+=\S+/g) ?? []) expect(environment).toContain(setting);
    expect(value('ExecStart')).toBe(`/usr/bin/node ${serve.slice(serve.indexOf('node ') + 'node '.length)}`);
  });
});
