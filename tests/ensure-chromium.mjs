// Makes sure Debian's Chromium is there for browser and e2e tests: installs it
// with apt when missing and we are root, otherwise fails with what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(chromium)) {
    console.error(`apt-get finished but ${chromium} is still missing.`);
    process.exit(1);
  }
}
console.log(`Chromium: ${execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim()}`);
