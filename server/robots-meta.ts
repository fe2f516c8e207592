const tag = '<meta name="robots" content="noindex"/>';
const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * Spec §2: on any host but the production host every page carries a robots
 * noindex meta tag. Prerendered pages are the same bytes for every host, so
 * the tag is added on the way out, right after `<head>`, unless the page has
 * a robots tag of its own (the static files keep the result per file).
 */
export const withNoindexText = (html: string): string => {
  const head = html.indexOf('<head>');
  if (head < 0) return html;
  // Searched in place: the head holds the page's inlined CSS, tens of kilobytes not worth copying.
  const own = html.indexOf('<meta name="robots"', head);
  const headEnd = html.indexOf('</head>', head);
  if (own >= 0 && (headEnd < 0 || own < headEnd)) return html;
  return `${html.slice(0, head + 6)}${tag}${html.slice(head + 6)}`;
};

/** `withNoindexText` on bytes; the same bytes when nothing changes. */
export const withNoindex = (html: Uint8Array): Uint8Array => {
  const text = decoder.decode(html);
  const result = withNoindexText(text);
  return result === text ? html : encoder.encode(result);
};
