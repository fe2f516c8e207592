// `npm run bench`: builds the site (timed), then measures on loopback, in
// alternating rounds, a prerendered page, a cached and an uncached dynamic page
// (docs; a second site process with RENDER_CACHE=off renders it for every
// request) of the production server against two baselines serving the very same
// brotli bytes: a bare node:http server writing them from memory (the ceiling
// of one Node process) and nginx (one worker; tests/ensure-tools.mjs installs
// the Debian package when missing and we are root). Prints req/s, p99 and
// server CPU per request (medians over the rounds), the ratios and the goals
// of issue 7, and writes tests/bench/results.md. Ratios within one run matter;
// absolute numbers on a shared machine do not.
// The uncached docs page is also set against Waku's own floor: a bare Waku app
// (tests/bench/waku-floor) serving a dynamic page of text as heavy as the docs
// page's rendered HTML, and an empty one — what any page of that weight costs
// before the site adds anything.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { localeCodes, localePrefix } from '#intl/locales.ts';
import { serveCommand } from '#tests/site-process.ts';

const SITE_PORT = 8092;
const UNCACHED_PORT = 8097;
const BARE_PORT = 8093;
const NGINX_PORT = 8094;
const FLOOR_PORT = 8096;
const FLOOR_DIR = 'tests/bench/waku-floor';
const DURATION_S = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = 32;
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
const PAGES = { prerendered: '/pricing/', docs: '/docs/cloud-servers/create-server/' };
const UNCACHED_DOCS = 'site: docs, uncached (render cache off)';
const FLOOR_DOCS = 'waku floor: page as heavy as docs';
const FLOOR_EMPTY = 'waku floor: empty page';
const GOALS = { ratio: 0.5, docsCpuMs: 3, rssMb: 250, buildS: 60 };

const sh = (command) => spawnSync(command, { shell: true, stdio: 'inherit' }).status === 0;

const buildStarted = performance.now();
if (!sh('npx waku build > /dev/null 2>&1')) process.exit(1);
const buildS = (performance.now() - buildStarted) / 1000;
if (!sh(`cd ${FLOOR_DIR} && npx waku build > /dev/null 2>&1`)) process.exit(1);

// Installs Debian's nginx when it is missing (and we are root); without it the nginx baseline is skipped.
sh('node tests/ensure-tools.mjs > /dev/null');
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
};
// nginx works in its worker processes: count the master and its children.
const processTree = (pid) => [
  pid,
  ...spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number),
];
const treeCpuSeconds = (pid) => processTree(pid).reduce((sum, p) => sum + cpuSeconds(p), 0);
const statusKb = (pid, field) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))[1]);

