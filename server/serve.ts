import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';

type ServeOptions = { fetch: Parameters<typeof getRequestListener>[0]; port?: number; hostname?: string };

/**
 * How long a client may take, and how many may be connected at once. Node's defaults let a client
 * that sends its headers a byte at a time hold a connection 60 s and a slow body 300 s (measured: 70 s
 * and 310 s, with the 30 s check interval), with no cap on connections: a few hundred slow clients
 * hold every socket. Headers take a real client milliseconds, a form body (32 KB at most) well under
 * a second. Keep-alive stays at Node's 5 s (the proxy's pool, server/nginx/site.conf, retries a
 * request on a connection closed under it).
 */
export const connectionLimits = {
  /** The whole request head must arrive within this. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** How often the server checks the two time-outs above (Node's default: 30 s). */
  checkIntervalMs: 1_000,
  /** Connections at once; more are refused (closed) at accept. */
  maxConnections: 1_000,
};

/** Answers a request straight from memory and returns true, or returns false to leave it to the app. */
export type HotPath = (req: IncomingMessage, res: ServerResponse) => boolean;

const DEFAULT_PORT = 8080;
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts the Node server (PORT, HOST; default :8080), with an optional hot path
 * answering from memory in front of the app, and shuts down gracefully
 * on SIGTERM/SIGINT: no new connections, in-flight requests finish, then exit.
 */
export const serveNode = (options: ServeOptions, hotPath: HotPath = () => false, limits = connectionLimits) => {
  const port = options.port || DEFAULT_PORT;
  const app = getRequestListener(options.fetch, { hostname: options.hostname });
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => {
      if (!hotPath(req, res)) void app(req, res);
    },
  );
  server.maxConnections = limits.maxConnections;
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
