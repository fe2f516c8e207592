import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '#server/script-hashes.ts';
import { contentSecurityPolicy, htmlPolicy } from '#server/security-headers.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('script policy', () => {
  it('hashes each inline script once, never scripts loaded by src', () => {
    const html =
      '<head><script>a()</script><script type="module" src="/assets/x.js"></script></head><body><script id="_R_">b()</script><script>a()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('hashes the UTF-8 bytes of a script, and only tags written as React writes them', () => {
    const html = Buffer.from(
      '<script type="application/ld+json">{"name":"Café – München"}</script><scripts>x()</scripts><script-x>y()</script-x><SCRIPT>z()</SCRIPT><script\n>w()</script><script></script><script>unclosed()',
    );
    expect(inlineScriptHashes(html)).toEqual([sha('{"name":"Café – München"}'), sha('w()')]);
  });

  it('allows no inline script without its hash, and never unsafe-inline for scripts', () => {
    const policy = htmlPolicy('<script>self.__x=1</script>');
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${sha('self.__x=1')}`);
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('keeps the policy of a body it has seen', () => {
    const body = new TextEncoder().encode('<script>c()</script>');
    expect(htmlPolicy(body)).toBe(htmlPolicy(body));
    expect(htmlPolicy(body)).toContain(sha('c()'));
  });
});
