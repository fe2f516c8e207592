import { describe, expect, it } from 'vitest';
import { validateForm } from '#src/features/forms/forms.ts';
import { safeReturnPath, sameSitePath } from '#src/lib/same-site-path.ts';

/** Each of these, read by a browser (or by a receiver that decodes it once), leaves the site. */
const leavingTheSite = [
  'https://evil.example',
  'https://evil.example/',
  '//evil.example',
  '//evil.example/',
  '/\\evil.example',
  '/\\\\evil.example',
  '\\\\evil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '/%2F/evil.example',
  '/%2fevil.example',
  '\t//evil',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  // Dot segments that resolve to `//host`.
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example/x',
  '/%2e%2e//evil.example',
  'javascript:alert(1)',
  ' /pricing/',
  'pricing/',
  `/${'a'.repeat(600)}`,
];

describe('return paths', () => {
  it('keeps paths on this site, with their query and fragment', () => {
    expect(safeReturnPath('/pricing/', '/')).toBe('/pricing/');
    expect(safeReturnPath('/de/pricing/?x=1#a', '/')).toBe('/de/pricing/?x=1#a');
    expect(safeReturnPath('/de/docs/?q=vpc#top', '/')).toBe('/de/docs/?q=vpc#top');
    expect(safeReturnPath('/', '/fr/')).toBe('/');
  });

  it('falls back for anything that could leave the site', () => {
    for (const bad of [null, undefined, '', ...leavingTheSite]) {
      expect(safeReturnPath(bad, '/fr/'), JSON.stringify(bad)).toBe('/fr/');
      expect(sameSitePath(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('is the rule of the sign-up form’s hidden redirectUrl too', () => {
    const signUp = { name: 'Ana', email: 'ana@example.pt', country: 'PT', message: 'Hi' };
    for (const redirectUrl of leavingTheSite) {
      const result = validateForm('sign-up', { ...signUp, redirectUrl });
      expect(result.ok, JSON.stringify(redirectUrl)).toBe(false);
    }
    expect(validateForm('sign-up', { ...signUp, redirectUrl: '/de/pricing/?x=1#a' })).toEqual({
      ok: true,
      data: { ...signUp, redirectUrl: '/de/pricing/?x=1#a' },
    });
  });
});
