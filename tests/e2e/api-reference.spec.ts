import { expect, test } from '@playwright/test';
import { catalog, visibleText } from './helpers.ts';

// Issue 24 item 11: /api-docs/ was a title without endpoints; the blog's author page one sentence;
// /alternatives/, /solutions/ and /vps/promo/ answered 404 although pages live under them.

test('/api-docs/ lists every resource and operation, each linking to its anchor on the resource page', async ({ request }) => {
  const html = await (await request.get('/api-docs/')).text();
  const text = visibleText(html);
  const en = catalog('en-us', 'api-reference');
  for (const tag of [
    'servers',
    'volumes',
    'vpcs',
    'firewalls',
    'load-balancers',
    'kubernetes',
    'databases',
    's3-keys',
    'projects',
    'billing',
  ]) {
    expect(html, tag).toContain(`href="/api-docs/${tag}/"`);
    expect(text).toContain(en[`api-docs-tag.${tag}.heading`] as string);
  }
  expect(html).toContain('href="/api-docs/kubernetes/#createNodePool"');
  expect(text).toContain('/kubernetes/clusters/{cluster_id}/node_pools');
  expect(text).toContain(en['apiReference.index.pagination'] as string);
  expect(text).toContain('request_id');
  expect(html).toContain('href="/api-docs/openapi.json"');
});

test('an operation shows method, path, parameters, body and answer fields as tables, a curl command and an example', async ({
  page,
}) => {
  await page.goto('/api-docs/servers/');
  const create = page.locator('section#createServer');
  await expect(create.getByRole('heading', { level: 2 })).toHaveText('Create a server');
  for (const shown of [
    /POST\s+\/servers/,
    'ssh_keys',
    'curl -X POST https://api.nuvora.cloud/v1/servers',
    'Authorization: Bearer $NUVORA_TOKEN',
    'networks.ipv4[].ip_address',
    '"status": "running"',
  ])
    await expect(create).toContainText(shown);
  const parameters = page.locator('section#listServerBackups').getByRole('region', { name: /^Parameters/ });
  await expect(parameters.getByRole('row', { name: /server_id/ })).toContainText(/server_id\s*path\s*integer\s*required/);
  await expect(parameters.getByRole('row', { name: /per_page/ })).toContainText('integer (1–200, = 20)');
  // The sidebar lists this resource's operations by anchor.
  await expect(
    page.getByRole('navigation', { name: 'API reference' }).getByRole('link', { name: 'Create a server' }),
  ).toHaveAttribute('href', '/api-docs/servers/#createServer');
});

test('the reference is translated per locale, its title too; schemas and examples stay as they are', async ({ request }) => {
  const html = await (await request.get('/de/api-docs/kubernetes/')).text();
  const text = visibleText(html);
  expect(text).toContain('Node-Pool hinzufügen');
  expect(text).toContain('Verwaltete Kubernetes-Cluster, ihre Node-Pools und die kubeconfig.');
  expect(text).not.toContain('Add a node pool');
  expect(text).toContain('"name": "workers"');
  expect(html).toContain('href="/de/api-docs/kubernetes/#createNodePool"');
  expect(html).toMatch(/<title>Kubernetes: API-Referenz \| Nuvora<\/title>/);
});

test('the OpenAPI document is served as JSON at a stable URL', async ({ request }) => {
  const response = await request.get('/api-docs/openapi.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const doc = await response.json();
  expect(doc.openapi).toMatch(/^3\.1\./);
  expect(doc.servers[0].url).toBe('https://api.nuvora.cloud/v1');
  expect(Object.keys(doc.paths)).toContain('/servers/{server_id}/actions');
  expect(
    (await request.get('/api-docs/openapi.json', { headers: { 'accept-encoding': 'br' } })).headers()['content-encoding'],
  ).toBe('br');
});

test('the reference ships no script of its own: the same JS as the overview page', async ({ request }) => {
  const scripts = async (url: string) =>
    [...(await (await request.get(url)).text()).matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)]
      .map((m) => m[1])
      .sort();
  const overview = await scripts('/api-docs/');
  expect(overview.length).toBeGreaterThan(0);
  expect(await scripts('/api-docs/servers/')).toEqual(overview);
  expect(await scripts('/fr/api-docs/databases/')).toEqual(await scripts('/fr/api-docs/'));
});

test('on a phone, code blocks and tables scroll inside themselves, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const url of ['/api-docs/', '/api-docs/kubernetes/']) {
    await page.goto(url);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
});

test('/blog/become-an-author/ says what we publish, how pitching, review, editing and payment work, style and rights', async ({
  request,
}) => {
  for (const [url, locale] of [
    ['/blog/become-an-author/', 'en-us'],
    ['/nl/blog/become-an-author/', 'nl'],
  ] as const) {
    const text = visibleText(await (await request.get(url)).text());
    const copy = catalog(locale, 'marketing/become-an-author');
    for (const id of ['publish.heading', 'who.heading', 'process.heading', 'style.heading', 'rights.heading', 'rights.copyright'])
      expect(text, `${url} ${id}`).toContain(copy[`becomeAuthor.${id}`] as string);
    expect(text, url).toMatch(/150.*400/);
  }
});

test('section folders: /alternatives/ and /vps/promo/ list their pages, /solutions/ leads to its one page', async ({
  request,
}) => {
  const alternatives = await request.get('/alternatives/', { maxRedirects: 0 });
  expect(alternatives.status()).toBe(200);
  const html = await alternatives.text();
  expect(html).toContain('href="/alternatives/digitalocean/"');
  expect(html).toContain('href="/alternatives/hetzner/"');
  const de = await (await request.get('/de/alternatives/')).text();
  expect(visibleText(de)).toContain(catalog('de', 'pages')['alternatives.heading'] as string);
  expect(de).toContain('href="/de/alternatives/hetzner/"');

  const promos = await (await request.get('/vps/promo/', { maxRedirects: 0 })).text();
  for (const code of ['try100', 'fast20', 'double15', 'easy10']) expect(promos).toContain(`href="/vps/promo/${code}/"`);
  const fr = await request.get('/fr/vps/promo/', { maxRedirects: 0 });
  expect(fr.status()).toBe(200);
  expect(await fr.text()).toContain('href="/fr/vps/promo/try100/"');
  // Spanish and Italian have no promotion of their own: the English offers.
  const es = await request.get('/es/vps/promo/', { maxRedirects: 0 });
  expect(es.status()).toBe(301);
  expect(es.headers().location).toBe('/vps/promo/');

  for (const [from, to] of [
    ['/solutions/', '/solutions/cloud-solutions-for-business/'],
    ['/it/solutions/', '/it/solutions/cloud-solutions-for-business/'],
    ['/vps/', '/products/vps-server-hosting/'],
  ]) {
    const response = await request.get(from as string, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});
