import type { Context } from 'hono';

/**
 * The request's URL, parsed. The `host check` step answers 400 for any request whose URL does not
 * parse, so past it this is the real URL; before it (the request log) a URL that does not parse
 * gives its path on a placeholder origin instead of throwing.
 */
export const requestUrl = (c: Context): URL => URL.parse(c.req.url) ?? new URL(c.req.path, 'http://host.invalid');
