/** Pure rules of the client shell, kept apart from the DOM so they can be unit-tested. */

/** Whether a chunk-load failure may reload the page now: at most once a minute (spec §8). */
export const mayReloadForChunkError = (now: number, lastReloadAt: number | null, intervalMs: number): boolean =>
  lastReloadAt === null || now - lastReloadAt >= intervalMs;

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export const isChunkLoadError = (reason: unknown): boolean => {
  const message = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '');
  return chunkErrorPattern.test(message);
};

type ClickLike = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

type AnchorLike = { href: string; target: string; hasAttribute(name: string): boolean };

/**
 * The in-site URL a click on an anchor should navigate to client-side, or null
 * when the browser must handle it (new tab, download, other origin, same-page hash).
 */
export const clientNavigationTarget = (event: ClickLike, anchor: AnchorLike, current: URL): URL | null => {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.hasAttribute('data-reload')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url;
};

/**
 * The key a page's scroll position is kept under: path without its trailing slash, plus the query
 * (with or without its `?`). The router names `/blog/` as `/blog` while the address bar keeps the
 * slash; both must find the same entry, or Back finds nothing to restore (issue 25.4). A history
 * change that keeps this key stays on the same document (an in-page anchor, the skip link): it
 * renders nothing, so it must not start the loading bar, which nothing would finish (issue 25.3).
 */
export const scrollKey = (path: string, query: string): string =>
  (path.replace(/(.)\/$/, '$1') + (query && '?') + query).replace('??', '?').replace(/\?$/, '');

export type PageViewEvent = {
  event: 'page_view';
  page_path: string;
  page_location: string;
  page_title: string;
  language: string;
};

export const pageViewEvent = (location: URL, title: string, language: string): PageViewEvent => ({
  event: 'page_view',
  page_path: location.pathname + location.search,
  page_location: location.href,
  page_title: title,
  language,
});

/** Where the time of the last recovery reload is kept (per tab); shared by chunk failures and render errors. */
export const reloadStampKey = 'chunk-reload-at';

type ReloadStamps = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether an error may reload the page now, at most once a minute for all kinds of errors (spec
 * §8), and if so stamps the time. A storage that cannot be read or written (private modes) never
 * reloads: without the stamp, a reload could repeat forever.
 */
export const claimRecoveryReload = (storage: ReloadStamps | undefined, now: number, intervalMs: number): boolean => {
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(reloadStampKey)) || null;
    if (!mayReloadForChunkError(now, last, intervalMs)) return false;
    storage.setItem(reloadStampKey, String(now));
    return true;
  } catch {
    return false;
  }
};
