// What one request may cost the server's request thread, measured against a running production
// build: each case sends a few dozen requests of one kind (after warming what may be warmed), reads
// the server process's CPU from /proc before and after, and checks every answer. `npm run test:fuzz`
// runs these after its generated requests; alone, against the build in the current directory:
//
//   node tests/robustness/request-budgets.ts            (BUDGET_PORT, default 8530; BUDGET_ONLY=<part
//                                                        of a case's name> runs only the matching cases)
//
// prints each case's CPU per request and fails on a broken answer or a case over its budget. The
// numbers before and after the work of docs/decisions/2026-11-27-request-thread-budget.md came from
// this script (run from a checkout of each).

import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { cpuSeconds, type RawRequest, type RawResponse, rawRequest } from './harness.ts';

export type BudgetCase = {
  name: string;
  /** Requests sent first, neither timed nor checked (filling a cache as a first visitor would). */
  warm?: RawRequest[];
  /** The timed requests, sent one at a time. */
  requests: RawRequest[];
  /** What is wrong with an answer, or null. */
  check: (res: Extract<RawResponse, { ok: true }>, req: RawRequest) => string | null;
  /** Server CPU per timed request, at most. */
  maxCpuMs: number;
};

export type BudgetResult = { name: string; cpuMs: number; maxCpuMs: number; problems: string[] };

const REPEAT = 60;
const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
const header = (res: { headers: http.IncomingHttpHeaders }, name: string) => String(res.headers[name] ?? '');

/** `text` with the letters at the positions set in `mask` percent-encoded (unreserved characters spelled another way). */
const spelled = (text: string, mask: number) =>
  [...text]
    .map((ch, i) =>
      mask & (1 << (i % 30)) && /[a-z0-9]/i.test(ch) ? `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` : ch,
    )
    .join('');

/** A 301 to a spelling without escapes of unreserved characters, or a 404: never the file under another name. */
const oneSpelling = (res: Extract<RawResponse, { ok: true }>): string | null => {
  if (res.status === 404) return null;
  if (res.status !== 301) return `${res.status}, not 301 or 404`;
  const location = header(res, 'location');
  return /%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[Dd]|2[Ee]|5[Ff]|7[Ee])/.test(location)
    ? `Location ${location} still spells an unreserved character with an escape`
    : null;
};

const builtAsset = (publicDir: string): string => {
  const name = readdirSync(path.join(publicDir, 'assets')).find((file) => file.endsWith('.js'));
  if (!name) throw new Error(`no .js asset in ${publicDir}/assets (run \`npm run build\` first)`);
  return `/assets/${name}`;
};

/** The cases, for a build whose public folder is `publicDir`. */
export const budgetCases = (publicDir = 'dist/public', seed = 1): BudgetCase[] => {
  const asset = builtAsset(publicDir);
  // Item 1 of issue 30: every new spelling of a built file cost a brotli-11 compression (220–300 ms).
  const aliases = [
    ...times(10, (i) => `/${spelled('pricing', i + 1 + seed * 11)}/`),
    ...times(10, (i) => `/${spelled('pricing', i + 1 + seed * 13)}/index.html`),
    ...times(10, (i) => `/assets/${spelled(asset.slice('/assets/'.length, -3), i + 1 + seed * 17)}.js`),
    ...times(10, (i) => `/RSC/R/${spelled('pricing', i + 1 + seed * 19)}.txt`),
  ];
  const br = { 'accept-encoding': 'gzip, deflate, br' };
  const gzipOnly = { 'accept-encoding': 'br;q=0, gzip' };
  return [
    {
      name: 'encoded spellings of built files',
      requests: [...new Set(aliases)].map((p) => ({ method: 'GET', path: p, headers: br })),
      check: oneSpelling,
      maxCpuMs: 10,
    },
    {
      name: 'HEAD of a dynamic page',
      warm: [{ method: 'GET', path: '/docs/', headers: br }],
      requests: times(REPEAT, () => ({ method: 'HEAD', path: '/docs/', headers: br })),
      check: (res) =>
        res.status !== 200
          ? `${res.status}, not 200`
          : res.body.length
            ? 'a body on a HEAD answer'
            : header(res, 'content-encoding') !== 'br'
              ? 'not the brotli form'
              : null,
      maxCpuMs: 5,
    },
    {
      name: 'RSC payload of a dynamic page',
      warm: [{ method: 'GET', path: '/RSC/R/docs.txt', headers: br }],
      requests: times(REPEAT, () => ({ method: 'GET', path: '/RSC/R/docs.txt', headers: { ...br, 'x-waku-etags': '{}' } })),
      check: (res) =>
        res.status !== 200
          ? `${res.status}, not 200`
          : !header(res, 'cache-control')
            ? 'no Cache-Control'
            : !/accept-encoding/i.test(header(res, 'vary'))
              ? `Vary ${header(res, 'vary')} without Accept-Encoding`
              : null,
      maxCpuMs: 5,
    },
    {
      name: 'RSC payloads of made-up paths',
      requests: times(REPEAT, (i) => ({ method: 'GET', path: `/RSC/R/probe-${seed}-${i}.txt`, headers: br })),
      check: (res) => (res.status === 404 ? null : `${res.status}, not 404`),
      maxCpuMs: 5,
    },
    {
      // Item 2: a path Waku maps to a page but no route of the table names must not become the not-found page.
      name: 'made-up paths after a request for /it/faq/index.html',
      warm: [{ method: 'GET', path: '/it/faq/index.html', headers: br }],
      requests: times(REPEAT, (i) => ({ method: 'GET', path: `/it/wp-login-${seed}-${i}.php`, headers: br })),
      check: (res) => (res.status === 404 ? null : `${res.status}, not 404`),
      maxCpuMs: 5,
    },
    {
      name: 'made-up docs pages',
      requests: times(REPEAT, (i) => ({ method: 'GET', path: `/docs/probe-${seed}-${i}/`, headers: br })),
      check: (res) => (res.status === 404 ? null : `${res.status}, not 404`),
      maxCpuMs: 8,
    },
    {
      name: 'gzip-only clients of a cached page with a query',
      warm: [{ method: 'GET', path: '/docs/?q=server', headers: br }],
      requests: times(REPEAT, () => ({ method: 'GET', path: '/docs/?q=server', headers: gzipOnly })),
      check: (res) =>
        res.status !== 200
          ? `${res.status}, not 200`
          : header(res, 'content-encoding') !== 'gzip'
            ? `content-encoding ${header(res, 'content-encoding') || 'none'} for "br;q=0, gzip"`
            : null,
      maxCpuMs: 5,
    },
    {
      // Item 10: each gzip client of a cached page was a synchronous recoding (6.5 ms).
      name: 'gzip clients of a cached page with a query',
      warm: [{ method: 'GET', path: '/docs/?q=backup', headers: br }],
      requests: times(REPEAT, () => ({
        method: 'GET',
        path: '/docs/?q=backup',
        headers: { 'accept-encoding': 'gzip, deflate' },
      })),
      check: (res) =>
        res.status !== 200
          ? `${res.status}, not 200`
          : header(res, 'content-encoding') !== 'gzip'
            ? `content-encoding ${header(res, 'content-encoding') || 'none'}`
            : null,
      maxCpuMs: 5,
    },
  ];
};

