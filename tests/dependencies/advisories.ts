import semver from 'semver';
import { type Lockfile, productionPackages } from '#tests/dependencies/lockfile.ts';

/** One advisory as the registry's bulk endpoint (`POST /-/npm/v1/security/advisories/bulk`) answers it. */
export type Advisory = {
  id: number;
  url: string;
  title: string;
  severity: 'info' | 'low' | 'moderate' | 'high' | 'critical';
  vulnerable_versions: string;
  cwe?: string[];
  cvss?: { score: number; vectorString: string | null };
};

/** The bulk endpoint's answer: advisories per package name (names without any are left out). */
export type AdvisorySnapshot = Record<string, Advisory[]>;

/** The bulk endpoint's request body: every production package name with its locked versions. */
export const bulkRequest = (lock: Lockfile): Record<string, string[]> => {
  const request: Record<string, string[]> = {};
  for (const pkg of productionPackages(lock)) {
    const versions = request[pkg.name] ?? [];
    if (!versions.includes(pkg.version)) request[pkg.name] = [...versions, pkg.version];
  }
  return request;
};

/** Each production package@version that an advisory of the snapshot covers, with that advisory. */
export const advisoriesHit = (lock: Lockfile, snapshot: AdvisorySnapshot) =>
  productionPackages(lock).flatMap((pkg) =>
    (snapshot[pkg.name] ?? [])
      .filter((advisory) => semver.satisfies(pkg.version, advisory.vulnerable_versions, { includePrerelease: true }))
      .map((advisory) => ({ name: pkg.name, version: pkg.version, folder: pkg.folder, advisory })),
  );
