import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type SiteProcess, startSite } from '#tests/site-process.ts';

// docs/deploy.md, "Zero-downtime restart", step by step: server/nginx/site.conf in front of one
// instance, a second instance started beside it on the next port (same outbox), nginx's upstream
// line switched and nginx reloaded, the first instance stopped with SIGTERM. Visitors keep
// requesting pages through nginx all along; not one request may fail.
const base = Number(process.env.E2E_PORT || 8090);
const nginxPort = base + 4;
const oldPort = base + 5;
const newPort = base + 6;
const pages = ['/', '/pricing/', '/de/', '/docs/', '/healthz'];
const visitors = 6;

let nginx: ChildProcess | undefined;

// What docs/deploy.md does before switching: request each page once, so visitors do not wait for first renders.
const warm = async (site: SiteProcess) => {
  for (const page of pages) await (await fetch(`${site.origin}${page}`)).arrayBuffer();
};
const sites: SiteProcess[] = [];

test.afterAll(async () => {
  nginx?.kill('SIGTERM');
  await Promise.all(sites.map((site) => site.stop()));
});

test('a new instance takes over behind nginx without a failed request, and the old one drains and exits 0', async () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-zero-downtime-'));
  const env = { FORMS_DB_PATH: path.join(dir, 'forms.sqlite') };
  const siteConf = (port: number) =>
    readFileSync('server/nginx/site.conf', 'utf8')
      .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${port};`)
      .replace('listen 80;', `listen 127.0.0.1:${nginxPort};`)
      .replace('/var/cache/nginx/nuvora', path.join(dir, 'cache'));

  const old = await startSite(oldPort, env);
  sites.push(old);
  await warm(old);
  writeFileSync(path.join(dir, 'site.conf'), siteConf(oldPort));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''} worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 256; }
http { include /etc/nginx/mime.types; access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  include ${dir}/site.conf; }`,
  );
  nginx = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  const through = (p: string) => `http://127.0.0.1:${nginxPort}${p}`;
  await expect
    .poll(
      () =>
        fetch(through('/healthz')).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 10_000 },
    )
    .toBe(200);

  // Visitors: each requests the pages in turn until told to stop, noting every answer that is not a 200.
  // Like a browser, a visitor sends a GET once more when the connection it reused was closed before
  // any answer came (nginx's old workers close their idle keep-alive connections when reloading);
  // a second failure, or any answer but a 200, counts.
  let visiting = true;
  let answered = 0;
  let resent = 0;
  let phase = 'before the switch';
  const failures: string[] = [];
  const get = async (page: string) => {
    const response = await fetch(through(page), { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    return response.status;
  };
  const visitor = async (n: number) => {
    for (let i = n; visiting; i++) {
      const page = pages[i % pages.length] as string;
      const status = await get(page).catch(() => {
        resent++;
        return get(page).catch((error: Error & { cause?: { code?: string } }) => `${error} ${error.cause?.code ?? ''}`);
      });
      if (status === 200) answered++;
      else failures.push(`${page} ${phase}: ${status}`);
    }
  };
  const load = Promise.all(Array.from({ length: visitors }, (_, n) => visitor(n)));
  // Waits until visitors got `count` more pages (a first render of a locale takes seconds on a busy machine).
  const progress = async (count: number, what: string) => {
    const target = answered + count;
    await expect.poll(() => answered, { message: what, timeout: 60_000, intervals: [100] }).toBeGreaterThanOrEqual(target);
  };
  await progress(visitors, 'pages answered through nginx before the switch');
  const next = await startSite(newPort, env);
  sites.push(next);
  await warm(next);
  writeFileSync(path.join(dir, 'site.conf'), siteConf(newPort));
  // docs/deploy.md: note nginx's workers, reload, wait until those old workers have finished their requests and exited.
  const nginxPid = String(nginx.pid);
  const oldWorkers = spawnSync('pgrep', ['-d,', '-P', nginxPid], { encoding: 'utf8' }).stdout.trim();
  expect(oldWorkers).not.toBe('');
  phase = 'after the reload';
  nginx.kill('SIGHUP'); // what `systemctl reload nginx` sends
  await expect
    .poll(() => spawnSync('ps', ['-o', 'pid=', '-p', oldWorkers]).status, { message: 'old nginx workers exit', timeout: 60_000 })
    .toBe(1);
  await progress(visitors, 'pages answered after the switch');
  const oldExit = new Promise<number | null>((resolve) => old.child.once('exit', (code) => resolve(code)));
  phase = 'after SIGTERM';
  old.child.kill('SIGTERM'); // what `systemctl stop nuvora-site@<old>` sends
  expect(await oldExit, 'the old instance exits cleanly after draining').toBe(0);
  await progress(visitors * 3, 'pages answered by the new instance alone');
  visiting = false;
  await load;
  console.log(`zero-downtime restart: ${answered} pages answered through nginx, ${resent} sent twice, ${failures.length} failed`);

  expect(failures).toEqual([]);
  expect(next.exited()).toBeNull();
  expect(old.stderr()).not.toMatch(/"level":"(error|fatal)"/);
});
