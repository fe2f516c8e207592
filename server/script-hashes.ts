import { hash } from 'node:crypto';

const scriptOpen = Buffer.from('<script');
const scriptClose = Buffer.from('</script>');
const closeAngle = 0x3e;
/** What may follow `<script` in a script's start tag: white space, `/` or `>`. */
const tagNameEnds = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, closeAngle]);

/**
 * CSP source expressions (`'sha256-…'`) for every inline script of an HTML document: Waku's inlined
 * RSC payload and bootstrap, React's streaming helpers, our head script. Scripts with `src` are
 * covered by 'self'. Works on the document's bytes (hashes are of UTF-8 bytes anyway), so a
 * rendered page is not decoded to be hashed. Tags are matched as React and our templates write
 * them, in lower case: a script written any other way gets no hash, so the browser refuses it.
 */
export const inlineScriptHashes = (document: Uint8Array | string): string[] => {
  const html =
    typeof document === 'string' ? Buffer.from(document) : Buffer.from(document.buffer, document.byteOffset, document.byteLength);
  const hashes = new Set<string>();
  for (let at = html.indexOf(scriptOpen); at >= 0; at = html.indexOf(scriptOpen, at + 1)) {
    if (!tagNameEnds.has(html[at + scriptOpen.length] ?? 0)) continue;
    const tagEnd = html.indexOf(closeAngle, at);
    const end = tagEnd < 0 ? -1 : html.indexOf(scriptClose, tagEnd);
    if (end < 0) break;
    const attributes = html.toString('latin1', at + scriptOpen.length, tagEnd);
    if (end > tagEnd + 1 && !/\ssrc\s*=/i.test(attributes)) {
      hashes.add(`'sha256-${hash('sha256', html.subarray(tagEnd + 1, end), 'base64')}'`);
    }
    at = end;
  }
  return [...hashes];
};
