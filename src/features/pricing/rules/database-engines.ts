import type { DatabaseEngine, DatabasePreset } from '#src/features/pricing/tariffs/types.ts';
import { defaultDatabasePresetIds, latestEngineVersion } from './preset-rules.ts';

/** How each engine is written: its own product name, the same in every language. */
export const engineNames: Record<DatabaseEngine, string> = {
  mysql5: 'MySQL',
  mysql: 'MySQL',
  postgres: 'PostgreSQL',
  redis: 'Redis',
  mongodb: 'MongoDB',
  opensearch: 'OpenSearch',
  clickhouse: 'ClickHouse',
  kafka: 'Kafka',
  rabbitmq: 'RabbitMQ',
};

/** A version code as people write it: `postgres17` → `17`, `redis8_1` → `8.1`, `mysql5` → `5`. */
export const versionOfCode = (code: string): string | null => {
  const digits = code.replace(/^[a-z]+/i, '');
  return /^\d+(_\d+)*$/.test(digits) ? digits.replace(/_/g, '.') : null;
};

/**
 * The version a preset runs: its own (`type`, e.g. `mysql8_4`), else the
 * latest of its engine (spec §3), else none.
 */
export const presetEngineVersion = (preset: Pick<DatabasePreset, 'engine' | 'type'>): string | null => {
  const own = versionOfCode(preset.type ?? '');
  if (own) return own;
  const latest = latestEngineVersion[preset.engine];
  return latest ? versionOfCode(latest) : preset.engine === 'mysql5' ? '5' : null;
};

/** A database plan's name in a price row: the engine and its version ("PostgreSQL 17"), never the raw code. */
export const databasePlanName = (preset: Pick<DatabasePreset, 'engine' | 'type'>): string => {
  const version = presetEngineVersion(preset);
  return version ? `${engineNames[preset.engine]} ${version}` : engineNames[preset.engine];
};

const defaultIds: ReadonlySet<number> = new Set(Object.values(defaultDatabasePresetIds));

/** Whether a preset is its engine's preselected one (spec §9: 341, 357, 501, 511). */
export const isDefaultDatabasePreset = (preset: Pick<DatabasePreset, 'id'>): boolean => defaultIds.has(preset.id);
