// `npm run bench:scale` (issue 23): the site at F × today's content. For each factor F
// (SCALE_FACTORS, default 1,10,50) it copies the project to SCALE_DIR, multiplies `content/`
// (multiply-content.ts), builds (wall time, peak RSS of the build's process tree), starts the server
// exactly as `npm run serve` does (package.json's flags) and measures: RSS at start, after a page view
// and a search in each locale, after 500 distinct content pages; first and repeated search latency;
// the longest `/healthz` wait over the whole run (asked every 10 ms); sitemap URLs against published
// items; the HTML bytes of a deep docs page; server CPU per uncached content page. A build failure,
// a server that does not start or dies (out of memory) is a result in the table, not a crash of the
// bench. Writes tests/bench/scale-results.md (SCALE_RESULTS to write elsewhere).
//
// SCALE_CHECK=1 is the quick CI form: F = 10 unless SCALE_FACTORS says otherwise, and the exit code
// says whether the RSS (≤ 250 MB at every point) and stall (≤ 50 ms) goals were met.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { localeCodes, localePrefix } from '#intl/locales.ts';
import { serveCommand } from '#tests/site-process.ts';
import { multiplyContent } from './multiply-content.ts';
import { cpuSeconds, peakRssMb, rssMb, type StallWatch, watchStalls, watchTreeRss } from './server-probe.ts';

const check = process.env.SCALE_CHECK === '1';
const factors = (process.env.SCALE_FACTORS || (check ? '10' : '1,10,50')).split(',').map(Number);
const port = Number(process.env.SCALE_PORT || 8610);
const workDir = path.resolve(process.env.SCALE_DIR || '/tmp/nuvora-scale');
const resultsFile = process.env.SCALE_RESULTS || 'tests/bench/scale-results.md';
const contentPages = Number(process.env.SCALE_PAGES || 500);
const GOALS = { rssMb: 250, stallMs: 50, firstSearchMs: 100, searchP95Ms: 20, buildS: 180, buildRssMb: 2048 };
const project = process.cwd();
/** Top-level entries of the project the copy leaves out: built or installed, not sources. */
const notCopied = new Set(['node_modules', 'dist', 'dist-ladle', '.git', 'test-results', '.data', 'playwright-report']);
const searchWords = [
  'kubernetes',
  'docker',
  'firewall',
  'postgresql',
  'nginx',
  'backup',
  'ssh',
  'terraform',
  'mysql',
  'cluster',
  'ubuntu',
];

type Result = {
  factor: number;
  contentFiles?: number;
  publishedItems?: number;
  buildS?: number;
  buildPeakMb?: number;
  buildFailed?: string;
  startS?: number;
  rssStartMb?: number;
  rssAfterLocalesMb?: number;
  rssAfterPagesMb?: number;
  peakRssMb?: number;
  firstSearchMs?: number[];
  repeatSearchMs?: number[];
  worstStallMs?: number;
  worstStallDuring?: string;
  stallSamples?: number;
  sitemapUrls?: number;
  /** Published items whose page is in a sitemap. */
  publishedInSitemaps?: number;
  docsHtmlBytes?: number;
  pagesVisited?: number;
  cpuPerPageMs?: number;
  failed?: string;
};

const log = (message: string) => console.log(`[bench:scale] ${message}`);

