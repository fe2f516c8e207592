import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Locale, localeCodes, locales } from '#intl/locales.ts';
import { withoutPolishLocations } from '#src/features/pricing/rules/preset-rules.ts';
import { serverPresets } from '#src/features/pricing/tariffs/embedded/tariff-presets.ts';
import { regionCodes } from '#src/features/pricing/tariffs/types.ts';

const root = path.resolve(import.meta.dirname, '../..');
const messages = (locale: Locale, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, 'intl/messages', locales[locale].file, `${ns}.json`), 'utf8'));
const newsItem = (locale: Locale, item: string) => readFileSync(path.join(root, 'content/news', locale, `${item}.md`), 'utf8');

/** Regions whose cloud servers the selling rule (spec §9) keeps out of every server price list. */
const regionsWithoutServers = regionCodes.filter(
  (region) => !withoutPolishLocations(serverPresets).some((preset) => preset.location === region),
);

/** How the Warsaw news item names cloud servers in its availability table, and how that table says yes. */
const availabilityWords: Record<Locale, { servers: string; yes: string }> = {
  'en-us': { servers: 'Cloud servers', yes: 'Yes' },
  de: { servers: 'Cloud-Server', yes: 'Ja' },
  es: { servers: 'Servidores cloud', yes: 'Sí' },
  fr: { servers: 'Serveurs cloud', yes: 'Oui' },
  it: { servers: 'Server cloud', yes: 'Sì' },
  nl: { servers: 'Cloudservers', yes: 'Ja' },
  'pt-br': { servers: 'Servidores em nuvem', yes: 'Sim' },
};

describe('claims about regions agree with the server selling rule', () => {
  it('the rule keeps Warsaw out of the server price lists', () => {
    expect(regionsWithoutServers).toEqual(['pl-1']);
  });

  it.each(localeCodes)('%s: /r/ does not promise cloud servers where none are sold', (locale) => {
    const referral = messages(locale, 'marketing/referral');
    const regionNames = messages(locale, 'pricing');
    for (const region of regionsWithoutServers) {
      const name = regionNames[`region.${region}`];
      expect(name).toBeTruthy();
      expect(referral['referral.features.1.text']).not.toContain(name);
    }
  });

  it.each(localeCodes)('%s: the Warsaw launch news does not sell cloud servers in Warsaw', (locale) => {
    const text = newsItem(locale, 'warsaw-region-launch');
    const { servers, yes } = availabilityWords[locale];
    const row = text.split('\n').find((line) => line.startsWith(`| ${servers} |`));
    expect(row).toBeDefined();
    expect(row?.split('|')[2]?.trim().startsWith(yes)).toBe(false);
    for (const region of regionsWithoutServers) {
      expect(text).not.toMatch(new RegExp(`nuvora (server create|image copy)[^\\n]*--region ${region}`));
    }
  });
});
