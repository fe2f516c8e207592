import type {
  AppPreset,
  DatabasePreset,
  DedicatedOption,
  DedicatedService,
  K8sPreset,
  K8sVersion,
  NetworkDriver,
  RegistrationTariff,
  TariffPreset,
} from '#src/features/pricing/tariffs/types.ts';

/*
 * What the provider's main API answers (spec §3, §7), as it sends it. Types and constants only, so the
 * browser can share them without the validators (`reshape.ts` checks these shapes on the server).
 */

/** A tariff preset of the landing API; `location` may name a region we don't sell. */
export type RawPreset = {
  id: number;
  name: string;
  location: string;
  price: number;
  price_hour?: number;
  cpu?: number;
  ram?: number;
  disk?: number;
  bandwidth?: number;
  type?: string;
  engine?: string;
};
export type RawK8sVersion = { id: number; version: string };
export type RawNetworkDriver = { id: number; name: string };

/** The landing API's lists, under `/landing-api/` on the provider's host and on the site's (spec §7). */
export const landingListPaths = {
  serverPresets: 'servers/presets/',
  databasePresets: 'databases/presets/',
  appPresets: 'apps/presets/',
  balancerPresets: 'balancers/presets/',
  storagePresets: 's3/presets/',
  k8sPresets: 'k8s/presets/',
  k8sVersions: 'k8s/versions/',
  networkDrivers: 'k8s/network-drivers/',
} as const;
export type LandingList = keyof typeof landingListPaths;

/**
 * The landing API's lists, one key per list (spec §7): the provider sends raw presets; the site's own
 * landing API (`server/landing-api.ts`) answers the same keys with the presets it sells.
 */
export type LandingAnswers<Preset = RawPreset> = {
  server_presets: Preset[];
  databases_presets: Preset[];
  frontend_presets: Preset[];
  backend_presets: Preset[];
  balancers_presets: Preset[];
  storages_presets: Preset[];
  k8s_presets: Preset[];
  k8s_versions: RawK8sVersion[];
  network_drivers: RawNetworkDriver[];
};

/** The site's landing API answers, with the catalog's shapes. */
export type SiteLandingAnswers = Omit<
  LandingAnswers<TariffPreset>,
  'databases_presets' | 'frontend_presets' | 'backend_presets' | 'k8s_presets' | 'k8s_versions' | 'network_drivers'
> & {
  databases_presets: DatabasePreset[];
  frontend_presets: AppPreset[];
  backend_presets: AppPreset[];
  k8s_presets: K8sPreset[];
  k8s_versions: K8sVersion[];
  network_drivers: NetworkDriver[];
};

/** `GET /v1/dedicated/configuration/{cpu,memory,primary_storage,secondary_storage}`: a list of options. */
export type RawDedicatedOptions = DedicatedOption[];
/** `GET /v1/dedicated/configuration/service`. */
export type RawDedicatedServices = DedicatedService[];
/** `GET /v1/dedicated/configuration/cost`. */
export type RawDedicatedCost = { total_cost: number };
/** Response header of `…/secondary_storage` with how many secondary disks fit (spec §5, §7). */
export const secondaryMaxCountHeader = 'x-secondary-storage-max-count';

/** `GET /v1.1/registration/servers` (the old API): the localized registration plans. */
export type RawRegistrationServers = { body: RegistrationTariff[] };

/** `GET /v1/profile` (token header, form-encoded). */
export type RawProfile = { id: number; loginAlias: string; email: string; avatar?: string | null };
/** `POST /v1/auth/sms`. */
export type RawSmsToken = { token: string };
/** `GET /v1/registration/email?email=`: anything but `exists: true` is not registered. */
export type RawEmailCheck = { exists?: boolean };
/** `POST /api/webmasters/visits`: a visit of a referral link. */
export type RawWebmasterVisit = { wmid: string; bannerID: string };
