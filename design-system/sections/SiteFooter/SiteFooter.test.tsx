import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { type FooterColumn, SiteFooter } from './SiteFooter.tsx';

const columns: FooterColumn[] = [
  {
    title: 'Produkte',
    links: [
      { label: 'Cloud-Server', href: '/de/products/cloud-server/' },
      { label: 'Managed-Datenbanken', href: '/de/products/managed-database/' },
      { label: 'S3-Objektspeicher', href: '/de/products/s3-storage/' },
    ],
  },
  {
    title: 'Ressourcen',
    links: [
      { label: 'Dokumentation', href: '/de/docs/' },
      { label: 'Häufig gestellte Fragen', href: '/de/faq/' },
    ],
  },
  {
    title: 'Unternehmen',
    links: [{ label: 'Cloud-Lösungen für Unternehmen und öffentliche Auftraggeber', href: '/de/solutions/business/' }],
  },
  { title: 'Vergleich', links: [{ label: 'Nuvora im Vergleich zu DigitalOcean', href: '/de/alternatives/digitalocean/' }] },
];

const bottom = (
  <>
    <span>© 2025 Nuvora Cloud Ltd.</span>
    <a href="/de/legal/privacy/">Datenschutzerklärung</a>
  </>
);

const columnLefts = (container: HTMLElement) =>
  new Set([...container.querySelectorAll('nav')].map((n) => n.getBoundingClientRect().left));
const pageFits = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

/** The focus token as getComputedStyle reports it. */
const focusColour = `rgb(${[1, 3, 5].map((i) => Number.parseInt(palette.focus.slice(i, i + 2), 16)).join(', ')})`;

afterEach(cleanup);

describe('SiteFooter', () => {
  it('renders a labelled nav with a heading per column and the fine print, without axe violations', async () => {
    const { container } = await render(<SiteFooter columns={columns} bottom={bottom} />);
    const footer = container.querySelector('footer') as HTMLElement;
    const navs = [...footer.querySelectorAll('nav')];
    expect(navs.map((n) => n.getAttribute('aria-label'))).toEqual(['Produkte', 'Ressourcen', 'Unternehmen', 'Vergleich']);
    expect(navs.map((n) => n.querySelector('h2')?.textContent)).toEqual(['Produkte', 'Ressourcen', 'Unternehmen', 'Vergleich']);
    expect([...(navs[0]?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '/de/products/cloud-server/',
      '/de/products/managed-database/',
      '/de/products/s3-storage/',
    ]);
    expect(footer.textContent).toContain('© 2025 Nuvora Cloud Ltd.');
    expect(footer.querySelector('a[href="/de/legal/privacy/"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the focus ring on the dark background when tabbing through the links', async () => {
    const { container } = await render(<SiteFooter columns={columns} bottom={bottom} />);
    await userEvent.tab();
    const first = container.querySelector('nav a') as HTMLElement;
    expect(document.activeElement).toBe(first);
    expect(getComputedStyle(first).outlineStyle).toBe('solid');
    expect(getComputedStyle(first).outlineColor).toBe(focusColour);
  });

  it.each([
    [320, 1],
    [768, 3],
    [1024, 4],
    [1536, 4],
  ])('at %i px lays the columns out %i across without horizontal overflow', async (width, across) => {
    await page.viewport(width, 900);
    const { container } = await render(<SiteFooter columns={columns} bottom={bottom} />);
    await expect.poll(() => columnLefts(container).size).toBe(across);
    expect(pageFits()).toBe(true);
    const footer = container.querySelector('footer') as HTMLElement;
    expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  });
});
