import { connect, createServer } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectionLimits, serveNode } from '#server/serve.ts';

// A real socket, as a slow client would hold one, on a port the system finds free.
let PORT = 0;
beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  PORT = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
});
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const start = (limits: typeof connectionLimits) => {
  const server = serveNode({ fetch: () => new Response('ok'), port: PORT, hostname: '127.0.0.1' }, () => false, limits);
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return new Promise<typeof server>((resolve) => server.once('listening', () => resolve(server)));
};

/** Opens a connection, sends `head` and never finishes the request; resolves with how long the server kept it open. */
const slowClient = (head: string) =>
  new Promise<number>((resolve) => {
    const started = performance.now();
    const socket = connect(PORT, '127.0.0.1', () => socket.write(head));
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => resolve(performance.now() - started));
  });

describe('slow clients (issue 30, item 12)', () => {
  it('bounds how long a request head, a whole request and an idle connection may take, and how many connections', () => {
    // Node's defaults: 60 s for the head, 300 s for the request, connections unbounded.
    expect(connectionLimits.headersTimeoutMs).toBeLessThanOrEqual(10_000);
    expect(connectionLimits.requestTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(connectionLimits.keepAliveTimeoutMs).toBeLessThanOrEqual(5_000);
    expect(connectionLimits.checkIntervalMs).toBeLessThanOrEqual(1_000);
    expect(Number.isFinite(connectionLimits.maxConnections)).toBe(true);
  });

  it('gives the limits to the server it starts', async () => {
    const server = await start(connectionLimits);
    expect(server.headersTimeout).toBe(connectionLimits.headersTimeoutMs);
    expect(server.requestTimeout).toBe(connectionLimits.requestTimeoutMs);
    expect(server.keepAliveTimeout).toBe(connectionLimits.keepAliveTimeoutMs);
    expect(server.maxConnections).toBe(connectionLimits.maxConnections);
  });

  it('drops a client that never finishes its headers, or its body, once its time is up', async () => {
    await start({ ...connectionLimits, headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 100 });
    const [slowHeaders, slowBody] = await Promise.all([
      slowClient('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: '),
      slowClient('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\nabc'),
    ]);
    expect(slowHeaders).toBeLessThan(3_000);
    expect(slowBody).toBeLessThan(3_000);
  });

  it('refuses connections past the cap', async () => {
    await start({ ...connectionLimits, maxConnections: 1 });
    const first = connect(PORT, '127.0.0.1');
    await new Promise((resolve) => first.once('connect', resolve));
    const secondClosed = await slowClient('GET / HTTP/1.1\r\nHost: localhost\r\n');
    first.destroy();
    expect(secondClosed).toBeLessThan(3_000);
  });
});
