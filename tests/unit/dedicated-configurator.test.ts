import { describe, expect, it } from 'vitest';
import { createDedicatedConfigurator, type DedicatedApi, secondaryRoom } from '#src/features/pricing/dedicated-configurator.ts';
import { dedicatedConfiguration } from '#src/features/pricing/tariffs/dedicated-configuration.ts';

/** The embedded catalog as the API, with hooks to delay or fail a step. */
const embeddedApi = (overrides: Partial<DedicatedApi> = {}): DedicatedApi => ({
  cpus: async () => dedicatedConfiguration.cpus(),
  memory: async (cpuId) => dedicatedConfiguration.memory(cpuId),
  primaryStorage: async (cpuId, memoryId) => dedicatedConfiguration.primaryStorage({ cpuId, memoryId }),
  secondaryStorage: async (cpuId, memoryId, primaryStorageId) =>
    dedicatedConfiguration.secondaryStorage({ cpuId, memoryId, primaryStorageId }),
  services: async (cpuId, memoryId, primaryStorageId, secondaryStorageIds) =>
    dedicatedConfiguration.services({ cpuId, memoryId, primaryStorageId, secondaryStorageIds }),
  cost: async (cpuId, memoryId, primaryStorageId, secondaryStorageIds, serviceIds) =>
    dedicatedConfiguration.cost({ cpuId, memoryId, primaryStorageId, secondaryStorageIds, serviceIds }),
  ...overrides,
});

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('dedicated configurator', () => {
  it('walks the cascade to a cost: CPU → memory → primary → secondary → services → cost', async () => {
    const c = createDedicatedConfigurator(embeddedApi());
    await c.load();
    expect(c.state.cpus.map((o) => o.id)).toEqual([1, 2, 3]);
    await c.chooseCpu(2);
    expect(c.state.memory.map((o) => o.id)).toEqual([11, 12, 13]);
    await c.chooseMemory(13);
    expect(c.state.primary.map((o) => o.id)).toEqual([22, 23]);
    await c.choosePrimary(23);
    expect(c.state.secondaryMax).toBe(6);
    expect(c.state.totalCost).toBe(109 + 60 + 120);
    await c.setSecondaryCount(33, 4);
    expect(c.state.services.some((s) => s.kind === 'raid')).toBe(true);
    await c.toggleService(44);
    expect(c.state.totalCost).toBe(109 + 60 + 120 + 280 + 25);
    expect(c.state.pending).toBeNull();
  });

  it('has one RAID controller at most, and offers RAID 10 only from four disks (issue 25.9)', async () => {
    const c = createDedicatedConfigurator(embeddedApi());
    await c.chooseCpu(2);
    await c.chooseMemory(13);
    await c.choosePrimary(23);
    await c.setSecondaryCount(33, 2);
    expect(c.state.services.filter((s) => s.kind === 'raid').map((s) => s.id)).toEqual([43]);
    await c.setSecondaryCount(33, 4);
    expect(c.state.services.filter((s) => s.kind === 'raid').map((s) => s.id)).toEqual([43, 44]);
    await c.toggleService(41);
    await c.toggleService(43);
    await c.toggleService(44);
    expect(c.state.choice.serviceIds).toEqual([41, 44]);
    await c.chooseRaid(43);
    expect(c.state.choice.serviceIds).toEqual([41, 43]);
    expect(c.state.totalCost).toBe(109 + 60 + 120 + 280 + 49 + 15);
    await c.chooseRaid(null);
    expect(c.state.choice.serviceIds).toEqual([41]);
    // The catalog refuses both at once, as the billing API would.
    expect(() =>
      dedicatedConfiguration.cost({
        cpuId: 2,
        memoryId: 13,
        primaryStorageId: 23,
        secondaryStorageIds: [33, 33, 33, 33],
        serviceIds: [43, 44],
      }),
    ).toThrow(/one RAID controller/);
  });

  it('offers each disk only the counts that fit beside the others', () => {
    expect(secondaryRoom(2, [], 31)).toBe(2);
    expect(secondaryRoom(2, [31, 31], 32)).toBe(0);
    expect(secondaryRoom(2, [31, 31], 31)).toBe(2);
    expect(secondaryRoom(6, [31, 32], 33)).toBe(4);
  });

  it('keeps secondary disks within the max count', async () => {
    const c = createDedicatedConfigurator(embeddedApi());
    await c.chooseCpu(1);
    await c.chooseMemory(11);
    await c.choosePrimary(21);
    await c.setSecondaryCount(31, 5);
    expect(c.state.choice.secondaryIds).toEqual([31, 31]);
    await c.setSecondaryCount(32, 1);
    expect(c.state.choice.secondaryIds).toEqual([31, 31]);
  });

  it('re-runs everything after a changed step', async () => {
    const c = createDedicatedConfigurator(embeddedApi());
    await c.chooseCpu(2);
    await c.chooseMemory(13);
    await c.choosePrimary(23);
    await c.chooseCpu(3);
    expect(c.state.choice).toEqual({ cpuId: 3, memoryId: null, primaryId: null, secondaryIds: [], serviceIds: [] });
    expect(c.state.primary).toEqual([]);
    expect(c.state.totalCost).toBeNull();
    expect(c.state.memory.map((o) => o.id)).toEqual([14, 15]);
  });

  it('ignores the answer to a superseded request', async () => {
    const slow = deferred<{ id: number; description: string; price: number }[]>();
    const c = createDedicatedConfigurator(
      embeddedApi({ memory: (cpuId) => (cpuId === 1 ? slow.promise : Promise.resolve(dedicatedConfiguration.memory(cpuId))) }),
    );
    const first = c.chooseCpu(1);
    await c.chooseCpu(3);
    slow.resolve([{ id: 99, description: 'stale', price: 0 }]);
    await first;
    expect(c.state.choice.cpuId).toBe(3);
    expect(c.state.memory.map((o) => o.id)).toEqual([14, 15]);
  });

  it('puts the previous choice back when a request fails', async () => {
    const c = createDedicatedConfigurator(embeddedApi({ primaryStorage: async () => Promise.reject(new Error('502')) }));
    await c.chooseCpu(2);
    await c.chooseMemory(12);
    expect(c.state.failed).toBe('primary');
    expect(c.state.choice.memoryId).toBeNull();
    expect(c.state.choice.cpuId).toBe(2);
    expect(c.state.memory.map((o) => o.id)).toEqual([11, 12, 13]);
    expect(c.state.pending).toBeNull();
  });

  it('resets additional services on demand', async () => {
    const c = createDedicatedConfigurator(embeddedApi());
    await c.chooseCpu(1);
    await c.chooseMemory(11);
    await c.choosePrimary(21);
    await c.toggleService(41);
    expect(c.state.totalCost).toBe(79 + 0 + 0 + 49);
    await c.resetServices();
    expect(c.state.choice.serviceIds).toEqual([]);
    expect(c.state.totalCost).toBe(79);
  });
});
