import { describe, expect, it } from 'vitest';
import { localeCodes } from '#intl/locales.ts';
import { languageMenuLinks, nearestPageIn } from '#src/features/header/language-menu-links.ts';

describe('the language menu', () => {
  it('offers every locale on an English-only page, each leading to the nearest page that exists', () => {
    const links = languageMenuLinks('/blog/vpc-nat-gateway/', 'en-us', ['en-us']);
    expect(links.map((link) => link.code)).toEqual([...localeCodes]);
    expect(Object.fromEntries(links.map((link) => [link.code, link.href]))).toEqual({
      'en-us': '/blog/vpc-nat-gateway/',
      de: '/de/blog/',
      es: '/es/blog/',
      fr: '/fr/blog/',
      it: '/it/blog/',
      nl: '/nl/blog/',
      'pt-br': '/pt-br/blog/',
    });
    expect(links.filter((link) => link.current).map((link) => link.code)).toEqual(['en-us']);
  });

  it('links the page itself in the locales that have it', () => {
    const links = languageMenuLinks('/tutorials/install-nginx/', 'de', ['en-us', 'de']);
    expect(links.find((link) => link.code === 'de')).toMatchObject({ href: '/de/tutorials/install-nginx/', current: true });
    expect(links.find((link) => link.code === 'fr')?.href).toBe('/fr/tutorials/');
  });

  it('falls back to the home page when the section does not exist in that locale', () => {
    // The fast20 promotion exists in en-us only, and /vps/ is no page.
    expect(nearestPageIn('/vps/promo/fast20/', 'de')).toBe('/');
    expect(nearestPageIn('/docs/vpc/nat/', 'nl')).toBe('/docs/');
    expect(nearestPageIn('/', 'nl')).toBe('/');
  });
});
