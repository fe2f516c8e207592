import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { fallbackErrorPage, renderErrorPage } from '#server/error-page.ts';
import { chromeErrorPage, localizedErrorPages } from '#server/middleware/error-pages.ts';
import { errorPageHeader, errorPageRequestHeader, readErrorPageRequest } from '#src/lib/error-page-request.ts';

describe('error pages', () => {
  it('shows the status and a localized message with a way home', async () => {
    const html = await renderErrorPage('de', 503);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('503');
    expect(html).toContain('href="/de/"');
    expect(html).not.toContain('Something went wrong');
  });

  it('falls back to the spec page, escaping the error details', () => {
    const html = fallbackErrorPage(new Error('<script>alert(1)</script> broke'));
    expect(html).toContain('An error occurred while showing the error page');
    expect(html).toContain('Go back to home');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; broke');
    expect(html).not.toContain('<script>alert');
  });

  it("replaces every 5xx answer to a page request, Waku's empty shell for a failed render included", async () => {
    const app = new Hono();
    app.use(localizedErrorPages((c) => c.req.method === 'GET' && !c.req.path.startsWith('/api/')));
    // What Waku answers when a render fails: status 500, an HTML shell that retries in the browser.
    const shell =
      '<!DOCTYPE html><html><head><meta name="robots" content="noindex"/></head><body><script>retry()</script></body></html>';
    app.get('/de/docs/*', (c) => c.html(shell, 500));
    app.get('/fr/blog/*', () => {
      throw new Error('render broke');
    });
    app.get('/api/*', (c) => c.json({ error: 'upstream' }, 502));
    app.get('/pricing/', (c) => c.html('<h1>Pricing</h1>'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    const failedRender = await app.request('/de/docs/firewall/');
    expect(failedRender.status).toBe(500);
    const german = await failedRender.text();
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('Bei uns ist etwas schiefgelaufen');
    expect(german).not.toContain('retry()');

    const thrown = await app.request('/fr/blog/news/');
    expect(thrown.status).toBe(500);
    expect(await thrown.text()).toContain('<html lang="fr">');
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();

    // Not a page: the API's own answer stands; and a page that rendered stays as it was.
    expect(await (await app.request('/api/prices')).json()).toEqual({ error: 'upstream' });
    expect(await (await app.request('/pricing/')).text()).toBe('<h1>Pricing</h1>');
  });

  it('shows the error page inside the site chrome when React renders it, asked for with the server’s secret', async () => {
    const asked: Request[] = [];
    const waku = async (req: Request) => {
      asked.push(req);
      const claim = readErrorPageRequest(req.headers.get(errorPageHeader));
      return claim
        ? new Response(
            `<!DOCTYPE html><html lang="${claim.locale}"><body><header>nav</header><h1>Fehler ${claim.status}</h1></body></html>`,
            {
              headers: { 'content-type': 'text/html' },
            },
          )
        : new Response('not found', { status: 404 });
    };
    const app = new Hono();
    app.use(localizedErrorPages(() => true, chromeErrorPage(waku)));
    app.get('/de/docs/*', (c) => c.html('<html><body><script>retry()</script></body></html>', 503));
    const res = await app.request('http://site.test/de/docs/firewall/', { headers: { host: 'site.test' } });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('<header>nav</header><h1>Fehler 503</h1>');
    expect(new URL(asked[0]?.url ?? '').pathname).toBe('/__error/');
    expect(asked[0]?.headers.get('host')).toBe('site.test');
    // The same locale and status again, on another path: the kept render answers.
    expect(await (await app.request('http://site.test/de/docs/vpc/')).text()).toContain('<h1>Fehler 503</h1>');
    expect(asked).toHaveLength(1);
  });

  it('keeps the string page when the chrome cannot be rendered either', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const waku of [
      async () => new Response('<html><body><script>retry()</script></body></html>', { status: 500 }),
      async () =>
        new Response('<html><body><script>retry()</script></body></html>', { headers: { 'content-type': 'text/html' } }),
      async () => {
        throw new Error('react broke');
      },
    ]) {
      const app = new Hono();
      app.use(localizedErrorPages(() => true, chromeErrorPage(waku)));
      app.get('*', (c) => c.html('shell', 500));
      const html = await (await app.request('/de/pricing/')).text();
      expect(html).toContain('Bei uns ist etwas schiefgelaufen');
      expect(html).toContain('<html lang="de">');
    }
    log.mockRestore();
  });

  it('renders the chrome error page only for the server’s own request', () => {
    expect(readErrorPageRequest(errorPageRequestHeader('fr', 502))).toEqual({ locale: 'fr', status: 502 });
    expect(readErrorPageRequest(null)).toBeNull();
    expect(readErrorPageRequest('guess fr 502')).toBeNull();
    expect(readErrorPageRequest(errorPageRequestHeader('fr', 502).replace('502', '200'))).toBeNull();
  });
});
