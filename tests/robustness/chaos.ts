// `npm run test:chaos` (needs `npm run build` first): the production server (`dist/serve-node.js`)
// with both of its upstreams failing. CONTENT_API_URL points at the fake Directus of
// tests/fixtures/fake-directus.ts (the repository's content), MAIN_API_URL at a fake main API in
// this script (the embedded catalog under the spec §7 keys, the dedicated configurator paths, and
// GET /v1/profile).
//
// 1. healthy: prerendered pages, content pages from Directus (blog article, tutorial, docs page,
//    lists, search), the landing API price lists, the cached content proxy, the main-API proxy paths,
//    the profile, sitemap and feeds are answered and recorded.
// 2. outage: both upstreams hang (longer than the server's 10 s time-outs), then refuse connections,
//    for long enough that the render cache and the content and price caches go stale (TTL 60 s,
//    src/lib/timing.ts) while they are down. Every recorded page must stay 200 with the same title
//    and heading, every recorded price list and cached-content answer the same body, fast. What
//    cannot be answered without an upstream must be answered within the time-out plus 2.5 s:
//    the main-API proxy paths with their documented 504 (slow) and 502 (down), the profile with its
//    documented 503, a never-cached content page with the localized error page or a page, never a
//    "not found" (it would be cached as such). Meanwhile pages and APIs are hammered (8 in flight)
//    and the server's VmRSS sampled: it must stay under the bound, and the live heap after a full
//    GC (read through an inspector port) must not grow over the outage.
// 3. recovery: the upstreams come back with a revised title on each recorded content item and a
//    revised server price list. The proxy paths and the profile answer 200 at once, the price list
//    shows the revision and the pages that failed during the outage answer within 15 s, and every
//    recorded page shows the revision within one cache TTL (its revalidation reads content through,
//    src/lib/content/fresh-content.ts). Nothing from outside can force a render of a cached page: a
//    made-up Host header gets the same cached page.
//
// Pricing: /pricing/, the product landings and the home page are prerendered at build (route-table.ts,
// render 'static'), so an outage at run time cannot change them: they stay 200 byte for byte, with
// their plans. The pricing failure message (intl/messages/<locale>/pricing.json error.title and
// error.text, spec §8 "Pricing load failure") is shown by the pricing calculator when a landing-API
// request fails; the landing API keeps answering the last good lists instead (spec §8 "Tariff fetch
// failure": logged, treated as empty only when never answered), which is checked here.
//
// The process must stay up throughout, with no crash-level line on its stderr.
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dedicatedConfiguration } from '#src/features/pricing/tariffs/dedicated-configuration.ts';
import { registrationTariffs } from '#src/features/pricing/tariffs/embedded/registration-tariffs.ts';
import {
  appPresets,
  balancerPresets,
  databasePresets,
  k8sPresets,
  k8sVersions,
  networkDrivers,
  serverPresets,
  storagePresets,
} from '#src/features/pricing/tariffs/embedded/tariff-presets.ts';
import { vdsPresets } from '#src/features/pricing/tariffs/embedded/vds-presets.ts';
import { loadContent } from '#src/lib/content/files/load-content.ts';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';
import { timing } from '#src/lib/timing.ts';
import { startFakeDirectus } from '#tests/fixtures/fake-directus.ts';
import { startSite } from '#tests/site-process.ts';
import { crashLines, liveHeapMb, priceLists, type RawResponse, rawRequest, rssMb } from './harness.ts';

const SITE_PORT = Number(process.env.CHAOS_PORT || 8540);
const DIRECTUS_PORT = SITE_PORT + 1;
const MAIN_PORT = SITE_PORT + 2;
/** The server runs with an inspector on this port, only to read its live heap after a full GC. */
const INSPECT_PORT = SITE_PORT + 3;
/** What the live heap may gain over the outage: log lines and error objects in flight, not kept state. */
const LIVE_HEAP_GROWTH_MB = 30;
const TTL_MS = timing.renderCacheTtlMs;
/** Nothing may take longer than the server's upstream time-out plus this while an upstream is failing. */
const OUTAGE_BOUND_MS = timing.upstreamTimeoutMs + 2500;
/** A cached page or price list is answered from memory: it must not wait on the upstream at all. */
const CACHED_BOUND_MS = 3000;
/**
 * A ceiling on the whole process, against native leaks the heap check cannot see. V8 sizes its
 * heap to the request rate (RSS reached ~700 MB here while the live heap stayed at ~81 MB), so
 * this is far above the 250 MB goal of issue 7, which `npm run bench` reports and is not met yet.
 */
