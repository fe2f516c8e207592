import '#server-only';
import { FetchError, ofetch } from 'ofetch';
import { type Collection, type ContentSource, type ItemsResult, type Query, toSearchParams } from '#src/lib/content/query.ts';
import { timing } from '#src/lib/timing.ts';
import { upstreamHooks } from '#src/lib/upstream-health.ts';

/** Directus's error body: `{ errors: [{ message, extensions: { code } }] }`. */
type DirectusErrorBody = { errors?: { message?: string; extensions?: { code?: string } }[] };

export class ContentServiceError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  constructor(message: string, status: number | undefined, code: string | undefined) {
    super(message);
    this.name = 'ContentServiceError';
    this.status = status;
    this.code = code;
  }
}

export type DirectusSource = ContentSource & {
  patch(collection: Collection, id: string | number, body: Record<string, unknown>): Promise<void>;
};

export type DirectusOptions = {
  url: string;
  token?: string | undefined;
  timeoutMs?: number;
  maxInFlight?: number;
  /** After a call gets no answer at all, calls fail at once for this long; then one call probes. */
  coolDownMs?: number;
};

/** The error of a call that found no free slot before its deadline, named like a fetch time-out. */
class QueueTimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * At most `size` calls run at once; the rest wait in order. A call's time
 * budget starts when it is asked for, not when it gets a slot: one that is
 * still waiting at its deadline fails then, and one that starts gets what is
 * left of it. (With a fixed time-out per started call, a hung service made
 * the tenth call in line wait ten time-outs.)
 */
const createLimiter = (size: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so no newcomer can slip in between.
    if (next) next();
    else running--;
  };
  return async <T>(budgetMs: number, task: (remainingMs: number) => Promise<T>): Promise<T> => {
    const deadline = Date.now() + budgetMs;
    if (running < size) running++;
    else
      await new Promise<void>((resolve, reject) => {
        const start = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(start), 1);
          reject(new QueueTimeoutError(`timed out after ${budgetMs} ms waiting for a free connection to the content service`));
        }, budgetMs);
        waiting.push(start);
      });
    try {
      return await task(Math.max(1, deadline - Date.now()));
    } finally {
      release();
    }
  };
};

/** A call that got no answer at all (time-out, refused or reset connection), as opposed to an error answer. */
const gotNoAnswer = (error: unknown): boolean =>
  error instanceof QueueTimeoutError || (error instanceof FetchError && error.response === undefined);

/**
 * Stops waiting on a service that does not answer. Once a call gets no answer,
 * calls fail at once for `coolDownMs` (cached answers keep being served above
 * this source); then a single call probes while the others still fail at once,
 * and the first answer (even an error answer) closes the breaker again.
 * Without it, a page needing two uncached queries while Directus hung waited
 * two full time-outs, one after the other.
 */
const createBreaker = (coolDownMs: number) => {
  let openUntil = 0;
  let probing = false;
  return async <T>(task: () => Promise<T>): Promise<T> => {
    let probe = false;
    if (openUntil) {
      if (Date.now() < openUntil || probing)
        throw new Error(`the content service is not answering; trying again within ${coolDownMs} ms`);
      probing = probe = true;
    }
    try {
      const result = await task();
      openUntil = 0;
      return result;
    } catch (error) {
      openUntil = gotNoAnswer(error) ? Date.now() + coolDownMs : 0;
      throw error;
    } finally {
      if (probe) probing = false;
    }
  };
};

const toServiceError = (error: unknown, what: string): ContentServiceError => {
  if (error instanceof FetchError) {
    const body = error.data as DirectusErrorBody | undefined;
    const first = body?.errors?.[0];
    return new ContentServiceError(`${what}: ${first?.message ?? error.message}`, error.status, first?.extensions?.code);
  }
  return new ContentServiceError(`${what}: ${error instanceof Error ? error.message : String(error)}`, undefined, undefined);
};

/**
 * The Directus REST source. It sends the query model as Directus reads it
 * (`/items/<collection>?filter=…&fields=…`). Public permissions cannot be
 * row-filtered, so callers always filter `status = published` themselves.
 * Directus answers 403 for an item that does not exist; that is an empty
 * result here, not an error. At most `maxInFlight` calls run at once,
 * `timeoutMs` bounds each call's whole wait, queueing included, and a service
 * that stops answering is not waited on again until `coolDownMs` later.
 */
export const createDirectusSource = ({
  url,
  token,
  timeoutMs = timing.upstreamTimeoutMs,
  maxInFlight = 10,
  coolDownMs = 5000,
}: DirectusOptions): DirectusSource => {
  const limit = createLimiter(maxInFlight);
  const guarded = createBreaker(coolDownMs);
  const api = ofetch.create({
    baseURL: url.replace(/\/+$/, ''),
    timeout: timeoutMs,
    retry: 0,
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    // Its last success is what /readyz and /metrics report.
    ...upstreamHooks('content'),
  });
  return {
    kind: 'directus',
    async items(collection: Collection, query: Query): Promise<ItemsResult> {
      const path = `/items/${collection}?${toSearchParams(query)}`;
      try {
        return await guarded(() => limit(timeoutMs, (timeout) => api<ItemsResult>(path, { timeout })));
      } catch (error) {
        if (error instanceof FetchError && error.status === 403) {
          console.warn(
            JSON.stringify({ level: 'warn', msg: 'content service answered 403 (no such item, or no permission)', path }),
          );
          return { data: [] };
        }
        throw toServiceError(error, `GET ${path}`);
      }
    },
    async patch(collection, id, body) {
      const path = `/items/${collection}/${encodeURIComponent(String(id))}`;
      try {
        await guarded(() => limit(timeoutMs, (timeout) => api(path, { method: 'PATCH', body, timeout })));
      } catch (error) {
        throw toServiceError(error, `PATCH ${path}`);
      }
    },
    // A site path (the git content's `/marketplace/…` icons, pushed as they are) stays on the site;
    // anything else is a Directus file id.
    assetUrl: (file, width) =>
      file.startsWith('/')
        ? file
        : `${url.replace(/\/+$/, '')}/assets/${encodeURIComponent(file)}${width ? `?width=${width}` : ''}`,
  };
};
