import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { SearchBox } from '#ds/primitives/SearchBox/SearchBox.tsx';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { type NavItem, SiteHeader } from './SiteHeader.tsx';

const english: NavItem[] = [
  { label: 'Products', href: '/products/' },
  { label: 'Pricing', href: '/pricing/', current: true },
  { label: 'Docs', href: '/docs/' },
  { label: 'Tutorials', href: '/tutorials/' },
  { label: 'Blog', href: '/blog/' },
  { label: 'Marketplace', href: '/marketplace/' },
  { label: 'Partners', href: '/partners/' },
];

/**
 * The site's own header copy (intl/messages/<locale>/common.json): en-us, German and the
 * two longest locales. The current section is the longest link, shown in bold.
 */
const copy = {
  en: { nav: english.map((n) => n.label), signIn: 'Sign in', signUp: 'Sign up', menu: 'Open menu', navLabel: 'Main navigation' },
  de: {
    nav: ['Produkte', 'Preise', 'Dokumentation', 'Tutorials', 'Blog', 'Marktplatz', 'Partner'],
    signIn: 'Anmelden',
    signUp: 'Registrieren',
    menu: 'Menü öffnen',
    navLabel: 'Hauptnavigation',
  },
  es: {
    nav: ['Productos', 'Precios', 'Documentación', 'Tutoriales', 'Blog', 'Marketplace', 'Partners'],
    signIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    menu: 'Abrir menú',
    navLabel: 'Navegación principal',
  },
  fr: {
    nav: ['Produits', 'Tarifs', 'Documentation', 'Tutoriels', 'Blog', 'Marketplace', 'Partenaires'],
    signIn: 'Se connecter',
    signUp: 'S’inscrire',
    menu: 'Ouvrir le menu',
    navLabel: 'Navigation principale',
  },
} as const;

type Lang = keyof typeof copy;
const searchLabel: Record<Lang, string> = { en: 'Search', de: 'Suche', es: 'Buscar', fr: 'Recherche' };

const navFor = (lang: Lang): NavItem[] =>
  lang === 'en' ? english : copy[lang].nav.map((label, i) => ({ label, href: `/${lang}${english[i]?.href}`, current: i === 2 }));

const renderHeader = (lang: Lang = 'en') => {
  const t = copy[lang];
  return render(
    <SiteHeader
      brand="Nuvora"
      homeHref={lang === 'en' ? '/' : `/${lang}/`}
      homeLabel="Nuvora"
      navLabel={t.navLabel}
      menuLabel={t.menu}
      nav={navFor(lang)}
      actions={
        <>
          <ButtonLink variant="ghost" size="sm" href="/login">
            {t.signIn}
          </ButtonLink>
          <ButtonLink size="sm" href="/signup">
            {t.signUp}
          </ButtonLink>
        </>
      }
      search={{
        label: searchLabel[lang],
        panel: (
          <form action="/search/">
            <input type="search" name="q" aria-label={searchLabel[lang]} />
          </form>
        ),
      }}
      // As wide as the site's language menu toggle ("EN" with button padding).
      languages={
        <ButtonLink variant="ghost" size="sm" href="/languages/" aria-label="Language">
          {lang.toUpperCase()}
        </ButtonLink>
      }
    />,
  );
};

const parts = (container: HTMLElement) => {
  const header = container.querySelector('header') as HTMLElement;
  const details = header.querySelector('details:not([data-site-search])') as HTMLDetailsElement;
  return {
    header,
    details,
    inlineNav: header.querySelector(':scope nav:not(details nav)') as HTMLElement,
    toggle: details.querySelector('summary') as HTMLElement,
    menuNav: details.querySelector('nav') as HTMLElement,
  };
};

const shown = (el: Element) => el.checkVisibility();
/** The element's text is laid out on a single line (not wrapped, not broken inside a word). */
const oneLine = (el: Element) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  const [first, ...rest] = [...range.getClientRects()];
  return first !== undefined && rest.every((r) => Math.abs(r.top - first.top) < first.height / 2);
};
const fits = (el: Element) => el.scrollWidth <= el.clientWidth;
const pageFits = () => fits(document.documentElement);

afterEach(cleanup);

