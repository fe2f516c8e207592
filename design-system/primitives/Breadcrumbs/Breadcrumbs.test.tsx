import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';

/** A palette token as the `rgb()` string getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const items = [{ label: 'Home', href: '/' }, { label: 'Products', href: '/products/' }, { label: 'Cloud servers' }];

describe('Breadcrumbs', () => {
  afterEach(cleanup);

  it('is a labelled nav with an ordered list and no axe violations', async () => {
    const { container } = await render(<Breadcrumbs label="Breadcrumb" items={items} />);
    await expect.element(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    const list = container.querySelector('nav > ol');
    expect(list?.children).toHaveLength(3);
    expect([...(list?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual(['Home', 'Products', 'Cloud servers']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links the ancestors and marks only the last item as the current page', async () => {
    const { container } = await render(<Breadcrumbs label="Breadcrumb" items={items} />);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/products/']);
    const current = container.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('aria-current')).toBe('page');
    expect(current[0]?.textContent).toBe('Cloud servers');
    expect(current[0]?.tagName).toBe('SPAN');
  });

  it('keeps a linked current page as a link with aria-current', async () => {
    const { container } = await render(
      <Breadcrumbs
        label="Breadcrumb"
        items={[
          { label: 'Home', href: '/' },
          { label: 'Docs', href: '/docs/' },
        ]}
      />,
    );
    const current = container.querySelector('[aria-current="page"]');
    expect(current?.tagName).toBe('A');
    expect(current?.getAttribute('href')).toBe('/docs/');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('hides the separators from assistive tech and draws one between items', async () => {
    const { container } = await render(<Breadcrumbs label="Breadcrumb" items={items} />);
    const separators = [...container.querySelectorAll('[data-separator]')];
    expect(separators).toHaveLength(2);
    for (const separator of separators) expect(separator.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('li')?.querySelector('[data-separator]')).toBeNull();
  });

  it('moves through the links with the keyboard', async () => {
    await render(<Breadcrumbs label="Breadcrumb" items={items} />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Home');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Products');
    expect(getComputedStyle(document.activeElement as Element).outlineColor).toBe(rgb(palette.focus));
  });

  it('wraps long trails instead of overflowing a phone screen', async () => {
    const { container } = await render(
      <div style={{ width: '320px' }}>
        <Breadcrumbs
          label="Brotkrümelnavigation"
          items={[
            { label: 'Startseite', href: '/de/' },
            { label: 'Anleitungen', href: '/de/tutorials/' },
            { label: 'Einrichtung eines hochverfügbaren PostgreSQL-Clusters mit automatischer Ausfallsicherung' },
          ]}
        />
      </div>,
    );
    const list = container.querySelector('ol') as HTMLElement;
    expect(list.scrollWidth).toBeLessThanOrEqual(320);
  });
});
