const headClose = Buffer.from('</head>');

/**
 * A document with its head rewritten by `edit`. Only the head (what precedes `</head>`, a few
 * kilobytes before styles are inlined) is decoded and encoded again; the body, most of a page, is
 * copied once as bytes. A document without `</head>`, or whose head `edit` leaves as it is, comes
 * back as the same bytes.
 */
export const withHead = (html: Uint8Array, edit: (head: string) => string): Uint8Array => {
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const end = bytes.indexOf(headClose);
  if (end < 0) return html;
  const head = bytes.toString('utf8', 0, end);
  const edited = edit(head);
  return edited === head ? html : Buffer.concat([Buffer.from(edited), bytes.subarray(end)]);
};
