// Where the local Directus and its PostgreSQL live and listen (`npm run cms:up`), from the environment.
import path from 'node:path';

export type CmsConfig = {
  /** deploy/directus: its own package.json and lockfile; node_modules installed there. */
  appDir: string;
  /** Everything the running pair writes (database cluster, uploads, logs, pid files). Gitignored. */
  dataDir: string;
  port: number;
  pgPort: number;
  url: string;
  adminEmail: string;
  adminPassword: string;
  /** The static token the site sends (`CONTENT_API_TOKEN`): reads every status, updates view counts. */
  siteToken: string;
};

const numberFrom = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);

export const cmsConfig = (env: NodeJS.ProcessEnv = process.env): CmsConfig => {
  const port = numberFrom(env.CMS_PORT, 8055);
  return {
    appDir: path.resolve('deploy/directus'),
    dataDir: path.resolve(env.CMS_DATA_DIR ?? '.data/cms'),
    port,
    pgPort: numberFrom(env.CMS_PG_PORT, 54329),
    url: `http://127.0.0.1:${port}`,
    adminEmail: env.CMS_ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.CMS_ADMIN_PASSWORD ?? 'local-admin-password',
    siteToken: env.CMS_SITE_TOKEN ?? 'local-site-token-change-me-in-production',
  };
};
