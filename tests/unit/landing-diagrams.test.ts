import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diagrams } from '#ds/illustrations/Diagrams/Diagrams.tsx';
import { type Locale, localeCodes, locales } from '#intl/locales.ts';
import { productLandings } from '#src/features/pricing/rules/product-landings.ts';

const catalog = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../intl/messages/${locales[locale].file}/diagrams.json`, import.meta.url), 'utf8'));

describe('landing diagrams', () => {
  const used = [...new Set(Object.values(productLandings).flatMap((landing) => (landing.diagram ? [landing.diagram] : [])))];

  it('every diagram the kit draws is shown on at least one landing', () => {
    expect(used.sort()).toEqual(Object.keys(diagrams).sort());
  });

  it.each(localeCodes)('%s has a heading, a lead and exactly one caption per marker for each diagram', (locale) => {
    const messages = catalog(locale);
    for (const name of used) {
      const captions = Object.keys(messages).filter((key) => new RegExp(`^${name}\\.\\d+\\.title$`).test(key));
      expect(captions, name).toHaveLength(diagrams[name].markers);
      for (let n = 1; n <= diagrams[name].markers; n++) {
        expect(messages[`${name}.${n}.title`], `${name}.${n}.title`).toBeTruthy();
        expect(messages[`${name}.${n}.text`], `${name}.${n}.text`).toBeTruthy();
      }
      expect(messages[`${name}.heading`]).toBeTruthy();
      expect(messages[`${name}.lead`]).toBeTruthy();
    }
  });
});
