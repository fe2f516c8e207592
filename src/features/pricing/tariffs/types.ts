/** Shapes of the provider's catalog, as the main API and the landing API carry them (spec §3, §7). */

export const regionCodes = ['us-2', 'us-3', 'pl-1', 'nl-1', 'de-1'] as const;
export type RegionCode = (typeof regionCodes)[number];

export const databaseEngines = [
  'mysql5',
  'mysql',
  'postgres',
  'redis',
  'mongodb',
  'opensearch',
  'clickhouse',
  'kafka',
  'rabbitmq',
] as const;
export type DatabaseEngine = (typeof databaseEngines)[number];

/** A tariff preset of the servers, databases, apps, balancers, storage or Kubernetes groups. Prices in USD. */
export type TariffPreset = {
  id: number;
  name: string;
  location: RegionCode;
  /** Monthly price. */
  price: number;
  /** Hourly price. */
  price_hour: number;
  cpu: number;
  /** MB. */
  ram: number;
  /** GB. */
  disk: number;
  /** TB of monthly traffic. */
  bandwidth: number;
  /** Kubernetes presets: master or worker; apps: frontend or backend; databases: the engine version. */
  type?: string;
};

export type DatabasePreset = TariffPreset & { engine: DatabaseEngine; type: string };
export type AppPreset = TariffPreset & { type: 'frontend' | 'backend' };
export type K8sPreset = TariffPreset & { type: 'master' | 'worker' };
export type K8sVersion = { id: number; version: string };
export type NetworkDriver = { id: number; name: string };

export type DiskType = 'SATA' | 'SSD' | 'NVMe';

export type VdsPreset = {
  id: number;
  name: string;
  active: boolean;
  tags: string[];
  cpu: number;
  /** MB. */
  ram: number;
  /** GB. */
  drive: number;
  /** TB. */
  default_bandwidth: number;
  /** Monthly price in USD. */
  price: number;
  discount_value: number;
  discount_kind?: 'percent' | 'deduction' | 'fixed_price';
  node_configuration: { cpu_frequency: number; disk_type: DiskType; cpu_vendor: 'AMD' | 'Intel' };
};

export const serviceTypes = [
  'certificate',
  'hosting_prime',
  'ip',
  'license',
  'loading',
  'loading_sql',
  'network_drive',
  'pagespeed',
  'constructor',
  'ssl_certificate_management',
  'dbaas',
  's3',
  'k8saas_master',
  'k8saas_worker',
] as const;
export type ServiceType = (typeof serviceTypes)[number];

export type AdditionalService = {
  id: number;
  name: string;
  group_name: string;
  /** Monthly price in the plan's currency. */
  price: number;
  service_type_info: { type: ServiceType; disk_size?: number };
};

/** Localized registration offer (RU/PL), prices in roubles per month. */
export type RegistrationTariff = {
  id: number;
  config_plan_id: number;
  config_plan_admin_id: number;
  caption: string;
  cpu_vendor: string;
  cpu_vendor_short: string;
  cpu_cores: number;
  /** MB. */
  memory: number;
  memory_type: string;
  disk_desc: string;
  disk_count: number;
  disk_interface: string;
  price: number;
  old_price: number | null;
  frame: { type: 'hit' | 'sale' | null };
  addons: { id: number; name: string; price: number }[];
};

/** Dedicated server configuration (spec §3). */
export type DedicatedOption = { id: number; description: string; price: number };
export type DedicatedService = DedicatedOption & { kind: 'adm' | 'raid' };