/** A copy of the project with node_modules linked, `content/` multiplied by F. */
const prepareCopy = async (factor: number): Promise<string> => {
  const dir = path.join(workDir, `f${factor}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(project)) {
    if (notCopied.has(entry)) continue;
    cpSync(path.join(project, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(realpathSync(path.join(project, 'node_modules')), path.join(dir, 'node_modules'));
  await multiplyContent(path.join(dir, 'content'), factor);
  return dir;
};

type Item = { collection: string; locale: string; url: string; published: boolean };

/** The pages of the multiplied content, read from its files: what the sitemap and the walk should find. */
const contentItems = (dir: string): Item[] => {
  const items: Item[] = [];
  const kinds: [collection: string, url: (data: Record<string, unknown>, file: string) => string][] = [
    ['docs', (_, file) => `/docs/${file.replace(/\.md$/, '')}/`],
    ['tutorials', (data) => `/tutorials/${data.path}/`],
    ['news', (data) => `/blog/${data.path}/`],
    ['marketplace_items', (data) => `/marketplace/${data.slug}/`],
  ];
  for (const [collection, url] of kinds) {
    for (const locale of localeCodes) {
      const root = path.join(dir, 'content', collection, locale);
      if (!existsSync(root)) continue;
      for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.md')) continue;
        const head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(root, file), 'utf8'))?.[1] ?? '';
        const data = parseYaml(head) as Record<string, unknown>;
        const scheduled = typeof data.publish_after === 'string' && Date.parse(data.publish_after) > Date.now() + 3 * 3.6e6;
        items.push({
          collection,
          locale,
          url: `${localePrefix(locale)}${url(data, file.split(path.sep).join('/'))}`,
          published: data.status === 'published' && !scheduled,
        });
      }
    }
  }
  return items;
};

const run = (command: string, args: string[], cwd: string, env: Record<string, string> = {}) =>
  new Promise<{ code: number | null; ms: number; peakMb: number; stderr: string }>((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    const stopWatch = watchTreeRss(child.pid as number);
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('exit', (code) => resolve({ code, ms: performance.now() - started, peakMb: stopWatch(), stderr }));
  });

type Server = { child: ChildProcess; pid: number; exited: () => string | null; stderr: () => string; stop: () => Promise<void> };

/** `npm run serve` in the copy: the same environment and Node flags, on the bench's port. */
const startServer = async (dir: string): Promise<Server> => {
  const serve = serveCommand();
  const child = spawn(process.execPath, [...serve.nodeArgs, 'dist/serve-node.js'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...serve.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let exit: string | null = null;
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8000);
  });
  child.on('exit', (code, signal) => {
    exit = `exit code ${code}, signal ${signal}`;
  });
  return {
    child,
    pid: child.pid as number,
    exited: () => exit,
    stderr: () => stderr,
    stop: async () => {
      if (exit) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 12_000))]);
      if (!exit) child.kill('SIGKILL');
    },
  };
};

const origin = `http://127.0.0.1:${port}`;

/** GET a path (no compression asked, so the body is the page's bytes); the time to its last byte. */
const get = async (server: Server, url: string): Promise<{ status: number; ms: number; body: string }> => {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${url}`, {
      headers: { 'accept-encoding': 'identity' },
      redirect: 'manual',
      signal: AbortSignal.timeout(120_000),
    });
    const body = await response.text();
    return { status: response.status, ms: performance.now() - started, body };
  } catch (error) {
    const exit = server.exited();
    throw new Error(exit ? `server died (${exit}) during ${url}` : `${url}: ${String(error)}`);
  }
};

/** The last lines of the server's stderr that say why it ended. */
const why = (server: Server): string => {
  const text = server.stderr();
  const oom = /heap out of memory|Reached heap limit|allocation failed/i.exec(text);
  return oom ? `out of memory (${oom[0]})` : (text.trim().split('\n').at(-1) ?? '').slice(0, 160);
};

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const measureFactor = async (factor: number): Promise<Result> => {
  const result: Result = { factor };
  log(`F=${factor}: copying and multiplying content`);
  const dir = await prepareCopy(factor);
  const items = contentItems(dir);
  result.contentFiles = items.length;
  const published = items.filter((item) => item.published);
  result.publishedItems = published.length;

  log(`F=${factor}: building (${items.length} content pages)`);
  const build = await run(process.execPath, [path.join(dir, 'node_modules/waku/cli.js'), 'build'], dir);
  result.buildS = build.ms / 1000;
  result.buildPeakMb = build.peakMb;
  if (build.code !== 0) {
    result.buildFailed = `exit ${build.code}: ${build.stderr.trim().split('\n').slice(-2).join(' ').slice(0, 200)}`;
    return result;
  }

  log(`F=${factor}: serving`);
  const started = performance.now();
  const server = await startServer(dir);
  // Sampled throughout: a server that dies leaves no /proc entry to read its high-water mark from.
  const stopRss = watchTreeRss(server.pid);
  let stalls: StallWatch | undefined;
  try {
    // Up: the first /healthz answer; the stall watch starts then and runs to the end.
    for (;;) {
      if (server.exited()) throw new Error(`did not start: ${why(server)} (${server.exited()})`);
      const up = await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (performance.now() - started > 300_000) throw new Error('did not start within 5 minutes');
      await new Promise((r) => setTimeout(r, 50));
    }
    result.startS = (performance.now() - started) / 1000;
    stalls = watchStalls(port);
    await new Promise((r) => setTimeout(r, 1000));
    result.rssStartMb = rssMb(server.pid);

    // A page view, then a first search, in each locale: the search index of a locale is built then.
    result.firstSearchMs = [];
    for (const locale of localeCodes) {
      const prefix = localePrefix(locale);
      stalls.phase(`page view + first search, ${locale}`);
      await get(server, `${prefix}/docs/`);
      const first = await get(server, `${prefix}/search/?q=${searchWords[0]}`);
      if (first.status !== 200) throw new Error(`search in ${locale} answered ${first.status}`);
      result.firstSearchMs.push(first.ms);
    }
    result.rssAfterLocalesMb = rssMb(server.pid);

    // Repeated searches: other words (each a render-cache miss), the index already built.
    result.repeatSearchMs = [];
    stalls.phase('repeated searches');
    for (const locale of localeCodes) {
      for (const word of searchWords.slice(1)) {
        result.repeatSearchMs.push((await get(server, `${localePrefix(locale)}/search/?q=${word}`)).ms);
      }
    }

    // Sitemaps: the index, then each sitemap it lists; content URLs against published items.
    stalls.phase('sitemaps');
    const index = await get(server, '/sitemap.xml');
    const sitemapUrls = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    const listed = new Set<string>();
    for (const sitemap of sitemapUrls) {
      const body = (await get(server, sitemap)).body;
      for (const [, loc] of body.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)) listed.add(new URL(loc ?? '').pathname);
    }
    result.sitemapUrls = listed.size;
    result.publishedInSitemaps = published.filter((item) => listed.has(item.url)).length;

    // A deep docs page's HTML (three levels, en-us): does it grow with the number of docs pages?
    const deep = published.find(
      (item) => item.collection === 'docs' && item.locale === 'en-us' && item.url.split('/').length === 6,
    );
    stalls.phase('deep docs page');
    if (deep) result.docsHtmlBytes = Buffer.byteLength((await get(server, deep.url)).body);

    // Distinct content pages, spread over collections and locales, each a render-cache miss.
    const step = Math.max(1, Math.floor(published.length / contentPages));
    const walk = published.filter((_, i) => i % step === 0).slice(0, contentPages);
    stalls.phase('content pages');
    const cpuBefore = cpuSeconds(server.pid);
    const notOk: string[] = [];
    for (const item of walk) {
      const { status } = await get(server, item.url);
      if (status !== 200) notOk.push(`${item.url} ${status}`);
    }
    result.cpuPerPageMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / walk.length;
    result.pagesVisited = walk.length;
    if (notOk.length)
      log(`F=${factor}: ${notOk.length} of ${walk.length} content pages were not 200: ${notOk.slice(0, 5).join(', ')}`);
    result.rssAfterPagesMb = rssMb(server.pid);
  } catch (error) {
    result.failed = error instanceof Error ? error.message : String(error);
    // A refused request may arrive before the exit of the process that dropped it.
    await new Promise((r) => setTimeout(r, 1000));
    if (server.exited()) result.failed += ` — ${why(server)}`;
    log(`F=${factor}: ${result.failed}`);
  } finally {
    result.peakRssMb = Math.max(peakRssMb(server.pid), stopRss()) || undefined;
    if (stalls) {
      result.worstStallMs = stalls.worstMs();
      result.worstStallDuring = stalls.worstDuring();
      result.stallSamples = stalls.samples();
      stalls.stop();
    }
    await server.stop();
  }
  return result;
};

const fmt = (value: number | undefined, digits = 0): string =>
  value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);
const median = (values: readonly number[] | undefined) => (values?.length ? percentile(values, 50) : undefined);
const maxOf = (values: readonly number[] | undefined) => (values?.length ? Math.max(...values) : undefined);

type Row = [label: string, value: (r: Result) => number | undefined, digits: number];
const rows: Row[] = [
  ['content pages (files of docs, tutorials, news, marketplace)', (r) => r.contentFiles, 0],
  ['  of which published', (r) => r.publishedItems, 0],
  ['build wall time, s', (r) => r.buildS, 1],
  ['build peak RSS (process tree), MB', (r) => r.buildPeakMb, 0],
  ['server start to first /healthz, s', (r) => r.startS, 2],
  ['RSS at start, MB', (r) => r.rssStartMb, 0],
  ['RSS after a page view + search in 7 locales, MB', (r) => r.rssAfterLocalesMb, 0],
  ['RSS after the content pages, MB', (r) => r.rssAfterPagesMb, 0],
  ['peak RSS of the server (VmHWM), MB', (r) => r.peakRssMb, 0],
  ['first search of a locale, median ms', (r) => median(r.firstSearchMs), 0],
  ['first search of a locale, worst ms', (r) => maxOf(r.firstSearchMs), 0],
  ['repeated search (uncached page), median ms', (r) => median(r.repeatSearchMs), 0],
  [
    'repeated search (uncached page), p95 ms',
    (r) => (r.repeatSearchMs?.length ? percentile(r.repeatSearchMs, 95) : undefined),
    0,
  ],
  ['longest /healthz wait (event-loop stall), ms', (r) => r.worstStallMs, 0],
  ['sitemap URLs, all', (r) => r.sitemapUrls, 0],
  ['published content pages in the sitemaps', (r) => r.publishedInSitemaps, 0],
  ['HTML bytes of a deep docs page', (r) => r.docsHtmlBytes, 0],
  ['content pages visited (uncached)', (r) => r.pagesVisited, 0],
  ['server CPU per uncached content page, ms', (r) => r.cpuPerPageMs, 1],
];

const table = (results: readonly Result[]): string => {
  const base = results.find((r) => r.factor === 1);
  const others = results.filter((r) => r !== base);
  const head = [
    `| measure | ${[...results.map((r) => `F = ${r.factor}`), ...(base ? others.map((r) => `F = ${r.factor} / F = 1`) : [])].join(' | ')} |`,
  ];
  head.push(`|---|${[...results, ...(base ? others : [])].map(() => '---:').join('|')}|`);
  const lines = rows.map(([label, value, digits]) => {
    const cells = results.map((r) => fmt(value(r), digits));
    const ratios = base
      ? others.map((r) => {
          const a = value(r);
          const b = value(base);
          return a === undefined || b === undefined || b === 0 ? '–' : `${(a / b).toFixed(2)}×`;
        })
      : [];
    return `| ${label} | ${[...cells, ...ratios].join(' | ')} |`;
  });
  const outcome = results.map((r) =>
    r.buildFailed ? `build failed: ${r.buildFailed}` : r.failed ? `**${r.failed}**` : 'ran to the end',
  );
  lines.push(
    `| longest stall seen during | ${results.map((r) => r.worstStallDuring ?? '–').join(' | ')} |${base ? others.map(() => ' |').join('') : ''}`,
  );
  lines.push(`| outcome | ${outcome.join(' | ')} |${base ? others.map(() => ' |').join('') : ''}`);
  return [...head, ...lines].join('\n');
};

/** The goals of issue 23, item 2, that this bench measures, per factor. */
const goals = (r: Result): { goal: string; met: boolean; figure: string }[] => {
  const rssPoints = [r.rssStartMb, r.rssAfterLocalesMb, r.rssAfterPagesMb, r.peakRssMb].filter((v) => v !== undefined);
  const ran = !r.failed && !r.buildFailed;
  return [
    {
      goal: `starts, serves, RSS ≤ ${GOALS.rssMb} MB at every point`,
      met: ran && Math.max(...rssPoints) <= GOALS.rssMb,
      figure: `${fmt(r.peakRssMb)} MB peak${ran ? '' : ', did not run to the end'}`,
    },
    {
      goal: `no event-loop stall over ${GOALS.stallMs} ms`,
      met: ran && (r.worstStallMs ?? Infinity) <= GOALS.stallMs,
      figure: `${fmt(r.worstStallMs)} ms`,
    },
    {
      goal: `first search of a locale ≤ ${GOALS.firstSearchMs} ms`,
      met: ran && (maxOf(r.firstSearchMs) ?? Infinity) <= GOALS.firstSearchMs,
      figure: `${fmt(maxOf(r.firstSearchMs))} ms worst`,
    },
    {
      goal: `search p95 ≤ ${GOALS.searchP95Ms} ms`,
      met: ran && (r.repeatSearchMs?.length ? percentile(r.repeatSearchMs, 95) : Infinity) <= GOALS.searchP95Ms,
      figure: `${fmt(r.repeatSearchMs?.length ? percentile(r.repeatSearchMs, 95) : undefined)} ms (whole page render)`,
    },
    {
      goal: 'every published item in the sitemaps',
      met: ran && (r.publishedInSitemaps ?? 0) >= (r.publishedItems ?? Infinity),
      figure: `${fmt(r.publishedInSitemaps)} of ${fmt(r.publishedItems)}`,
    },
    {
      goal: `build ≤ ${GOALS.buildS} s, peak build RSS ≤ ${GOALS.buildRssMb} MB`,
      met: !r.buildFailed && (r.buildS ?? Infinity) <= GOALS.buildS && (r.buildPeakMb ?? Infinity) <= GOALS.buildRssMb,
      figure: `${fmt(r.buildS)} s, ${fmt(r.buildPeakMb)} MB`,
    },
  ];
};

const results: Result[] = [];
if (process.env.SCALE_REPORT_FROM) {
  // Rewrites the report from the result lines a run printed (a run stopped before its last factor).
  for (const line of readFileSync(process.env.SCALE_REPORT_FROM, 'utf8').split('\n'))
    if (line.startsWith('[bench:scale] {')) results.push(JSON.parse(line.slice('[bench:scale] '.length)) as Result);
} else {
  for (const factor of factors) {
    results.push(await measureFactor(factor));
    log(JSON.stringify(results.at(-1)));
  }
  rmSync(workDir, { recursive: true, force: true });
}

const report = [
  '# Content at scale (`npm run bench:scale`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (shared; absolute times vary, ratios within one run matter).`,
  'Content multiplied by F: docs, tutorials, news and marketplace items in every locale (tests/bench/scale/multiply-content.ts);',
  `server started with \`npm run serve\`'s flags; ${contentPages} distinct content pages (or all, when fewer are published); /healthz asked every 10 ms throughout.`,
  '',
  table(results),
  '',
  '## Goals of issue 23 (item 2) this bench measures',
  '',
  '| F | goal | met | figure |',
  '|---:|---|---|---|',
  ...results.flatMap((r) => goals(r).map((g) => `| ${r.factor} | ${g.goal} | ${g.met ? 'yes' : '**no**'} | ${g.figure} |`)),
  '',
].join('\n');
console.log(`\n${report}`);
if (check) {
  // The quick CI form: only the RSS and stall goals, which a regression must not pass.
  const failed = results.flatMap((r) =>
    goals(r)
      .slice(0, 2)
      .filter((g) => !g.met)
      .map((g) => `F=${r.factor}: ${g.goal} — ${g.figure}`),
  );
  for (const line of failed) console.error(`[bench:scale] goal not met: ${line}`);
  process.exit(failed.length ? 1 : 0);
}
writeFileSync(resultsFile, report);
log(`wrote ${resultsFile}`);
