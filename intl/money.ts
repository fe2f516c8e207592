/**
 * The one money formatter of the site: every price a visitor sees, on the server and in client
 * islands, is written here, the way the page's market writes an amount of that currency.
 */

/** Currencies the site shows: its prices (USD), the registration offer (RUB), competitors' figures (EUR). */
export type Currency = 'USD' | 'RUB' | 'EUR';

/**
 * How many decimals an amount shows. A whole amount never shows decimals ("$4", not "$4.00").
 * - `upTo4`: as many as the amount has, up to four ("$0.0055", "$0.5") — price tables, hourly rates,
 *   and prices read from the catalog as they are;
 * - `cents`: two, as on a bill ("$4.50") — the comparison pages' figures;
 * - `whole`: none, rounded ("18 000 ₽") — the rouble offer, priced in whole roubles.
 */
export type MoneyPrecision = 'upTo4' | 'cents' | 'whole';

export type MoneyOptions = { currency?: Currency; precision?: MoneyPrecision };

const precisions: Record<MoneyPrecision, Intl.NumberFormatOptions> = {
  upTo4: { minimumFractionDigits: 0, maximumFractionDigits: 4 },
  cents: { minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' },
  whole: { minimumFractionDigits: 0, maximumFractionDigits: 0 },
};

/**
 * A currency whose amounts are written by its own market's rules whatever the page's language:
 * the rouble offer is for the Russian market, and the spec writes its numbers with a space as
 * thousands separator ("18 000 ₽"), which is how Russian writes them.
 */
const homeMarket: Partial<Record<Currency, string>> = { RUB: 'ru' };

/**
 * The currency sign each market reads naturally. The narrow symbol (`$`, `€`, `₽`) everywhere but
 * Brazil: in de/es/fr/it/nl a bare `$` can only mean the US dollar (`4 $`, `$ 4`), while the fuller
 * symbols read oddly there (`4 $US`, `4 USD`, `4 US$`). In Brazil `$` would be taken for the real's
 * `R$` family, so the market writes `US$ 4`, as the pt-br catalogs do.
 */
const currencyDisplay = (locale: string): 'narrowSymbol' | 'symbol' =>
  locale.toLowerCase() === 'pt-br' ? 'symbol' : 'narrowSymbol';

const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (locale: string, currency: Currency, precision: MoneyPrecision): Intl.NumberFormat => {
  const writtenIn = homeMarket[currency] ?? locale;
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
 * `locale` is the page's BCP 47 tag (`locales[code].iso`, `intl.locale`, `usePageMessages().locale`).
 * Per-unit wording ("/mo", "per month") belongs to the catalog message the amount is put in.
 */
export const formatMoney = (
  amount: number,
  locale: string,
  { currency = 'USD', precision = 'upTo4' }: MoneyOptions = {},
): string => formatterFor(locale, currency, precision).format(amount);
