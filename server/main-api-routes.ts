import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import { requestUrl } from '#server/request-url.ts';
import {
  type DedicatedChoice,
  dedicatedConfiguration,
  IncompatibleChoice,
} from '#src/features/pricing/tariffs/dedicated-configuration.ts';
import { additionalServices, defaultPlanId } from '#src/features/pricing/tariffs/embedded/additional-services.ts';
import { registrationTariffs } from '#src/features/pricing/tariffs/embedded/registration-tariffs.ts';
import { vdsPresets } from '#src/features/pricing/tariffs/embedded/vds-presets.ts';
import { createMainApi } from '#src/lib/main-api/main-api.ts';
import { secondaryMaxCountHeader } from '#src/lib/main-api/raw.ts';
import { timing } from '#src/lib/timing.ts';

/** Response header carrying how many secondary disks fit (spec §5, §7). */
export const SECONDARY_MAX_COUNT_HEADER = secondaryMaxCountHeader;

class BadRequest extends Error {}

const positiveInt = (c: Context, name: string, required = true): number | undefined => {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') {
    if (required) throw new BadRequest(`Missing ${name}.`);
    return undefined;
  }
  if (!/^\d{1,9}$/.test(raw)) throw new BadRequest(`${name} must be a positive whole number.`);
  return Number(raw);
};

/** Repeated (`?x=1&x=2`) or comma-separated (`?x=1,2`) ids. */
const intList = (c: Context, name: string): number[] => {
  const values = (c.req.queries(name) ?? []).flatMap((v) => v.split(',')).filter(Boolean);
  if (values.some((v) => !/^\d{1,9}$/.test(v))) throw new BadRequest(`${name} must be a list of positive whole numbers.`);
  return values.map(Number);
};

const choiceOf = (c: Context, depth: 'memory' | 'primary' | 'secondary' | 'services'): DedicatedChoice => ({
  cpuId: positiveInt(c, 'cpu_id') as number,
  ...(depth !== 'memory' ? { memoryId: positiveInt(c, 'memory_id') } : {}),
  ...(depth === 'secondary' || depth === 'services' ? { primaryStorageId: positiveInt(c, 'primary_storage_id') } : {}),
  ...(depth === 'services' ? { secondaryStorageIds: intList(c, 'secondary_storage_id') } : {}),
});

/** The main-API paths of spec §7 served from the embedded catalog. */
const embedded = new Hono();

embedded.get('/v1/dedicated/configuration/cpu', (c) => c.json(dedicatedConfiguration.cpus()));
embedded.get('/v1/dedicated/configuration/memory', (c) => c.json(dedicatedConfiguration.memory(choiceOf(c, 'memory').cpuId)));
embedded.get('/v1/dedicated/configuration/primary_storage', (c) =>
  c.json(dedicatedConfiguration.primaryStorage(choiceOf(c, 'primary'))),
);
embedded.get('/v1/dedicated/configuration/secondary_storage', (c) => {
  const { options, maxCount } = dedicatedConfiguration.secondaryStorage(choiceOf(c, 'secondary'));
  c.header(SECONDARY_MAX_COUNT_HEADER, String(maxCount));
  return c.json(options);
});
embedded.get('/v1/dedicated/configuration/service', (c) => c.json(dedicatedConfiguration.services(choiceOf(c, 'services'))));
embedded.get('/v1/dedicated/configuration/cost', (c) =>
  c.json({ total_cost: dedicatedConfiguration.cost({ ...choiceOf(c, 'services'), serviceIds: intList(c, 'service_id') }) }),
);
embedded.get('/v2/registration/additional', (c) => {
  const planId = positiveInt(c, 'plan_id', false) ?? defaultPlanId;
  return c.json({ plan_id: planId, body: additionalServices });
});
embedded.get('/v2/vds/presets', (c) => {
  const tags = (c.req.query('tags') ?? '').split(',').filter(Boolean);
  return c.json({ body: vdsPresets.filter((p) => tags.every((t) => p.tags.includes(t))) });
});
embedded.get('/v1.1/registration/servers', (c) => c.json({ body: registrationTariffs }));

const CASCADE = ['cpu_id', 'memory_id', 'primary_storage_id', 'secondary_storage_id'] as const;

/**
 * Every main-API path of spec §7 the browser calls on the site host, whole (no prefix, no other
 * spelling), with the query parameters each may carry. Only these reach the upstream, rebuilt from
 * their validated parts: the path is this table's key, the query only these names with whole
 * numbers (VDS `tags`: short words).
 */
