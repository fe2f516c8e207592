import { type Lockfile, productionPackages } from '#tests/dependencies/lockfile.ts';

/**
 * Licences reviewed for what the site ships (the production dependency tree), with why each is
 * fine. A production dependency under any other licence fails `npm run deps:licences` and the
 * unit test until someone reviews it here.
 */
export const reviewedLicences: Record<string, string> = {
  MIT: 'permissive; keep the notice',
  ISC: 'permissive; keep the notice',
  '0BSD': 'permissive, no conditions',
  'BSD-2-Clause': 'permissive; keep the notice',
  'BSD-3-Clause': 'permissive; keep the notice, no endorsement',
  'Apache-2.0': 'permissive; keep NOTICE files, patent grant',
  'BlueOak-1.0.0': 'permissive; keep the notice',
  'MPL-2.0': 'file-level copyleft: we ship these files unmodified (lightningcss, build-time CSS)',
  'OFL-1.1': 'the Inter font: free to embed and serve, not to sell alone',
  'CC-BY-4.0': 'data (caniuse-lite, build-time): attribution kept in the package',
};

/** True when an SPDX expression is satisfied by reviewed licences (`A OR B`: one of them; `A AND B`: both). */
export const isReviewed = (expression: string | undefined, reviewed: Record<string, string> = reviewedLicences): boolean => {
  if (!expression) return false;
  const bare = expression.trim().replace(/^\((.*)\)$/, '$1');
  if (/ OR /.test(bare)) return bare.split(/ OR /).some((part) => isReviewed(part, reviewed));
  if (/ AND /.test(bare)) return bare.split(/ AND /).every((part) => isReviewed(part, reviewed));
  return Object.hasOwn(reviewed, bare);
};

/** `name@version: licence` of every production package whose licence nobody has reviewed. */
export const unreviewedLicences = (lock: Lockfile, reviewed: Record<string, string> = reviewedLicences) =>
  productionPackages(lock)
    .filter((pkg) => !isReviewed(pkg.entry.license, reviewed))
    .map((pkg) => `${pkg.name}@${pkg.version}: ${pkg.entry.license ?? 'no licence in the lockfile'}`);

/** docs/dependencies.md: every production package with its licence, from the lockfile. */
export const dependencyList = (lock: Lockfile): string => {
  const packages = productionPackages(lock);
  const byLicence = new Map<string, number>();
  for (const pkg of packages) byLicence.set(pkg.entry.license ?? '?', (byLicence.get(pkg.entry.license ?? '?') ?? 0) + 1);
  const direct = new Set(Object.keys(lock.packages['']?.dependencies ?? {}));
  const platform = (pkg: (typeof packages)[number]) =>
    pkg.entry.optional && (pkg.entry.os || pkg.entry.cpu)
      ? ` (only on ${[...(pkg.entry.os ?? []), ...(pkg.entry.cpu ?? [])].join(' ')})`
      : '';
  return [
    '# Production dependencies and their licences',
    '',
    'Generated from `package-lock.json` by `npm run deps:licences`; do not edit by hand. The unit test',
    '`tests/unit/dependencies.test.ts` fails when this file is stale or when a production dependency has a',
    'licence not reviewed in `tests/dependencies/licences.ts`. Production means what `npm ci --omit=dev`',
    'installs: the direct dependencies (**bold**) and everything they pull in, platform packages included',
    '(npm installs only the one matching the machine).',
    '',
    `${packages.length} packages:`,
    '',
    '| Licence | Packages | Reviewed as |',
    '| --- | ---: | --- |',
    ...[...byLicence]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(
        ([licence, count]) =>
          `| ${licence} | ${count} | ${reviewedLicences[licence] ?? (isReviewed(licence) ? 'each alternative reviewed' : 'NOT REVIEWED')} |`,
      ),
    '',
    '| Package | Version | Licence |',
    '| --- | --- | --- |',
    ...packages.map((pkg) => {
      const name = direct.has(pkg.name) && pkg.folder === `node_modules/${pkg.name}` ? `**${pkg.name}**` : pkg.name;
      return `| ${name}${platform(pkg)} | ${pkg.version} | ${pkg.entry.license ?? '?'} |`;
    }),
    '',
  ].join('\n');
};
