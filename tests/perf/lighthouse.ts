// `npm run perf:lighthouse` (after `npm run build`): Lighthouse's four category scores for
// eight kinds of page (home, a product landing, pricing, a blog article, a tutorial, a docs
// page, a marketplace item, the 404 page), each in en-us and in German.
//
// - The production server of `dist/` runs on loopback with SITE_URL set to its own loopback
//   origin, so the audited host IS the production host: robots.txt is open and the 404 page
//   has no `noindex`, exactly as on the live site. No second build is needed, because every
//   host-dependent decision (robots.txt, the 404 page's robots meta) is taken per request;
//   prerendered pages have no host-dependent part and keep the canonical and hreflang URLs of
//   the build's SITE_URL, as they do in production (Lighthouse accepts a canonical on another
//   origin). Nothing is switched off: the SEO category is scored with all of its audits.
// - Debian's Chromium (tests/chromium.ts, the project's flags, headless) is launched by
//   chrome-launcher, which ships with Lighthouse, a fresh profile per run.
// - Lighthouse's default configuration: mobile emulation, simulated throttling. Each page is
//   audited three times and each category's MEDIAN is reported. Pages are fetched once first,
//   so dynamic pages are measured from the render cache, as visitors usually get them.
//
// Prints one table (page × performance, accessibility, best practices, SEO, 0–100), the
// performance metrics of each page's median run, and, for any score under 95, the audits that
// cost points. Exits 1 when a median is under 95, unless every audit it lost points on is listed
// in `expected` below (with the reason). The median run's JSON report of every page is written
// to test-results/lighthouse/. About 15–25 minutes on two cores.
//
// Environment: LIGHTHOUSE_PORT (default 8095; Chromium's debugging port is the next one),
// LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PAGES (comma-separated page names, to audit a few),
// LIGHTHOUSE_MODULE (path of lighthouse's core/index.js when it is installed elsewhere).
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from '#tests/chromium.ts';
import { startSite } from '#tests/site-process.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT || 8095);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const THRESHOLD = 95;
const origin = `http://127.0.0.1:${PORT}`;
const reportDir = 'test-results/lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

// Real URLs of /sitemap-en-us.xml and /sitemap-de.xml (the 404 page is any URL no route answers).
const pageKinds: ReadonlyArray<readonly [name: string, path: string]> = [
  ['home', '/'],
  ['product', '/products/cloud-server/'],
  ['pricing', '/pricing/'],
  ['blog article', '/blog/nvme-cloud-servers/'],
  ['tutorial', '/tutorials/install-docker-ubuntu-24-04/'],
  ['docs page', '/docs/cloud-servers/create-server/'],
  ['marketplace item', '/marketplace/wordpress/'],
  ['404', '/this-page-does-not-exist/'],
];
const pages = pageKinds.flatMap(([name, pagePath]) => [
  { name: `${name} (en-us)`, kind: name, path: pagePath },
  { name: `${name} (de)`, kind: name, path: `/de${pagePath}` },
]);
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((s) => s.trim());
const audited = only ? pages.filter((p) => only.some((o) => p.name.startsWith(o))) : pages;

/**
 * Audits that fail by design on a page kind, with the reason; they are printed, but do not fail
 * the command. `when` narrows an entry to the exact finding (the page's URL is passed).
 */
const expected: ReadonlyArray<{ kind: string; audit: string; why: string; when?: (audit: AuditResult, url: string) => boolean }> =
  [
    { kind: '404', audit: 'http-status-code', why: 'a page that does not exist must answer 404' },
    {
      kind: '404',
      audit: 'errors-in-console',
      why: "the browser logs the page's own 404 as an error",
      when: (audit, url) =>
        (audit.details?.items ?? []).every((item) => item.source === 'network' && item.sourceLocation?.url === url),
    },
  ];

// The few shapes of Lighthouse's result this script reads (the package's own types need it installed).
type AuditResult = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: {
    overallSavingsBytes?: number;
    overallSavingsMs?: number;
    items?: Array<{ source?: string; sourceLocation?: { url?: string } }>;
  };
};
type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, AuditResult>;
};
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr; report: string | string[] } | undefined>;
type ChromeLauncher = {
  launch: (
    options: Record<string, unknown>,
  ) => Promise<{ port: number; process: ChildProcess; kill: () => void | Promise<void> }>;
};

if (!existsSync('dist/serve-node.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

// lighthouse is a devDependency; LIGHTHOUSE_MODULE points at a copy installed elsewhere.
// chrome-launcher is resolved from lighthouse's own location, since lighthouse brings it.
const lighthouseUrl = process.env.LIGHTHOUSE_MODULE
  ? pathToFileURL(path.resolve(process.env.LIGHTHOUSE_MODULE)).href
  : import.meta.resolve('lighthouse');
const lighthouse: Lighthouse = (await import(lighthouseUrl)).default;
const chromeLauncher: ChromeLauncher = await import(pathToFileURL(createRequire(lighthouseUrl).resolve('chrome-launcher')).href);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const score = (lhr: Lhr, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The run whose score of `category` is the median, so its audits explain the reported number. */
const medianRun = (runs: Lhr[], category: Category) => {
  const target = median(runs.map((lhr) => score(lhr, category)));
  return runs.find((lhr) => score(lhr, category) === target) ?? (runs[0] as Lhr);
};

/** The scored audits that cost points, the most costly first. */
const lostPoints = (lhr: Lhr, category: Category) =>
  lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] as AuditResult }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable')
    .sort((a, b) => b.ref.weight * (1 - (b.audit.score ?? 0)) - a.ref.weight * (1 - (a.audit.score ?? 0)))
    .map(({ audit }) => audit);

const auditOnce = async (url: string, ignoreStatusCode: boolean): Promise<Lhr> => {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    port: PORT + 1,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      ignoreStatusCode,
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    // The next run reuses the debugging port: wait until this Chromium is gone.
    const gone = new Promise((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve(null);
      else chrome.process.once('exit', resolve);
    });
    await chrome.kill();
    await gone;
  }
};

