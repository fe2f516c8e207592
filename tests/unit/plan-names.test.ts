import { describe, expect, it } from 'vitest';
import { localeCodes } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { localPlanName, type PlanNamePatterns, planFamilies, planNamePatterns } from '#src/features/pricing/rules/plan-names.ts';
import {
  appPresets,
  balancerPresets,
  databasePresets,
  k8sPresets,
  serverPresets,
  storagePresets,
} from '#src/features/pricing/tariffs/embedded/tariff-presets.ts';

const patternsOf = async (locale: (typeof localeCodes)[number]) => {
  const intl = await getIntl(locale, ['pricing']);
  return planNamePatterns((id, values) => intl.formatMessage({ id }, values));
};

describe('plan names in the reader’s language', () => {
  it('names French plans from the catalog’s patterns, engines by their brand, other names as written', async () => {
    const fr = await patternsOf('fr');
    expect(localPlanName('Object storage 1', fr)).toBe('Stockage objet 1');
    expect(localPlanName('Load balancer 2', fr)).toBe('Équilibreur de charge 2');
    expect(localPlanName('Control plane 1 + Worker 1', fr)).toBe('Plan de contrôle 1 + Nœud de travail 1');
    expect(localPlanName('mysql 1', fr)).toBe('MySQL 1');
    expect(localPlanName('MaxBot', fr)).toBe('MaxBot');
  });

  it('German and Portuguese too', async () => {
    expect(localPlanName('Object storage 3', await patternsOf('de'))).toBe('Objektspeicher 3');
    expect(localPlanName('Control plane 2 + Worker 4', await patternsOf('pt-br'))).toBe('Plano de controle 2 + Nó de trabalho 4');
  });

  it('every locale has a pattern per family, each with the plan’s number', async () => {
    for (const locale of localeCodes) {
      const patterns = await patternsOf(locale);
      for (const family of Object.values(planFamilies)) expect(patterns[family], `${locale} ${family}`).toContain('{number}');
    }
  });

  it('every embedded preset name belongs to a known family or engine', () => {
    const marked = Object.fromEntries(Object.values(planFamilies).map((f) => [f, `«${f}» {number}`])) as PlanNamePatterns;
    for (const preset of [...serverPresets, ...appPresets, ...balancerPresets, ...storagePresets, ...k8sPresets]) {
      expect(localPlanName(preset.name, marked), preset.name).toMatch(/^«\w+» \d+$/);
    }
    for (const preset of databasePresets) expect(localPlanName(preset.name, marked), preset.name).toMatch(/^[A-Z]\w+ \d+$/);
  });
});
