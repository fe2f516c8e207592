import { Hono } from 'hono/tiny';
import { sellablePresets } from '#src/features/pricing/rules/sellable-presets.ts';
import { catalogSource } from '#src/features/pricing/tariffs/catalog-source.ts';
import { treatedAsEmpty } from '#src/features/pricing/tariffs/tariffs-unavailable.ts';
import { type RegionCode, regionCodes } from '#src/features/pricing/tariffs/types.ts';
import type { SiteLandingAnswers } from '#src/lib/main-api/raw.ts';
import { cachedContentHandler } from './cached-content.ts';

type Located = { location: RegionCode };
/** Answers of the browser's `siteApi.landing` reads, typed as it reads them. */
type Answer<K extends keyof SiteLandingAnswers> = Pick<SiteLandingAnswers, K>;

const sellable = sellablePresets(catalogSource);

class BadRequest extends Error {}

/** `?location=` narrows a list to one region; an unknown region is the caller's mistake (400). */
const byLocation = <T extends Located>(list: readonly T[], location: string | undefined): T[] => {
  if (location === undefined) return [...list];
  if (!(regionCodes as readonly string[]).includes(location)) {
    throw new BadRequest(`Unknown location "${location}". Use one of: ${regionCodes.join(', ')}.`);
  }
  return list.filter((p) => p.location === location);
};

/**
 * The landing API on the site host (spec §7): price lists for the landing
 * pages, with the selling rules applied (no PL servers/apps/balancers, no
 * MongoDB and no PL/DE databases). All GET, all with a trailing slash. A list
 * the provider's API has never answered is an empty list here (spec §8).
 */
export const landingApi = new Hono().basePath('/landing-api');

landingApi.onError((error, c) => {
  if (error instanceof BadRequest) return c.json({ error: error.message }, 400);
  console.error(JSON.stringify({ level: 'error', msg: 'landing-api failed', path: c.req.path, error: String(error) }));
  return c.json({ error: 'The price list is unavailable right now.' }, 503);
});

landingApi.use(async (c, next) => {
  await next();
  if (c.res.status === 200) c.res.headers.set('cache-control', 'public, max-age=60');
});

landingApi.get('/servers/presets/', async (c) =>
  c.json({
    server_presets: byLocation(await treatedAsEmpty(sellable.servers()), c.req.query('location')),
  } satisfies Answer<'server_presets'>),
);

landingApi.get('/databases/presets/', async (c) =>
  c.json({
    databases_presets: byLocation(await treatedAsEmpty(sellable.databases()), c.req.query('location')),
  } satisfies Answer<'databases_presets'>),
);

landingApi.get('/apps/presets/', async (c) => {
  const apps = byLocation(await treatedAsEmpty(sellable.apps()), c.req.query('location'));
  return c.json({
    frontend_presets: apps.filter((p) => p.type === 'frontend'),
    backend_presets: apps.filter((p) => p.type === 'backend'),
  } satisfies Answer<'frontend_presets' | 'backend_presets'>);
});

landingApi.get('/balancers/presets/', async (c) =>
  c.json({
    balancers_presets: byLocation(await treatedAsEmpty(sellable.balancers()), c.req.query('location')),
  } satisfies Answer<'balancers_presets'>),
);

landingApi.get('/s3/presets/', async (c) =>
  c.json({
    storages_presets: byLocation(await treatedAsEmpty(sellable.storage()), c.req.query('location')),
  } satisfies Answer<'storages_presets'>),
);

landingApi.get('/k8s/presets/', async (c) =>
  c.json({
    k8s_presets: byLocation(await treatedAsEmpty(sellable.k8s()), c.req.query('location')),
  } satisfies Answer<'k8s_presets'>),
);

landingApi.get('/k8s/versions/', async (c) =>
  c.json({ k8s_versions: await treatedAsEmpty(catalogSource.k8sVersions()) } satisfies Answer<'k8s_versions'>),
);

landingApi.get('/k8s/network-drivers/', async (c) =>
  c.json({ network_drivers: await treatedAsEmpty(catalogSource.networkDrivers()) } satisfies Answer<'network_drivers'>),
);

// Spec §7 names it without the trailing slash; both answer.
landingApi.get('/cached/get', cachedContentHandler);
landingApi.get('/cached/get/', cachedContentHandler);

landingApi.all('*', (c) => c.json({ error: `No landing API endpoint ${c.req.method} ${c.req.path}` }, 404));
