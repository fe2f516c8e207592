import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { DocsNav, type DocsNavItem } from './DocsNav.tsx';

const tree: DocsNavItem[] = [
  { title: 'Getting started', href: '/docs/start/', children: [{ title: 'Create an account', href: '/docs/start/account/' }] },
  {
    title: 'Cloud servers',
    href: '/docs/servers/',
    children: [
      {
        title: 'Networking',
        href: '/docs/servers/networking/',
        children: [
          { title: 'Floating IPs', href: '/docs/servers/networking/floating-ips/' },
          {
            title: 'Private networks',
            href: '/docs/servers/networking/vpc/',
            children: [{ title: 'VPC peering', href: '/docs/servers/networking/vpc/peering/' }],
          },
        ],
      },
      { title: 'Backups', href: '/docs/servers/backups/' },
    ],
  },
  { title: 'API reference', href: '/docs/api/' },
];

const link = (container: HTMLElement, href: string) => container.querySelector(`a[href="${href}"]`) as HTMLAnchorElement | null;
/** The `<details>` holding the children of the item with this href. */
const branch = (container: HTMLElement, href: string) => link(container, href)?.nextElementSibling as HTMLDetailsElement | null;
const visible = (el: Element | null) => Boolean(el?.checkVisibility());

const renderNav = (currentHref: string) =>
  render(
    <DocsNav items={tree} currentHref={currentHref} aria-label="Documentation" toggleLabel={(title) => `Subpages: ${title}`} />,
  );

afterEach(cleanup);

describe('DocsNav', () => {
  it('is a labelled nav that marks only the current page and opens the branches above it, without axe violations', async () => {
    const { container } = await renderNav('/docs/servers/networking/floating-ips/');
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Documentation');
    const current = container.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]).toBe(link(container, '/docs/servers/networking/floating-ips/'));
    expect(current[0]?.getAttribute('aria-current')).toBe('page');
    expect(visible(current[0] ?? null)).toBe(true);
    expect(branch(container, '/docs/servers/')?.open).toBe(true);
    expect(branch(container, '/docs/servers/networking/')?.open).toBe(true);
    // A branch off the path stays closed and its pages are hidden.
    expect(branch(container, '/docs/start/')?.open).toBe(false);
    expect(visible(link(container, '/docs/start/account/'))).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the current page’s own section too', async () => {
    const { container } = await renderNav('/docs/servers/');
    expect(link(container, '/docs/servers/')?.getAttribute('aria-current')).toBe('page');
    expect(branch(container, '/docs/servers/')?.open).toBe(true);
    expect(branch(container, '/docs/servers/networking/')?.open).toBe(false);
  });

  it('starts fully collapsed when the current page is not in the tree', async () => {
    const { container } = await renderNav('/blog/');
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(0);
    expect([...container.querySelectorAll('details')].some((d) => d.open)).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders three levels and leaves deeper pages out', async () => {
    const { container } = await renderNav('/docs/servers/networking/vpc/');
    expect(container.querySelectorAll('ul[data-level]')).toHaveLength(4); // top level, two level-2 lists, one level-3 list
    expect(container.querySelector('ul[data-level="4"]')).toBeNull();
    expect(link(container, '/docs/servers/networking/vpc/peering/')).toBeNull();
    // The level-3 page that has children gets no toggle.
    expect(branch(container, '/docs/servers/networking/vpc/')).toBeNull();
    expect(link(container, '/docs/servers/networking/vpc/')?.getAttribute('aria-current')).toBe('page');
  });

  it('expands and collapses a section from the keyboard (Enter and Space on its toggle)', async () => {
    const { container } = await renderNav('/docs/api/');
    const details = branch(container, '/docs/start/') as HTMLDetailsElement;
    const toggle = details.querySelector('summary') as HTMLElement;
    const child = link(container, '/docs/start/account/');
    expect(details.open).toBe(false);
    expect(visible(child)).toBe(false);

    await userEvent.tab();
    expect(document.activeElement).toBe(link(container, '/docs/start/'));
    await userEvent.tab();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.textContent).toBe('Subpages: Getting started');

    await userEvent.keyboard('{Enter}');
    await expect.poll(() => details.open).toBe(true);
    expect(visible(child)).toBe(true);
    // The opened pages come next in the tab order.
    await userEvent.tab();
    expect(document.activeElement).toBe(child);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(toggle);

    await userEvent.keyboard(' ');
    await expect.poll(() => details.open).toBe(false);
    expect(visible(child)).toBe(false);
    await userEvent.tab();
    expect(document.activeElement).toBe(link(container, '/docs/servers/'));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets the user collapse a branch that started open', async () => {
    const { container } = await renderNav('/docs/servers/backups/');
    const details = branch(container, '/docs/servers/') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    await userEvent.click(details.querySelector('summary') as HTMLElement);
    await expect.poll(() => details.open).toBe(false);
    expect(visible(link(container, '/docs/servers/backups/'))).toBe(false);
  });

  it('lines the toggle up with its link and keeps long German titles inside 320 px', async () => {
    const { container } = await render(
      <DocsNav
        aria-label="Dokumentation"
        toggleLabel={(title) => `Unterseiten: ${title}`}
        currentHref="/de/docs/db/pitr/"
        items={[
          {
            title: 'Managed-Datenbanken und Hochverfügbarkeitskonfigurationen',
            href: '/de/docs/db/',
            children: [{ title: 'Zeitpunktgenaue Wiederherstellung (Point-in-Time-Recovery)', href: '/de/docs/db/pitr/' }],
          },
        ]}
      />,
    );
    await page.viewport(320, 800);
    await expect.poll(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth).toBe(true);
    const parent = link(container, '/de/docs/db/') as HTMLElement;
    const toggle = container.querySelector('summary') as HTMLElement;
    const [a, t] = [parent.getBoundingClientRect(), toggle.getBoundingClientRect()];
    expect(t.top).toBe(a.top);
    expect(t.right).toBeCloseTo(a.right, 0);
    expect(t.width).toBeGreaterThanOrEqual(24);
    // The title wraps in front of the toggle instead of running under it.
    const text = document.createRange();
    text.selectNodeContents(parent);
    for (const line of text.getClientRects()) expect(line.right).toBeLessThanOrEqual(t.left);
  });
});
