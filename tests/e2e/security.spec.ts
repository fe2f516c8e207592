import { expect, test } from '@playwright/test';
import { hydrated } from './helpers.ts';

// Every page runs under a CSP without 'unsafe-inline' for scripts: the hashes of its own inline
// scripts must be in its header, or hydration (and everything interactive) would silently stop.
for (const url of [
  '/',
  '/pricing/',
  '/products/kubernetes/',
  '/de/docs/cloud-servers/backups/',
  '/vps/promo/fast20/',
  '/partners/apply/',
  '/alternatives/hetzner/',
  '/no-such-page/',
]) {
  test(`${url} hydrates under its content security policy without violations`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // A refused eval that the page catches logs nothing; the violation event still fires.
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        ),
      ),
    );
    // A hydration mismatch (React #418) is a page error.
    page.on('pageerror', (error) => violations.push(String(error)));
    const response = await page.goto(url);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(policy).not.toContain("'unsafe-inline' ");
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    await hydrated(page);
    expect(violations).toEqual([]);
  });
}

test('every response carries the security headers; JSON and assets run no inline script', async ({ request }) => {
  for (const url of ['/', '/api/auth/profile', '/robots.txt']) {
    const headers = (await request.get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toContain('camera=()');
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
  }
  expect((await request.get('/robots.txt')).headers()['content-security-policy']).toContain("script-src 'self';");
});
