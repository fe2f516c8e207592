import { type DirectusAdmin, directusAdmin, loginAdmin } from '#src/lib/content/sync/directus-admin.ts';
import type { CmsConfig } from './cms-config.ts';

/** An admin client for CMS_URL: with CMS_ADMIN_TOKEN, or by logging in (CMS_ADMIN_EMAIL / _PASSWORD). */
export const adminFromEnv = (config: CmsConfig): Promise<DirectusAdmin> => {
  const url = (process.env.CMS_URL ?? config.url).replace(/\/+$/, '');
  return process.env.CMS_ADMIN_TOKEN
    ? Promise.resolve(directusAdmin(url, process.env.CMS_ADMIN_TOKEN))
    : loginAdmin(url, config.adminEmail, config.adminPassword);
};
