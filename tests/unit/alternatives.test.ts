import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import {
  k8sPresets,
  k8sVersions,
  networkDrivers,
  serverPresets,
  storagePresets,
} from '#src/features/pricing/tariffs/embedded/tariff-presets.ts';
import { comparisonRows, competitorProfiles, compiledOn } from '#src/lib/alternatives/competitor-facts.ts';
import { ourFigures } from '#src/lib/alternatives/our-figures.ts';
import { competitors } from '#src/routes/route-table.ts';

const catalog = { servers: serverPresets, storage: storagePresets, k8s: k8sPresets, k8sVersions, networkDrivers };
const messages: Record<string, string> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../intl/messages/en-us/marketing/alternative.json'), 'utf8'),
);
/** The arguments a message takes: plain ones and those a plural or select chooses by. */
const argumentsOf = (message: string) =>
  (parse(message) as { type: number; value?: string }[])
    .filter((n) => n.type === TYPE.argument || n.type === TYPE.plural || n.type === TYPE.select)
    .map((n) => n.value);

describe('comparison pages', () => {
  it('take our side from the catalog: the cheapest S3 plan, Kubernetes tariff and server, and the longest-term discount', () => {
    expect(ourFigures(catalog, 'en-US')).toEqual({
      objectStorage: { price: '$1', storage: '50 GB', transfer: '0.5 TB' },
      kubernetes: { price: '$18' },
      billing: { hourly: '$0.0055', discount: '40' },
      traffic: { transfer: '1 TB', price: '$4' },
      locations: { count: '5' },
    });
  });

  it('write our prices the way the page locale writes money', () => {
    expect(ourFigures(catalog, 'de')).toMatchObject({
      objectStorage: { price: '1\u00a0$' },
      kubernetes: { price: '18\u00a0$' },
      billing: { hourly: '0,0055\u00a0$' },
      traffic: { price: '4\u00a0$' },
    });
    expect(ourFigures(catalog, 'pt-BR').billing?.hourly).toBe('US$\u00a00,0055');
    // Storage and traffic with the market's decimal mark and unit: 0,5 To, not 0.5 TB.
    expect(ourFigures(catalog, 'fr').objectStorage).toEqual({
      price: '1\u00a0$',
      storage: '50\u202fGo',
      transfer: '0,5\u202fTo',
    });
  });

  it('leave out a row the catalog cannot fill instead of guessing it', () => {
    const figures = ourFigures({ ...catalog, k8sVersions: [], storage: [] }, 'en-US');
    expect(figures.kubernetes).toBeUndefined();
    expect(figures.objectStorage).toBeUndefined();
    expect(figures.billing).toBeDefined();
  });

  it('source every competitor figure and fill every placeholder of its text', () => {
    expect(Number.isNaN(Date.parse(compiledOn))).toBe(false);
    for (const competitor of competitors) {
      const profile = competitorProfiles[competitor];
      for (const source of profile.sources) expect(source.url).toMatch(/^https:\/\//);
      const rows = Object.entries(profile.facts);
      expect(rows.length, competitor).toBeGreaterThanOrEqual(3);
      for (const [row, fact] of rows) {
        expect(comparisonRows).toContain(row);
        expect(profile.sources[fact.source], `${competitor}.${row}`).toBeDefined();
        const text = messages[`alternative.${competitor}.${row}`];
        expect(text, `${competitor}.${row}`).toBeTruthy();
        expect(argumentsOf(text ?? '').sort(), `${competitor}.${row}`).toEqual(Object.keys(fact.values).sort());
      }
    }
  });
});
