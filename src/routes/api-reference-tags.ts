/**
 * The tags of the API reference (`src/lib/api-reference/openapi.yaml`), one page each under
 * /api-docs/<tag>/, in the document's order. Kept here so the route table does not parse the
 * document; `tests/unit/api-reference.test.ts` checks the two agree.
 */
export const apiTagSlugs = [
  'servers',
  'ssh-keys',
  'volumes',
  'vpcs',
  'firewalls',
  'load-balancers',
  'kubernetes',
  'databases',
  's3-keys',
  'projects',
  'billing',
] as const;
export type ApiTagSlug = (typeof apiTagSlugs)[number];

/** Where the raw OpenAPI document is served, as JSON (written by `server/build/api-document-plugin.ts`). */
export const openApiPath = '/api-docs/openapi.json';
