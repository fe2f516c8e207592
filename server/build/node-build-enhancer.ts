import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `dist/serve-node.js` as Waku's node build enhancer writes it, with one change: Waku gets a copy of
 * the environment taken at start instead of `process.env` itself. Waku copies the environment it is
 * handed on every request (`unstable_setAllEnv`), and each read of `process.env` goes through libc:
 * about 50 µs a request with 67 variables, as much CPU as the rest of serving a cached page. The
 * environment does not change while the server runs.
 */
const serveCode = `import { INTERNAL_runFetch, unstable_serverEntry } from './server/index.js';

const { serve } = unstable_serverEntry;

const env = { ...process.env };
const host = env.HOST;
const port = env.PORT;

serve({
  fetch: (req, ...args) => INTERNAL_runFetch(env, req, ...args),
  ...(host ? { hostname: host } : {}),
  ...(port ? { port: parseInt(port, 10) } : {}),
});
`;

type Build = (utils: unknown, options: { distDir: string }) => Promise<void>;

export default async function nodeBuildEnhancer(build: Build): Promise<Build> {
  return async (utils, options) => {
    await build(utils, options);
    writeFileSync(path.resolve(options.distDir, 'serve-node.js'), serveCode);
  };
}
