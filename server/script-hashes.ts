import { hash } from 'node:crypto';
import { topLinerGateScript } from '#src/features/header/top-liner/TopLinerGate.ts';

const scriptOpen = Buffer.from('<script');
const scriptClose = Buffer.from('</script>');
const closeAngle = 0x3e;
/** What may follow `<script` in a script's start tag: white space, `/` or `>`. */
const tagNameEnds = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, closeAngle]);

/** The inline scripts the site's own components write, known at build: their text is in the code. */
const siteScripts: ReadonlySet<string> = new Set([topLinerGateScript]);

/** Waku's inlined RSC payload: one push of a JSON string literal, data only. */
const FLIGHT_PUSH_START = '(self.__FLIGHT_DATA||=[]).push(';
/** React's streaming instructions: calls of its runtime (`$RC("B:0","S:0")`) with string literals only. */
const REACT_CALLS = /^(?:\$R[A-Z]?\("[\w:-]*"(?:,"[\w:-]*")*\);?)+$/;
/** Script types the browser runs; a JSON-LD block or a template is data, never run, so never hashed. */
const RUNNABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);

const isInertFlightPush = (text: string): boolean => {
  if (!text.startsWith(FLIGHT_PUSH_START) || !text.endsWith(')')) return false;
  try {
    return typeof JSON.parse(text.slice(FLIGHT_PUSH_START.length, -1)) === 'string';
  } catch {
    return false;
  }
};

type InlineScript = { attributes: string; bytes: Buffer };

/** Every inline script of a document (not those with `src`), as React and our templates write the tag: lower case. */
const inlineScripts = (html: Buffer): InlineScript[] => {
  const found: InlineScript[] = [];
  for (let at = html.indexOf(scriptOpen); at >= 0; at = html.indexOf(scriptOpen, at + 1)) {
    if (!tagNameEnds.has(html[at + scriptOpen.length] ?? 0)) continue;
    const tagEnd = html.indexOf(closeAngle, at);
    const end = tagEnd < 0 ? -1 : html.indexOf(scriptClose, tagEnd);
    if (end < 0) break;
    const attributes = html.toString('latin1', at + scriptOpen.length, tagEnd);
    if (end > tagEnd + 1 && !/\ssrc\s*=/i.test(attributes)) found.push({ attributes, bytes: html.subarray(tagEnd + 1, end) });
    at = end;
  }
  return found;
};

/**
 * CSP source expressions (`'sha256-…'`) for the inline scripts the site itself emits, never for
 * whatever else a page happens to contain: an HTML injection (a CMS field, a sanitiser's miss) gets
 * no hash, so the browser refuses it. Hashed are:
 * - the site's own head scripts, by their text (`siteScripts`, known at build);
 * - Waku's bootstrap (`<script id="_R_">`), when the page has exactly one: an injected second one
 *   leaves both unhashed (the page stays readable, nothing injected runs);
 * - Waku's RSC payload pushes and React's streaming calls, by their shape: data and string
 *   literals only, so a script of that shape can do nothing else.
 * Works on the document's bytes (hashes are of UTF-8 bytes anyway). Tags are matched as React and
 * our templates write them, in lower case: a script written any other way gets no hash.
 */
export const inlineScriptHashes = (document: Uint8Array | string): string[] => {
  const html =
    typeof document === 'string' ? Buffer.from(document) : Buffer.from(document.buffer, document.byteOffset, document.byteLength);
  const scripts = inlineScripts(html).filter(({ attributes }) => RUNNABLE_TYPE.test(attribute(attributes, 'type') ?? ''));
  const bootstraps = scripts.filter(({ attributes }) => attribute(attributes, 'id') === '_R_');
  const hashes = new Set<string>();
  for (const script of scripts) {
    const text = script.bytes.toString('utf8');
    const ours =
      siteScripts.has(text) ||
      (bootstraps.length === 1 && bootstraps[0] === script) ||
      isInertFlightPush(text) ||
      REACT_CALLS.test(text);
    if (ours) hashes.add(`'sha256-${hash('sha256', script.bytes, 'base64')}'`);
  }
  return [...hashes];
};
