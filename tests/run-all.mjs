// `npm test`: every check the project has, in order, then one plain summary
// line `N passed, N failed` (test cases of vitest and Playwright, plus one per
// whole-project check such as the typecheck). Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;

const run = (title, command, env = {}) => {
  console.log(`\n▶ ${title}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`${status === 0 ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return status === 0;
};

const check = (title, command, env) => {
  const ok = run(title, command, env);
  ok ? passed++ : failed++;
  return ok;
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

if (!run('Debian tools (chromium, nginx)', 'node tests/ensure-tools.mjs')) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

check('typecheck', 'tsc --noEmit');
check('lint', 'biome check .');

const vitestOk = run('unit + browser tests', `vitest run --reporter=default --reporter=json --outputFile=${results}/vitest.json`);
const vitest = readJson(`${results}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) failed++;

// The build prerenders every static page in every locale: a message id missing from a catalog shows
// up there as an intl error (the page would show the id), and fails the build check.
const build = () => {
  console.log('\n▶ production build: waku build');
  const started = Date.now();
  const { status, stdout, stderr } = spawnSync('waku build', { shell: true, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  const missing = [...new Set(`${stdout}\n${stderr}`.match(/^\{"level":"error","msg":"intl".*$/gm) ?? [])];
  for (const line of missing.slice(0, 10)) console.log(`missing message: ${line}`);
  const ok = status === 0 && missing.length === 0;
  console.log(`${ok ? '✔' : '✘'} production build (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  ok ? passed++ : failed++;
  return ok;
};

if (build()) {
  const e2eOk = run('e2e tests', 'playwright test --reporter=list,json', { PLAYWRIGHT_JSON_OUTPUT_FILE: `${results}/e2e.json` });
  const e2e = readJson(`${results}/e2e.json`);
  if (e2e) {
    passed += e2e.stats.expected;
    failed += e2e.stats.unexpected + e2e.stats.flaky;
  }
  if (!e2eOk && (!e2e || e2e.stats.unexpected === 0)) failed++;
  // The same content checks against a real Directus (deploy/directus), then edits made through its API.
  const cmsOk = run('site on a real Directus (test:cms)', 'node tests/cms/test-cms.ts');
  const cms = readJson(`${results}/cms.json`);
  if (cms) {
    passed += cms.passed;
    failed += cms.failed;
  }
  if (!cmsOk && (!cms || cms.failed === 0)) failed++;
  check('form outbox crash test', 'node tests/crash/forms-crash.ts');
  check('fuzz test', 'node tests/robustness/fuzz.ts');
  check('chaos test', 'node tests/robustness/chaos.ts');
}

check('ladle build', 'ladle build --config ladle --outDir dist-ladle');

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
