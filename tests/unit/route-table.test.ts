import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { concretePath, pageKey } from '#src/routes/page-key.ts';
import { productSlugs } from '#src/routes/product-slugs.ts';
import { matchRoute } from '#src/routes/route-matcher.ts';
import { type RouteDef, routeTable, staticPathsOf, toLayoutKind } from '#src/routes/route-table.ts';

const specPaths = [
  '/',
  '/about-us/',
  '/ambassador/',
  '/api-docs/',
  '/blog/',
  '/contacts/',
  '/docs/',
  '/faq/',
  '/marketplace/',
  '/oauth/',
  '/partners/',
  '/pricing/',
  '/sitemap/',
  '/static-disable/',
  '/tutorials/',
  '/blog/news/',
  '/blog/successstories/',
  '/blog/become-an-author/',
  '/tutorials/authors/',
  '/tutorials/topics/',
  '/tutorials/tag/',
  '/partners/apply/',
  '/partners/program/',
  '/partners/reseller/',
  '/products/',
  '/r/',
  '/solutions/cloud-solutions-for-business/',
  '/vps/promo/try100/',
  '/vps/promo/fast20/',
  '/vps/promo/double15/',
  '/vps/promo/easy10/',
  '/alternatives/digitalocean/',
  '/alternatives/hetzner/',
];

describe('route table', () => {
  it('registers every page of spec §2', () => {
    for (const path of specPaths) expect(matchRoute(path), path).toBeDefined();
  });

  it('has all 39 product landings as static pages', () => {
    expect(productSlugs).toHaveLength(39);
    const product = routeTable.find((r) => r.kind === 'product');
    expect(product && staticPathsOf(product)).toHaveLength(39);
    expect(matchRoute('/products/kubernetes/')?.route.kind).toBe('product');
    expect(matchRoute('/products/no-such-product/')).toBeUndefined();
  });

  it('matches ids and the docs catch-all on request', () => {
    expect(matchRoute('/blog/some-post/')?.params).toEqual({ id: 'some-post' });
    expect(matchRoute('/blog/news/')?.route.kind).toBe('blog-news');
    expect(matchRoute('/tutorials/authors/jane/')?.params).toEqual({ author: 'jane' });
    expect(matchRoute('/tutorials/tag/docker/')?.route.kind).toBe('tutorials-tagged');
    expect(matchRoute('/tutorials/how-to-x/')?.route.kind).toBe('tutorials-article');
    expect(matchRoute('/docs/cloud-servers/cloud-init/')?.params).toEqual({ segments: ['cloud-servers', 'cloud-init'] });
    expect(matchRoute('/marketplace/nextcloud/')?.params).toEqual({ name: 'nextcloud' });
    expect(matchRoute('/r/abc123/')?.route.kind).toBe('referral');
  });

  it('renders ids and catch-alls on request and prerenders the rest', () => {
    expect(matchRoute('/docs/a/')?.route.render).toBe('dynamic');
    expect(matchRoute('/blog/x/')?.route.render).toBe('dynamic');
    expect(matchRoute('/pricing/')?.route.render).toBe('static');
  });

  it('derives catalog keys and concrete paths', () => {
    const product = matchRoute('/products/vpc/');
    expect(product && pageKey(product.route, product.params)).toBe('product.vpc');
    const promo = matchRoute('/vps/promo/try100/');
    expect(promo && pageKey(promo.route, promo.params)).toBe('promo.try100');
    const docs = matchRoute('/docs/vpc/nat/');
    expect(docs && concretePath(docs.route, docs.params)).toBe('/docs/vpc/nat/');
    expect(concretePath(routeTable[0] as never, {})).toBe('/');
  });

  it('falls back to the default layout for an unknown layout', () => {
    expect(toLayoutKind('oauth')).toBe('oauth');
    expect(toLayoutKind('fancy')).toBe('default');
    expect(toLayoutKind(undefined)).toBe('default');
  });
});

describe('page modules', () => {
  const fileOf = (route: RouteDef) => `src/pages/${route.page}.tsx`;
  const readBy = (file: string) =>
    new Set(Array.from(readFileSync(file, 'utf8').matchAll(/search\.get\('(\w+)'\)/g), (m) => m[1]));

  it("exist for every route, and every page module is some route's", () => {
    for (const route of routeTable) expect(existsSync(fileOf(route)), fileOf(route)).toBe(true);
    const used = new Set(routeTable.map(fileOf));
    // The not-found and error pages are Waku's own routes (/404, /__error), outside the table.
    const outside = new Set(['not-found-page.tsx', 'error-page.tsx']);
    const pages = readdirSync('src/pages').filter((name) => name.endsWith('-page.tsx') && !outside.has(name));
    expect(pages.map((name) => `src/pages/${name}`).filter((file) => !used.has(file))).toEqual([]);
  });

  it('read exactly the query parameters their routes declare, since pages get only those', () => {
    const byFile = new Map<string, Set<string>>();
    for (const route of routeTable) {
      const declared = byFile.get(fileOf(route)) ?? new Set<string>();
      for (const name of route.query ?? []) declared.add(name);
      byFile.set(fileOf(route), declared);
    }
    for (const [file, declared] of byFile) expect([...declared].toSorted(), file).toEqual([...readBy(file)].toSorted());
    expect(readBy('src/pages/tutorials-page.tsx')).toEqual(new Set(['q', 'topic', 'page']));
  });
});
