import { proxy } from 'valtio/vanilla';

export type ConfigOption = { id: number; description: string; price: number };
export type ConfigService = ConfigOption & { kind: 'adm' | 'raid' };

/** What the configurator asks the main API, one call per cascade step (spec §7). */
export type DedicatedApi = {
  cpus(): Promise<ConfigOption[]>;
  memory(cpuId: number): Promise<ConfigOption[]>;
  primaryStorage(cpuId: number, memoryId: number): Promise<ConfigOption[]>;
  secondaryStorage(cpuId: number, memoryId: number, primaryId: number): Promise<{ options: ConfigOption[]; maxCount: number }>;
  services(cpuId: number, memoryId: number, primaryId: number, secondaryIds: readonly number[]): Promise<ConfigService[]>;
  cost(
    cpuId: number,
    memoryId: number,
    primaryId: number,
    secondaryIds: readonly number[],
    serviceIds: readonly number[],
  ): Promise<number>;
};

export type Choice = {
  cpuId: number | null;
  memoryId: number | null;
  primaryId: number | null;
  secondaryIds: number[];
  serviceIds: number[];
};

type Step = 'cpus' | 'memory' | 'primary' | 'secondary' | 'services' | 'cost';

export type ConfiguratorState = {
  cpus: ConfigOption[];
  memory: ConfigOption[];
  primary: ConfigOption[];
  secondary: ConfigOption[];
  /** How many secondary disks fit (from the API's response header). */
  secondaryMax: number;
  services: ConfigService[];
  choice: Choice;
  /** Monthly total of the complete configuration, or null until there is one. */
  totalCost: number | null;
  pending: Step | null;
  /** The step whose request failed last; its choice was rolled back. */
  failed: Step | null;
};

/** How many of one secondary disk may be chosen: the max count less the other disks already chosen. */
export const secondaryRoom = (maxCount: number, secondaryIds: readonly number[], diskId: number): number =>
  Math.max(0, maxCount - secondaryIds.filter((id) => id !== diskId).length);

const emptyChoice = (): Choice => ({ cpuId: null, memoryId: null, primaryId: null, secondaryIds: [], serviceIds: [] });

/**
 * The dedicated-server cascade (spec §4) as a state machine, one per render
 * tree: choosing a CPU loads memory, then primary storage, then secondary
 * storage (limited by the max count), then services and the cost. Every
 * change clears and re-runs what follows it; answers to a superseded request
 * are ignored; a failed request puts the previous choice back.
 */