const RSS_LIMIT_MB = Number(process.env.CHAOS_RSS_LIMIT_MB || 1024);
const REVISION = ' (revised)';
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

// ── Checks ──────────────────────────────────────────────────────────────────────────────────
let passedChecks = 0;
const failedChecks: string[] = [];
const check = (ok: boolean, what: string, detail = '') => {
  if (ok) passedChecks++;
  else failedChecks.push(`${what}${detail ? ` — ${detail}` : ''}`);
  console.log(`  ${ok ? '✔' : '✘'} ${what}${!ok && detail ? ` — ${detail}` : ''}`);
};

// ── Fake main API ───────────────────────────────────────────────────────────────────────────
type MainMode = 'ok' | 'hang';
const fakeMainApi = () => {
  let mode: MainMode = 'ok';
  let revised = false;
  let server: Server | undefined;
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    if (mode === 'hang') return;
    const url = new URL(req.url ?? '/', 'http://main.test');
    const servers = serverPresets.map((p, i) =>
      revised && i === 0 ? { ...p, name: `${p.name}${REVISION}`, price: p.price + 1 } : p,
    );
    const lists: Record<string, unknown> = {
      '/landing-api/servers/presets/': { server_presets: servers },
      '/landing-api/databases/presets/': { databases_presets: databasePresets },
      '/landing-api/apps/presets/': {
        frontend_presets: appPresets.filter((p) => p.type === 'frontend'),
        backend_presets: appPresets.filter((p) => p.type === 'backend'),
      },
      '/landing-api/balancers/presets/': { balancers_presets: balancerPresets },
      '/landing-api/s3/presets/': { storages_presets: storagePresets },
      '/landing-api/k8s/presets/': { k8s_presets: k8sPresets },
      '/landing-api/k8s/versions/': { k8s_versions: k8sVersions },
      '/landing-api/k8s/network-drivers/': { network_drivers: networkDrivers },
      '/v1/dedicated/configuration/cpu': dedicatedConfiguration.cpus(),
      '/v2/vds/presets': { body: vdsPresets },
      '/v1.1/registration/servers': { body: registrationTariffs },
    };
    if (Object.hasOwn(lists, url.pathname)) return send(res, 200, lists[url.pathname]);
    if (url.pathname === '/v1/profile')
      return req.headers.token === 'chaos-token'
        ? send(res, 200, { id: 7, loginAlias: 'chaos', email: 'chaos@example.com', avatar: null })
        : send(res, 401, { error: 'unauthorized' });
    send(res, 404, { error: 'not found' });
  };
  return {
    url: `http://127.0.0.1:${MAIN_PORT}`,
    setMode: (next: MainMode) => {
      mode = next;
    },
    revise: () => {
      revised = true;
    },
    up: () =>
      new Promise<void>((resolve) => {
        mode = 'ok';
        server = http.createServer(handler);
        server.listen(MAIN_PORT, '127.0.0.1', resolve);
      }),
    down: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
        server = undefined;
      }),
  };
};

// ── Content and upstreams ───────────────────────────────────────────────────────────────────
const rows = loadContent(readContentDir('content'));
const enRow = (collection: 'news' | 'tutorials' | 'docs', itemPath: string, parent?: string) => {
  const row = (rows[collection] as Record<string, unknown>[]).find(
    (r) => r.locale === 'en-us' && r.path === itemPath && (!parent || (r.parent as { path?: string } | null)?.path === parent),
  );
  if (!row) throw new Error(`no en-us ${collection} row ${itemPath} in content/`);
  return row;
};
/** The content items whose pages are checked, and the title field each page shows in its heading. */
const revisable = [
  { row: enRow('news', 'nvme-cloud-servers'), field: 'title' },
  { row: enRow('tutorials', 'install-docker-ubuntu-24-04'), field: 'title' },
  { row: enRow('tutorials', 'configure-ufw-firewall'), field: 'title' },
  { row: enRow('docs', 'create-cluster', 'kubernetes'), field: 'article_title' },
] as const;

