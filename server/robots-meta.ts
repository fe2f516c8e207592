import { withHead } from './html-head.ts';

const tag = '<meta name="robots" content="noindex"/>';

/**
 * Spec §2: on any host but the production host every page carries a robots noindex meta tag, right
 * after `<head>`, unless the page has a robots tag of its own. Takes a document's head (see
 * `withHead`). Prerendered pages are the same bytes for every host, so the tag is added on the way
 * out (the static files keep the result per file).
 */
export const withNoindexHead = (head: string): string => {
  const start = head.indexOf('<head>');
  if (start < 0 || head.includes('<meta name="robots"', start)) return head;
  return `${head.slice(0, start + 6)}${tag}${head.slice(start + 6)}`;
};

/** `withNoindexHead` on a whole document's bytes; the same bytes when nothing changes. */
export const withNoindex = (html: Uint8Array): Uint8Array => withHead(html, withNoindexHead);
