import { formatMoney } from '#intl/money.ts';
import { promoAmounts, startingPrices } from './marketing-claims.ts';

/**
 * Every amount catalog copy names, by the ICU argument it is named with: copy writes
 * "from {serverPrice} a month", never "$4", so the amount is the advertised price itself and is
 * written by the one money formatter, the way the page's market writes it.
 */
export const copyPriceAmounts = {
  serverPrice: startingPrices.servers,
  databasePrice: startingPrices.databases,
  appPrice: startingPrices.apps,
  s3Price: startingPrices.s3,
  kubernetesPrice: startingPrices.kubernetes,
  balancerPrice: startingPrices.balancers,
  try100Credit: promoAmounts.try100.credit,
  double15TopUp: promoAmounts.double15.topUp,
  double15Credit: promoAmounts.double15.credit,
  easy10Credit: promoAmounts.easy10.credit,
} as const;

export type CopyPrice = keyof typeof copyPriceAmounts;

const written = new Map<string, Readonly<Record<CopyPrice, string>>>();

/** The copy's amounts written for a page's locale (its BCP 47 tag), as message values. */
export const copyPrices = (locale: string): Readonly<Record<CopyPrice, string>> => {
  let prices = written.get(locale);
  if (!prices) {
    prices = Object.fromEntries(
      Object.entries(copyPriceAmounts).map(([name, amount]) => [name, formatMoney(amount, locale)]),
    ) as Record<CopyPrice, string>;
    written.set(locale, prices);
  }
  return prices;
};
