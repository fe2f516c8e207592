// `npm run security:refresh`: asks the registry's bulk advisory endpoint about every production
// package@version of package-lock.json and writes the answer to security/advisories.json (and when
// to security/advisories.meta.json). Run it where the registry's advisory service answers, then
// commit both files. Leaves the snapshot untouched when the endpoint fails.
import { writeFileSync } from 'node:fs';
import { bulkRequest } from '#tests/dependencies/advisories.ts';
import { readLockfile } from '#tests/dependencies/lockfile.ts';

const registry = (process.env.npm_config_registry || 'https://registry.npmjs.org/').replace(/\/?$/, '/');
const endpoint = `${registry}-/npm/v1/security/advisories/bulk`;
const request = bulkRequest(readLockfile());
const response = await fetch(endpoint, {
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(request),
  signal: AbortSignal.timeout(60_000),
});
if (!response.ok) {
  console.error(
    `${endpoint} answered ${response.status} ${response.statusText} (allow: ${response.headers.get('allow') ?? '-'}); snapshot unchanged.`,
  );
  process.exit(1);
}
const snapshot = (await response.json()) as Record<string, unknown[]>;
const sorted = Object.fromEntries(Object.entries(snapshot).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync('security/advisories.json', `${JSON.stringify(sorted, null, 2)}\n`);
writeFileSync(
  'security/advisories.meta.json',
  `${JSON.stringify({ fetchedAt: new Date().toISOString(), endpoint, packages: Object.keys(request).length }, null, 2)}\n`,
);
console.log(
  `security/advisories.json: ${Object.keys(sorted).length} of ${Object.keys(request).length} packages have advisories.`,
);
