'use client';

import { useEffect } from 'react';

type ViewBeaconProps = { collection: 'tutorials' | 'news'; locale: string; path: string };

/**
 * Counts one view per page view. Pages are served from the render cache, so
 * the count comes from the browser once the article is shown, not from the
 * render; a client navigation to another article counts that one too.
 */
export function ViewBeacon({ collection, locale, path }: ViewBeaconProps) {
  useEffect(() => {
    fetch('/api/content/views', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection, locale, path }),
      keepalive: true,
    }).catch(() => {});
  }, [collection, locale, path]);
  return null;
}
