// What `npm run bench:scale` reads from a running process: RSS and CPU from /proc, and the longest
// event-loop stall seen from outside, as the latency of `/healthz` asked every 10 ms.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

const statusKb = (pid: number, field: string): number => {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

export const rssMb = (pid: number): number => statusKb(pid, 'VmRSS') / 1024;
/** The process's peak RSS so far (the kernel's high-water mark). */
export const peakRssMb = (pid: number): number => statusKb(pid, 'VmHWM') / 1024;

/** User + system CPU seconds the process has used. */
export const cpuSeconds = (pid: number): number => {
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
};

const children = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

/** The process and all its descendants. */
export const processTree = (pid: number): number[] => [pid, ...children(pid).flatMap(processTree)];

/** Samples the summed RSS of a process tree every 100 ms until stopped; returns the peak in MB. */
export const watchTreeRss = (pid: number): (() => number) => {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(
      peak,
      processTree(pid).reduce((sum, p) => sum + rssMb(p), 0),
    );
  }, 100);
  return () => {
    clearInterval(timer);
    return peak;
  };
};

export type StallWatch = {
  worstMs: () => number;
  /** What the bench was doing when the longest wait was seen. */
  worstDuring: () => string;
  /** Names what the bench does from now on, for `worstDuring`. */
  phase: (name: string) => void;
  samples: () => number;
  stop: () => void;
};

/**
 * Asks `GET /healthz` every 10 ms (one request at a time, on a kept-alive connection) and keeps the
 * longest answer: a request that waits behind work on the server's one thread shows that work.
 */
export const watchStalls = (port: number): StallWatch => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let worst = 0;
  let worstPhase = '';
  let phase = 'start';
  let count = 0;
  let running = true;
  let inFlightSince: number | undefined;
  const once = () =>
    new Promise<number>((resolve) => {
      const started = performance.now();
      inFlightSince = started;
      const req = request({ host: '127.0.0.1', port, path: '/healthz', agent, timeout: 120_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - started));
      });
      req.on('error', () => resolve(-1));
      req.on('timeout', () => req.destroy());
      req.end();
    });
  const loop = async () => {
    while (running) {
      const started = performance.now();
      const ms = await once();
      inFlightSince = undefined;
      if (ms >= 0 && running) {
        if (ms > worst) {
          worst = ms;
          worstPhase = phase;
        }
        count++;
      }
      const wait = 10 - (performance.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  };
  void loop();
  return {
    worstMs: () => worst,
    worstDuring: () => worstPhase,
    phase: (name) => {
      phase = name;
    },
    samples: () => count,
    stop: () => {
      // A request still unanswered at the end is a stall at least as long as it has waited.
      if (inFlightSince !== undefined && performance.now() - inFlightSince > worst) {
        worst = performance.now() - inFlightSince;
        worstPhase = `${phase} (unanswered at the end)`;
      }
      running = false;
      agent.destroy();
    },
  };
};
