// `npm run cms:up`: a local Directus with the site's schema, on loopback (settings: tests/cms/cms-config.ts).
// CMS_FRESH=1 starts from an empty database.
import { cmsConfig } from './cms-config.ts';
import { cmsUp } from './local-cms.ts';

const config = cmsConfig();
const started = Date.now();
await cmsUp(config, { fresh: process.env.CMS_FRESH === '1' });
console.log(
  `cms: ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${config.url} (admin ${config.adminEmail}); ` +
    `site: CONTENT_API_URL=${config.url} CONTENT_API_TOKEN=${config.siteToken}`,
);
