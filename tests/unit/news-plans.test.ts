import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '#intl/locales.ts';
import { serverPresets } from '#src/features/pricing/tariffs/embedded/tariff-presets.ts';

/** The NVMe launch post's plan table: each row's plan, vCPU and monthly price digits, in every locale. */
const planRows = (locale: string) => {
  const file = path.resolve(import.meta.dirname, '../../content/news', locale, 'nvme-cloud-servers.md');
  const text = readFileSync(file, 'utf8');
  const rows = text
    .split('\n')
    .filter((line) => /^\| [^-|]/.test(line))
    .slice(1)
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return { text, rows: rows.map((cells) => ({ plan: cells[1], cpu: Number(cells[2]), price: cells[6]?.replace(/\D/g, '') })) };
};

describe('the NVMe launch post', () => {
  const catalog = serverPresets.filter((p) => p.location === 'us-2');

  for (const locale of localeCodes) {
    it(`${locale}: names the catalog's plans with their vCPU and price, and no plan the catalog lacks`, () => {
      const { text, rows } = planRows(locale);
      expect(rows.map((r) => r.plan)).toEqual(catalog.map((p) => p.name));
      expect(rows.map((r) => r.cpu)).toEqual(catalog.map((p) => p.cpu));
      expect(rows.map((r) => r.price)).toEqual(catalog.map((p) => String(p.price)));
      // Slugs such as s-1vcpu-1gb and dedicated-vCPU (d-) plans are not in the catalog.
      expect(text).not.toMatch(/`[sd]-(\d+vcpu)?/);
    });
  }
});
