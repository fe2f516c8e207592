import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { Table, type TableColumn } from './Table.tsx';

/** A palette token as the `rgb()` string getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

type Plan = { plan: string; cpu: string; ram: string; disk: string; transfer: string; price: string };

const columns: TableColumn<Plan>[] = [
  { key: 'plan', header: 'Plan', rowHeader: true },
  { key: 'cpu', header: 'vCPU', align: 'end' },
  { key: 'ram', header: 'Memory', align: 'end' },
  { key: 'disk', header: 'NVMe disk', align: 'end' },
  { key: 'transfer', header: 'Transfer', align: 'end' },
  { key: 'price', header: 'Price', align: 'center' },
];

const rows: Plan[] = [
  { plan: 'Starter', cpu: '1', ram: '1 GB', disk: '25 GB', transfer: '1 TB', price: '$4/mo' },
  { plan: 'Standard', cpu: '4', ram: '8 GB', disk: '160 GB', transfer: '5 TB', price: '$48/mo' },
];

describe('Table', () => {
  afterEach(async () => {
    await cleanup();
    await page.viewport(1280, 800);
  });

  it('renders a captioned table with column and row headers, without axe violations', async () => {
    const { container } = await render(<Table caption="Cloud server plans" columns={columns} rows={rows} rowKey="plan" />);
    const table = container.querySelector('table') as HTMLTableElement;
    expect(table.caption?.textContent).toBe('Cloud server plans');
    expect([...(table.tHead?.rows[0]?.cells ?? [])].map((th) => [th.tagName, th.getAttribute('scope'), th.textContent])).toEqual([
      ['TH', 'col', 'Plan'],
      ['TH', 'col', 'vCPU'],
      ['TH', 'col', 'Memory'],
      ['TH', 'col', 'NVMe disk'],
      ['TH', 'col', 'Transfer'],
      ['TH', 'col', 'Price'],
    ]);
    const body = table.tBodies[0] as HTMLTableSectionElement;
    expect(body.rows).toHaveLength(2);
    const first = body.rows[0] as HTMLTableRowElement;
    expect(first.cells[0]?.tagName).toBe('TH');
    expect(first.cells[0]?.getAttribute('scope')).toBe('row');
    expect([...first.cells].map((c) => c.textContent)).toEqual(['Starter', '1', '1 GB', '25 GB', '1 TB', '$4/mo']);
    await expect.element(page.getByRole('table', { name: 'Cloud server plans' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('aligns columns as asked', async () => {
    const { container } = await render(<Table caption="Plans" columns={columns} rows={rows} />);
    const cells = container.querySelector('tbody tr')?.children as HTMLCollection;
    expect(getComputedStyle(cells[0] as Element).textAlign).toBe('start');
    expect(getComputedStyle(cells[1] as Element).textAlign).toBe('end');
    expect(getComputedStyle(cells[1] as Element).fontVariantNumeric).toBe('tabular-nums');
    expect(getComputedStyle(cells[5] as Element).textAlign).toBe('center');
  });

  it('can hide the caption visually while it still names the table', async () => {
    const { container } = await render(<Table caption="Cloud server plans" captionHidden columns={columns} rows={rows} />);
    const caption = container.querySelector('caption') as HTMLElement;
    expect(caption.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect.element(page.getByRole('table', { name: 'Cloud server plans' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('wraps the table in a focusable region named by the caption', async () => {
    await render(<Table caption="Cloud server plans" columns={columns} rows={rows} />);
    const region = page.getByRole('region', { name: 'Cloud server plans' });
    await expect.element(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    expect(document.activeElement).toBe(region.element());
    expect(getComputedStyle(region.element()).outlineColor).toBe(rgb(palette.focus));
  });

  it('scrolls sideways on phones, by keyboard, instead of squeezing the columns', async () => {
    await page.viewport(375, 800);
    const { container } = await render(<Table caption="Cloud server plans" columns={columns} rows={rows} />);
    const region = container.querySelector('section') as HTMLElement;
    const table = container.querySelector('table') as HTMLElement;
    await expect.poll(() => region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // Columns keep a minimum readable width.
    const cell = container.querySelector('tbody td') as HTMLElement;
    expect(cell.getBoundingClientRect().width).toBeGreaterThanOrEqual(120);
    // The page itself does not scroll sideways: only the region does.
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    expect(table.getBoundingClientRect().width).toBeGreaterThan(region.clientWidth);

    // The caption wraps within the visible width instead of running off under the scroll.
    const caption = container.querySelector('caption') as HTMLElement;
    expect(caption.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);

    region.focus();
    expect(region.scrollLeft).toBe(0);
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => region.scrollLeft).toBeGreaterThan(0);
    expect(caption.getBoundingClientRect().left).toBeGreaterThanOrEqual(region.getBoundingClientRect().left);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('fits without scrolling on wide screens', async () => {
    await page.viewport(1280, 800);
    const { container } = await render(<Table caption="Cloud server plans" columns={columns} rows={rows} />);
    const region = container.querySelector('section') as HTMLElement;
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  });
});
