type Format = (id: string, values?: Record<string, string | number>) => string;

/** A price with its unit, as the `pricing` catalog writes it ("4 $/mois"), and the amount in it. */
export type PriceWithUnit = { text: string; amount: string };

/**
 * An amount (already written by `formatMoney`) per month or per hour, in the catalog's own words
 * and order (`perMonth`: "{price}/Monat", `perHour`: "{price}/Std."); code never appends a unit.
 * `amount` lets a table emphasise the figure within the phrase.
 */
export const pricePer = (t: Format, unit: 'month' | 'hour', amount: string): PriceWithUnit => ({
  text: t(unit === 'month' ? 'perMonth' : 'perHour', { price: amount }),
  amount,
});
