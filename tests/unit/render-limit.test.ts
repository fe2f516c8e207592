import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRenderLimit, RenderAbandoned, RenderQueueFull } from '#server/render-limit.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const settle = () => vi.advanceTimersByTimeAsync(0);

/** `count` renders queued at once, each noting that it started and finishing when its gate opens. */
const queueRenders = (limit: ReturnType<typeof createRenderLimit>, count: number) => {
  const gates = Array.from({ length: count }, deferred);
  const started: number[] = [];
  const done = gates.map((gate, i) =>
    limit.run(async () => {
      started.push(i);
      await gate.promise;
      return i;
    }),
  );
  return { gates, started, done };
};

describe('render limit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one render at a time, the others in arrival order', async () => {
    const limit = createRenderLimit({ max: 4, stalledAfterMs: 100 });
    const { gates, started, done } = queueRenders(limit, 3);
    await settle();
    expect(started).toEqual([0]);
    expect([limit.active, limit.waiting]).toEqual([1, 2]);
    gates[0]?.resolve();
    expect(await done[0]).toBe(0);
    await settle();
    expect(started).toEqual([0, 1]);
    // A newcomer while the turn is handed over still queues behind the waiting ones.
    const late = limit.run(async () => {
      started.push(3);
      return 3;
    });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all([...done, late])).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it('starts the next render beside one that stalls, up to `max` in flight', async () => {
    const limit = createRenderLimit({ max: 2, stalledAfterMs: 100 });
    const { gates, started, done } = queueRenders(limit, 3);
    await vi.advanceTimersByTimeAsync(99);
    expect(started).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([0, 1]);
    // Two in flight, both stalled: the third waits for one of them to finish.
    await vi.advanceTimersByTimeAsync(500);
    expect([limit.active, limit.waiting]).toEqual([2, 1]);
    gates[0]?.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2]);
  });

  it('frees the turn when a render fails', async () => {
    const limit = createRenderLimit({ max: 4, stalledAfterMs: 100 });
    await expect(limit.run(async () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.active).toBe(0);
  });

  it('refuses a render past `maxWaiting` queued ones instead of queueing it without bound (issue 30, item 12)', async () => {
    const limit = createRenderLimit({ max: 1, stalledAfterMs: 100, maxWaiting: 2 });
    const { gates, done } = queueRenders(limit, 3);
    await settle();
    expect([limit.active, limit.waiting]).toEqual([1, 2]);
    await expect(limit.run(async () => 'one too many')).rejects.toBeInstanceOf(RenderQueueFull);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2]);
    expect(await limit.run(async () => 'room again')).toBe('room again');
  });

  it('drops a queued render whose client left, without running it', async () => {
    const limit = createRenderLimit({ max: 1, stalledAfterMs: 100 });
    const { gates, done } = queueRenders(limit, 1);
    const left = new AbortController();
    let ran = false;
    const dropped = limit.run(
      async () => {
        ran = true;
        return 'dropped';
      },
      { signal: left.signal },
    );
    await settle();
    expect(limit.waiting).toBe(1);
    left.abort();
    await expect(dropped).rejects.toBeInstanceOf(RenderAbandoned);
    expect(limit.waiting).toBe(0);
    gates[0]?.resolve();
    expect(await done[0]).toBe(0);
    await settle();
    expect(ran).toBe(false);
    await expect(limit.run(async () => 'x', { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(RenderAbandoned);
  });
});
