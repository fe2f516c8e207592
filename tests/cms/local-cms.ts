// The local Directus of `npm run cms:up` / `cms:down`: PostgreSQL in its own cluster on loopback
// (fsync off: a throw-away test database) and Directus 11 from deploy/directus, both writing only
// below the data dir. Every step checks first, so a second `cms:up` only starts what is stopped.
import { type SpawnSyncOptions, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { type DirectusAdmin, directusAdmin, loginAdmin, waitForHealth } from '#src/lib/content/sync/directus-admin.ts';
import type { CmsConfig } from './cms-config.ts';

const isRoot = process.getuid?.() === 0;
const log = (message: string) => console.log(`cms: ${message}`);

const run = (command: string, args: string[], options: SpawnSyncOptions = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  return result;
};
/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
const asPostgres = (tool: string, args: string[], options: SpawnSyncOptions = {}) =>
  isRoot ? run('runuser', ['-u', 'postgres', '--', tool, ...args], options) : run(tool, args, options);

export const snapshotFile = path.resolve('deploy/directus/snapshot.yaml');
const directusNode = (config: CmsConfig) => path.join(config.appDir, 'node_modules/.bin/node');
const directusCli = (config: CmsConfig) => path.join(config.appDir, 'node_modules/@directus/api/dist/cli/run.js');
const pgDir = (config: CmsConfig) => path.join(config.dataDir, 'pg');
const pidFile = (config: CmsConfig) => path.join(config.dataDir, 'directus.pid');
const markerFile = (config: CmsConfig) => path.join(config.dataDir, 'schema-applied');

export const ensureDirectusInstalled = (config: CmsConfig) => {
  if (existsSync(directusCli(config)) && existsSync(directusNode(config))) return;
  log('installing Directus in deploy/directus (npm ci --ignore-scripts)…');
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: config.appDir });
};

const postgresBin = (): string | undefined => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.find((version) => existsSync(path.join(root, version, 'bin/initdb')));
  return found ? path.join(root, found, 'bin') : undefined;
};

export const ensurePostgresInstalled = (): string => {
  const found = postgresBin();
  if (found) return found;
  if (!isRoot) throw new Error('PostgreSQL is not installed: run `apt-get install -y postgresql` as root');
  log('installing PostgreSQL (apt-get install -y postgresql)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env }).status !== 0) {
    run('apt-get', ['update'], { env });
    run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env });
  }
  const bin = postgresBin();
  if (!bin) throw new Error('apt-get installed postgresql but no /usr/lib/postgresql/*/bin/initdb was found');
  return bin;
};

const pgRunning = (bin: string, config: CmsConfig) =>
  spawnSync(isRoot ? 'runuser' : path.join(bin, 'pg_ctl'), [
    ...(isRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
    'status',
    '-D',
    path.join(pgDir(config), 'data'),
  ]).status === 0;

const psql = (bin: string, config: CmsConfig, sql: string) =>
  spawnSync(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(config.pgPort), '-U', 'postgres', '-tAc', sql], {
    encoding: 'utf8',
  });

