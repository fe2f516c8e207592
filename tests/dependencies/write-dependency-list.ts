// `npm run deps:licences`: writes docs/dependencies.md from package-lock.json; exits 1 (after
// writing) when a production dependency has a licence not reviewed in tests/dependencies/licences.ts.
import { writeFileSync } from 'node:fs';
import { dependencyList, unreviewedLicences } from '#tests/dependencies/licences.ts';
import { readLockfile } from '#tests/dependencies/lockfile.ts';

const lock = readLockfile();
writeFileSync('docs/dependencies.md', dependencyList(lock));
const unreviewed = unreviewedLicences(lock);
console.log(`docs/dependencies.md written`);
if (unreviewed.length > 0) {
  console.error(`Licences not reviewed (add them to tests/dependencies/licences.ts once reviewed):\n${unreviewed.join('\n')}`);
  process.exit(1);
}
