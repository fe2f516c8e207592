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

const dateFormatter = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Dates use the `en` locale and UTC on every page (spec §9): "Mar 5, 2026". */
export const formatDate = (value: string | number | Date): string => dateFormatter.format(new Date(value));
