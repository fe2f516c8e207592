/**
 * The RSC payload URLs of Waku's router (waku/router's `encodeRoutePath`, `createRscParams`):
 * `/RSC/R/<route path>.txt?query=<the page's query>`, the root as `R/_root`, a route path starting
 * with `_` as `R/__…`. These map one to the other with the page URL, so an RSC request is cached,
 * limited and refused exactly as its page is.
 */

const rscRoute = /^\/RSC\/R\/(.+)\.txt$/;

/** The page URL an RSC payload request names (with the page's query), or null for another path. */
export const rscPageUrl = (url: URL): URL | null => {
  const encoded = rscRoute.exec(url.pathname)?.[1];
  if (encoded === undefined) return null;
  const routePath = encoded === '_root' ? '/' : encoded.startsWith('__') ? `/_${encoded.slice(2)}` : `/${encoded}`;
  const page = new URL(url);
  page.pathname = routePath === '/' ? '/' : `${routePath}/`;
  const query = url.searchParams.get('query') ?? '';
  page.search = query ? `?${query}` : '';
  return page;
};

/** The RSC payload URL of a page URL (the inverse of `rscPageUrl`). */
export const rscUrlOf = (page: URL): URL => {
  const url = new URL(page);
  const routePath = page.pathname.length > 1 ? page.pathname.replace(/\/$/, '') : '/';
  const encoded = routePath === '/' ? '_root' : routePath.startsWith('/_') ? `__${routePath.slice(2)}` : routePath.slice(1);
  url.pathname = `/RSC/R/${encoded}.txt`;
  url.search = `?${new URLSearchParams({ query: page.search.replace(/^\?/, '') })}`;
  return url;
};
