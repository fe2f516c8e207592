/** Starting monthly prices in USD that the site advertises (spec §1); 0 means free. */
export const startingPrices = {
  servers: 4,
  databases: 4,
  apps: 1,
  s3: 1,
  firewall: 0,
  backups: 0,
  images: 0,
} as const;

export type ClaimedProduct = keyof typeof startingPrices;
