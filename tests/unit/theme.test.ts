import { readFileSync } from 'node:fs';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from '#ds/theme/contrast.ts';
import { fallbackOverrides } from '#ds/theme/font-metrics.ts';
import { fontVersion } from '#ds/theme/fonts.ts';
import { contrastPairs, palette } from '#ds/theme/tokens.ts';

describe('theme contrast', () => {
  it('computes WCAG ratios', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const { text, background, min } of contrastPairs) {
    it(`${text} on ${background} meets AA (${min}:1)`, () => {
      expect(contrastRatio(palette[text], palette[background])).toBeGreaterThanOrEqual(min);
    });
  }
});

describe('fonts', () => {
  it('size the Arial fallback to Inter so swapping fonts shifts nothing', () => {
    const overrides = fallbackOverrides(inter, arial);
    expect(overrides.sizeAdjust).toBe('107.12%');
    expect(overrides.ascentOverride).toBe('90.44%');
    expect(overrides.descentOverride).toBe('22.52%');
    expect(overrides.lineGapOverride).toBe('0.00%');
  });

  it('serve the font files of the installed package version', () => {
    const pkg = JSON.parse(readFileSync('node_modules/@fontsource-variable/inter/package.json', 'utf8'));
    expect(fontVersion).toBe(`inter-${pkg.version}`);
  });
});
