import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAuthRoutes } from '../../server/auth/auth-routes.ts';
import { embeddedProfiles } from '../../server/auth/profile-source.ts';
import { createContentModule } from '../../server/content/content-module.ts';
import { emailRegistered } from '../../server/forms/email-registry.ts';
import { createFormIntake } from '../../server/forms/intake.ts';
import { openOutbox } from '../../server/forms/outbox.ts';
import { readOnlyPages } from '../../server/page-methods.ts';
import { rscRefusal } from '../../server/rsc-guard.ts';

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
    expect(session.status).toBe(401);
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
});
