import type { RegistrationTariff } from '#src/features/pricing/tariffs/types.ts';

/**
 * The localized RU/PL registration offer (`/v1.1/registration/servers`),
 * prices in roubles per month. Polish plans have odd ids within 175–199.
 */
const tariff = (
  id: number,
  caption: string,
  cpu: [vendor: string, short: string, cores: number],
  memoryMb: number,
  disk: [desc: string, count: number, iface: string],
  price: number,
  oldPrice: number | null,
  frame: 'hit' | 'sale' | null,
): RegistrationTariff => ({
  id,
  config_plan_id: id,
  config_plan_admin_id: 9000 + id,
  caption,
  cpu_vendor: cpu[0],
  cpu_vendor_short: cpu[1],
  cpu_cores: cpu[2],
  memory: memoryMb,
  memory_type: 'DDR4',
  disk_desc: disk[0],
  disk_count: disk[1],
  disk_interface: disk[2],
  price,
  old_price: oldPrice,
  frame: { type: frame },
  addons: [
    { id: id * 10 + 1, name: 'Backups', price: Math.round(price * 0.1) },
    { id: id * 10 + 2, name: 'Additional IPv4', price: 150 },
  ],
});

export const registrationTariffs: RegistrationTariff[] = [
  tariff(170, 'Start', ['Intel Xeon', 'Xeon', 1], 1024, ['25 GB NVMe', 1, 'NVMe'], 299, null, null),
  tariff(172, 'Basic', ['Intel Xeon', 'Xeon', 2], 2048, ['50 GB NVMe', 1, 'NVMe'], 549, 649, 'sale'),
  tariff(174, 'Business', ['AMD EPYC', 'EPYC', 4], 8192, ['160 GB NVMe', 1, 'NVMe'], 1490, null, 'hit'),
  tariff(200, 'Pro', ['AMD EPYC', 'EPYC', 8], 16384, ['320 GB NVMe', 2, 'NVMe'], 2990, 3490, 'sale'),
  tariff(175, 'Warszawa Start', ['Intel Xeon', 'Xeon', 1], 1024, ['25 GB SSD', 1, 'SSD'], 329, null, null),
  tariff(177, 'Warszawa Basic', ['Intel Xeon', 'Xeon', 2], 2048, ['50 GB SSD', 1, 'SSD'], 599, null, 'hit'),
  tariff(179, 'Warszawa Business', ['AMD EPYC', 'EPYC', 4], 8192, ['160 GB NVMe', 1, 'NVMe'], 1590, 1790, 'sale'),
];
