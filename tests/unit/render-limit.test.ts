import { describe, expect, it } from 'vitest';
import { createRenderLimit } from '../../server/render-limit.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('render limit', () => {
  it('runs at most `max` renders at once and the rest in arrival order', async () => {
    const limit = createRenderLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const done = gates.map((gate, i) =>
      limit.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limit.active, limit.waiting]).toEqual([2, 3]);
    gates[1]?.resolve();
    await done[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    // A newcomer while the slot is handed over still queues behind the waiting ones.
    const late = limit.run(async () => {
      started.push(5);
      return 5;
    });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all([...done, late])).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a render fails', async () => {
    const limit = createRenderLimit(1);
    await expect(limit.run(async () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.active).toBe(0);
  });
});
