import { describe, expect, it } from 'vitest';
import { fallbackErrorPage, renderErrorPage } from '../../server/error-page.ts';

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
});
