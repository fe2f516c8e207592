import { type } from 'arktype';
import {
  type AppPreset,
  type DatabaseEngine,
  type DatabasePreset,
  databaseEngines,
  type K8sPreset,
  type K8sVersion,
  type NetworkDriver,
  type RegionCode,
  regionCodes,
  type TariffPreset,
} from '#src/features/pricing/tariffs/types.ts';
import type { AuthProfile } from '#src/lib/auth/auth-profile.ts';
import type { RawEmailCheck, RawK8sVersion, RawNetworkDriver, RawPreset, RawProfile, RawSmsToken } from './raw.ts';

/*
 * The main API's raw answers (`raw.ts`) checked and mapped to the site's types. Pure functions: the
 * client (`main-api.ts`) fetches, these decide what an answer means.
 */

/** Where a dropped list item is reported (one structured log line each). */
export type DropLog = (entry: Record<string, unknown>) => void;

const rawPreset = type.declare<RawPreset>().type({
  id: 'number',
  name: 'string',
  location: 'string',
  price: 'number',
  'price_hour?': 'number',
  'cpu?': 'number',
  'ram?': 'number',
  'disk?': 'number',
  'bandwidth?': 'number',
  'type?': 'string',
  'engine?': 'string',
});
const rawK8sVersion = type.declare<RawK8sVersion>().type({ id: 'number', version: 'string' });
const rawNetworkDriver = type.declare<RawNetworkDriver>().type({ id: 'number', name: 'string' });
const rawProfile = type
  .declare<RawProfile>()
  .type({ id: 'number', loginAlias: 'string', email: 'string', 'avatar?': 'string | null' });
const rawSmsToken = type.declare<RawSmsToken>().type({ token: 'string > 0' });

/** A landing-API answer must be a JSON object; anything else is a failed fetch. */
const answerObject = (body: unknown): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null) throw new Error('expected a JSON object');
  return body as Record<string, unknown>;
};

/**
 * Items of one list that match the shape; the rest are logged and dropped, so one malformed preset
 * never empties a whole price table. A list that is not a list fails the answer.
 */
const valid = <T>(list: unknown, schema: (item: unknown) => unknown, what: string, log: DropLog): T[] => {
  if (!Array.isArray(list)) throw new Error(`${what}: expected a list`);
  return list.filter((item) => {
    const result = schema(item);
    const ok = !(result instanceof type.errors);
    if (!ok) log({ level: 'warn', msg: 'catalog item dropped', what, error: String(result) });
    return ok;
  }) as T[];
};

const knownRegion = (preset: RawPreset) => (regionCodes as readonly string[]).includes(preset.location);
const isEngine = (value: string | undefined): value is DatabaseEngine =>
  (databaseEngines as readonly string[]).includes(value ?? '');

/** A raw preset as the catalog's: an hourly price derived from the monthly one when missing, absent figures 0. */
export const reshapePreset = (raw: RawPreset): TariffPreset => ({
  id: raw.id,
  name: raw.name,
  location: raw.location as RegionCode,
  price: raw.price,
  price_hour: raw.price_hour ?? Math.round((raw.price / 730) * 10000) / 10000,
  cpu: raw.cpu ?? 0,
  ram: raw.ram ?? 0,
  disk: raw.disk ?? 0,
  bandwidth: raw.bandwidth ?? 0,
  ...(raw.type === undefined ? {} : { type: raw.type }),
});

/** Valid presets under `key` in regions we know; an answer without the key is an empty list. */
const rawPresets = (body: unknown, key: string, log: DropLog): RawPreset[] => {
  const answer = answerObject(body);
  return key in answer ? valid<RawPreset>(answer[key], rawPreset, key, log).filter(knownRegion) : [];
};

/** The presets of a landing-API answer under `key` (servers, balancers, storage). */
export const reshapePresets = (body: unknown, key: string, log: DropLog): TariffPreset[] =>
  rawPresets(body, key, log).map(reshapePreset);

/** Database presets: only engines the catalog knows; the version (`type`) defaults to the engine. */
export const reshapeDatabasePresets = (body: unknown, log: DropLog): DatabasePreset[] =>
  rawPresets(body, 'databases_presets', log).flatMap((raw): DatabasePreset[] =>
    isEngine(raw.engine) ? [{ ...reshapePreset(raw), engine: raw.engine, type: raw.type ?? raw.engine }] : [],
  );

/** App presets: the frontend list, then the backend list, each marked with its kind. */
export const reshapeAppPresets = (body: unknown, log: DropLog): AppPreset[] => [
  ...reshapePresets(body, 'frontend_presets', log).map((p) => ({ ...p, type: 'frontend' as const })),
  ...reshapePresets(body, 'backend_presets', log).map((p) => ({ ...p, type: 'backend' as const })),
];

/** Kubernetes presets: masters and workers only. */
export const reshapeK8sPresets = (body: unknown, log: DropLog): K8sPreset[] =>
  reshapePresets(body, 'k8s_presets', log).flatMap((p): K8sPreset[] =>
    p.type === 'master' || p.type === 'worker' ? [{ ...p, type: p.type }] : [],
  );

export const reshapeK8sVersions = (body: unknown, log: DropLog): K8sVersion[] => {
  const answer = answerObject(body);
  return 'k8s_versions' in answer ? valid<K8sVersion>(answer.k8s_versions, rawK8sVersion, 'k8s_versions', log) : [];
};

export const reshapeNetworkDrivers = (body: unknown, log: DropLog): NetworkDriver[] => {
  const answer = answerObject(body);
  return 'network_drivers' in answer
    ? valid<NetworkDriver>(answer.network_drivers, rawNetworkDriver, 'network_drivers', log)
    : [];
};

/** The signed-in visitor; a malformed profile throws (the caller cannot tell who it is). */
export const reshapeProfile = (body: unknown): AuthProfile => {
  const parsed = rawProfile(body);
  if (parsed instanceof type.errors) throw new Error(`profile: ${parsed.summary}`);
  return { id: parsed.id, loginAlias: parsed.loginAlias, email: parsed.email, avatar: parsed.avatar ?? null };
};

export const reshapeSmsToken = (body: unknown): string => {
  const parsed = rawSmsToken(body);
  if (parsed instanceof type.errors) throw new Error(`sms token: ${parsed.summary}`);
  return parsed.token;
};

/** Only an explicit `exists: true` means the address has an account. */
export const reshapeEmailCheck = (body: unknown): boolean => (body as RawEmailCheck).exists === true;
