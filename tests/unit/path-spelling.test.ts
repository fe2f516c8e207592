import { Hono } from 'hono/tiny';
import { describe, expect, it } from 'vitest';
import { pathSpelling } from '#server/middleware/path-spelling.ts';
import { canonicalSpelling, respelledPath } from '#server/path-spelling.ts';
import { isSameSitePath } from '#src/lib/same-site-path.ts';

const site = () => {
  const app = new Hono();
  app.use(pathSpelling([]));
  app.all('*', (c) => c.text('passed on', 200));
  return (path: string, method = 'GET') => app.request(`http://localhost${path}`, { method });
};

describe('the one spelling of a path (issue 30, item 1)', () => {
  it('writes escaped letters, digits and -._~ as themselves, and other escapes in uppercase hex', () => {
    expect(canonicalSpelling('/%70ricing/')).toBe('/pricing/');
    expect(canonicalSpelling('/pr%69cing/index.html')).toBe('/pricing/index.html');
    expect(canonicalSpelling('/assets/%53iteForm-AbC%2Ejs')).toBe('/assets/SiteForm-AbC.js');
    expect(canonicalSpelling('/RSC/R/%70ricing.txt')).toBe('/RSC/R/pricing.txt');
    expect(canonicalSpelling('/%2d%5f%7e%30')).toBe('/-_~0');
    expect(canonicalSpelling('/caf%c3%a9/%2f')).toBe('/caf%C3%A9/%2F');
    // A malformed escape is left for the steps after to refuse.
    expect(canonicalSpelling('/%zz/%4')).toBe('/%zz/%4');
  });

  it('says nothing of a path already in its one spelling', () => {
    for (const path of ['/pricing/', '/caf%C3%A9/', '/%2F/', '/a%20b/', '/%zz']) expect(respelledPath(path), path).toBeNull();
  });

  it('redirects another spelling of a page, an asset or an RSC payload once, to where the URL rules lead', async () => {
    const get = site();
    const cases: [string, string][] = [
      ['/%70ricing/', '/pricing/'],
      // A directory's index file goes to the directory (the URL rules), in the same hop.
      ['/pr%69cing/index.html?x=1', '/pricing/?x=1'],
      // The URL rules' lowercasing, trailing slash and default-locale prefix in the same hop.
      ['/%50ricing', '/pricing/'],
      ['/en-us/%70ricing/', '/pricing/'],
      // Files keep their case.
      ['/assets/%53iteForm-AbC.js', '/assets/SiteForm-AbC.js'],
      ['/RSC/R/%70ricing.txt?query=', '/RSC/R/pricing.txt?query='],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
    expect((await get('/%70ricing/', 'HEAD')).status).toBe(301);
  });

  it('never redirects off the site: a respelled path that is no safe Location is a 404', async () => {
    const get = site();
    for (const path of ['//evil.example/%70', '/%2F%2Fevil.example/%70', '/\\evil.example/%70', '/%2e%2e/%2e%2e/%70']) {
      const res = await get(path);
      const location = res.headers.get('location');
      expect([301, 404], path).toContain(res.status);
      expect(res.status === 404 || isSameSitePath(location), `${path} → ${res.status} ${location}`).toBe(true);
    }
    for (const path of ['/assets/%2F%2Fevil.example/%70', '/assets/%5Cevil.example/%70']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('location'), path).toBeNull();
    }
  });

  it('leaves other methods and paths in their one spelling alone', async () => {
    const get = site();
    expect((await get('/pricing/')).status).toBe(200);
    expect((await get('/caf%C3%A9/')).status).toBe(200);
    expect((await get('/%70ricing/', 'POST')).status).toBe(200);
  });
});
