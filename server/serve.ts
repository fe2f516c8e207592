import { serve } from '@hono/node-server';

type ServeOptions = Parameters<typeof serve>[0];

const DEFAULT_PORT = 8080;
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts the Node server (PORT, HOST; default :8080) and shuts down gracefully
 * on SIGTERM/SIGINT: no new connections, in-flight requests finish, then exit.
 */
export const serveNode = (options: ServeOptions) => {
  const port = 'port' in options && options.port ? options.port : DEFAULT_PORT;
  const server = serve({ ...options, port }, (info) => {
    console.log(JSON.stringify({ level: 'info', msg: 'listening', address: info.address, port: info.port }));
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