const dbDir = mkdtempSync(path.join(tmpdir(), 'chaos-'));
const main = fakeMainApi();
await main.up();
let directus = await startFakeDirectus(() => rows, DIRECTUS_PORT);
console.log(`chaos: site :${SITE_PORT}, fake Directus :${DIRECTUS_PORT}, fake main API :${MAIN_PORT}; TTL ${TTL_MS / 1000} s`);
const site = await startSite(
  SITE_PORT,
  { FORMS_DB_PATH: path.join(dbDir, 'forms.sqlite'), CONTENT_API_URL: directus.url, MAIN_API_URL: main.url },
  [`--inspect=127.0.0.1:${INSPECT_PORT}`],
);
const pid = site.child.pid as number;
const agent = new http.Agent({ keepAlive: false });
const get = (p: string, headers: Record<string, string> = {}, timeoutMs = 30_000): Promise<RawResponse> =>
  rawRequest(agent, site.origin, { method: 'GET', path: p, headers }, timeoutMs, 2_000_000);

// RSS, sampled all along.
type Sample = { at: number; mb: number; phase: string };
const samples: Sample[] = [];
let phase = 'start';
const sampler = setInterval(() => {
  void rssMb(pid).then((mb) => {
    if (mb !== null) samples.push({ at: performance.now(), mb, phase });
  });
}, 500);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
/** What a reader sees first: the document title and the first heading. */
const headline = (html: string) => ({
  title: textOf(/<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
  h1: textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''),
});
const ms = (r: RawResponse) => `${Math.round(r.ms)} ms`;
const status = (r: RawResponse) => (r.ok ? String(r.status) : r.error);

// ── Phase 1: healthy ────────────────────────────────────────────────────────────────────────
const prerendered = ['/', '/pricing/', '/de/pricing/', '/products/cloud-server/', '/products/kubernetes/', '/about-us/'];
const contentPages = [
  '/blog/',
  '/blog/nvme-cloud-servers/',
  '/tutorials/',
  '/tutorials/install-docker-ubuntu-24-04/',
  '/docs/',
  '/docs/kubernetes/create-cluster/',
  '/de/tutorials/install-docker-ubuntu-24-04/',
  '/marketplace/',
  '/marketplace/node-js/',
  '/faq/',
  '/search/?q=docker',
];
const priceListUrls = priceLists.map((p) => `/landing-api/${p}`);
const cachedApis = [
  ...priceListUrls,
  '/landing-api/cached/get?url=items/faq?locale=en-us',
  '/landing-api/cached/get?url=items/tutorials?locale=en-us%26limit=5',
  '/api/search/suggest/en-us?q=kubernetes',
  '/sitemap.xml',
  '/blog/rss.xml',
  '/llms.txt',
];
const proxied = ['/v1/dedicated/configuration/cpu', '/v2/vds/presets?tags=site', '/v1.1/registration/servers'];
const profile = () => get('/api/auth/profile', { cookie: 'token=chaos-token' }, 30_000);
/** Content pages nobody asked for before the outage: each needs Directus queries no cache holds. */
const uncachedDuringOutage = ['/tutorials/configure-ufw-firewall/', '/docs/kubernetes/', '/blog/news/'];

