import type { DedicatedOption, DedicatedService } from '#src/features/pricing/tariffs/types.ts';

/**
 * Dedicated server options and what goes with what. Each CPU platform takes
 * some memory sizes; each memory size some primary disks; secondary disks
 * depend on the primary disk's bay type, with a bay count limit.
 */
export const dedicatedCpus: DedicatedOption[] = [
  { id: 1, description: 'Intel Xeon E-2386G, 6 cores / 12 threads, 3.5 GHz', price: 79 },
  { id: 2, description: 'AMD EPYC 4344P, 8 cores / 16 threads, 3.8 GHz', price: 109 },
  { id: 3, description: '2 × Intel Xeon Gold 6338, 64 cores / 128 threads, 2.0 GHz', price: 389 },
];

export const dedicatedMemory: DedicatedOption[] = [
  { id: 11, description: '32 GB DDR4 ECC', price: 0 },
  { id: 12, description: '64 GB DDR4 ECC', price: 25 },
  { id: 13, description: '128 GB DDR5 ECC', price: 60 },
  { id: 14, description: '256 GB DDR4 ECC', price: 110 },
  { id: 15, description: '512 GB DDR4 ECC', price: 220 },
];

export const dedicatedPrimaryStorage: DedicatedOption[] = [
  { id: 21, description: '2 × 480 GB SATA SSD', price: 0 },
  { id: 22, description: '2 × 960 GB NVMe', price: 30 },
  { id: 23, description: '2 × 3.84 TB NVMe', price: 120 },
];

export const dedicatedSecondaryStorage: DedicatedOption[] = [
  { id: 31, description: '4 TB SATA HDD', price: 20 },
  { id: 32, description: '16 TB SATA HDD', price: 55 },
  { id: 33, description: '3.84 TB NVMe', price: 70 },
];

export const dedicatedServices: DedicatedService[] = [
  { id: 41, kind: 'adm', description: 'Managed administration', price: 49 },
  { id: 42, kind: 'adm', description: 'Monitoring and alerting', price: 9 },
  { id: 43, kind: 'raid', description: 'Hardware RAID 1 controller', price: 15 },
  { id: 44, kind: 'raid', description: 'Hardware RAID 10 controller', price: 25 },
];

export const dedicatedCompatibility = {
  memoryByCpu: { 1: [11, 12, 13], 2: [11, 12, 13], 3: [14, 15] } as Record<number, number[]>,
  primaryByMemory: { 11: [21, 22], 12: [21, 22], 13: [22, 23], 14: [22, 23], 15: [23] } as Record<number, number[]>,
  secondaryByPrimary: {
    21: { options: [31, 32], maxCount: 2 },
    22: { options: [31, 32, 33], maxCount: 2 },
    23: { options: [32, 33], maxCount: 6 },
  } as Record<number, { options: number[]; maxCount: number }>,
  /** RAID controllers need at least two secondary disks. */
  raidMinSecondary: 2,
  /** Disks each RAID controller needs beyond that minimum: RAID 10 stripes over mirrored pairs, so four. */
  raidMinSecondaryById: { 44: 4 } as Record<number, number>,
};
