// Makes sure the Debian tools the tests need are there: Chromium (browser and
// e2e tests), nginx (the production-topology e2e test, the benchmark) and
// systemd-analyze (the deployment unit's check, tests/unit/deploy-unit.test.ts).
// Installs what is missing with apt when we are root, otherwise fails with
// what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const tools = [
  { name: 'Chromium', path: process.env.CHROMIUM_PATH || '/usr/bin/chromium', pkg: 'chromium', version: ['--version'] },
  { name: 'nginx', path: '/usr/sbin/nginx', pkg: 'nginx-light', version: ['-v'] },
  { name: 'systemd-analyze', path: '/usr/bin/systemd-analyze', pkg: 'systemd', version: ['--version'] },
];

const missing = tools.filter((tool) => !existsSync(tool.path));
if (missing.length > 0) {
  const packages = missing.map((tool) => tool.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing: ${missing.map((t) => t.path).join(', ')}. Install with: sudo apt-get install -y ${packages.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian ${packages.join(', ')} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}
for (const tool of tools) {
  if (!existsSync(tool.path)) {
    console.error(`apt-get finished but ${tool.path} is still missing.`);
    process.exit(1);
  }
  const { stdout, stderr } = spawnSync(tool.path, tool.version, { encoding: 'utf8' });
  console.log(`${tool.name}: ${(stdout || stderr).trim().split('\n')[0]}`);
}
