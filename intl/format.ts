/** Numbers use a space as thousands separator in every locale (spec §9): 18000 → "18 000". */
export const formatNumber = (value: number, fractionDigits = 0): string => {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
};

/** RAM shows in GB: MB ÷ 1024, without trailing zeros (1536 MB → "1.5"). */
export const ramGb = (megabytes: number): string => {
  const gb = megabytes / 1024;
  return Number.isInteger(gb) ? String(gb) : String(Math.round(gb * 100) / 100);
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