/** Starts the cluster (made on first use); returns whether the `directus` database was just created, empty. */
export const startPostgres = (bin: string, config: CmsConfig, { fresh }: { fresh: boolean }): boolean => {
  const dir = pgDir(config);
  if (!existsSync(path.join(dir, 'data/PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    if (isRoot) {
      const { stdout } = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const uid = Number(stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      chownSync(dir, uid, gid);
    }
    log(`creating a PostgreSQL cluster in ${dir}`);
    asPostgres(
      path.join(bin, 'initdb'),
      ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'],
      {
        stdio: 'ignore',
      },
    );
  }
  if (!pgRunning(bin, config)) {
    log(`starting PostgreSQL on 127.0.0.1:${config.pgPort}`);
    const options = `-c listen_addresses=127.0.0.1 -p ${config.pgPort} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    asPostgres(
      path.join(bin, 'pg_ctl'),
      ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start'],
      {
        stdio: 'ignore',
      },
    );
  }
  if (fresh) {
    psql(bin, config, 'DROP DATABASE IF EXISTS directus');
    rmSync(markerFile(config), { force: true });
  }
  if (psql(bin, config, "SELECT 1 FROM pg_roles WHERE rolname = 'directus'").stdout.trim() !== '1')
    psql(bin, config, "CREATE USER directus PASSWORD 'directus'");
  if (psql(bin, config, "SELECT 1 FROM pg_database WHERE datname = 'directus'").stdout.trim() !== '1') {
    psql(bin, config, 'CREATE DATABASE directus OWNER directus');
    rmSync(markerFile(config), { force: true });
    return true;
  }
  return false;
};

export const stopPostgres = (config: CmsConfig) => {
  const bin = postgresBin();
  if (!bin || !existsSync(path.join(pgDir(config), 'data/PG_VERSION')) || !pgRunning(bin, config)) return false;
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', path.join(pgDir(config), 'data'), '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
  return true;
};

/** The secret that signs Directus's tokens: made once per data dir and kept there. */
const secret = (config: CmsConfig) => {
  const file = path.join(config.dataDir, 'secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
};

export const directusEnv = (config: CmsConfig): NodeJS.ProcessEnv => {
  const uploads = path.join(config.dataDir, 'uploads');
  const extensions = path.join(config.dataDir, 'extensions');
  mkdirSync(uploads, { recursive: true });
  mkdirSync(extensions, { recursive: true });
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: String(config.port),
    PUBLIC_URL: config.url,
    SECRET: secret(config),
    DB_CLIENT: 'pg',
    DB_HOST: '127.0.0.1',
    DB_PORT: String(config.pgPort),
    DB_DATABASE: 'directus',
    DB_USER: 'directus',
    DB_PASSWORD: 'directus',
    ADMIN_EMAIL: config.adminEmail,
    ADMIN_PASSWORD: config.adminPassword,
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    MAX_PAYLOAD_SIZE: '20mb',
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: uploads,
    EXTENSIONS_PATH: extensions,
    // A .env in the working directory would override all of this; point the config at none.
    CONFIG_PATH: path.join(config.dataDir, 'directus.env'),
  };
};

const cli = (config: CmsConfig, args: string[]) =>
  run(directusNode(config), [directusCli(config), ...args], { cwd: config.appDir, env: directusEnv(config), stdio: 'ignore' });

const readPid = (config: CmsConfig) => (existsSync(pidFile(config)) ? Number(readFileSync(pidFile(config), 'utf8')) : 0);
const alive = (pid: number) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export const startDirectus = async (config: CmsConfig) => {
  if (alive(readPid(config)) && (await waitForHealth(config.url, 1000))) return false;
  const log = openSync(path.join(config.dataDir, 'directus.log'), 'a');
  const child = spawn(directusNode(config), [directusCli(config), 'start'], {
    cwd: config.appDir,
    env: directusEnv(config),
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  writeFileSync(pidFile(config), String(child.pid));
  if (!(await waitForHealth(config.url, 60_000)))
    throw new Error(`Directus did not answer on ${config.url} within 60 s (see ${path.join(config.dataDir, 'directus.log')})`);
  return true;
};

export const stopDirectus = async (config: CmsConfig) => {
  const pid = readPid(config);
  if (!alive(pid)) return false;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(pidFile(config), { force: true });
  return true;
};

const contentCollectionNames = [
  'news',
  'tutorials',
  'tutorials_topics',
  'authors',
  'docs',
  'docs_redirects',
  'faq',
  'landing_pages',
  'marketplace_items',
  'marketplace_categories',
];
const junctionNames = ['tutorials_tutorials_topics', 'news_related', 'faq_landing_pages'];
/** Fixed id of the public policy on a fresh Directus 11 install. */
const publicPolicy = 'abf8a154-5b1c-4a46-ac9c-7300570f4f17';

/**
 * Access: the public may read published content (and the junctions and files it links); the site's
 * user, holding the static token, reads every status (the site filters them itself, and previews
 * marketplace drafts with CONTENT_PREVIEW) and may update only the view counters.
 */
export const grantAccess = async (api: DirectusAdmin, config: CmsConfig) => {
  const permissions = (policy: string, rows: { collection: string; action: string; fields: string[]; permissions?: unknown }[]) =>
    api.request(
      'POST',
      '/permissions',
      rows.map((row) => ({ policy, permissions: {}, ...row })),
    );
  await permissions(publicPolicy, [
    ...contentCollectionNames.map((collection) => ({
      collection,
      action: 'read',
      fields: ['*'],
      permissions: { status: { _eq: 'published' } },
    })),
    ...[...junctionNames, 'directus_files'].map((collection) => ({ collection, action: 'read', fields: ['*'] })),
  ]);
  const policy = await api.data<{ id: string }>('POST', '/policies', {
    name: 'Website',
    icon: 'public',
    app_access: false,
    admin_access: false,
  });
  await permissions(policy.id, [
    ...[...contentCollectionNames, ...junctionNames, 'directus_files'].map((collection) => ({
      collection,
      action: 'read',
      fields: ['*'],
    })),
    ...['tutorials', 'news', 'marketplace_items'].map((collection) => ({ collection, action: 'update', fields: ['views'] })),
  ]);
  const role = await api.data<{ id: string }>('POST', '/roles', {
    name: 'Website',
    icon: 'public',
    policies: [{ policy: policy.id }],
  });
  await api.request('POST', '/users', {
    email: 'website@example.com',
    role: role.id,
    status: 'active',
    token: config.siteToken,
  });
};

const snapshotHash = () => createHash('sha256').update(readFileSync(snapshotFile)).digest('hex');

/**
 * A dump of the database right after bootstrap, schema apply and access (which take about 10 s on an
 * idle machine and minutes on a loaded one), kept outside the clone (CMS_CACHE_DIR, default
 * ~/.cache/nuvora-cms) under the hash of everything that shapes it, so that a fresh database is a
 * restore of that state. The first run on a machine always builds it the long way.
 */
const schemaDump = (config: CmsConfig) => {
  const hash = createHash('sha256');
  for (const file of [snapshotFile, path.join(config.appDir, 'package-lock.json'), import.meta.filename])
    hash.update(readFileSync(file));
  hash.update(JSON.stringify([config.adminEmail, config.adminPassword, config.siteToken]));
  const dir = process.env.CMS_CACHE_DIR ?? path.join(homedir(), '.cache/nuvora-cms');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `directus-${hash.digest('hex').slice(0, 16)}.dump`);
};
const pgConnection = (config: CmsConfig) => ['-h', '127.0.0.1', '-p', String(config.pgPort), '-U', 'directus'];

/** Brings the whole pair up; returns the admin client. `fresh` starts from an empty database. */
export const cmsUp = async (config: CmsConfig, { fresh = false } = {}): Promise<DirectusAdmin> => {
  mkdirSync(config.dataDir, { recursive: true });
  ensureDirectusInstalled(config);
  const bin = ensurePostgresInstalled();
  if (fresh) await stopDirectus(config);
  const empty = startPostgres(bin, config, { fresh });
  const hash = snapshotHash();
  const applied = existsSync(markerFile(config)) ? readFileSync(markerFile(config), 'utf8') : '';
  const dump = schemaDump(config);
  let restored = false;
  if (applied !== hash) {
    await stopDirectus(config);
    if (empty && existsSync(dump)) {
      log(`restoring the schema-applied database from ${dump}`);
      run(path.join(bin, 'pg_restore'), [...pgConnection(config), '-d', 'directus', '--no-owner', dump]);
      restored = true;
    } else {
      log('bootstrapping Directus and applying deploy/directus/snapshot.yaml');
      cli(config, ['bootstrap']);
      cli(config, ['schema', 'apply', '--yes', snapshotFile]);
    }
  }
  if (await startDirectus(config)) log(`Directus on ${config.url}`);
  const admin = await loginAdmin(config.url, config.adminEmail, config.adminPassword);
  if (applied !== hash) {
    if (!restored) {
      const users = await admin.data<unknown[]>('GET', '/users?filter[email][_eq]=website@example.com&fields=id');
      if (users.length === 0) await grantAccess(admin, config);
      if (empty) {
        run(path.join(bin, 'pg_dump'), [...pgConnection(config), '-Fc', '-f', `${dump}.tmp`, 'directus']);
        renameSync(`${dump}.tmp`, dump);
      }
    }
    writeFileSync(markerFile(config), hash);
  }
  return admin;
};

export const siteClient = (config: CmsConfig) => directusAdmin(config.url, config.siteToken);
