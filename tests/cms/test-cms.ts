// `npm run test:cms`: the site against a real Directus. Starts the local Directus on a fresh database
// (tests/cms/local-cms.ts), pushes content/, proves pull gives the same files back, seeds the
// scheduling cases, then runs the e2e content and search specs and tests/cms/*.spec.ts against the
// site reading it (tests/cms/playwright.cms.config.ts). Builds first when dist/ is missing.
// Writes test-results/cms.json ({ passed, failed, seconds }) for npm test's totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';
import { pullContent } from '#src/lib/content/sync/pull-content.ts';
import { pushContent } from '#src/lib/content/sync/push-content.ts';
import { startSite } from '#tests/site-process.ts';
import { cmsConfig } from './cms-config.ts';
import { cmsTestPorts } from './cms-test-ports.ts';
import { cmsUp, stopDirectus, stopPostgres } from './local-cms.ts';
import { seedSchedulingCases } from './scheduling-cases.ts';

const started = Date.now();
const ports = cmsTestPorts();
const env = {
  ...process.env,
  CMS_PORT: String(ports.directus),
  CMS_PG_PORT: String(ports.postgres),
  CMS_DATA_DIR: process.env.CMS_DATA_DIR ?? '.data/cms-test',
  // The Directus-backed site's outbox, outside test-results/ (which each Playwright run empties).
  E2E_FORMS_DB: '.data/cms-test-forms.sqlite',
};
const config = cmsConfig(env);
let passed = 0;
let failed = 0;
const check = async (title: string, body: () => Promise<void> | void) => {
  const at = Date.now();
  try {
    await body();
    passed++;
    console.log(`✔ ${title} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed++;
    console.log(`✘ ${title}: ${error instanceof Error ? error.message : String(error)}`);
  }
};
const seconds = () => Math.round((Date.now() - started) / 1000);

try {
  const admin = await cmsUp(config, { fresh: true });
  console.log(`test:cms: Directus up on ${config.url} at ${seconds()} s`);
  let pushed = false;
  await check('content:push writes every file of content/ into a fresh Directus', async () => {
    const result = await pushContent(admin, readContentDir('content'));
    const created = Object.values(result).reduce((sum, r) => sum + r.created, 0);
    const files = readContentDir('content').filter(([file]) => /\.(md|yaml)$/.test(file) && file !== 'README.md').length;
    if (created !== files) throw new Error(`created ${created} rows for ${files} files`);
    pushed = true;
  });
  if (!pushed) throw new Error('content:push failed: the pull and site checks need the pushed content');
  await check('content:pull right after the push leaves content/ as it is (git diff --exit-code content/)', () => {
    const pull = spawnSync(process.execPath, ['tests/cms/content-pull.ts'], { env, encoding: 'utf8' });
    if (pull.status !== 0) throw new Error(`content:pull failed: ${pull.stderr}`);
    const diff = spawnSync('git', ['diff', '--exit-code', '--stat', '--', 'content/'], { encoding: 'utf8' });
    const untracked = spawnSync('git', ['status', '--porcelain', '--', 'content/'], { encoding: 'utf8' }).stdout.trim();
    if (diff.status !== 0 || untracked) throw new Error(`content/ changed:\n${diff.stdout}${untracked}`);
  });
  await check('content:pull writes back an edit made in Directus, and only that file', async () => {
    const item = '/items/tutorials/de%2Finstall-docker-ubuntu-24-04';
    const { title } = await admin.data<{ title: string }>('GET', `${item}?fields=title`);
    await admin.request('PATCH', item, { title: 'Docker Engine auf Ubuntu 24.04' });
    const changes = await pullContent(admin, readContentDir('content'));
    if (changes.length !== 1 || changes[0]?.file !== 'tutorials/de/install-docker-ubuntu-24-04.md')
      throw new Error(`changes: ${JSON.stringify(changes.map((c) => c.file))}`);
    if (!changes[0].text?.includes('title: Docker Engine auf Ubuntu 24.04')) throw new Error(changes[0].text ?? 'removed');
    await admin.request('PATCH', item, { title });
  });
  await seedSchedulingCases(admin);
  if (!existsSync('dist/serve-node.js')) {
    console.log('test:cms: no build in dist/: npm run build');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('the build failed');
  }
  mkdirSync('test-results', { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${env.E2E_FORMS_DB}${suffix}`, { force: true });
  const site = await startSite(ports.site, {
    CONTENT_API_URL: config.url,
    CONTENT_API_TOKEN: config.siteToken,
    FORMS_DB_PATH: env.E2E_FORMS_DB,
  });
  try {
    // What the files-backed e2e run checks, then the edits (which change the content those checks read).
    for (const project of ['parity', 'live']) {
      const report = `test-results/cms-${project}.json`;
      console.log(`test:cms: Playwright (${project}) against the Directus-backed site ${site.origin} at ${seconds()} s`);
      spawnSync(
        'npx',
        ['playwright', 'test', '-c', 'tests/cms/playwright.cms.config.ts', '--project', project, '--reporter=list,json'],
        {
          stdio: 'inherit',
          env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
        },
      );
      const stats = existsSync(report)
        ? (JSON.parse(readFileSync(report, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } }).stats
        : null;
      if (stats) {
        passed += stats.expected;
        failed += stats.unexpected + stats.flaky;
      } else failed++;
    }
  } finally {
    await site.stop();
  }
} catch (error) {
  failed++;
  console.error(error);
} finally {
  if (process.env.CMS_KEEP !== '1') {
    await stopDirectus(config);
    stopPostgres(config);
  }
}
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/cms.json', JSON.stringify({ passed, failed, seconds: seconds() }));
console.log(`\ntest:cms: ${passed} passed, ${failed} failed in ${seconds()} s`);
process.exit(failed === 0 ? 0 : 1);
