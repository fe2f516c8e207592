// `npm run cms:snapshot`: builds the schema of tests/cms/schema-definition.ts on an empty Directus
// and writes it to deploy/directus/snapshot.yaml (commit it). Leaves the local CMS stopped.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loginAdmin } from '#src/lib/content/sync/directus-admin.ts';
import { cmsConfig } from './cms-config.ts';
import {
  directusEnv,
  ensureDirectusInstalled,
  ensurePostgresInstalled,
  snapshotFile,
  startDirectus,
  startPostgres,
  stopDirectus,
} from './local-cms.ts';
import { defineSchema } from './schema-definition.ts';

const config = cmsConfig();
mkdirSync(config.dataDir, { recursive: true });
ensureDirectusInstalled(config);
await stopDirectus(config);
startPostgres(ensurePostgresInstalled(), config, { fresh: true });
const node = path.join(config.appDir, 'node_modules/.bin/node');
const bootstrap = spawnSync(node, [path.join(config.appDir, 'node_modules/@directus/api/dist/cli/run.js'), 'bootstrap'], {
  cwd: config.appDir,
  env: directusEnv(config),
  stdio: 'inherit',
});
if (bootstrap.status !== 0) throw new Error('directus bootstrap failed');
await startDirectus(config);
const admin = await loginAdmin(config.url, config.adminEmail, config.adminPassword);
await defineSchema(admin);
const yaml = await admin.request<string>('GET', '/schema/snapshot?export=yaml');
if (typeof yaml !== 'string' || !yaml.includes('collections:')) throw new Error('Directus sent no YAML snapshot');
writeFileSync(snapshotFile, yaml);
await stopDirectus(config);
rmSync(path.join(config.dataDir, 'schema-applied'), { force: true });
console.log(`cms: wrote ${path.relative(process.cwd(), snapshotFile)}`);
