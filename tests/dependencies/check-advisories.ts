// `npm run security:check`: the production dependency tree of package-lock.json against the
// committed advisory snapshot security/advisories.json (offline; `npm audit` needs the registry's
// advisory service). Exits 1 when a locked production version is covered by an advisory.
// Refresh the snapshot with `npm run security:refresh` (security/README.md).
import { readFileSync } from 'node:fs';
import { type AdvisorySnapshot, advisoriesHit } from '#tests/dependencies/advisories.ts';
import { readLockfile } from '#tests/dependencies/lockfile.ts';

const snapshot: AdvisorySnapshot = JSON.parse(readFileSync('security/advisories.json', 'utf8'));
const about = JSON.parse(readFileSync('security/advisories.meta.json', 'utf8')) as { fetchedAt: string | null; note?: string };
const hits = advisoriesHit(readLockfile(), snapshot);
const asOf = about.fetchedAt
  ? `snapshot of ${about.fetchedAt}`
  : `snapshot never fetched: ${about.note ?? 'see security/README.md'}`;
if (hits.length === 0) {
  console.log(`No advisory covers a production dependency (${Object.keys(snapshot).length} packages with advisories; ${asOf}).`);
} else {
  for (const { name, version, folder, advisory } of hits) {
    console.error(
      `${advisory.severity}: ${name}@${version} (${folder}): ${advisory.title} — ${advisory.url} (vulnerable ${advisory.vulnerable_versions})`,
    );
  }
  console.error(`${hits.length} advisories cover production dependencies (${asOf}).`);
  process.exit(1);
}
