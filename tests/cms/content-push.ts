// `npm run content:push`: every file of content/ into the Directus at CMS_URL (default: the local
// one of `cms:up`), as its admin (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD, or CMS_ADMIN_TOKEN).
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';
import { pushContent } from '#src/lib/content/sync/push-content.ts';
import { adminFromEnv } from './admin-from-env.ts';
import { cmsConfig } from './cms-config.ts';

const started = Date.now();
const api = await adminFromEnv(cmsConfig());
const result = await pushContent(api, readContentDir('content'));
const created = Object.values(result).reduce((sum, r) => sum + r.created, 0);
const updated = Object.values(result).reduce((sum, r) => sum + r.updated, 0);
console.log(
  `content:push: ${created} created, ${updated} updated in ${api.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
