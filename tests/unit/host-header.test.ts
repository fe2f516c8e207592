import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono/tiny';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostHeaderCount, isValidHost } from '#server/host-header.ts';
import { health } from '#server/middleware/health.ts';
import { referrals } from '#server/middleware/referrals.ts';
import { requestLog } from '#server/middleware/request-log.ts';
import type { SiteEnv } from '#server/middleware/site-env.ts';
import { urlRules } from '#server/middleware/url-rules.ts';
import { pipeline } from '#server/pipeline.ts';

/** Host values that made the URL parser throw (issue 30 item 6, issue 24 item 13): a 500 and no log line. */
const numericLastLabel = [
  '1.2.3.4.5',
  '256.1.1.1',
  '1.2.3.09',
  '09',
  '4294967296',
  '0x100000000',
  'foo.0x10',
  'foo.123',
  'x.1.2',
  'www.127.0.0.1',
];
/** Hosts the URL parser would rewrite, so the site would answer for another host than the one named. */
const rewritten = ['1.2.3', '0x7f.1', '017.0.0.1', '2130706433', 'EXAMPLE.com\u0130'];
const otherBad = [
  '',
  'a..b',
  'x'.repeat(300),
  `${'a'.repeat(64)}.example`,
  'example.com:99999',
  'example.com:',
  'münchen.example',
  'exa mple.com',
  'user@example.com',
  '[::1',
  '[not-ipv6]',
  'example.com/path',
];
const good = [
  'localhost',
  'localhost:8080',
  'nuvora.cloud',
  'www.nuvora.cloud',
  'NUVORA.cloud',
  'nuvora.cloud.',
  '127.0.0.1',
  '127.0.0.1:9200',
  '[::1]',
  '[::1]:8080',
  'xn--mnchen-3ya.example',
  'my_host.internal',
];

describe('Host header shape', () => {
  it('accepts host names, dotted IPv4 and bracketed IPv6, with or without a port', () => {
    for (const host of good) expect(isValidHost(host), host).toBe(true);
  });

  it('refuses a last label that is a number but not an IPv4 address, with or without a port', () => {
    for (const host of numericLastLabel) {
      expect(isValidHost(host), host).toBe(false);
      expect(isValidHost(`${host}:8080`), `${host}:8080`).toBe(false);
    }
  });

  it('refuses hosts the URL parser would rewrite, and what is no host at all', () => {
    for (const host of [...rewritten, ...otherBad]) expect(isValidHost(host), JSON.stringify(host)).toBe(false);
    expect(isValidHost(undefined)).toBe(false);
  });

  it('counts Host header lines, which Node folds to the first', () => {
    expect(hostHeaderCount(['Host', 'a', 'Accept', '*/*', 'host', 'b'])).toBe(2);
    expect(hostHeaderCount(['Host', 'a'])).toBe(1);
  });

  it('is checked right after the request log, before any step reads the URL', () => {
    expect(pipeline[0]?.name).toBe('request log');
    expect(pipeline[1]?.name).toBe('host check');
  });
});

/** The first steps of the pipeline on a real node:http server, where the Host header builds the URL. */
describe('a request with a bad Host, on the wire', () => {
  let server: Server;
  let port = 0;
  const lines: string[] = [];
  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Hono<SiteEnv>();
    const hostCheck = pipeline.find((step) => step.name === 'host check');
    app.use(requestLog);
    if (hostCheck) app.use(hostCheck.handler({} as never) as never);
    app.route('/', health);
    app.use(referrals(() => {}, 0));
    app.use(
      urlRules(
        [],
        async () => null,
        async () => null,
      ),
    );
    app.get('*', (c) => c.text('page'));
    const listener = getRequestListener(app.fetch);
    server = createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    vi.restoreAllMocks();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Sends `head` as written (node:http's client would refuse two Host lines) and returns the status. */
  const send = (head: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(`${head}\r\nConnection: close\r\n\r\n`, 'latin1'));
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        answer += chunk;
      });
      socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
      socket.on('error', reject);
    });

  it('answers 400 on every route, /healthz included, and logs the answer', async () => {
    for (const host of [...numericLastLabel, ...numericLastLabel.map((h) => `${h}:8080`)]) {
      for (const path of ['/healthz', '/pricing/', '/docs/?i=1&a=2']) {
        lines.length = 0;
        expect(await send(`GET ${path} HTTP/1.1\r\nHost: ${host}`), `${host} ${path}`).toBe(400);
        expect(
          lines.map((line) => JSON.parse(line).status),
          `${host} ${path} logged`,
        ).toEqual([400]);
      }
    }
  });

  it('answers 400 when the first of two Host headers is bad, and when both are good', async () => {
    expect(await send('GET /healthz HTTP/1.1\r\nHost: 1.2.3.4.5\r\nHost: localhost')).toBe(400);
    expect(await send('GET /healthz HTTP/1.1\r\nHost: localhost\r\nHost: localhost')).toBe(400);
  });

  it('answers a good host as before', async () => {
    for (const host of good) expect(await send(`GET /healthz HTTP/1.1\r\nHost: ${host}`), host).toBe(200);
    expect(await send('GET /pricing/ HTTP/1.1\r\nHost: localhost')).toBe(200);
  });
});
