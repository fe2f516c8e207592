import '#server-only';
import {
  appPresets,
  balancerPresets,
  databasePresets,
  k8sPresets,
  k8sVersions,
  networkDrivers,
  serverPresets,
  storagePresets,
} from './embedded/tariff-presets.ts';
import { createMainApiCatalog } from './main-api-catalog.ts';
import type { AppPreset, DatabasePreset, K8sPreset, K8sVersion, NetworkDriver, TariffPreset } from './types.ts';

/** The tariff presets every price block and the landing API read. */
export type CatalogSource = {
  serverPresets(): Promise<TariffPreset[]>;
  databasePresets(): Promise<DatabasePreset[]>;
  appPresets(): Promise<AppPreset[]>;
  balancerPresets(): Promise<TariffPreset[]>;
  storagePresets(): Promise<TariffPreset[]>;
  k8sPresets(): Promise<K8sPreset[]>;
  k8sVersions(): Promise<K8sVersion[]>;
  networkDrivers(): Promise<NetworkDriver[]>;
};

export const embeddedCatalog: CatalogSource = {
  serverPresets: async () => serverPresets,
  databasePresets: async () => databasePresets,
  appPresets: async () => appPresets,
  balancerPresets: async () => balancerPresets,
  storagePresets: async () => storagePresets,
  k8sPresets: async () => k8sPresets,
  k8sVersions: async () => k8sVersions,
  networkDrivers: async () => networkDrivers,
};

/** With `MAIN_API_URL` the provider's landing API answers (read at build for prerendered pages); otherwise the embedded catalog. */
export const catalogSource: CatalogSource = process.env.MAIN_API_URL
  ? createMainApiCatalog({ baseUrl: process.env.MAIN_API_URL })
  : embeddedCatalog;
