import { readFileSync } from 'node:fs';
import semver from 'semver';

/** One entry of package-lock.json's `packages` (lockfile v3), keyed by its folder (`node_modules/a/node_modules/b`). */
export type LockedPackage = {
  version?: string;
  license?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  link?: boolean;
  hasInstallScript?: boolean;
  os?: string[];
  cpu?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

export type Lockfile = { lockfileVersion: number; packages: Record<string, LockedPackage> };

/** What package.json says about the dependencies (the rest of it does not matter here). */
export type Manifest = Pick<LockedPackage, 'dependencies' | 'devDependencies' | 'optionalDependencies' | 'peerDependencies'> & {
  allowScripts?: Record<string, boolean>;
};

export const readLockfile = (file = 'package-lock.json'): Lockfile => JSON.parse(readFileSync(file, 'utf8'));
export const readManifest = (file = 'package.json'): Manifest => JSON.parse(readFileSync(file, 'utf8'));

/** `node_modules/@scope/a/node_modules/b` → `b`. */
export const packageName = (folder: string) => folder.slice(folder.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The folder Node would load `name` from when required by the package in `from` ('' is the project): its own node_modules, then each parent's. */
export const resolveFrom = (lock: Lockfile, from: string, name: string): string | null => {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return null;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
};

/** Every installed package that is not only a dev dependency: what `npm ci --omit=dev` installs (platform packages included). */
export const productionPackages = (lock: Lockfile) =>
  Object.entries(lock.packages)
    .filter(([folder, entry]) => folder !== '' && !entry.dev && !entry.link && entry.version)
    .map(([folder, entry]) => ({ folder, name: packageName(folder), version: entry.version as string, entry }))
    .sort((a, b) => a.name.localeCompare(b.name) || semver.compare(a.version, b.version));

const dependencyFields = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;
const sameRecord = (a: Record<string, string> = {}, b: Record<string, string> = {}) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Why `npm ci` would refuse this lockfile or install something else than it says, one line per
 * problem: package.json's dependencies differ from the lockfile's root entry, or a locked package
 * needs a dependency (optional platform packages included: they are what `npm install` adds on
 * another machine) that the lockfile lacks or locks at a version outside the wanted range.
 * Offline and in milliseconds, unlike `npm ci --dry-run`.
 */
export const lockfileGaps = (lock: Lockfile, manifest: Manifest): string[] => {
  const gaps: string[] = [];
  const root = lock.packages[''] ?? {};
  for (const field of dependencyFields) {
    if (!sameRecord(manifest[field], root[field])) gaps.push(`package.json ${field} differ from the lockfile's: run npm install`);
  }
  for (const [folder, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    const wanted: [string, string, 'needs' | 'optionally needs' | 'peer'][] = [
      ...Object.entries(entry.dependencies ?? {}).map(([n, r]) => [n, r, 'needs'] as [string, string, 'needs']),
      ...Object.entries(entry.optionalDependencies ?? {}).map(
        ([n, r]) => [n, r, 'optionally needs'] as [string, string, 'optionally needs'],
      ),
      ...Object.entries(entry.peerDependencies ?? {})
        .filter(([n]) => !entry.peerDependenciesMeta?.[n]?.optional)
        .map(([n, r]) => [n, r, 'peer'] as [string, string, 'peer']),
      ...(folder === ''
        ? Object.entries(entry.devDependencies ?? {}).map(([n, r]) => [n, r, 'needs'] as [string, string, 'needs'])
        : []),
    ];
    const who = folder === '' ? 'the project' : `${folder}@${entry.version}`;
    for (const [name, range, how] of wanted) {
      const found = resolveFrom(lock, folder, name);
      if (!found) {
        gaps.push(`${who} ${how === 'peer' ? 'needs (peer)' : how} ${name}@${range}: not in the lockfile`);
        continue;
      }
      // Peer ranges are npm's warnings, not its errors (and package.json `overrides` may widen them).
      const version = lock.packages[found]?.version;
      if (
        how !== 'peer' &&
        version &&
        semver.validRange(range) &&
        !semver.satisfies(version, range, { includePrerelease: true })
      ) {
        gaps.push(`${who} ${how} ${name}@${range}: the lockfile has ${version} at ${found}`);
      }
    }
  }
  return gaps;
};

/** Packages with an install script that package.json's `allowScripts` neither allows nor denies (by name or name@version). */
export const unreviewedInstallScripts = (lock: Lockfile, manifest: Manifest) => {
  const decided = new Set(Object.keys(manifest.allowScripts ?? {}));
  return Object.entries(lock.packages)
    .filter(([folder, entry]) => folder !== '' && entry.hasInstallScript)
    .map(([folder, entry]) => `${packageName(folder)}@${entry.version}`)
    .filter((id) => !decided.has(id) && !decided.has(id.slice(0, id.lastIndexOf('@'))));
};
