const tag = '<meta name="robots" content="noindex"/>';
const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * Spec §2: on any host but the production host every page carries a robots
 * noindex meta tag. Prerendered pages are the same bytes for every host, so
 * the tag is added on the way out, right after `<head>`, unless the page has
 * a robots tag of its own (the static files keep the result per file).
 */
export const withNoindex = (html: Uint8Array): Uint8Array => {
  const text = decoder.decode(html);
  const head = text.indexOf('<head>');
  if (head < 0 || /<meta name="robots"/.test(text)) return html;
  return encoder.encode(`${text.slice(0, head + 6)}${tag}${text.slice(head + 6)}`);
};
