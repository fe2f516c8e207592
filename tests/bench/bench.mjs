// `npm run bench` (after `npm run build`): req/s, p99 latency and server CPU per
// request for a prerendered page, an uncached dynamic page and a cached dynamic
// page of the production server, side by side with a bare node:http server
// writing the same HTML bytes from memory (and nginx, when it is installed).
// Loopback only; every run is bounded in time. Ratios within one run matter,
// absolute numbers on a shared machine do not.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const SITE_PORT = 8092;
const BARE_PORT = 8093;
const NGINX_PORT = 8094;
const DURATION_S = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 32;
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

if (!existsSync('dist/serve-node.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
};

const waitFor = async (url) => {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not up: ${url}`);
};

const load = (url, pid, { unique = false } = {}) =>
  new Promise((resolve, reject) => {
    const before = cpuSeconds(pid);
    let n = 0;
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { 'accept-encoding': 'br, gzip' },
        ...(unique ? { requests: [{ setupRequest: (req) => ({ ...req, path: `${req.path}?n=${n++}` }) }] } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        const total = result.requests.total;
        resolve({
          rps: result.requests.average,
          p99: result.latency.p99,
          cpuMs: total ? ((cpuSeconds(pid) - before) * 1000) / total : Number.NaN,
          errors: result.errors + result.non2xx,
        });
      },
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });

const site = spawn(process.execPath, ['dist/serve-node.js'], {
  env: { ...process.env, PORT: String(SITE_PORT), HOST: '127.0.0.1' },
  stdio: 'ignore',
});
// The ceiling for one Node process: the same page, brotli-compressed once like the site's static
// files, written from memory with no middleware. Its own process, so its CPU is its own.
const bareServer = `
  const zlib = require('node:zlib');
  const html = zlib.brotliCompressSync(require('node:fs').readFileSync('dist/public/pricing/index.html'));
  require('node:http').createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': html.byteLength });
    res.end(html);
  }).listen(${BARE_PORT}, '127.0.0.1');`;
const bare = spawn(process.execPath, ['-e', bareServer], { stdio: 'ignore' });

let nginx = null;
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
if (nginxBin) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${path.resolve('dist/public')}; location / { try_files $uri $uri/index.html =404; } } }`,
  );
  nginx = spawn(nginxBin, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
}

const rows = [];
try {
  await waitFor(`http://127.0.0.1:${SITE_PORT}/healthz`);
  const siteUrl = (p) => `http://127.0.0.1:${SITE_PORT}${p}`;
  rows.push(['site: prerendered /pricing/', await load(siteUrl('/pricing/'), site.pid)]);
  rows.push([
    'site: dynamic, uncached /static-disable/?n=…',
    await load(siteUrl('/static-disable/'), site.pid, { unique: true }),
  ]);
  rows.push(['site: dynamic, cached /static-disable/', await load(siteUrl('/static-disable/'), site.pid)]);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
  rows.push(['bare node:http, same HTML bytes', await load(`http://127.0.0.1:${BARE_PORT}/`, bare.pid)]);
  if (nginx) {
    await waitFor(`http://127.0.0.1:${NGINX_PORT}/pricing/`);
    rows.push(['nginx, same built HTML', await load(`http://127.0.0.1:${NGINX_PORT}/pricing/`, nginx.pid)]);
  }
} finally {
  site.kill('SIGTERM');
  bare.kill('SIGTERM');
  nginx?.kill('SIGTERM');
}

const bareRps = rows.find(([name]) => name.startsWith('bare'))?.[1].rps ?? Number.NaN;
console.log(
  `\n${DURATION_S}s × ${CONNECTIONS} connections per target, loopback${nginx ? '' : ' (nginx not installed: skipped)'}\n`,
);
console.log(
  'target'.padEnd(46),
  'req/s'.padStart(9),
  'p99 ms'.padStart(8),
  'CPU ms/req'.padStart(11),
  '× bare'.padStart(8),
  'errors'.padStart(7),
);
for (const [name, r] of rows) {
  console.log(
    name.padEnd(46),
    r.rps.toFixed(0).padStart(9),
    String(r.p99).padStart(8),
    r.cpuMs.toFixed(3).padStart(11),
    (r.rps / bareRps).toFixed(2).padStart(8),
    String(r.errors).padStart(7),
  );
}