describe('SiteHeader', () => {
  it('links home, marks the current section and has no axe violations', async () => {
    await page.viewport(1280, 800);
    const { container } = await renderHeader();
    const { header, inlineNav } = parts(container);
    const home = header.querySelector('a[href="/"]');
    expect(home?.getAttribute('aria-label')).toBe('Nuvora');
    expect(inlineNav.getAttribute('aria-label')).toBe('Main navigation');
    expect([...inlineNav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(english.map((n) => n.label));
    const current = inlineNav.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('href')).toBe('/pricing/');
    expect(current[0]?.getAttribute('aria-current')).toBe('page');
    expect(await axeViolations(container)).toEqual([]);
  });

  describe.each(['en', 'de', 'es', 'fr'] as const)('breakpoints (%s)', (lang) => {
    it.each([320, 768])('at %i px hides the inline nav behind the menu disclosure, without overflow', async (width) => {
      await page.viewport(width, 800);
      const { container } = await renderHeader(lang);
      const { header, inlineNav, toggle } = parts(container);
      await expect.poll(() => shown(inlineNav)).toBe(false);
      expect(shown(toggle)).toBe(true);
      expect(fits(header)).toBe(true);
      expect(pageFits()).toBe(true);
      // Icon buttons (search, menu) have no text to wrap.
      for (const item of [...header.querySelectorAll('a, summary')].filter((el) => shown(el) && el.textContent?.trim()))
        expect(oneLine(item)).toBe(true);
      expect(await axeViolations(container)).toEqual([]);
    });

    it.each([1024, 1536])('at %i px shows the inline nav and no menu disclosure, without overflow', async (width) => {
      await page.viewport(width, 800);
      const { container } = await renderHeader(lang);
      const { header, inlineNav, toggle } = parts(container);
      await expect.poll(() => shown(inlineNav)).toBe(true);
      expect(shown(toggle)).toBe(false);
      for (const link of inlineNav.querySelectorAll('a')) expect(shown(link)).toBe(true);
      expect(fits(header)).toBe(true);
      expect(pageFits()).toBe(true);
      // Brand, links and actions sit on one line inside the bar's padding, none squeezed into two lines.
      const bar = header.firstElementChild as HTMLElement;
      const inner = bar.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(bar).paddingInlineEnd);
      const items = [...bar.querySelectorAll('a')].filter(shown);
      expect(items.length).toBe(english.length + 4);
      const top = new Set(items.map((a) => Math.round(a.getBoundingClientRect().top + a.getBoundingClientRect().height / 2)));
      expect(top.size).toBe(1);
      for (const item of items) {
        expect(oneLine(item), item.textContent ?? '').toBe(true);
        expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
        expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(inner + 0.5);
      }
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  it('opens the search panel from its labelled toggle, without JavaScript of its own', async () => {
    await page.viewport(1280, 800);
    const { container } = await renderHeader('de');
    const search = container.querySelector('[data-site-search]') as HTMLDetailsElement;
    const toggle = search.querySelector('summary') as HTMLElement;
    expect(toggle.querySelector('svg')?.getAttribute('aria-label')).toBe('Suche');
    expect(shown(search.querySelector('input') as HTMLElement)).toBe(false);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => search.open).toBe(true);
    expect(shown(search.querySelector('input') as HTMLElement)).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  // Issue 25.1: the panel clipped its suggestion list to ~15 px of the first suggestion.
  it.each([
    [390, 844],
    [1366, 900],
  ])('at %i px shows every search suggestion in full, on top of the page', async (width, height) => {
    await page.viewport(width, height);
    const suggestions = ['Managed Kubernetes', 'Kubernetes with Helm', 'Kubernetes 1.34', 'Kubernetes pricing', 'Kubernetes FAQ'];
    const { container } = await render(
      <>
        <SiteHeader
          brand="Nuvora"
          homeHref="/"
          homeLabel="Nuvora"
          navLabel="Main navigation"
          menuLabel="Open menu"
          nav={english}
          search={{
            label: 'Search',
            panel: (
              <SearchBox
                label="Search the site"
                submitLabel="Search"
                listLabel="Suggestions"
                action="/search/"
                suggestions={suggestions.map((label, i) => ({
                  id: String(i),
                  href: `#${i}`,
                  label,
                  kind: 'Docs',
                  detail: 'A page',
                }))}
              />
            ),
          }}
        />
        <p style={{ height: '2000px' }}>Page content under the header.</p>
      </>,
    );
    const search = container.querySelector('[data-site-search]') as HTMLDetailsElement;
    await userEvent.click(search.querySelector('summary') as HTMLElement);
    await expect.poll(() => search.open).toBe(true);
    await userEvent.click(search.querySelector('input') as HTMLElement);
    await userEvent.keyboard('kube');
    const options = () => [...search.querySelectorAll<HTMLElement>('[role="option"]')];
    await expect.poll(() => options().length).toBe(suggestions.length);
    for (const option of options()) {
      const box = option.getBoundingClientRect();
      expect(box.bottom, `${option.textContent} ends inside the window`).toBeLessThanOrEqual(height);
      // What is painted at the option's top and bottom edge is the option itself, not the page or a clip.
      for (const y of [box.top + 2, box.bottom - 2]) {
        const hit = document.elementFromPoint(box.left + box.width / 2, y);
        expect(option.contains(hit), `${option.textContent} is visible at y=${Math.round(y)}`).toBe(true);
      }
    }
  });

  it('opens and closes the menu from the keyboard and shows every link inside 320 px', async () => {
    await page.viewport(320, 800);
    const { container } = await renderHeader('de');
    const { details, toggle, menuNav } = parts(container);
    await expect.poll(() => shown(toggle)).toBe(true);
    expect(shown(menuNav)).toBe(false);

    await userEvent.tab(); // home link
    await userEvent.tab(); // search toggle
    await userEvent.tab();
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => details.open).toBe(true);
    expect(shown(menuNav)).toBe(true);
    expect(menuNav.getAttribute('aria-label')).toBe('Hauptnavigation');
    const links = [...menuNav.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(copy.de.nav);
    for (const link of links) {
      const box = link.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(320);
    }
    expect(pageFits()).toBe(true);
    expect(await axeViolations(container)).toEqual([]);

    // The language switcher comes first in the menu, then the links.
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Language');
    await userEvent.tab();
    expect(document.activeElement).toBe(links[0]);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect.poll(() => details.open).toBe(false);
    expect(shown(menuNav)).toBe(false);
  });
});

// Issue 25.6: the phone menu scrolled the page on every toggle, let taps through to the page and
// showed the text "Open menu" instead of an icon button.
describe('SiteHeader phone menu', () => {
  const scrolledHeader = async () => {
    await page.viewport(390, 844);
    const { container } = await renderHeader();
    const tall = document.createElement('p');
    tall.style.height = '4000px';
    tall.textContent = 'Page content';
    container.append(tall);
    window.scrollTo({ top: 1200, behavior: 'instant' });
    await expect.poll(() => window.scrollY).toBe(1200);
    return { ...parts(container), tall };
  };

  it('opens and closes without scrolling the page, by pointer and by keyboard', async () => {
    const { details, toggle } = await scrolledHeader();
    await userEvent.click(toggle);
    await expect.poll(() => details.open).toBe(true);
    expect(window.scrollY).toBe(1200);
    await userEvent.click(toggle);
    await expect.poll(() => details.open).toBe(false);
    expect(window.scrollY).toBe(1200);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => details.open).toBe(true);
    expect(window.scrollY).toBe(1200);
  });

  it('covers the page with a backdrop while open: a tap outside closes the menu and reaches nothing else', async () => {
    const { details, toggle, tall } = await scrolledHeader();
    let pageTapped = false;
    tall.addEventListener('click', () => {
      pageTapped = true;
    });
    await userEvent.click(toggle);
    await expect.poll(() => details.open).toBe(true);
    const panel = details.querySelector('nav')?.parentElement as HTMLElement;
    const below = panel.getBoundingClientRect().bottom + 40;
    expect(below, 'there is page left below the menu to tap').toBeLessThan(844);
    const hit = document.elementFromPoint(195, below);
    expect(toggle.contains(hit) || hit === toggle, 'the backdrop (part of the toggle) is what a tap there hits').toBe(true);
    await userEvent.click(tall, { position: { x: 195, y: below - tall.getBoundingClientRect().top }, force: true });
    await expect.poll(() => details.open).toBe(false);
    expect(pageTapped, 'the tap did not reach the page').toBe(false);
    expect(window.scrollY).toBe(1200);
  });

  it('puts the language switcher at the top of the open menu', async () => {
    const { details, toggle } = await scrolledHeader();
    await userEvent.click(toggle);
    await expect.poll(() => details.open).toBe(true);
    const language = details.querySelector('[aria-label="Language"]') as HTMLElement;
    const firstLink = details.querySelector('nav a') as HTMLElement;
    expect(language.getBoundingClientRect().top).toBeLessThan(firstLink.getBoundingClientRect().top);
    expect(language.getBoundingClientRect().bottom).toBeLessThan(200);
    // At the inline end: a list aligned to its toggle's end opens inside the screen.
    expect(language.getBoundingClientRect().right).toBeGreaterThan(390 - 60);
    expect(await axeViolations(details)).toEqual([]);
  });
});

describe('SiteHeader variants', () => {
  it('says "close" on the menu button while the menu is open', async () => {
    await page.viewport(768, 800);
    const { container } = await render(
      <SiteHeader
        brand="Nuvora"
        homeHref="/"
        homeLabel="Nuvora home page"
        navLabel="Main navigation"
        nav={[{ label: 'Pricing', href: '/pricing/' }]}
        menuLabel="Open menu"
        menuCloseLabel="Close menu"
      />,
    );
    const summary = container.querySelector('summary') as HTMLElement;
    // An icon button: no visible text, named by the icon that shows.
    const visibleLabel = () =>
      [...summary.querySelectorAll('svg[aria-label]')].find((svg) => svg.checkVisibility())?.getAttribute('aria-label');
    expect(summary.textContent?.trim()).toBe('');
    await expect.element(page.getByRole('group').getByText('Open menu', { exact: true })).not.toBeInTheDocument();
    expect(visibleLabel()).toBe('Open menu');
    await userEvent.click(summary);
    await expect.poll(visibleLabel).toBe('Close menu');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders a minimal header without navigation or menu', async () => {
    await page.viewport(320, 800);
    const { container } = await render(
      <SiteHeader
        brand="Nuvora"
        homeHref="/"
        homeLabel="Nuvora home page"
        navLabel="Main navigation"
        menuLabel="Menu"
        actions={<span>Secure sign-in</span>}
      />,
    );
    expect(container.querySelector('nav')).toBeNull();
    expect(container.querySelector('details')).toBeNull();
    expect(container.textContent).toContain('Secure sign-in');
    expect(await axeViolations(container)).toEqual([]);
  });
});