const recorded = new Map<string, { body: string; headline: { title: string; h1: string } }>();
console.log(`\nphase 1 — healthy (${elapsed()})`);
phase = 'healthy';
for (const p of [...prerendered, ...contentPages]) {
  await get(p); // the first request renders and caches it
  const res = await get(p);
  const ok = res.ok && res.status === 200;
  check(ok, `GET ${p} is 200`, status(res));
  if (res.ok) recorded.set(p, { body: res.body, headline: headline(res.body) });
}
for (const p of ['/pricing/', '/de/pricing/']) {
  const body = recorded.get(p)?.body ?? '';
  check(
    body.includes('data-group="servers"') && !body.includes('data-state="error"') && !body.includes('data-state="empty"'),
    `${p} shows its price tables, not the failure or empty message`,
  );
}
for (const p of cachedApis) {
  const res = await get(p);
  check(res.ok && res.status === 200, `GET ${p} is 200`, status(res));
  if (res.ok) recorded.set(p, { body: res.body, headline: { title: '', h1: '' } });
}
for (const p of proxied) {
  const res = await get(p);
  check(res.ok && res.status === 200, `main-API proxy GET ${p} is 200`, status(res));
}
{
  const res = await profile();
  check(
    res.ok && res.status === 200 && res.body.includes('"chaos"'),
    'GET /api/auth/profile with a token is the profile',
    status(res),
  );
}
const warmedAt = performance.now();
const baselineMb = Math.max(...samples.map((s) => s.mb), 0);
const liveBefore = await liveHeapMb(INSPECT_PORT);
console.log(
  `  recorded ${recorded.size} answers; RSS after warm-up ${baselineMb.toFixed(0)} MB, live heap after a full GC ${liveBefore.toFixed(0)} MB`,
);

