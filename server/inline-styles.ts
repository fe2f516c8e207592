import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Parser-inserted stylesheet links, as React renders them (attribute order varies). */
const stylesheetLink = /<link rel="stylesheet"[^>]*?\shref="([^"]+)"[^>]*?\/>/g;

/**
 * Inlines the page's stylesheets: each `<link rel="stylesheet">` of the head gets the sheet's
 * text in a `<style>` right before it, and the link itself becomes `disabled`, so the browser
 * neither fetches it nor waits for it before the first paint. The disabled link stays because
 * React finds stylesheets by their link (`link[rel=stylesheet][data-precedence][href]`): with it
 * in place, hydration and client navigations know the sheet is there and do not insert it again.
 * A link whose sheet is unknown is left as it is.
 */
export const inlineStylesheets = (html: string, stylesheet: (href: string) => string | undefined): string => {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replace(stylesheetLink, (link, href: string) => {
    const css = stylesheet(href);
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css}</style>${link.slice(0, -2)} disabled=""/>`;
  });
  return head + html.slice(headEnd);
};

/** The build's stylesheets by URL path (`/assets/…css`), read once. */
export const readStylesheets = (publicDir: string): ReadonlyMap<string, string> => {
  const assets = path.join(publicDir, 'assets');
  if (!existsSync(assets)) return new Map();
  return new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith('.css'))
      .map((name) => [`/assets/${name}`, readFileSync(path.join(assets, name), 'utf8')]),
  );
};
