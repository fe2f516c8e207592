import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AdvisorySnapshot, advisoriesHit, bulkRequest } from '#tests/dependencies/advisories.ts';
import { dependencyList, unreviewedLicences } from '#tests/dependencies/licences.ts';
import {
  type Lockfile,
  lockfileGaps,
  readLockfile,
  readManifest,
  unreviewedInstallScripts,
} from '#tests/dependencies/lockfile.ts';

const lock = readLockfile();
const manifest = readManifest();

// A lockfile of three packages: the project needs `tool`, whose two platform packages are optional.
const tiny = (): Lockfile => ({
  lockfileVersion: 3,
  packages: {
    '': { dependencies: { tool: '1.0.0' } },
    'node_modules/tool': {
      version: '1.0.0',
      license: 'MIT',
      hasInstallScript: true,
      optionalDependencies: { 'tool-linux-x64': '1.0.0', 'tool-darwin-arm64': '1.0.0' },
    },
    'node_modules/tool-linux-x64': { version: '1.0.0', license: 'MIT', optional: true, os: ['linux'], cpu: ['x64'] },
    'node_modules/tool-darwin-arm64': { version: '1.0.0', license: 'MIT', optional: true, os: ['darwin'], cpu: ['arm64'] },
  },
});

describe('the lockfile', () => {
  it('holds every package npm ci needs on any platform and matches package.json', () => {
    expect(lockfileGaps(lock, manifest)).toEqual([]);
  });

  it('is reported incomplete when a foreign platform package is missing (what npm ci refused on a fresh clone)', () => {
    const partial = tiny();
    delete partial.packages['node_modules/tool-darwin-arm64'];
    expect(lockfileGaps(partial, { dependencies: { tool: '1.0.0' } })).toEqual([
      'node_modules/tool@1.0.0 optionally needs tool-darwin-arm64@1.0.0: not in the lockfile',
    ]);
  });

  it('is reported stale when package.json changed without npm install', () => {
    expect(lockfileGaps(tiny(), { dependencies: { tool: '1.0.1' } })).toEqual([
      "package.json dependencies differ from the lockfile's: run npm install",
    ]);
  });

  it('is reported stale when a locked version falls outside the range its dependent asks for', () => {
    const moved = tiny();
    moved.packages['node_modules/tool-linux-x64'] = { version: '2.0.0', optional: true };
    expect(lockfileGaps(moved, { dependencies: { tool: '1.0.0' } })).toEqual([
      'node_modules/tool@1.0.0 optionally needs tool-linux-x64@1.0.0: the lockfile has 2.0.0 at node_modules/tool-linux-x64',
    ]);
  });

  it("is left as committed by CI's install, which fails when npm install changed it (drift)", () => {
    const ci = readFileSync('.ci/run', 'utf8');
    const install = ci.search(/^npm install\b/m);
    const driftCheck = ci.search(/^if ! git diff --quiet -- package-lock\.json; then$/m);
    const tests = ci.search(/^npm test\b/m);
    expect(install).toBeGreaterThan(-1);
    expect(driftCheck).toBeGreaterThan(install);
    expect(tests).toBeGreaterThan(driftCheck);
    expect(ci.slice(driftCheck, tests)).toMatch(/exit 1/);
  });
});

describe('install scripts', () => {
  it('run only for packages package.json allowScripts decides on', () => {
    expect(unreviewedInstallScripts(lock, manifest)).toEqual([]);
  });

  it('of a new package are reported until allowed or denied', () => {
    expect(unreviewedInstallScripts(tiny(), {})).toEqual(['tool@1.0.0']);
    expect(unreviewedInstallScripts(tiny(), { allowScripts: { tool: false } })).toEqual([]);
    expect(unreviewedInstallScripts(tiny(), { allowScripts: { 'tool@1.0.0': true } })).toEqual([]);
  });
});

describe('production dependency licences', () => {
  it('are all reviewed', () => {
    expect(unreviewedLicences(lock)).toEqual([]);
  });

  it('fail when a new production package brings a licence nobody reviewed', () => {
    const copyleft = tiny();
    copyleft.packages['node_modules/tool'] = { ...copyleft.packages['node_modules/tool'], license: 'GPL-3.0-only' };
    copyleft.packages['node_modules/tool-linux-x64'] = { version: '1.0.0', license: '(MIT OR GPL-3.0-only)', optional: true };
    expect(unreviewedLicences(copyleft)).toEqual(['tool@1.0.0: GPL-3.0-only']);
  });

  it('are listed in docs/dependencies.md as npm run deps:licences writes it', () => {
    expect(readFileSync('docs/dependencies.md', 'utf8'), 'docs/dependencies.md is stale: run npm run deps:licences').toBe(
      dependencyList(lock),
    );
  });

  it('leave dev-only packages out', () => {
    expect(dependencyList(lock)).toContain('| **hono** |');
    expect(dependencyList(lock)).not.toMatch(/^\| (\*\*)?vitest\b/m);
  });
});

describe('security advisories', () => {
  it('of the committed snapshot cover no production dependency', () => {
    const snapshot = JSON.parse(readFileSync('security/advisories.json', 'utf8')) as AdvisorySnapshot;
    expect(advisoriesHit(lock, snapshot).map((hit) => `${hit.name}@${hit.version}: ${hit.advisory.url}`)).toEqual([]);
  });

  it('are matched against every locked production version', () => {
    const advisory = { id: 1, url: 'https://github.com/advisories/GHSA-test', title: 'test', severity: 'high' as const };
    const snapshot: AdvisorySnapshot = {
      tool: [{ ...advisory, vulnerable_versions: '<1.0.1' }],
      'tool-linux-x64': [{ ...advisory, vulnerable_versions: '>=2.0.0' }],
    };
    expect(advisoriesHit(tiny(), snapshot).map((hit) => `${hit.name}@${hit.version}`)).toEqual(['tool@1.0.0']);
  });

  it('are asked for with every production package and version', () => {
    const request = bulkRequest(lock);
    expect(request.hono).toEqual([lock.packages['node_modules/hono']?.version]);
    expect(request).not.toHaveProperty('vitest');
  });
});
