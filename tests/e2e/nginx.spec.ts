import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The recommended production topology: server/nginx/site.conf in front of the site, with only the
// listen port, the upstream address and the cache path replaced. nginx is installed by
// tests/ensure-tools.mjs before the e2e run.
const sitePort = Number(process.env.E2E_PORT || 8090);
const nginxPort = sitePort + 3;
const nginx = (p: string) => `http://127.0.0.1:${nginxPort}${p}`;

let server: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-nginx-'));
  const site = readFileSync('server/nginx/site.conf', 'utf8')
    .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${sitePort};`)
    .replace('listen 80;', `listen 127.0.0.1:${nginxPort};`)
    .replace('/var/cache/nginx/nuvora', path.join(dir, 'cache'));
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''} worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 256; }
http { include /etc/nginx/mime.types; access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  include ${dir}/site.conf; }`,
  );
  server = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(nginx('/healthz')).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not come up with server/nginx/site.conf (see ${dir}/error.log)`);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('pages pass through nginx with the app’s body, headers and compression, and are not stored', async ({ request }) => {
  const direct = await request.get(`http://127.0.0.1:${sitePort}/pricing/`);
  for (let i = 0; i < 2; i++) {
    const proxied = await request.get(nginx('/pricing/'), { headers: { 'accept-encoding': 'br' } });
    expect(proxied.status()).toBe(200);
    expect(await proxied.text()).toBe(await direct.text());
    expect(proxied.headers()['content-encoding']).toBe('br');
    expect(proxied.headers()['content-security-policy']).toBe(direct.headers()['content-security-policy']);
    expect(proxied.headers()['cache-control']).toBe('no-cache');
    // HTML is `no-cache`: nginx never answers it from its own store.
    expect(proxied.headers()['x-cache-status']).not.toBe('HIT');
  }
});

test('hashed assets are stored by nginx and served from its cache', async ({ request }) => {
  const html = await (await request.get(nginx('/'))).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const first = await request.get(nginx(asset as string));
  expect(first.headers()['cache-control']).toContain('immutable');
  const second = await request.get(nginx(asset as string));
  expect(second.status()).toBe(200);
  expect(second.headers()['x-cache-status']).toBe('HIT');
  expect(await second.body()).toEqual(await first.body());
});

test('visitor-specific answers are never stored', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const profile = await request.get(nginx('/api/auth/profile'));
    expect(profile.headers()['cache-control']).toContain('no-store');
    expect(profile.headers()['x-cache-status']).not.toBe('HIT');
  }
});

test('the app’s redirects reach the visitor unchanged, same-site and relative', async ({ request }) => {
  const canonical = await request.get(nginx('/Pricing'), { maxRedirects: 0 });
  expect(canonical.status()).toBe(301);
  expect(canonical.headers().location).toBe('/pricing/');
  const language = await request.get(nginx('/pricing/'), { maxRedirects: 0, headers: { cookie: 'use_lang=de' } });
  expect(language.status()).toBe(302);
  expect(language.headers().location).toBe('/de/pricing/');
});

test('nginx turns away oversized posts before they reach the app', async ({ request }) => {
  const response = await request.post(nginx('/api/forms/contact-message'), {
    headers: { 'content-type': 'application/json', origin: nginx('') },
    data: JSON.stringify({ message: 'x'.repeat(200_000) }),
  });
  expect(response.status()).toBe(413);
});

test('the operator’s endpoints are never stored, and /metrics is not found through nginx without the token', async ({
  request,
}) => {
  for (let i = 0; i < 2; i++) {
    const ready = await request.get(nginx('/readyz'));
    expect(ready.status()).toBe(200);
    expect(ready.headers()['cache-control']).toBe('no-store');
    expect(ready.headers()['x-cache-status']).toBeUndefined();
    // Through nginx the app sees a forwarded request: a stranger's, who gets the status only.
    expect(await ready.json()).toEqual({ status: 'ready' });
    const metrics = await request.get(nginx('/metrics'));
    expect(metrics.status()).toBe(404);
    expect(metrics.headers()['x-cache-status']).toBeUndefined();
  }
  // The same path straight to the app from this machine is the scrape target.
  expect((await request.get(`http://127.0.0.1:${sitePort}/metrics`)).status()).toBe(200);
});
