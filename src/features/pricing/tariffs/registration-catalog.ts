import '#server-only';
import { createMainApi } from '#src/lib/main-api/main-api.ts';
import { additionalServices } from './embedded/additional-services.ts';
import { vdsPresets } from './embedded/vds-presets.ts';
import { type AdditionalService, serviceTypes, type VdsPreset } from './types.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const isVdsPreset = (v: unknown): v is VdsPreset =>
  isObject(v) &&
  isNumber(v.id) &&
  typeof v.name === 'string' &&
  typeof v.active === 'boolean' &&
  Array.isArray(v.tags) &&
  v.tags.every((t) => typeof t === 'string') &&
  isNumber(v.cpu) &&
  isNumber(v.ram) &&
  isNumber(v.drive) &&
  isNumber(v.default_bandwidth) &&
  isNumber(v.price) &&
  isNumber(v.discount_value) &&
  isObject(v.node_configuration) &&
  ['SATA', 'SSD', 'NVMe'].includes(String(v.node_configuration.disk_type));

const isAdditionalService = (v: unknown): v is AdditionalService =>
  isObject(v) &&
  isNumber(v.id) &&
  typeof v.name === 'string' &&
  typeof v.group_name === 'string' &&
  isNumber(v.price) &&
  isObject(v.service_type_info) &&
  (serviceTypes as readonly unknown[]).includes(v.service_type_info.type);

/**
 * The old registration API's lists the site shows (spec §7): the VDS presets
 * tagged `site` and the additional services of the default plan. From
 * `MAIN_API_URL` when set, else the embedded data. A malformed item is
 * dropped; a list that does not answer is logged and treated as empty (§8).
 */
export const createRegistrationCatalog = (baseUrl: string | undefined, fetch?: typeof globalThis.fetch) => {
  const api = baseUrl ? createMainApi({ baseUrl, ...(fetch ? { fetch } : {}) }) : null;
  const list = async <T>(path: string, keep: (v: unknown) => v is T, embedded: readonly T[]): Promise<T[]> => {
    if (!api) return [...embedded];
    try {
      const res = await api.forward(path);
      if (res.status !== 200) throw new Error(`answered ${res.status}`);
      const body: unknown = (JSON.parse(res._data ?? 'null') as { body?: unknown } | null)?.body;
      return Array.isArray(body) ? body.filter(keep) : [];
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'registration list failed', path, error: String(error) }));
      return [];
    }
  };
  return {
    vdsPresets: () =>
      list(
        '/v2/vds/presets?tags=site',
        isVdsPreset,
        vdsPresets.filter((p) => p.tags.includes('site')),
      ),
    additionalServices: () => list('/v2/registration/additional', isAdditionalService, additionalServices),
  };
};

export const registrationCatalog = createRegistrationCatalog(process.env.MAIN_API_URL);
