import { readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { siteConfig } from '#src/lib/site-config.ts';

// The hot path replays, from memory, what the full middleware stack answered before. These tests
// compare the two answers byte for byte and check the per-request rules it must still apply.
type Raw = { status: number; headers: Record<string, string>; body: Buffer };

const port = Number(process.env.E2E_PORT || 8090);

const get = (path: string, headers: Record<string, string>) =>
  new Promise<Raw>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });

const comparable = ({ date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest }: Record<string, string>) => rest;

// The smallest script is sent compressed on the way out, the largest was compressed once in memory.
const scripts = readdirSync('dist/public/assets')
  .filter((name) => name.endsWith('.js'))
  .toSorted((a, b) => statSync(`dist/public/assets/${a}`).size - statSync(`dist/public/assets/${b}`).size);

for (const [kind, path] of [
  ['prerendered page', '/pricing/'],
  ['cached dynamic page', '/de/docs/cloud-servers/backups/'],
  ['smallest script', `/assets/${scripts[0]}`],
  ['largest script', `/assets/${scripts.at(-1)}`],
] as const) {
  test(`a ${kind} replayed from memory is the full stack's answer, byte for byte`, async () => {
    const headers = { 'accept-encoding': 'br' };
    // A query nothing reads keeps a request off the hot path (the page is the same): the full stack's answer.
    const full = await get(`${path}?e2e=${test.info().testId}`, headers);
    await get(path, headers); // remembered by the full stack, unless it already was
    const replayed = await get(path, headers);
    expect(full.status).toBe(200);
    expect(comparable(replayed.headers)).toEqual(comparable(full.headers));
    expect(replayed.body.equals(full.body)).toBe(true);
  });
}

test('a rendered page, kept brotli-compressed, reaches brotli, gzip and plain clients as the same page and policy', async () => {
  const path = '/es/docs/cloud-servers/backups/';
  // Rendered once (here or by another test); then answered from the render cache, then the hot path.
  const answers = [];
  for (const encoding of ['br', 'gzip', '', 'br', 'gzip', '']) answers.push(await get(path, { 'accept-encoding': encoding }));
  const html = answers.map(({ headers, body }) => {
    if (headers['content-encoding'] === 'br') return brotliDecompressSync(body).toString();
    if (headers['content-encoding'] === 'gzip') return gunzipSync(body).toString();
    expect(headers['content-encoding']).toBeUndefined();
    return body.toString();
  });
  expect(answers.map(({ headers }) => headers['content-encoding'] ?? '')).toEqual(['br', 'gzip', '', 'br', 'gzip', '']);
  expect(html[0]).toMatch(/<html lang="es"/);
  for (const [i, answer] of answers.entries()) {
    expect(html[i]).toBe(html[0]);
    expect(answer.headers['content-security-policy']).toBe(answers[0]?.headers['content-security-policy']);
    expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(Number(answer.headers['content-length'] ?? answer.body.byteLength)).toBe(answer.body.byteLength);
  }
});

test('a replayed page still redirects a visitor whose language cookie asks for another locale', async () => {
  const headers = { 'accept-encoding': 'br' };
  await get('/pricing/', headers);
  expect((await get('/pricing/', headers)).status).toBe(200);
  const redirected = await get('/pricing/', { ...headers, cookie: 'use_lang=de' });
  expect(redirected.status).toBe(302);
  expect(redirected.headers.location).toBe('/de/pricing/');
});

test('a replayed page answers a matching If-None-Match with 304 and no body', async () => {
  const headers = { 'accept-encoding': 'br' };
  const first = await get('/pricing/', headers);
  const revalidated = await get('/pricing/', { ...headers, 'if-none-match': first.headers.etag ?? '' });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body.byteLength).toBe(0);
});

test('a link with campaign tags and parameters no page reads gets the page rendered for the bare URL, and hydrates without fetching it again', async ({
  page,
}) => {
  const rsc: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/RSC/')) rsc.push(request.url());
  });
  const tagged = '/docs/cloud-servers/backups/?utm_source=newsletter&utm_campaign=november&gclid=e2e&ref=mastodon';
  const response = await page.goto(tagged);
  expect(response?.status()).toBe(200);
  // Rendered (and cached) for /docs/cloud-servers/backups/: the parameters appear nowhere in the page.
  expect(await response?.text()).not.toMatch(/utm_|gclid|mastodon/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/cloud-servers\/backups\/$/);
  await page.waitForLoadState('networkidle');
  // The address bar keeps them for analytics; the router asks the server for nothing.
  expect(new URL(page.url()).searchParams.get('utm_source')).toBe('newsletter');
  expect(rsc).toEqual([]);
});

test('a page is one page on every host but production, there without the noindex meta: made-up hosts share it and appear nowhere in it', async () => {
  // A stream of made-up Host headers must not make the server render and keep a page for each.
  const path = '/it/docs/cloud-servers/create-server/';
  const answers = await Promise.all(
    ['made-up-one.example', 'made-up-two.example:8443', 'staging.nuvora.cloud'].map((host) =>
      get(path, { host, 'accept-encoding': '' }),
    ),
  );
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.body.equals(answers[0]?.body as Buffer)).toBe(true);
  }
  const html = answers[0]?.body.toString() ?? '';
  expect(html).not.toMatch(/made-up-|staging\.nuvora|off-production\.invalid/);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  // The production host's page is the same page without the noindex tag.
  const production = await get(path, { host: new URL(siteConfig.siteUrl).host, 'accept-encoding': '' });
  expect(production.body.toString()).toBe(html.replace('<meta name="robots" content="noindex"/>', ''));
});