const site = await startSite(PORT, {
  // The audited host is the production host (see the top of this file).
  SITE_URL: origin,
  FORMS_DB_PATH: path.join(mkdtempSync(path.join(tmpdir(), 'lighthouse-')), 'forms.sqlite'),
});
process.on('exit', () => site.child.kill());
const results: Array<{ name: string; kind: string; url: string; runs: Lhr[]; medians: Record<Category, number> }> = [];
try {
  mkdirSync(reportDir, { recursive: true });
  for (const page of audited) {
    const url = `${origin}${page.path}`;
    await fetch(url).then((r) => r.arrayBuffer()); // warm the render cache
    const runs: Lhr[] = [];
    for (let run = 1; run <= RUNS; run++) {
      process.stderr.write(`${page.name}: run ${run}/${RUNS}…\n`);
      runs.push(await auditOnce(url, page.kind === '404'));
    }
    const medians = Object.fromEntries(categories.map((c) => [c, median(runs.map((lhr) => score(lhr, c)))])) as Record<
      Category,
      number
    >;
    results.push({ name: page.name, kind: page.kind, url, runs, medians });
    const file = `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.json`;
    writeFileSync(path.join(reportDir, file), JSON.stringify(medianRun(runs, 'performance')));
  }
} finally {
  await site.stop();
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const nameWidth = Math.max(...results.map((r) => r.name.length), 4);
console.log(`\nLighthouse ${RUNS}-run medians (mobile, simulated throttling), ${origin}\n`);
console.log(`${'page'.padEnd(nameWidth)}  ${categories.map((c) => pad(c, c.length)).join('  ')}`);
for (const { name, medians } of results) {
  console.log(`${name.padEnd(nameWidth)}  ${categories.map((c) => pad(medians[c], c.length)).join('  ')}`);
}

const ms = (audit: AuditResult | undefined) => (audit?.numericValue === undefined ? '–' : `${Math.round(audit.numericValue)} ms`);
const kib = (bytes: number | undefined) => (bytes ? `${Math.round(bytes / 1024)} KiB` : '–');
const metricColumns: ReadonlyArray<readonly [string, (lhr: Lhr) => string]> = [
  ['FCP', (lhr) => ms(lhr.audits['first-contentful-paint'])],
  ['LCP', (lhr) => ms(lhr.audits['largest-contentful-paint'])],
  ['TBT', (lhr) => ms(lhr.audits['total-blocking-time'])],
  ['CLS', (lhr) => (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)],
  ['SI', (lhr) => ms(lhr.audits['speed-index'])],
  ['unused JS', (lhr) => kib(lhr.audits['unused-javascript']?.details?.overallSavingsBytes)],
  ['render-blocking', (lhr) => ms(lhr.audits['render-blocking-resources'])],
];
console.log('\nPerformance metrics of the median run (unused JS: estimated savings; render-blocking: estimated savings)\n');
const widths = metricColumns.map(([title]) => Math.max(title.length, 9));
console.log(`${'page'.padEnd(nameWidth)}  ${metricColumns.map(([title], i) => pad(title, widths[i] ?? 9)).join('  ')}`);
for (const { name, runs } of results) {
  const lhr = medianRun(runs, 'performance');
  console.log(`${name.padEnd(nameWidth)}  ${metricColumns.map(([, value], i) => pad(value(lhr), widths[i] ?? 9)).join('  ')}`);
}

let failed = false;
for (const { name, kind, url, runs, medians } of results) {
  for (const category of categories) {
    if (medians[category] >= THRESHOLD) continue;
    const audits = lostPoints(medianRun(runs, category), category);
    const excused = (audit: AuditResult) =>
      expected.find((e) => e.kind === kind && e.audit === audit.id && (e.when?.(audit, url) ?? true));
    const unexpected = audits.filter((a) => !excused(a));
    if (unexpected.length > 0 || audits.length === 0) failed = true;
    console.log(`\n${name} — ${category} ${medians[category]}${unexpected.length === 0 ? ' (expected, see below)' : ''}:`);
    for (const audit of audits) {
      const reason = excused(audit);
      console.log(
        `  ${audit.id} — ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}` +
          `${reason ? ` [expected: ${reason.why}]` : ''}`,
      );
    }
  }
}
console.log(
  failed ? `\nSome median is under ${THRESHOLD}.` : `\nEvery median is at least ${THRESHOLD} (or fails only by design).`,
);
process.exit(failed ? 1 : 0);
