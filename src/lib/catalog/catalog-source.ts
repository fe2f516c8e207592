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
import type { AppPreset, DatabasePreset, K8sPreset, K8sVersion, NetworkDriver, TariffPreset } from './types.ts';

/**
 * The tariff presets every price block reads. This is the embedded source;
 * reading the provider's API when `MAIN_API_URL` is set is the products
 * issue's next step, behind these same functions.
 */
export const catalogSource = {
  serverPresets: async (): Promise<TariffPreset[]> => serverPresets,
  databasePresets: async (): Promise<DatabasePreset[]> => databasePresets,
  appPresets: async (): Promise<AppPreset[]> => appPresets,
  balancerPresets: async (): Promise<TariffPreset[]> => balancerPresets,
  storagePresets: async (): Promise<TariffPreset[]> => storagePresets,
  k8sPresets: async (): Promise<K8sPreset[]> => k8sPresets,
  k8sVersions: async (): Promise<K8sVersion[]> => k8sVersions,
  networkDrivers: async (): Promise<NetworkDriver[]> => networkDrivers,
};
