'use client';

import { type ComponentPropsWithoutRef, useEffect, useRef, useState } from 'react';
import { lazyLoadMargin } from '#ds/theme/tokens.ts';
import * as styles from './Image.css.ts';

/** Explicit sources. `avif` and `webp` may be srcset lists (`"a-640.avif 640w, a-1280.avif 1280w"`). */
export type ImageSources = { avif?: string; webp?: string; fallback: string };

export type ImageProps = Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority'
> & {
  /** A base path without extension (`/images/hero` → hero.avif, hero.webp, hero.jpg) or explicit sources. */
  src: string | ImageSources;
  /** Required; `''` marks a decorative image. */
  alt: string;
  /** Intrinsic size in pixels, always rendered so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  /** `lazy` (default) waits until the image is within the lazy-load margin; `eager` loads at once. */
  loading?: 'lazy' | 'eager';
  /** For the largest image above the fold: eager, `fetchpriority="high"`, sources in the server HTML. */
  priority?: boolean;
};

const resolveSources = (src: string | ImageSources): ImageSources =>
  typeof src === 'string' ? { avif: `${src}.avif`, webp: `${src}.webp`, fallback: `${src}.jpg` } : src;

/**
 * `<picture>` with AVIF and WebP sources and a JPEG (or given) fallback.
 *
 * Lazy images honour the spec's lazy-load margin (`tokens.lazyLoadMargin`: 700 px below and
 * 500 px to the right of the viewport). Native `loading="lazy"` cannot take a margin, so the
 * sources stay unset until an IntersectionObserver with that `rootMargin` (and `scrollMargin`,
 * for sideways-scrolling carousels) sees the image near;
 * the `<img>` keeps its `width`/`height` meanwhile, and then loads eagerly, so the browser's own
 * lazy-loading distance cannot postpone it again. Without JavaScript a `<noscript>` copy with
 * native lazy loading shows instead. `priority` images skip all of this and render their sources
 * on the server.
 */
export function Image({ src, alt, width, height, sizes, loading = 'lazy', priority = false, className, ...props }: ImageProps) {
  const eager = priority || loading === 'eager';
  const [near, setNear] = useState(eager);
  const ref = useRef<HTMLImageElement>(null);
  const { avif, webp, fallback } = resolveSources(src);

  useEffect(() => {
    if (near) return;
    const img = ref.current;
    if (!img || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      // `scrollMargin` extends the same margin through scroll containers (a carousel scrolling
      // sideways) and frames, which `rootMargin` alone does not reach.
      { rootMargin: lazyLoadMargin, scrollMargin: lazyLoadMargin },
    );
    observer.observe(img);
    return () => observer.disconnect();
  }, [near]);

  const picture = (load: boolean, observed: boolean) => (
    <picture>
      {avif ? <source type="image/avif" srcSet={load ? avif : undefined} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={load ? webp : undefined} sizes={sizes} /> : null}
      <img
        {...props}
        ref={observed ? ref : undefined}
        src={load ? fallback : undefined}
        alt={alt}
        width={width}
        height={height}
        // Once the observer has decided, native lazy loading must not defer the request again with
        // a smaller margin of its own (Firefox's is small); without JS it is the lazy loader.
        loading={eager || (load && observed) ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={className ? `${styles.image} ${className}` : styles.image}
        data-state={load ? 'ready' : 'pending'}
      />
    </picture>
  );

  return (
    <>
      {picture(near, true)}
      {eager ? null : <noscript>{picture(true, false)}</noscript>}
    </>
  );
}
