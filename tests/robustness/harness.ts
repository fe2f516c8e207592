// Shared pieces of the robustness scripts (`fuzz.ts`, `chaos.ts`): a seeded PRNG, raw HTTP
// requests with a hard time-out, the crash lines of server stderr, and the same-site check every
// redirect Location must pass. The server itself is started by `../site-process.ts`.
import http from 'node:http';

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
/** The landing API's price lists (server/landing-api.ts), relative to `/landing-api/`. */
export const priceLists = [
  'servers/presets/',
  'databases/presets/',
  'apps/presets/',
  'balancers/presets/',
  's3/presets/',
  'k8s/presets/',
  'k8s/versions/',
  'k8s/network-drivers/',
];

export const prng = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
};
export type Rng = ReturnType<typeof prng>;

/** The seed of request `i`: each request has its own stream, so the set does not depend on timing. */
export const seedFor = (seed: number, i: number) =>
  (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(i + 1, 0xc2b2ae35)) >>> 0;

/**
 * A redirect target that stays on this site: one leading slash (never `//` or `/\`, which
 * browsers read as another host), no scheme, no control character (browsers strip tabs and
 * newlines, which could turn `/\t/evil` into `//evil`), and it resolves to the same origin.
 */
export const isSameSitePath = (location: string): boolean => {
  if (!location.startsWith('/') || /^\/[/\\]/.test(location)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(location)) return false;
  try {
    return new URL(location, 'http://site.invalid').origin === 'http://site.invalid';
  } catch {
    return false;
  }
};

/** Lines of server stderr that mean a crash-level fault rather than a logged, handled error. */
export const crashLines = (stderr: string): string[] =>
  stderr
    .split('\n')
    .filter((line) =>
      /unhandledRejection|unhandled rejection|uncaughtException|Uncaught|triggerUncaughtException|FATAL ERROR|"level":"fatal"|heap out of memory/i.test(
        line,
      ),
    );

export type RawRequest = {
  method: string;
  /** Sent exactly as given (node:http only refuses characters outside \x21-\xff). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body with `transfer-encoding: chunked` instead of a length. */
  chunked?: boolean;
};

export type RawResponse =
  | { ok: true; status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }
  | { ok: false; error: string; ms: number };

/**
 * One request with a hard time-out. A reset, a refused connection or a response cut off after
 * its head is an error, never retried: a server that drops a keep-alive connection under a
 * request it had already accepted is exactly what these scripts look for.
 */
export const rawRequest = (
  agent: http.Agent,
  origin: string,
  req: RawRequest,
  timeoutMs: number,
  bodyCap = 4096,
): Promise<RawResponse> => {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const started = performance.now();
    let done = false;
    const finish = (r: RawResponse) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(r);
    };
    const headers: Record<string, string> = { ...req.headers };
    if (req.body !== undefined && !req.chunked) headers['content-length'] = String(Buffer.byteLength(req.body));
    if (req.chunked) headers['transfer-encoding'] = 'chunked';
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request({ agent, hostname, port, method: req.method, path: req.path, headers });
    } catch (error) {
      // Refused by node:http before sending (a header or path it cannot write): not the server's doing.
      resolve({ ok: false, error: `client refused to send: ${String(error)}`, ms: 0 });
      return;
    }
    const timer = setTimeout(() => {
      outgoing.destroy(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    outgoing.on('response', (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => {
        if (body.length < bodyCap) body += chunk.slice(0, bodyCap - body.length);
      });
      res.on('end', () =>
        finish({ ok: true, status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }),
      );
      const cut = (what: string) =>
        finish({
          ok: false,
          error: `${what} after ${res.statusCode} ${JSON.stringify(res.headers)} and ${body.length} B`,
          ms: performance.now() - started,
        });
      res.on('aborted', () => cut('response aborted mid-body'));
      res.on('error', (error) => cut(`response error (${error.message})`));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        ok: false,
        error: `${error.code ?? 'error'}: ${error.message}${outgoing.reusedSocket ? ' (on a reused keep-alive connection)' : ''}`,
        ms: performance.now() - started,
      }),
    );
    if (req.body === undefined) outgoing.end();
    else if (req.chunked) {
      const body = Buffer.from(req.body);
      for (let i = 0; i < body.length; i += 8192) outgoing.write(body.subarray(i, i + 8192));
      outgoing.end();
    } else outgoing.end(req.body);
  });
};

/** Runs `task(i)` for i in [0, total) with at most `concurrency` at once. */
export const pool = async (total: number, concurrency: number, task: (i: number) => Promise<void>) => {
  let next = 0;
  const worker = async () => {
    while (next < total) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
};

/** VmRSS of a process in MB, from /proc (Linux). */
export const rssMb = async (pid: number): Promise<number | null> => {
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
};

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; clock ticks of 1/100 s); 0 if unreadable. */
export const cpuSeconds = async (pid: number): Promise<number> => {
  const { readFile } = await import('node:fs/promises');
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
  } catch {
    return 0;
  }
};

/**
 * The live JavaScript heap of a process started with `--inspect=host:port`, in MB, after a full
 * garbage collection (Chrome DevTools protocol: HeapProfiler.collectGarbage, Runtime.getHeapUsage).
 * Unlike RSS, which follows V8's heap sizing, this only grows when something is kept.
 */
export const liveHeapMb = async (inspectorPort: number): Promise<number> => {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error('no inspector target');
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve, reject) => {
      const mine = ++id;
      const timer = setTimeout(() => reject(new Error(`${method}: no answer`)), 30_000);
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, number> };
        if (message.id !== mine) return;
        clearTimeout(timer);
        socket.removeEventListener('message', onMessage);
        resolve(message.result ?? {});
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const usage = await call('Runtime.getHeapUsage');
    return (usage.usedSize ?? 0) / 1048576;
  } finally {
    socket.close();
  }
};
