// The built server (`dist/serve-node.js`) as a child process of a test script: the crash, fuzz,
// chaos and Lighthouse runs start it here. Run `npm run build` first.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type SiteProcess = {
  child: ChildProcess;
  origin: string;
  /** Everything the server wrote to stderr so far. */
  stderr: () => string;
  /** Set when the process exited (code or signal). */
  exited: () => string | null;
  stop: () => Promise<void>;
};

/**
 * The environment (glibc malloc settings) and Node options `npm run serve` starts the site with
 * (package.json, the one place they are set), so the test and benchmark runs measure the process
 * production runs.
 */
export const serveCommand = (): { env: Record<string, string>; nodeArgs: string[] } => {
  const words = (JSON.parse(readFileSync('package.json', 'utf8')).scripts.serve as string).split(/\s+/);
  const node = words.indexOf('node');
  return {
    env: Object.fromEntries(words.slice(0, node).map((word) => word.split('=', 2) as [string, string])),
    nodeArgs: words.slice(node + 1, words.indexOf('dist/serve-node.js')),
  };
};

/**
 * Starts `dist/serve-node.js` on 127.0.0.1:port with exactly the given environment on top of
 * PATH/HOME, with the production Node options and `nodeArgs` (such as an inspector port).
 */
export const startSite = async (port: number, env: Record<string, string>, nodeArgs: string[] = []): Promise<SiteProcess> => {
  const base: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) if (process.env[key]) base[key] = process.env[key] as string;
  const serve = serveCommand();
  const child = spawn(process.execPath, [...serve.nodeArgs, ...nodeArgs, 'dist/serve-node.js'], {
    env: { ...base, ...serve.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    // Keep the first 4 MB: enough to find any crash, bounded under a flood of logged errors.
    if (err.length < 4_000_000) err += chunk;
  });
  let exit: string | null = null;
  child.on('exit', (code, signal) => {
    exit = `exit code ${code}, signal ${signal}`;
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (exit) throw new Error(`the site exited while starting (${exit}):\n${err.slice(0, 2000)}`);
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i === 299) throw new Error('the site did not start within 30 s (run `npm run build` first)');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    origin,
    stderr: () => err,
    exited: () => exit,
    stop: async () => {
      if (exit) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 12_000))]);
      if (!exit) child.kill('SIGKILL');
    },
  };
};
