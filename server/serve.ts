import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';

type ServeOptions = { fetch: Parameters<typeof getRequestListener>[0]; port?: number; hostname?: string };

/** Answers a request straight from memory and returns true, or returns false to leave it to the app. */
export type HotPath = (req: IncomingMessage, res: ServerResponse) => boolean;

const DEFAULT_PORT = 8080;
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts the Node server (PORT, HOST; default :8080), with an optional hot path
 * answering from memory in front of the app, and shuts down gracefully
 * on SIGTERM/SIGINT: no new connections, in-flight requests finish, then exit.
 */
export const serveNode = (options: ServeOptions, hotPath: HotPath = () => false) => {
  const port = options.port || DEFAULT_PORT;
  const app = getRequestListener(options.fetch, { hostname: options.hostname });
  const server = createServer((req, res) => {
    if (!hotPath(req, res)) void app(req, res);
  });
  server.listen(port, options.hostname, () => {
    console.log(JSON.stringify({ level: 'info', msg: 'listening', address: options.hostname ?? '::', port }));
  });
  server.on('error', (error) => {
    console.error(JSON.stringify({ level: 'fatal', msg: 'server error', error: String(error) }));
    process.exit(1);
  });
  const shutdown = (signal: string) => {
    console.log(JSON.stringify({ level: 'info', msg: 'shutting down', signal }));
    server.close(() => process.exit(0));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return server;
};