// ── Hammer: pages and APIs, 8 in flight, while the upstreams fail ──────────────────────────
let hammering = false;
const hammerStats = { sent: 0, byStatus: new Map<string, number>(), slowest: 0, unbounded: [] as string[] };
let uncachedSerial = 0;
const hammer = async () => {
  hammering = true;
  const targets = [...prerendered, ...contentPages, ...cachedApis, ...proxied];
  let next = 0;
  const worker = async () => {
    while (hammering) {
      const i = next++;
      // One in six asks for a page no cache has (a new search), so the failing upstream is really hit.
      const p = i % 6 === 5 ? `/blog/?q=chaos${uncachedSerial++}` : (targets[i % targets.length] as string);
      const res = await get(p, {}, OUTAGE_BOUND_MS + 5000);
      hammerStats.sent++;
      const key = res.ok ? String(res.status) : 'no answer';
      hammerStats.byStatus.set(key, (hammerStats.byStatus.get(key) ?? 0) + 1);
      hammerStats.slowest = Math.max(hammerStats.slowest, res.ms);
      if (!res.ok || res.ms > OUTAGE_BOUND_MS) hammerStats.unbounded.push(`${p}: ${status(res)} in ${ms(res)}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
};

/** Recorded pages and cached APIs: 200, same headline (pages) or same body (APIs), from memory. */
const checkRecorded = async (when: string) => {
  await Promise.all(
    [...recorded].map(async ([p, before]) => {
      const res = await get(p, {}, OUTAGE_BOUND_MS + 5000);
      // Rendered pages are compared by what a reader sees first (a re-render may differ in ids);
      // prerendered pages and API answers byte for byte.
      const isRendered = before.headline.title !== '' && !prerendered.includes(p);
      const same =
        res.ok &&
        (isRendered ? JSON.stringify(headline(res.body)) === JSON.stringify(before.headline) : res.body === before.body);
      check(
        res.ok && res.status === 200 && same && res.ms <= CACHED_BOUND_MS,
        `${when}: ${p} still 200 with ${isRendered ? 'its title and heading' : 'the same body'}, in ≤ ${CACHED_BOUND_MS / 1000} s`,
        `${status(res)} in ${ms(res)}${res.ok && !same ? `, now ${JSON.stringify(isRendered ? headline(res.body) : res.body.slice(0, 120))}` : ''}`,
      );
    }),
  );
};

/** What needs the failing upstream: its documented status, within the time-out plus 2.5 s. */
const checkUpstreamBound = async (when: string, proxyStatus: number) => {
  await Promise.all([
    ...proxied.map(async (p) => {
      const res = await get(p, {}, OUTAGE_BOUND_MS + 5000);
      check(
        res.ok && res.status === proxyStatus && res.ms <= OUTAGE_BOUND_MS,
        `${when}: main-API proxy ${p} is ${proxyStatus} (main-api-routes.ts) within ${OUTAGE_BOUND_MS / 1000} s`,
        `${status(res)} in ${ms(res)}: ${res.ok ? res.body.slice(0, 120) : ''}`,
      );
    }),
    (async () => {
      const res = await profile();
      check(
        res.ok && res.status === 503 && res.ms <= OUTAGE_BOUND_MS,
        `${when}: /api/auth/profile is 503 with its message (auth-routes.ts) within ${OUTAGE_BOUND_MS / 1000} s`,
        `${status(res)} in ${ms(res)}`,
      );
    })(),
    ...uncachedDuringOutage.map(async (p) => {
      // Never answered, so not cached: each request renders (a failed render is not kept).
      const res = await get(p, {}, OUTAGE_BOUND_MS + 5000);
      // The localized error page (server/error-page.ts), not Waku's empty shell for a failed render.
      const errorPage = res.ok && res.status >= 500 && res.body.includes('Something went wrong on our side');
      check(
        res.ok && res.ms <= OUTAGE_BOUND_MS && (res.status === 200 || errorPage),
        `${when}: never-cached ${p} answers within ${OUTAGE_BOUND_MS / 1000} s with the page or the error page, not "not found"`,
        `${status(res)} in ${ms(res)}`,
      );
    }),
  ]);
};

// ── Phase 2a: both upstreams hang ───────────────────────────────────────────────────────────
console.log(`\nphase 2a — upstreams hang (${elapsed()})`);
phase = 'outage';
directus.setMode('hang');
main.setMode('hang');
const hammering1 = hammer();
await checkRecorded('hang');
await checkUpstreamBound('hang', 504);

// ── Phase 2b: both upstreams refuse connections, past the TTL of everything recorded ────────
console.log(`\nphase 2b — upstreams down, connection refused (${elapsed()})`);
await directus.close();
await main.down();
await checkUpstreamBound('down', 502);
const staleAt = warmedAt + TTL_MS + 3000;
console.log(
  `  waiting until everything recorded is past its TTL (${Math.max(0, (staleAt - performance.now()) / 1000).toFixed(0)} s)`,
);
await new Promise((r) => setTimeout(r, Math.max(0, staleAt - performance.now())));
// Stale now: each answer below is served from memory while its refresh fails behind it.
await checkRecorded('down, past the TTL');
await checkRecorded('down, after the failed refreshes');
hammering = false;
await hammering1;
const outageSamples = samples.filter((s) => s.phase === 'outage');
console.log(
  `  hammered ${hammerStats.sent} requests (8 in flight): ${[...hammerStats.byStatus].map(([k, n]) => `${n}× ${k}`).join(', ')}; slowest ${(hammerStats.slowest / 1000).toFixed(1)} s`,
);
check(
  hammerStats.unbounded.length === 0,
  `no hammered request took longer than ${OUTAGE_BOUND_MS / 1000} s or went unanswered`,
  hammerStats.unbounded.slice(0, 5).join('; '),
);

// ── Memory ──────────────────────────────────────────────────────────────────────────────────
// RSS follows V8's heap sizing, which grows in steps with the request rate (and can shrink again),
// so within a one-minute outage it cannot tell a leak from a larger heap. Growth is judged on the
// live heap after a full GC instead, before and after the outage; RSS must stay under the limit
// (CHAOS_RSS_LIMIT_MB, 1024 MB by default) throughout.
{
  const values = outageSamples.map((s) => s.mb);
  const peak = Math.max(...values);
  const liveAfter = await liveHeapMb(INSPECT_PORT);
  const timeline = samples
    .filter((_, i) => i % 10 === 0)
    .map((s) => `${s.mb.toFixed(0)}${s.phase === 'outage' ? '' : ` (${s.phase})`}`);
  console.log(`  RSS every 5 s since start, MB: ${timeline.join(' ')}`);
  console.log(
    `  RSS during the outage: ${values.length} samples, peak ${peak.toFixed(0)} MB (after warm-up ${baselineMb.toFixed(0)} MB); live heap after a full GC ${liveBefore.toFixed(0)} → ${liveAfter.toFixed(0)} MB`,
  );
  check(peak < RSS_LIMIT_MB, `RSS stays under ${RSS_LIMIT_MB} MB during the outage`, `peak ${peak.toFixed(0)} MB`);
  check(
    liveAfter <= liveBefore + LIVE_HEAP_GROWTH_MB,
    `the live heap does not grow over the outage (≤ +${LIVE_HEAP_GROWTH_MB} MB after ${hammerStats.sent} requests)`,
    `${liveBefore.toFixed(0)} → ${liveAfter.toFixed(0)} MB`,
  );
}

// ── Phase 3: recovery ───────────────────────────────────────────────────────────────────────
console.log(`\nphase 3 — upstreams back, content and prices revised (${elapsed()})`);
phase = 'recovery';
for (const { row, field } of revisable) row[field] = `${String(row[field])}${REVISION}`;
main.revise();
await main.up();
directus = await startFakeDirectus(() => rows, DIRECTUS_PORT);
const recoveredAt = performance.now();

/** Polls `probe` until it is true or `boundMs` have passed; the time it took, or null. */
const within = async (boundMs: number, probe: () => Promise<boolean>): Promise<number | null> => {
  const from = performance.now();
  while (performance.now() - from < boundMs) {
    if (await probe()) return performance.now() - from;
    await new Promise((r) => setTimeout(r, 500));
  }
  return null;
};
const took = (t: number | null) => (t === null ? 'never' : `${(t / 1000).toFixed(1)} s`);

await Promise.all([
  ...proxied.map(async (p) => {
    const res = await get(p);
    check(res.ok && res.status === 200, `recovery: main-API proxy ${p} is 200 at once`, status(res));
  }),
  (async () => {
    const res = await profile();
    check(res.ok && res.status === 200, 'recovery: /api/auth/profile is the profile again at once', status(res));
  })(),
  (async () => {
    const t = await within(15_000, async () => {
      const res = await get('/landing-api/servers/presets/');
      return res.ok && res.status === 200 && res.body.includes(REVISION);
    });
    check(t !== null, 'recovery: the server price list shows the revised list within 15 s', took(t));
  })(),
  ...uncachedDuringOutage.map(async (p) => {
    const t = await within(15_000, async () => {
      const res = await get(p);
      return res.ok && res.status === 200;
    });
    check(t !== null, `recovery: ${p}, unanswerable during the outage, is 200 within 15 s`, took(t));
  }),
]);
// Recorded pages were re-cached while the content was unreachable; within one TTL they show the revision.
await Promise.all(
  revisable.flatMap(({ row, field }) =>
    [...recorded.keys()]
      .filter((p) => p.endsWith(`/${String(row.path)}/`) && !p.startsWith('/de/'))
      .map(async (p) => {
        const title = String(row[field]);
        const t = await within(TTL_MS + 15_000 - (performance.now() - recoveredAt), async () => {
          const res = await get(p);
          return res.ok && res.status === 200 && headline(res.body).h1.includes(title);
        });
        check(t !== null, `recovery: cached ${p} shows the revised title within one TTL`, `${took(t)} after the last check`);
      }),
  ),
);

// ── End ─────────────────────────────────────────────────────────────────────────────────────
clearInterval(sampler);
const exited = site.exited();
check(exited === null, 'the server process stayed up throughout', exited ?? '');
const crashes = crashLines(site.stderr());
check(
  crashes.length === 0,
  'no unhandled rejection or uncaught exception on the server’s stderr',
  crashes[0]?.slice(0, 300) ?? '',
);
await site.stop();
await directus.close();
await main.down();
rmSync(dbDir, { recursive: true, force: true });
const peakAll = Math.max(...samples.map((s) => s.mb));
console.log(
  `\nchaos ${failedChecks.length ? 'FAILED' : 'passed'}: ${passedChecks} checks passed, ${failedChecks.length} failed; ` +
    `${hammerStats.sent} requests hammered during the outage, slowest ${(hammerStats.slowest / 1000).toFixed(1)} s; ` +
    `RSS peak ${peakAll.toFixed(0)} MB; ${elapsed()}`,
);
for (const f of failedChecks) console.log(`  ✘ ${f}`);
process.exit(failedChecks.length ? 1 : 0);
