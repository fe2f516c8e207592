import type { DatabaseEngine } from '#src/features/pricing/tariffs/types.ts';
import { engineNames } from './database-engines.ts';

/**
 * How the billing API names the plans of a ladder (`Load balancer 2`, `Worker 1`): an English
 * family and a number. Each family has a catalog pattern (`pricing` `plan.<key>`, with `{number}`),
 * so a plan is named in the reader's language; a Kubernetes tariff joins its two presets with ` + `.
 */
export const planFamilies = {
  Cloud: 'cloud',
  'Static site': 'staticSite',
  Service: 'service',
  'Load balancer': 'balancer',
  'Object storage': 'storage',
  'Control plane': 'controlPlane',
  Worker: 'worker',
} as const;
export type PlanFamily = (typeof planFamilies)[keyof typeof planFamilies];

/** Each family's name pattern in one language, with `{number}` where the plan's number goes. */
export type PlanNamePatterns = Record<PlanFamily, string>;

type Format = (id: string, values: Record<string, string>) => string;

/** The patterns from the `pricing` catalog, `{number}` kept for the plan's number. */
export const planNamePatterns = (format: Format): PlanNamePatterns =>
  Object.fromEntries(
    Object.values(planFamilies).map((family) => [family, format(`plan.${family}`, { number: '{number}' })]),
  ) as PlanNamePatterns;

const isEngine = (code: string): code is DatabaseEngine => Object.hasOwn(engineNames, code);

const onePlan = (name: string, patterns: PlanNamePatterns): string => {
  const match = /^(.+?) (\d+)$/.exec(name.trim());
  if (!match) return name;
  const [, family = '', number = ''] = match;
  // A database preset's raw name is its engine code (`mysql 1`): the engine goes by its brand.
  if (isEngine(family)) return `${engineNames[family]} ${number}`;
  const key = Object.hasOwn(planFamilies, family) ? planFamilies[family as keyof typeof planFamilies] : undefined;
  return key ? patterns[key].replace('{number}', number) : name;
};

/**
 * A plan's name as the reader's language writes it: `Load balancer 1` → `Équilibreur de charge 1`,
 * `Control plane 1 + Worker 1` → each part, `mysql 1` → `MySQL 1`. A name of no known family (a
 * VDS plan's own name) is shown as the provider wrote it.
 */
export const localPlanName = (name: string, patterns: PlanNamePatterns): string =>
  name
    .split(' + ')
    .map((part) => onePlan(part, patterns))
    .join(' + ');
