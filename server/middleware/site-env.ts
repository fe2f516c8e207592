import type { Context } from 'hono';
import type { Encoding } from '#server/compression.ts';
import { requestUrl } from '#server/request-url.ts';
import { isPagePath } from '#server/url-rules.ts';

/** A 200 answered from memory that the hot path may replay: its bytes, their encoding, and until when. */
export type HotCandidate = { body: Uint8Array; encoding: Encoding | null; expiresAt: number };

/** What the middleware of one request tell each other (Hono context variables). */
export type SiteEnv = {
  Variables: {
    /** `performance.now()` when the request came in, for the request log. */
    started: number;
    /** How the answer was found, for the request log: `-`, `static`, `hit`, `stale`, `miss`. */
    cache: string;
    /** Set by the step that answered from memory; the security headers step hands it to the hot path. */
    hot?: HotCandidate;
  };
};

/** A GET or HEAD of a page URL (not an asset, API or RSC path). */
export const isDocumentRequest = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') && isPagePath(requestUrl(c).pathname);