const waitFor = async (url) => {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not up: ${url}`);
};

const load = (url, pid) =>
  new Promise((resolve, reject) => {
    const before = treeCpuSeconds(pid);
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      (error, result) => {
        if (error) return reject(error);
        const total = result.requests.total;
        resolve({
          rps: result.requests.average,
          p99: result.latency.p99,
          cpuMs: total ? ((treeCpuSeconds(pid) - before) * 1000) / total : Number.NaN,
          errors: result.errors + result.non2xx,
        });
      },
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });

// The body as it went over the wire (fetch would decompress it).
const rawBrotliBody = (url) =>
  new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      if (res.statusCode !== 200 || res.headers['content-encoding'] !== 'br') reject(new Error(`${url}: not a brotli 200`));
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });

const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
chmodSync(dir, 0o755); // nginx's worker runs as another user
const serve = serveCommand();
const startSite = (port, env = {}) =>
  spawn(process.execPath, [...serve.nodeArgs, 'dist/serve-node.js'], {
    env: {
      ...process.env,
      ...serve.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FORMS_DB_PATH: path.join(dir, `forms-${port}.sqlite`),
      ...env,
    },
    stdio: 'ignore',
  });
const site = startSite(SITE_PORT);
// The uncached target: the same server with its render cache off, so every request is a render.
const uncachedSite = startSite(UNCACHED_PORT, { RENDER_CACHE: 'off' });
const floor = spawn(process.execPath, [...serve.nodeArgs, 'dist/serve-node.js'], {
  cwd: FLOOR_DIR,
  env: { ...process.env, ...serve.env, PORT: String(FLOOR_PORT), HOST: '127.0.0.1' },
  stdio: 'ignore',
});
const children = [site, uncachedSite, floor];
const siteUrl = (p) => `http://127.0.0.1:${SITE_PORT}${p}`;
const uncachedUrl = (p) => `http://127.0.0.1:${UNCACHED_PORT}${p}`;
const floorUrl = (paragraphs) => `http://127.0.0.1:${FLOOR_PORT}/${paragraphs}`;
const htmlBytes = async (url) => (await (await fetch(url)).arrayBuffer()).byteLength;

const results = new Map();
const record = (name, result) => results.set(name, [...(results.get(name) ?? []), result]);
let peakRssMb = 0;
let floorNote = '';

try {
  await waitFor(siteUrl('/healthz'));
  await waitFor(uncachedUrl('/healthz'));
  // A page in every locale first, as a live site gets: each builds that locale's search index, so the
  // memory measured is that of a process serving all seven.
  for (const locale of localeCodes) {
    await fetch(siteUrl(`${localePrefix(locale)}/`));
    await fetch(uncachedUrl(`${localePrefix(locale)}/`));
  }
  // The baselines serve the exact bytes the site answers with (brotli), from a folder of their own.
  for (const page of Object.values(PAGES)) {
    const body = await rawBrotliBody(siteUrl(page));
    mkdirSync(path.join(dir, 'root', page), { recursive: true });
    writeFileSync(path.join(dir, 'root', page, 'index.html'), body);
  }
  const bareServer = `
    const fs = require('node:fs');
    const pages = new Map(${JSON.stringify(Object.values(PAGES))}.map((p) => [p, fs.readFileSync(${JSON.stringify(path.join(dir, 'root'))} + p + 'index.html')]));
    require('node:http').createServer((req, res) => {
      const body = pages.get(req.url);
      if (!body) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': body.byteLength });
      res.end(body);
    }).listen(${BARE_PORT}, '127.0.0.1');`;
  const bare = spawn(process.execPath, ['-e', bareServer], { stdio: 'ignore' });
  children.push(bare);
  let nginx = null;
  if (nginxBin) {
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; default_type text/html; charset utf-8;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${dir}/root;
    location / { add_header Content-Encoding br; try_files $uri $uri/index.html =404; } } }`,
    );
    nginx = spawn(nginxBin, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
    children.push(nginx);
  }
  // The floor page as heavy as the docs page: as many paragraphs as make the same bytes of HTML,
  // not counting the stylesheet the site inlines into a rendered page's head (no render work).
  await waitFor(floorUrl(0));
  const docsHtml = await (await fetch(siteUrl(PAGES.docs))).text();
  const inlinedCss = [...docsHtml.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (sum, [, css]) => sum + Buffer.byteLength(css),
    0,
  );
  const [emptyBytes, hundredBytes] = [await htmlBytes(floorUrl(0)), await htmlBytes(floorUrl(100))];
  const floorParagraphs = Math.round(
    ((Buffer.byteLength(docsHtml) - inlinedCss - emptyBytes) * 100) / (hundredBytes - emptyBytes),
  );
  await waitFor(`http://127.0.0.1:${BARE_PORT}${PAGES.prerendered}`);
  if (nginx) await waitFor(`http://127.0.0.1:${NGINX_PORT}${PAGES.prerendered}`);

  const targets = [
    ['site: prerendered', () => load(siteUrl(PAGES.prerendered), site.pid)],
    ['site: docs, cached', () => load(siteUrl(PAGES.docs), site.pid)],
    [UNCACHED_DOCS, () => load(uncachedUrl(PAGES.docs), uncachedSite.pid)],
    [FLOOR_DOCS, () => load(floorUrl(floorParagraphs), floor.pid)],
    [FLOOR_EMPTY, () => load(floorUrl(0), floor.pid)],
    ['bare node: prerendered', () => load(`http://127.0.0.1:${BARE_PORT}${PAGES.prerendered}`, bare.pid)],
    ['bare node: docs', () => load(`http://127.0.0.1:${BARE_PORT}${PAGES.docs}`, bare.pid)],
    ...(nginx
      ? [
          ['nginx: prerendered', () => load(`http://127.0.0.1:${NGINX_PORT}${PAGES.prerendered}`, nginx.pid)],
          ['nginx: docs', () => load(`http://127.0.0.1:${NGINX_PORT}${PAGES.docs}`, nginx.pid)],
        ]
      : []),
  ];
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round}/${ROUNDS}`);
    for (const [name, run] of targets) {
      record(name, await run());
      for (const server of [site, uncachedSite]) peakRssMb = Math.max(peakRssMb, statusKb(server.pid, 'VmRSS') / 1024);
    }
  }
  floorNote = `The Waku floor's page as heavy as docs has ${floorParagraphs} paragraphs, for the docs page's ${Buffer.byteLength(docsHtml) - inlinedCss} bytes of HTML (its ${inlinedCss} bytes of inlined stylesheet not counted).`;
  for (const server of [site, uncachedSite]) peakRssMb = Math.max(peakRssMb, statusKb(server.pid, 'VmHWM') / 1024);
} finally {
  for (const child of children) child.kill('SIGTERM');
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = new Map(
  [...results].map(([name, runs]) => [
    name,
    {
      rps: median(runs.map((r) => r.rps)),
      p99: median(runs.map((r) => r.p99)),
      cpuMs: median(runs.map((r) => r.cpuMs)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    },
  ]),
);
const rps = (name) => summary.get(name)?.rps ?? Number.NaN;
const ratios = [
  ['site prerendered ÷ bare node', rps('site: prerendered') / rps('bare node: prerendered')],
  ['site docs cached ÷ bare node', rps('site: docs, cached') / rps('bare node: docs')],
  ['nginx prerendered ÷ bare node', rps('nginx: prerendered') / rps('bare node: prerendered')],
  ['nginx docs ÷ bare node', rps('nginx: docs') / rps('bare node: docs')],
].filter(([, ratio]) => Number.isFinite(ratio));
const docsCpuMs = summary.get(UNCACHED_DOCS)?.cpuMs ?? Number.NaN;
const floorCpuMs = summary.get(FLOOR_DOCS)?.cpuMs ?? Number.NaN;
const goals = [
  [`prerendered and cached pages ≥ ${GOALS.ratio}× bare node`, ratios.slice(0, 2).every(([, r]) => r >= GOALS.ratio)],
  [
    `uncached docs page ≤ ${GOALS.docsCpuMs} ms CPU (${docsCpuMs.toFixed(2)} ms; bare Waku, page as heavy: ${floorCpuMs.toFixed(2)} ms)`,
    docsCpuMs <= GOALS.docsCpuMs,
  ],
  [`site RSS ≤ ${GOALS.rssMb} MB under load (peak of either process ${peakRssMb.toFixed(0)} MB)`, peakRssMb <= GOALS.rssMb],
  [`full build ≤ ${GOALS.buildS} s (${buildS.toFixed(1)} s)`, buildS <= GOALS.buildS],
];

const lines = [
  `${ROUNDS} alternating rounds × ${DURATION_S} s × ${CONNECTIONS} connections per target, loopback, ${cpus().length} cores, Node ${process.version}${nginxBin ? '' : ' (nginx not installed: skipped)'}; medians over the rounds. Pages: prerendered ${PAGES.prerendered}, docs ${PAGES.docs}.`,
  '',
  '| target | req/s | p99 ms | CPU ms/req | errors |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...[...summary].map(([name, r]) => `| ${name} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.cpuMs.toFixed(3)} | ${r.errors} |`),
  '',
  '| ratio (req/s) | value |',
  '| --- | ---: |',
  ...ratios.map(([name, ratio]) => `| ${name} | ${ratio.toFixed(2)} |`),
  '',
  '| CPU per request | value |',
  '| --- | ---: |',
  `| site docs uncached ÷ Waku floor, page as heavy | ${(docsCpuMs / floorCpuMs).toFixed(2)} |`,
  '',
  floorNote,
  '',
  '| goal | met |',
  '| --- | --- |',
  ...goals.map(([goal, met]) => `| ${goal} | ${met ? 'yes' : 'NO'} |`),
];
console.log(`\n${lines.join('\n')}`);
// The run's tables replace the file's top; the figures behind the decisions, from the marked
// section on, stay as they are.
const resultsFile = 'tests/bench/results.md';
const keptFrom = '## Figures behind the decisions';
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
const kept = previous.includes(keptFrom) ? `\n${previous.slice(previous.indexOf(keptFrom))}` : '';
writeFileSync(
  resultsFile,
  `# Benchmark results\n\nWritten by \`npm run bench\`; ratios within one run matter, absolute numbers on a shared machine do not.\n\n${lines.join('\n')}\n${kept}`,
);
process.exit(goals.every(([, met]) => met) ? 0 : 1);
