/** Starting monthly prices in USD that the site advertises (spec §1); 0 means free. */
export const startingPrices = {
  servers: 4,
  databases: 4,
  apps: 1,
  s3: 1,
  kubernetes: 18,
  balancers: 10,
  firewall: 0,
  backups: 0,
  images: 0,
} as const;

export type ClaimedProduct = keyof typeof startingPrices;

/** The amounts in USD each promotion's copy names (spec §2): credit given, top-up asked and doubled. */
export const promoAmounts = {
  try100: { credit: 100 },
  double15: { topUp: 15, credit: 30 },
  easy10: { credit: 10 },
} as const;
