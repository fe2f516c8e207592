import { describe, expect, it } from 'vitest';
import { legacyDestination } from '#server/legacy-redirects.ts';
import { resolveRedirect } from '#server/url-rules.ts';
import { listedRoutes } from '#src/lib/seo/listed-routes.ts';
import { hubChildren } from '#src/routes/hub-children.ts';
import { matchRoute } from '#src/routes/route-matcher.ts';
import { concretePathsOf, routeTable } from '#src/routes/route-table.ts';

const hub = (path: string) => {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route ${path}`);
  return match.route;
};

describe('section hubs (issue 24 item 11)', () => {
  it('every folder above a page is a page or redirects to one: trimming a URL never ends on a 404', () => {
    const folders = new Set(
      routeTable.flatMap(concretePathsOf).flatMap((path) =>
        path
          .split('/')
          .slice(1, -2)
          .map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}/`),
      ),
    );
    expect(folders).toContain('/vps/promo/');
    for (const folder of folders) expect(matchRoute(folder) ?? legacyDestination(folder), folder).toBeDefined();
  });

  it('/alternatives/ lists each comparison, in every locale', () => {
    expect(hub('/alternatives/').kind).toBe('alternatives');
    for (const locale of ['en-us', 'de', 'pt-br'] as const) {
      expect(hubChildren(hub('/alternatives/'), locale).map((c) => c.path)).toEqual([
        '/alternatives/digitalocean/',
        '/alternatives/hetzner/',
      ]);
    }
    expect(hubChildren(hub('/alternatives/'), 'de')[0]?.params).toEqual({ competitor: 'digitalocean' });
  });

  it('/vps/promo/ lists the offers of its locale, and exists where there is one', () => {
    expect(hub('/vps/promo/').kind).toBe('promos');
    expect(hubChildren(hub('/vps/promo/'), 'en-us').map((c) => c.path)).toEqual([
      '/vps/promo/try100/',
      '/vps/promo/fast20/',
      '/vps/promo/double15/',
      '/vps/promo/easy10/',
    ]);
    expect(hubChildren(hub('/vps/promo/'), 'de').map((c) => c.path)).toEqual(['/vps/promo/try100/']);
    expect(hub('/vps/promo/').locales).toEqual(['en-us', 'de', 'fr', 'nl', 'pt-br']);
  });

  it('/solutions/ and /vps/ lead to their one page in one hop, in every locale', async () => {
    expect(await resolveRedirect('/solutions/', '')).toBe('/solutions/cloud-solutions-for-business/');
    expect(await resolveRedirect('/fr/solutions/', '')).toBe('/fr/solutions/cloud-solutions-for-business/');
    expect(await resolveRedirect('/vps/', '')).toBe('/products/vps-server-hosting/');
    expect(await resolveRedirect('/es/vps', '')).toBe('/es/products/vps-server-hosting/');
  });

  it('hubs and the API reference pages are in the sitemap', () => {
    const paths = listedRoutes('en-us').map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/alternatives/', '/vps/promo/', '/api-docs/', '/api-docs/servers/']));
    expect(listedRoutes('es').map((r) => r.path)).not.toContain('/vps/promo/');
    expect(listedRoutes('it').map((r) => r.path)).toContain('/api-docs/billing/');
  });
});
