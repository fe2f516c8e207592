/**
 * The one money formatter of the site: every price a visitor sees, on the server and in client
 * islands, in tables and in catalog copy alike, is written here, the way the page's market writes
 * an amount of that currency. Catalog copy never writes an amount itself: it names an argument
 * (`{serverPrice}`, `{price}`) whose value comes from here (`tests/unit/catalog-lint.test.ts`).
 */
import { marketLocale } from './locales.ts';

/** Currencies the site shows: its prices (USD), the registration offer (RUB), competitors' figures (EUR). */
export type Currency = 'USD' | 'RUB' | 'EUR';

/**
 * How many decimals an amount shows, by what the amount is — decided here and nowhere else:
 * - `amount` (default): a price, total, credit or bill — whole amounts without decimals ("4 $",
 *   never "4,00 $"), any other with cents ("4,50 $");
 * - `rate`: an hourly (or per-unit) rate — always four decimals ("0,0055 $", "0,0060 $"), so a
 *   column of rates lines up and a rate never looks rounded to a whole price;
 * - `whole`: none, rounded ("18 000 ₽") — the rouble offer, priced in whole roubles.
 */
export type MoneyPrecision = 'amount' | 'rate' | 'whole';

export type MoneyOptions = { currency?: Currency; precision?: MoneyPrecision };

const precisions: Record<MoneyPrecision, Intl.NumberFormatOptions> = {
  amount: { minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' },
  rate: { minimumFractionDigits: 4, maximumFractionDigits: 4 },
  whole: { minimumFractionDigits: 0, maximumFractionDigits: 0 },
};

/**
 * A currency whose amounts are written by its own market's rules whatever the page's language:
 * the rouble offer is for the Russian market, and the spec writes its numbers with a space as
 * thousands separator ("18 000 ₽"), which is how Russian writes them.
 */
const homeMarket: Partial<Record<Currency, string>> = { RUB: 'ru-RU' };

/**
 * The currency sign each market reads naturally. The narrow symbol (`$`, `€`, `₽`) everywhere but
 * Brazil: in de/es/fr/it/nl a bare `$` can only mean the US dollar (`4 $`, `$ 4`), while the fuller
 * symbols read oddly there (`4 $US`, `4 USD`, `4 US$`). In Brazil `$` would be taken for the real's
 * `R$` family, so the market writes `US$ 4`. Dutch keeps `$ 4` (sign first, a space, no `,00` on a
 * whole amount): `docs/decisions/2026-11-28-prices-written-per-market.md`.
 */
const currencyDisplay = (locale: string): 'narrowSymbol' | 'symbol' => (locale === 'pt-BR' ? 'symbol' : 'narrowSymbol');

const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (locale: string, currency: Currency, precision: MoneyPrecision): Intl.NumberFormat => {
  const writtenIn = homeMarket[currency] ?? marketLocale(locale);
  const key = `${writtenIn}|${currency}|${precision}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(writtenIn, {
      style: 'currency',
      currency,
      currencyDisplay: currencyDisplay(writtenIn),
      ...precisions[precision],
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * An amount as the page's market writes it, with its thousands separator and decimal mark:
 * 1232 → en-US `$1,232`, de `1.232 $`, fr `1 232 $`, nl `$ 1.232`, pt-BR `US$ 1.232`.
 * `locale` is the page's tag (`locales[code].iso`, `intl.locale`, `usePageMessages().locale`), read
 * as its market's full locale (`de` → `de-DE`). Per-unit wording ("/mo", "per month") belongs to
 * the catalog message the amount is put in (`pricing.json` `price.monthly`, `price.hourly`).
 */
export const formatMoney = (
  amount: number,
  locale: string,
  { currency = 'USD', precision = 'amount' }: MoneyOptions = {},
): string => formatterFor(locale, currency, precision).format(amount);
