import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * CSP source expressions (`'sha256-…'`) for every inline script of an HTML
 * document: Waku's inlined RSC payload and bootstrap, React's streaming
 * helpers, our head script. Scripts with `src` are covered by 'self'.
 */
export const inlineScriptHashes = (html: string): string[] => {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes ?? '') || !body) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
};
