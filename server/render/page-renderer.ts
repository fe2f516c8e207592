import { compressRendered, isCompressible } from '#server/compression.ts';
import { withHead } from '#server/html-head.ts';
import type { RenderedPage } from '#server/render-cache.ts';
import { createRenderLimit } from '#server/render-limit.ts';
import { withNoindexHead } from '#server/robots-meta.ts';
import { htmlPolicy } from '#server/security-headers.ts';
import { withFreshContent } from '#src/lib/content/fresh-content.ts';
import { isProductionHost } from '#src/lib/site-config.ts';

export type RenderPage = (
  req: Request,
  options?: { freshContent?: boolean; signal?: AbortSignal },
) => Promise<RenderedPage | null>;

/**
 * Renders a page through Waku into what the render cache keeps: HTML with its stylesheets inlined
 * (and off production a noindex tag), its CSP taken from the finished bytes, brotli-compressed.
 * Renders take turns (render-limit.ts); a revalidation renders with fresh content
 * (fresh-content.ts), set inside its turn, as the turn may be started from another render's context.
 * A render still queued when `signal` aborts (everyone who asked for it left) never runs; past 64
 * queued renders another is refused (`RenderQueueFull`, a 503).
 */
export const createPageRenderer = ({
  processRequest,
  inlineStyles,
  onRendered,
}: {
  processRequest: (req: Request) => Promise<Response | null>;
  inlineStyles: (head: string) => string;
  /** How long a render took in its turn, waiting excluded, in seconds (the metrics). */
  onRendered?: (seconds: number) => void;
}): RenderPage => {
  const renderLimit = createRenderLimit({ max: 4, stalledAfterMs: 100, maxWaiting: 64 });

  const renderNow = async (req: Request): Promise<RenderedPage | null> => {
    const res = await processRequest(req);
    if (!res) return null;
    const headers = [...res.headers.entries()].filter(([name]) => name !== 'content-length');
    const type = res.headers.get('content-type') ?? '';
    if (!type.startsWith('text/html')) {
      const body = new Uint8Array(await res.arrayBuffer());
      return isCompressible(type)
        ? { status: res.status, headers: [...headers, ['content-encoding', 'br']], body: await compressRendered(body) }
        : { status: res.status, headers, body };
    }
    // The body stays bytes; only the head is decoded, for the styles and the noindex tag.
    const production = isProductionHost(req.headers.get('host'));
    const html = withHead(new Uint8Array(await res.arrayBuffer()), (head) =>
      production ? inlineStyles(head) : withNoindexHead(inlineStyles(head)),
    );
    return {
      status: res.status,
      headers: [...headers, ['content-security-policy', htmlPolicy(html)], ['content-encoding', 'br']],
      body: await compressRendered(html),
    };
  };

  const timed = async (req: Request) => {
    const started = performance.now();
    try {
      return await renderNow(req);
    } finally {
      onRendered?.((performance.now() - started) / 1000);
    }
  };

  return (req, { freshContent = false, signal } = {}) =>
    renderLimit.run(() => (freshContent ? withFreshContent(() => timed(req)) : timed(req)), { signal });
};