export const createDedicatedConfigurator = (api: DedicatedApi) => {
  const state = proxy<ConfiguratorState>({
    cpus: [],
    memory: [],
    primary: [],
    secondary: [],
    secondaryMax: 0,
    services: [],
    choice: emptyChoice(),
    totalCost: null,
    pending: null,
    failed: null,
  });
  // Bumped by every change; a response is applied only while its generation is current.
  let generation = 0;

  const run = async <T>(
    step: Step,
    request: () => Promise<T>,
    apply: (value: T) => void | Promise<void>,
    rollback: () => void,
  ) => {
    const mine = ++generation;
    state.pending = step;
    state.failed = null;
    try {
      const value = await request();
      if (mine !== generation) return;
      // A step that leads on to the next one (services → cost) hands over to that request.
      await apply(value);
    } catch (error) {
      if (mine !== generation) return;
      console.error(JSON.stringify({ level: 'error', msg: 'configurator request failed', step, error: String(error) }));
      rollback();
      state.failed = step;
    } finally {
      if (mine === generation) state.pending = null;
    }
  };

  const snapshot = () => ({
    choice: { ...state.choice, secondaryIds: [...state.choice.secondaryIds], serviceIds: [...state.choice.serviceIds] },
    memory: state.memory,
    primary: state.primary,
    secondary: state.secondary,
    secondaryMax: state.secondaryMax,
    services: state.services,
    totalCost: state.totalCost,
  });
  const restore = (saved: ReturnType<typeof snapshot>) => () => Object.assign(state, saved);

  const requireChoice = () => {
    const { cpuId, memoryId, primaryId } = state.choice;
    if (cpuId === null || memoryId === null || primaryId === null) throw new Error('incomplete configuration');
    return { cpuId, memoryId, primaryId };
  };

  const loadCost = () => {
    const { cpuId, memoryId, primaryId } = requireChoice();
    const { secondaryIds, serviceIds } = state.choice;
    const saved = snapshot();
    return run(
      'cost',
      () => api.cost(cpuId, memoryId, primaryId, secondaryIds, serviceIds),
      (total) => {
        state.totalCost = total;
      },
      restore(saved),
    );
  };

  const loadServices = () => {
    const { cpuId, memoryId, primaryId } = requireChoice();
    const saved = snapshot();
    state.services = [];
    state.choice.serviceIds = [];
    state.totalCost = null;
    return run(
      'services',
      () => api.services(cpuId, memoryId, primaryId, state.choice.secondaryIds),
      (services) => {
        state.services = services;
        return loadCost();
      },
      restore(saved),
    );
  };

  return {
    state,
    load: () =>
      run(
        'cpus',
        () => api.cpus(),
        (cpus) => {
          state.cpus = cpus;
        },
        () => {},
      ),
    chooseCpu(cpuId: number) {
      const saved = snapshot();
      Object.assign(state, { memory: [], primary: [], secondary: [], secondaryMax: 0, services: [], totalCost: null });
      state.choice = { ...emptyChoice(), cpuId };
      return run(
        'memory',
        () => api.memory(cpuId),
        (memory) => {
          state.memory = memory;
        },
        restore(saved),
      );
    },
    chooseMemory(memoryId: number) {
      const { cpuId } = state.choice;
      if (cpuId === null) return Promise.resolve();
      const saved = snapshot();
      Object.assign(state, { primary: [], secondary: [], secondaryMax: 0, services: [], totalCost: null });
      state.choice = { ...emptyChoice(), cpuId, memoryId };
      return run(
        'primary',
        () => api.primaryStorage(cpuId, memoryId),
        (primary) => {
          state.primary = primary;
        },
        restore(saved),
      );
    },
    choosePrimary(primaryId: number) {
      const { cpuId, memoryId } = state.choice;
      if (cpuId === null || memoryId === null) return Promise.resolve();
      const saved = snapshot();
      Object.assign(state, { secondary: [], secondaryMax: 0, services: [], totalCost: null });
      state.choice = { ...emptyChoice(), cpuId, memoryId, primaryId };
      return run(
        'secondary',
        () => api.secondaryStorage(cpuId, memoryId, primaryId),
        ({ options, maxCount }) => {
          state.secondary = options;
          state.secondaryMax = maxCount;
          return loadServices();
        },
        restore(saved),
      );
    },
    /** Sets how many of one secondary disk the server gets, within the max count. */
    setSecondaryCount(diskId: number, count: number) {
      const others = state.choice.secondaryIds.filter((id) => id !== diskId);
      const room = secondaryRoom(state.secondaryMax, state.choice.secondaryIds, diskId);
      const wanted = Math.max(0, Math.min(Math.floor(count), room));
      state.choice.secondaryIds = [...others, ...Array.from({ length: wanted }, () => diskId)];
      return loadServices();
    },
    /** Ticks or unticks a service; ticking a RAID controller unticks the other one. */
    toggleService(serviceId: number) {
      const chosen = state.choice.serviceIds;
      const raidIds = new Set(state.services.filter((s) => s.kind === 'raid').map((s) => s.id));
      const kept = raidIds.has(serviceId) ? chosen.filter((id) => !raidIds.has(id)) : chosen;
      state.choice.serviceIds = chosen.includes(serviceId) ? chosen.filter((id) => id !== serviceId) : [...kept, serviceId];
      return loadCost();
    },
    /** The one RAID controller (RAID 1 or RAID 10 exclude each other), or none. */
    chooseRaid(serviceId: number | null) {
      const raidIds = new Set(state.services.filter((s) => s.kind === 'raid').map((s) => s.id));
      const others = state.choice.serviceIds.filter((id) => !raidIds.has(id));
      state.choice.serviceIds = serviceId === null || !raidIds.has(serviceId) ? others : [...others, serviceId];
      return loadCost();
    },
    /** Drops every additional service (spec §4: reset on demand). */
    resetServices() {
      state.choice.serviceIds = [];
      return state.choice.primaryId === null ? Promise.resolve() : loadCost();
    },
  };
};

export type DedicatedConfigurator = ReturnType<typeof createDedicatedConfigurator>;
