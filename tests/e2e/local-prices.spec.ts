import { expect, test } from '@playwright/test';
import { visibleText } from './helpers.ts';

/*
 * Issue 29, item 1: a price is written the way the page's market writes money, whether code
 * computes it (price tables, the calculator) or the copy names it (a catalog's `{serverPrice}`).
 * Read from the visible page as the server sends it; Intl's no-break spaces are kept.
 */

const nbsp = '\u00a0';

const markets = [
  {
    locale: 'fr',
    // The intro's copy, the first server plan in the table, and the calculator's option for it.
    copy: `dès 4${nbsp}$ par mois`,
    table: `4${nbsp}$/mois`,
    option: `Cloud 1 (4${nbsp}$/mois)`,
    // An amount written the English way: "$4", "$ 4".
    foreign: /(?<!US)\$\s?\d/,
  },
  {
    locale: 'de',
    copy: `ab 4${nbsp}$ im Monat`,
    table: `4${nbsp}$/Monat`,
    option: `Cloud 1 (4${nbsp}$/Monat)`,
    foreign: /(?<!US)\$\s?\d/,
  },
  {
    locale: 'pt-br',
    copy: `a partir de US$${nbsp}4 por mês`,
    table: `US$${nbsp}4/mês`,
    option: `Cloud 1 (US$${nbsp}4/mês)`,
    // Brazil writes US$ before the amount: a bare "$4" or "4 $" would read as another currency.
    foreign: /(?<!US)\$\s?\d|\d\s?\$/,
  },
] as const;

test.describe('prices written the local way on the pricing page', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, copy, table, option, foreign } of markets) {
    test(`/${locale}/pricing/ writes computed and copy prices alike, the ${locale} way`, async ({ page, request }) => {
      const text = visibleText(await (await request.get(`/${locale}/pricing/`)).text());
      expect(text).toContain(copy);
      expect(text).toContain(option);
      expect(text).not.toMatch(foreign);
      await page.goto(`/${locale}/pricing/`);
      const firstServer = page.locator('[data-group="servers"] [data-layout="table"] [data-price]').first();
      await expect(firstServer).toHaveText(table);
    });
  }
});
