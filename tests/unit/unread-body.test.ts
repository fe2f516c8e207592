import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createAuthRoutes } from '#server/auth/auth-routes.ts';
import { embeddedProfiles } from '#server/auth/profile-source.ts';
import { createContentModule } from '#server/content/content-module.ts';
import { emailRegistered } from '#server/forms/email-registry.ts';
import { createFormIntake } from '#server/forms/intake.ts';
import { openOutbox } from '#server/forms/outbox.ts';
import { closeUnreadBodies } from '#server/middleware/close-unread-bodies.ts';
import { rscRefusal } from '#server/middleware/rsc-guard.ts';
import { readOnlyPages } from '#server/page-methods.ts';

// An answer sent before the request body was read must close the connection: the Node adapter drops
// it 500 ms later when the rest of the body has not been drained, and a keep-alive client that had
// already sent its next request on it saw that request reset (found by `npm run test:fuzz`).
const oversized = (url: string, bytes: number) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': '203.0.113.50' },
    body: JSON.stringify({ socials: 'x'.repeat(bytes), token: 'x', collection: 'news' }),
  });

/** The same oversized body without a Content-Length, as a chunked upload sends it. */
const chunked = (url: string, bytes: number) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: new Blob([JSON.stringify({ token: 'x'.repeat(bytes) })]).stream(),
    duplex: 'half',
  } as RequestInit);

const authRoutes = () =>
  createAuthRoutes({
    profiles: embeddedProfiles,
    cookie: 'token',
    staffDomain: 'nuvora.cloud',
    editorUrl: 'https://cms.nuvora.cloud/admin/content',
    allowedOrigins: [],
    loginUrl: 'https://my.nuvora.cloud/login',
  });

describe('answers before the body is read', () => {
  it('every route that takes a body refuses an oversized one with 413 and Connection: close', async () => {
    const outbox = openOutbox(path.join(mkdtempSync(path.join(tmpdir(), 'unread-')), 'forms.sqlite'));
    const intake = createFormIntake({
      outbox: () => outbox,
      allowedOrigins: [],
      emailRegistered: emailRegistered(undefined),
      loginUrl: 'https://my.nuvora.cloud/login',
    });
    const auth = authRoutes();
    const content = createContentModule().routes;
    for (const [name, res] of [
      ['forms', await intake.request(oversized('http://localhost/api/forms/join-program', 40_000))],
      ['session', await auth.request(oversized('http://localhost/api/auth/session', 5_000))],
      ['views', await content.request(oversized('http://localhost/api/content/views', 2_000))],
      // Logging out reads no body, so it had no limit: a large one was answered 204 and left unread.
      ['logout', await auth.request(oversized('http://localhost/api/auth/logout', 2_000))],
      ['session, chunked', await auth.request(chunked('http://localhost/api/auth/session', 5_000))],
      ['logout, chunked', await auth.request(chunked('http://localhost/api/auth/logout', 2_000))],
    ] as const) {
      expect(res.status, name).toBe(413);
      expect(res.headers.get('connection'), name).toBe('close');
    }
  });

  it('the sign-in session says why in the visitor’s language', async () => {
    const auth = authRoutes();
    const res = await auth.request(oversized('http://localhost/api/auth/session?locale=de', 5_000));
    expect(res.status).toBe(413);
    const { error } = (await res.json()) as { error: string };
    expect(error).not.toBe('Too large');
    expect(error).toMatch(/Anmelde/);
  });

  it('a body within the limit still reaches the route', async () => {
    const auth = authRoutes();
    const out = await auth.request('http://localhost/api/auth/logout', {
      method: 'POST',
      headers: { origin: 'http://localhost' },
    });
    expect(out.status).toBe(204);
    const session = await auth.request(chunked('http://localhost/api/auth/session', 10));
    // Read to its end, then refused: no sign-in was started in this "browser" (no state cookie).
    expect(session.status).toBe(403);
  });

  it('a 405 for another method on a page or an RSC path says Connection: close', async () => {
    const pages = readOnlyPages({
      handleRequest: async (_input: { type: string; req: Request }, _utils: never) => new Response('page'),
      handleBuild: async () => {},
    });
    const page = (await pages.handleRequest(
      { type: 'http', req: new Request('http://localhost/pricing/', { method: 'POST', body: 'x' }) },
      {} as never,
    )) as Response;
    expect(page.status).toBe(405);
    expect(page.headers.get('connection')).toBe('close');
    expect(rscRefusal('POST', '/RSC/R/blog.txt')?.headers.get('connection')).toBe('close');
  });

  it('any other answer to a body nothing read closes the connection; a read body keeps it open', async () => {
    const app = new Hono();
    app.use(closeUnreadBodies);
    app.post('/api/echo', async (c) => c.json(await c.req.json()));
    app.post('/api/stream', async (c) => c.text(String((await new Response(c.req.raw.body).text()).length)));
    app.post('/api/decides', (c) => c.text('kept', 200, { connection: 'keep-alive' }));
    app.notFound((c) => c.text('Not Found', 404));
    // With the framing headers the server sees on the wire.
    const post = (url: string, body?: string | ReadableStream) =>
      app.request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(typeof body === 'string' ? { 'content-length': String(body.length) } : {}),
          ...(body instanceof ReadableStream ? { 'transfer-encoding': 'chunked' } : {}),
        },
        body,
        duplex: 'half',
      } as RequestInit);

    const unknown = await post('http://localhost/landing-api/nope/', '{"a":1}');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('connection')).toBe('close');
    expect(await unknown.text()).toBe('Not Found');
    const chunkedUnknown = await post('http://localhost/v2/nope', new Blob(['{"a":1}']).stream());
    expect(chunkedUnknown.headers.get('connection')).toBe('close');

    for (const res of [
      await post('http://localhost/api/echo', '{"a":1}'),
      await post('http://localhost/api/stream', new Blob(['{"a":1}']).stream()),
      await post('http://localhost/nope'),
    ])
      expect(res.headers.get('connection')).toBeNull();
    expect((await post('http://localhost/api/decides', '{}')).headers.get('connection')).toBe('keep-alive');
  });
});
