import { afterEach, describe, expect, it } from 'vitest';
import { page as browser, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Pagination, type PaginationProps, paginationRange } from './Pagination.tsx';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(2, 5, 0)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts an ellipsis on the far side near either end', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(paginationRange(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(paginationRange(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });

  it('puts ellipses on both sides in the middle, with the siblings around the current page', () => {
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationRange(6, 10)).toEqual([1, 'ellipsis', 5, 6, 7, 'ellipsis', 10]);
    expect(paginationRange(50, 100, 2)).toEqual([1, 'ellipsis', 48, 49, 50, 51, 52, 'ellipsis', 100]);
    expect(paginationRange(5, 10, 0)).toEqual([1, 'ellipsis', 5, 'ellipsis', 10]);
  });

  it('keeps a constant length and never hides a single page behind an ellipsis', () => {
    for (const siblings of [0, 1, 2, 3]) {
      for (const total of [1, 5, 8, 9, 12, 50]) {
        for (let current = 1; current <= total; current++) {
          const items = paginationRange(current, total, siblings);
          expect(items.length).toBe(Math.min(total, 2 * siblings + 5));
          expect(items).toContain(current);
          expect(items[0]).toBe(1);
          expect(items.at(-1)).toBe(total);
          items.forEach((item, i) => {
            if (item !== 'ellipsis') return;
            const before = items[i - 1] as number;
            const after = items[i + 1] as number;
            expect(after - before, `${current}/${total}/${siblings}`).toBeGreaterThan(2);
          });
          const numbers = items.filter((item) => item !== 'ellipsis');
          expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        }
      }
    }
  });

  it('clamps out-of-range input', () => {
    expect(paginationRange(0, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(99, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(paginationRange(1, 10, -2)).toEqual(paginationRange(1, 10, 0));
  });
});

const props: Omit<PaginationProps, 'page' | 'pageCount'> = {
  label: 'Pagination',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  pageLabel: (n) => `Page ${n}`,
  hrefFor: (n) => `/tutorials/?page=${n}`,
};

const visibleLinks = (container: Element) =>
  [...container.querySelectorAll('a')].filter((a) => a.getClientRects().length > 0).map((a) => a.textContent);

describe('Pagination', () => {
  afterEach(async () => {
    await cleanup();
    await browser.viewport(1280, 800);
  });

  it('is a labelled nav of page links with the current page marked, without axe violations', async () => {
    await browser.viewport(1280, 800);
    const { container } = await render(<Pagination {...props} page={5} pageCount={10} />);
    await expect.element(browser.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(visibleLinks(container)).toEqual(['Previous', '1', '4', '5', '6', '10', 'Next']);
    const current = [...container.querySelectorAll('[aria-current]')].filter((a) => a.getClientRects().length > 0);
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('aria-current')).toBe('page');
    expect(current[0]?.textContent).toBe('5');
    await expect.element(browser.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/tutorials/?page=4');
    const ellipses = [...container.querySelectorAll('[data-ellipsis]')].filter((e) => e.getClientRects().length > 0);
    expect(ellipses).toHaveLength(2);
    for (const ellipsis of ellipses) expect(ellipsis.getAttribute('aria-hidden')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links previous and next to the neighbouring pages', async () => {
    const { container } = await render(<Pagination {...props} page={5} pageCount={10} />);
    const prev = container.querySelector('[data-step="prev"]');
    const next = container.querySelector('[data-step="next"]');
    expect(prev?.getAttribute('href')).toBe('/tutorials/?page=4');
    expect(prev?.getAttribute('rel')).toBe('prev');
    expect(next?.getAttribute('href')).toBe('/tutorials/?page=6');
    expect(next?.getAttribute('rel')).toBe('next');
  });

  it('disables previous on the first page and next on the last', async () => {
    const { container, rerender } = await render(<Pagination {...props} page={1} pageCount={10} />);
    let prev = container.querySelector('[data-step="prev"]');
    expect(prev?.hasAttribute('href')).toBe(false);
    expect(prev?.getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelector('[data-step="next"]')?.hasAttribute('href')).toBe(true);
    expect(await axeViolations(container)).toEqual([]);

    await rerender(<Pagination {...props} page={10} pageCount={10} />);
    prev = container.querySelector('[data-step="prev"]');
    const next = container.querySelector('[data-step="next"]');
    expect(prev?.getAttribute('href')).toBe('/tutorials/?page=9');
    expect(next?.hasAttribute('href')).toBe(false);
    expect(next?.getAttribute('aria-disabled')).toBe('true');
    await expect.element(browser.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('tabs from previous through the pages to next, skipping a disabled step', async () => {
    await browser.viewport(1280, 800);
    await render(<Pagination {...props} page={1} pageCount={3} />);
    const order: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      order.push(document.activeElement?.textContent ?? null);
    }
    expect(order).toEqual(['1', '2', '3', 'Next']);
  });

  it('renders nothing for a single page', async () => {
    const { container } = await render(<Pagination {...props} page={1} pageCount={1} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows only first, current and last page on phones, with the step labels read but not shown', async () => {
    const { container } = await render(<Pagination {...props} page={5} pageCount={10} />);
    await browser.viewport(375, 800);
    await expect.poll(() => visibleLinks(container)).toEqual(['Previous', '1', '5', '10', 'Next']);
    const row = container.querySelector('nav > div') as HTMLElement;
    expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    // The step label is visually hidden on phones but still names the link.
    await expect.element(browser.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    const label = container.querySelector('[data-step="prev"] span') as HTMLElement;
    expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(await axeViolations(container)).toEqual([]);

    await browser.viewport(1280, 800);
    await expect.poll(() => visibleLinks(container)).toEqual(['Previous', '1', '4', '5', '6', '10', 'Next']);
  });

  it('fits a 320 px phone even on the longest compact range', async () => {
    await browser.viewport(320, 700);
    const { container } = await render(
      <div style={{ width: '288px' }}>
        <Pagination {...props} page={50} pageCount={128} />
      </div>,
    );
    const row = container.querySelector('nav > div') as HTMLElement;
    expect(row.scrollWidth).toBeLessThanOrEqual(288);
  });
});
