// `npm run cms:down`: stops the local Directus and its PostgreSQL (data stays in CMS_DATA_DIR).
import { cmsConfig } from './cms-config.ts';
import { stopDirectus, stopPostgres } from './local-cms.ts';

const config = cmsConfig();
const directus = await stopDirectus(config);
const postgres = stopPostgres(config);
console.log(
  `cms: ${directus ? 'Directus stopped' : 'Directus was not running'}; ${postgres ? 'PostgreSQL stopped' : 'PostgreSQL was not running'}`,
);
