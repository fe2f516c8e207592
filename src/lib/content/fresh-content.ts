import '#server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

const readingThrough = new AsyncLocalStorage<true>();

/**
 * Runs `work` with content read from its source rather than from the content cache (the last good
 * answer still stands in when the source fails). A page's background revalidation renders this way:
 * nobody waits for it, and a stale cached answer under a revalidated page would stack the two caches'
 * ages, so an edit could take two TTLs to show instead of one.
 */
export const withFreshContent = <T>(work: () => Promise<T>): Promise<T> => readingThrough.run(true, work);

/** Whether the current work asked for fresh content (see `withFreshContent`). */
export const wantsFreshContent = (): boolean => readingThrough.getStore() === true;
