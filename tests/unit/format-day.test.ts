import { createIntl } from 'react-intl/server';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../src/components/content/summaries.ts';

describe('formatDay', () => {
  it('writes a content date as the locale writes a day, in UTC', () => {
    expect(formatDay(createIntl({ locale: 'en-US' }), '2026-11-27T23:30:00Z')).toBe('November 27, 2026');
    expect(formatDay(createIntl({ locale: 'de-DE' }), '2026-03-01')).toBe('1. März 2026');
    expect(formatDay(createIntl({ locale: 'pt-BR' }), '2026-03-01')).toBe('1 de março de 2026');
  });

  it('agrees with the formatter it stands in for', () => {
    for (const locale of ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'pt-BR']) {
      const intl = createIntl({ locale });
      expect(formatDay(intl, '2025-07-04T08:00:00Z')).toBe(
        intl.formatDate('2025-07-04T08:00:00Z', { dateStyle: 'long', timeZone: 'UTC' }),
      );
    }
  });
});
