// Ports of `npm run test:cms`: the Directus-backed site on E2E_PORT+1 and Directus on E2E_PORT+2 (the
// slots the e2e run gives its Directus-backed site and fake Directus), PostgreSQL on E2E_PORT+3.
export const cmsTestPorts = (env: NodeJS.ProcessEnv = process.env) => {
  const base = Number(env.E2E_PORT || 8090);
  return { site: base + 1, directus: Number(env.CMS_PORT || base + 2), postgres: Number(env.CMS_PG_PORT || base + 3) };
};
