/** The fixed choices of the site's forms (spec §5), apart from the schemas so pages can list them without loading arktype. */
export const consultationTimelines = ['asap', 'within-4-weeks', '2-6-months', 'more-than-6-months'] as const;
export const productInterests = [
  'ad-tech',
  'ai-ml',
  'agency',
  'big-data',
  'dev-test',
  'gaming',
  'hipaa',
  'iot',
  'mobile',
  'streaming',
  'saas-web-apps',
  'vpn',
  'other',
] as const;
export const companyTypes = ['sole-proprietor', 'llc', 's-corp', 'c-corp'] as const;
export const hubRoles = ['sell', 'service', 'build'] as const;
/** What kind of organisation a business account is for. */
export const accountTypes = ['company', 'sole-trader', 'non-profit', 'public-sector'] as const;
