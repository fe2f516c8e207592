import { marketLocale } from './locales.ts';

/** Numbers use a space as thousands separator in every locale (spec §9): 18000 → "18 000". */
export const formatNumber = (value: number, fractionDigits = 0): string => {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
};

/** RAM shows in GB: MB ÷ 1024, to two decimals at most (1536 MB → 1.5); write it with `formatSize`. */
export const ramGb = (megabytes: number): number => Math.round((megabytes / 1024) * 100) / 100;

const sizeFormats = new Map<string, Intl.NumberFormat>();

const withSiteGrouping = (format: Intl.NumberFormat, value: number) =>
  format
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? ' ' : part.value))
    .join('');

/**
 * A size or quantity ("0.5" TB, "1.5" GB) as the page's market writes a decimal — `0,5` in de, es,
 * fr, it, nl and pt-BR, `0.5` in en-US — with up to two decimals, none on a whole number, and the
 * site's space between thousands (spec §9: 1024 → "1 024"). `locale` is the page's tag.
 */
export const formatSize = (value: number, locale: string): string => {
  const market = marketLocale(locale);
  let format = sizeFormats.get(market);
  if (!format) {
    format = new Intl.NumberFormat(market, { maximumFractionDigits: 2 });
    sizeFormats.set(market, format);
  }
  return withSiteGrouping(format, value);
};

/**
 * An amount of storage or traffic with its unit as the market writes it (Intl's unit style):
 * 0.5 TB → en-US "0.5 TB", de "0,5 TB", fr "0,5 To"; 50 GB → fr "50 Go". For figures built in
 * code (the comparison pages); catalog patterns write their own units ("{size} Go").
 */
export const formatStorage = (value: number, unit: 'gigabyte' | 'terabyte', locale: string): string => {
  const market = marketLocale(locale);
  const key = `${market}|${unit}`;
  let format = sizeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(market, { style: 'unit', unit, maximumFractionDigits: 2 });
    sizeFormats.set(key, format);
  }
  return withSiteGrouping(format, value);
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date rule of the site: a day as the page's locale writes it, in UTC, so a date never moves
 * with the server's or the visitor's time zone: en-US "November 27, 2026", de "27. November 2026",
 * pt-BR "27 de novembro de 2026". (Spec §9 still reads "the en locale and UTC"; pages in the other
 * six languages write their dates their own way.) `locale` is the page's BCP 47 tag.
 */
export const formatDate = (value: string | number | Date, locale: string): string => {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(value));
};
