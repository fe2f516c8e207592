import {
  dedicatedCompatibility,
  dedicatedCpus,
  dedicatedMemory,
  dedicatedPrimaryStorage,
  dedicatedSecondaryStorage,
  dedicatedServices,
} from './embedded/dedicated.ts';
import type { DedicatedOption, DedicatedService } from './types.ts';

/** A choice that does not fit the ones before it; the API answers 400 with the message. */
export class IncompatibleChoice extends Error {}

export type DedicatedChoice = {
  cpuId: number;
  memoryId?: number;
  primaryStorageId?: number;
  secondaryStorageIds?: readonly number[];
  serviceIds?: readonly number[];
};

const pick = (options: readonly DedicatedOption[], ids: readonly number[]) => options.filter((o) => ids.includes(o.id));

const memoryIdsFor = (cpuId: number) => {
  const ids = dedicatedCompatibility.memoryByCpu[cpuId];
  if (!ids) throw new IncompatibleChoice(`Unknown cpu_id ${cpuId}.`);
  return ids;
};

const primaryIdsFor = (choice: DedicatedChoice) => {
  const memoryId = choice.memoryId;
  if (memoryId === undefined || !memoryIdsFor(choice.cpuId).includes(memoryId)) {
    throw new IncompatibleChoice(`memory_id ${memoryId} does not fit cpu_id ${choice.cpuId}.`);
  }
  return dedicatedCompatibility.primaryByMemory[memoryId] ?? [];
};

const secondaryFor = (choice: DedicatedChoice) => {
  const primaryId = choice.primaryStorageId;
  if (primaryId === undefined || !primaryIdsFor(choice).includes(primaryId)) {
    throw new IncompatibleChoice(`primary_storage_id ${primaryId} does not fit memory_id ${choice.memoryId}.`);
  }
  return dedicatedCompatibility.secondaryByPrimary[primaryId] ?? { options: [], maxCount: 0 };
};

const checkedSecondary = (choice: DedicatedChoice) => {
  const { options, maxCount } = secondaryFor(choice);
  const chosen = choice.secondaryStorageIds ?? [];
  if (chosen.length > maxCount) throw new IncompatibleChoice(`At most ${maxCount} secondary disks fit this server.`);
  for (const id of chosen) {
    if (!options.includes(id))
      throw new IncompatibleChoice(`secondary_storage_id ${id} does not fit primary_storage_id ${choice.primaryStorageId}.`);
  }
  return chosen;
};

/**
 * The dedicated-server cascade of spec §4 on the embedded catalog: each step
 * lists the options that fit the choices before it.
 */
export const dedicatedConfiguration = {
  cpus: (): DedicatedOption[] => [...dedicatedCpus],
  memory: (cpuId: number): DedicatedOption[] => pick(dedicatedMemory, memoryIdsFor(cpuId)),
  primaryStorage: (choice: DedicatedChoice): DedicatedOption[] => pick(dedicatedPrimaryStorage, primaryIdsFor(choice)),
  /** Options and how many secondary disks fit at most (the API sends the count in a header). */
  secondaryStorage: (choice: DedicatedChoice): { options: DedicatedOption[]; maxCount: number } => {
    const { options, maxCount } = secondaryFor(choice);
    return { options: pick(dedicatedSecondaryStorage, options), maxCount };
  },
  /** Administration always; RAID controllers only with the disks they need (two; RAID 10 four). */
  services: (choice: DedicatedChoice): DedicatedService[] => {
    const disks = checkedSecondary(choice).length;
    const needed = (s: DedicatedService) =>
      dedicatedCompatibility.raidMinSecondaryById[s.id] ?? dedicatedCompatibility.raidMinSecondary;
    return dedicatedServices.filter((s) => s.kind === 'adm' || disks >= needed(s));
  },
  /** Monthly total in USD of a complete configuration. */
  cost: (choice: DedicatedChoice): number => {
    const cpu = dedicatedCpus.find((o) => o.id === choice.cpuId);
    const memory = dedicatedConfiguration.memory(choice.cpuId).find((o) => o.id === choice.memoryId);
    const primary = dedicatedConfiguration.primaryStorage(choice).find((o) => o.id === choice.primaryStorageId);
    const secondary = checkedSecondary(choice).map((id) => dedicatedSecondaryStorage.find((o) => o.id === id)?.price ?? 0);
    const available = dedicatedConfiguration.services(choice);
    const services = (choice.serviceIds ?? []).map((id) => {
      const service = available.find((s) => s.id === id);
      if (!service) throw new IncompatibleChoice(`service_id ${id} is not available for this configuration.`);
      return service;
    });
    // A server has one RAID controller: RAID 1 and RAID 10 exclude each other.
    if (services.filter((s) => s.kind === 'raid').length > 1)
      throw new IncompatibleChoice('Only one RAID controller fits a server.');
    if (!cpu || !memory || !primary)
      throw new IncompatibleChoice('A complete configuration needs cpu, memory and primary storage.');
    return [cpu.price, memory.price, primary.price, ...secondary, ...services.map((s) => s.price)].reduce((a, b) => a + b, 0);
  },
};