/** Waits (at most 5 s) until the server used no CPU for 200 ms. */
const untilIdle = async (pid: number) => {
  let last = await cpuSeconds(pid);
  for (let waited = 0; waited < 5000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await cpuSeconds(pid);
    if (now === last) return;
    last = now;
  }
};

/** Runs each case against the server at `origin` (process `pid`), one request at a time. */
export const runBudgets = async (origin: string, pid: number, cases: BudgetCase[]): Promise<BudgetResult[]> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const results: BudgetResult[] = [];
  for (const c of cases) {
    for (const req of c.warm ?? []) await rawRequest(agent, origin, req, 30_000);
    // What warming started off the thread (a page's brotli and gzip forms) is not the case's cost.
    await untilIdle(pid);
    const problems: string[] = [];
    const before = await cpuSeconds(pid);
    for (const req of c.requests) {
      const res = await rawRequest(agent, origin, req, 30_000);
      const problem = res.ok ? c.check(res, req) : res.error;
      if (problem) problems.push(`${req.method} ${req.path}: ${problem}`);
    }
    const cpuMs = (((await cpuSeconds(pid)) - before) * 1000) / c.requests.length;
    if (cpuMs > c.maxCpuMs) problems.push(`${cpuMs.toFixed(2)} ms of server CPU a request (budget ${c.maxCpuMs} ms)`);
    results.push({ name: c.name, cpuMs, maxCpuMs: c.maxCpuMs, problems });
  }
  agent.destroy();
  return results;
};

export const printBudgets = (results: BudgetResult[]) => {
  for (const r of results)
    console.log(
      `${r.problems.length ? '✘' : '✔'} ${r.name.padEnd(50)} ${r.cpuMs.toFixed(2).padStart(7)} ms CPU a request (budget ${r.maxCpuMs})${r.problems
        .slice(0, 3)
        .map((p) => `\n    ${p}`)
        .join('')}${r.problems.length > 3 ? `\n    … ${r.problems.length - 3} more` : ''}`,
    );
};

if (import.meta.main) {
  const { startSite } = await import('#tests/site-process.ts');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dbDir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  const site = await startSite(Number(process.env.BUDGET_PORT || 8530), { FORMS_DB_PATH: path.join(dbDir, 'forms.sqlite') });
  try {
    const only = process.env.BUDGET_ONLY;
    const cases = budgetCases().filter((c) => !only || c.name.includes(only));
    const results = await runBudgets(site.origin, site.child.pid as number, cases);
    printBudgets(results);
    process.exitCode = results.some((r) => r.problems.length) ? 1 : 0;
  } finally {
    await site.stop();
    rmSync(dbDir, { recursive: true, force: true });
  }
}