const forwardedPaths: Readonly<Record<string, readonly string[]>> = {
  '/v1/dedicated/configuration/cpu': [],
  '/v1/dedicated/configuration/memory': CASCADE.slice(0, 1),
  '/v1/dedicated/configuration/primary_storage': CASCADE.slice(0, 2),
  '/v1/dedicated/configuration/secondary_storage': CASCADE.slice(0, 3),
  '/v1/dedicated/configuration/service': CASCADE,
  '/v1/dedicated/configuration/cost': [...CASCADE, 'service_id'],
  '/v2/registration/additional': ['plan_id'],
  '/v2/vds/presets': ['tags'],
  '/v1.1/registration/servers': [],
};

/** Whether `pathname` (as sent, not decoded) is one of the main-API paths the site answers. */
export const isMainApiPath = (pathname: string): boolean => Object.hasOwn(forwardedPaths, pathname);

const TAG = /^[a-z0-9_-]{1,32}$/i;

/** The upstream path and query for a request to `pathname`: only the parameters it may carry, each value checked. */
export const forwardedTarget = (pathname: string, query: URLSearchParams): string => {
  const names = forwardedPaths[pathname];
  if (!names) throw new BadRequest('Not a main-API path.');
  const rebuilt = new URLSearchParams();
  for (const name of names)
    for (const value of query
      .getAll(name)
      .flatMap((v) => v.split(','))
      .filter(Boolean)) {
      if (!(name === 'tags' ? TAG : /^\d{1,9}$/).test(value)) throw new BadRequest(`${name} has a value it cannot have.`);
      rebuilt.append(name, value);
    }
  const search = rebuilt.toString();
  return `${pathname}${search ? `?${search}` : ''}`;
};

/** JSON media types (`application/json`, `application/problem+json`…): the only answers passed through. */
const isJson = (contentType: string | null) => /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

/**
 * With `upstream` (MAIN_API_URL) the same paths are proxied (`forwardedTarget`, JSON answers only) to the provider's
 * API with a time-out; otherwise the embedded catalog answers. Bad parameters
 * are 400 with a message, an incompatible choice 400, a failed upstream 502
 * and a slow one 504 — never a 500.
 */
export const createMainApiRoutes = ({
  upstream,
  timeoutMs = timing.upstreamTimeoutMs,
}: {
  upstream?: string;
  timeoutMs?: number;
}) => {
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof BadRequest || error instanceof IncompatibleChoice) return c.json({ error: error.message }, 400);
    console.error(JSON.stringify({ level: 'error', msg: 'main API route failed', path: c.req.path, error: String(error) }));
    return c.json({ error: 'The service is unavailable right now.' }, 502);
  });
  if (!upstream) {
    app.route('/', embedded);
    return app;
  }
  const api = createMainApi({ baseUrl: upstream, timeoutMs });
  app.get('*', async (c) => {
    const url = requestUrl(c);
    if (!isMainApiPath(url.pathname)) return c.json({ error: 'Not found.' }, 404);
    const pathAndQuery = forwardedTarget(url.pathname, url.searchParams);
    const target = `${upstream.replace(/\/+$/, '')}${pathAndQuery}`;
    try {
      const res = await api.forward(pathAndQuery);
      const contentType = res.headers.get('content-type');
      if (res.status >= 500) throw new Error(`upstream answered ${res.status}`);
      if (!isJson(contentType))
        throw new Error(`upstream answered ${res.status} with ${contentType ?? 'no content type'}, not JSON`);
      const headers: Record<string, string> = { 'content-type': contentType as string };
      const maxCount = res.headers.get(SECONDARY_MAX_COUNT_HEADER);
      if (maxCount && /^\d{1,4}$/.test(maxCount)) headers[SECONDARY_MAX_COUNT_HEADER] = maxCount;
      return new Response(res._data ?? '', { status: res.status, headers });
    } catch (error) {
      const timedOut = error instanceof Error && /aborted|timeout/i.test(`${error.name} ${error.message}`);
      console.error(JSON.stringify({ level: 'error', msg: 'main API upstream failed', target, timedOut, error: String(error) }));
      return c.json(
        { error: timedOut ? 'The pricing service took too long to answer.' : 'The pricing service is unavailable.' },
        timedOut ? 504 : 502,
      );
    }
  });
  return app;
};
