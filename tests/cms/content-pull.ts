// `npm run content:pull`: the content of the Directus at CMS_URL written back under content/.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';
import { pullContent } from '#src/lib/content/sync/pull-content.ts';
import { adminFromEnv } from './admin-from-env.ts';
import { cmsConfig } from './cms-config.ts';

const api = await adminFromEnv(cmsConfig());
const changes = await pullContent(api, readContentDir('content'));
for (const { file, text } of changes) {
  const target = path.join('content', file);
  if (text === null) rmSync(target);
  else {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  console.log(`${text === null ? 'removed' : 'wrote  '} content/${file}`);
}
console.log(`content:pull: ${changes.length} file(s) changed from ${api.url}`);
