import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { type PricingLocation, PricingTable, type PricingTableLabels } from './PricingTable.tsx';

const labels: PricingTableLabels = {
  columns: { plan: 'Plan', cpu: 'vCPU', ram: 'RAM', disk: 'Disk', bandwidth: 'Traffic', price: 'Price', action: 'Order' },
  locations: 'Data centre location',
  period: 'Billing period',
  monthly: 'Monthly',
  hourly: 'Hourly',
  perMonth: '/mo',
  perHour: '/hr',
};

const plan = (id: string, name: string, monthly: string, hourly: string, extra = {}) => ({
  id,
  name,
  cpu: '1 vCPU',
  ram: '1 GB',
  disk: '25 GB NVMe',
  bandwidth: '1 TB',
  price: { monthly, hourly },
  action: { label: 'Deploy', href: `/signup/?plan=${id}` },
  ...extra,
});

const locations: PricingLocation[] = [
  {
    id: 'us-2',
    label: 'New York (us-2)',
    plans: [plan('ny-s', 'Start NY', '$4', '$0.006'), plan('ny-m', 'Standard NY', '$8', '$0.012', { badge: 'Most popular' })],
  },
  { id: 'nl-1', label: 'Amsterdam (nl-1)', plans: [plan('ams-s', 'Start AMS', '$5', '$0.007')] },
  { id: 'de-1', label: 'Frankfurt (de-1)', plans: [] },
];

const table = (props: Partial<Parameters<typeof PricingTable>[0]> = {}) => (
  <PricingTable
    id="pricing"
    heading="Cloud server pricing"
    locations={locations}
    labels={labels}
    emptyText="No plans are available in this location yet."
    {...props}
  />
);

const activePanel = () => document.querySelector('[role="tabpanel"][data-state="active"]') as HTMLElement;
const shownLayout = (panel: HTMLElement) => {
  const tableEl = panel.querySelector('[data-layout="table"]') as HTMLElement;
  const cardsEl = panel.querySelector('[data-layout="cards"]') as HTMLElement;
  const displayed = (el: HTMLElement) => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0;
  return { table: displayed(tableEl), cards: displayed(cardsEl), cardsDisplay: getComputedStyle(cardsEl).display };
};
const rowNames = (panel: HTMLElement) =>
  [...panel.querySelectorAll('tbody th')].map((th) => th.querySelector('span span')?.textContent);
const shownPrices = (panel: HTMLElement) =>
  [...panel.querySelectorAll('[data-layout="table"] [data-price]')].map((el) => el.textContent);

describe('PricingTable', () => {
  afterEach(async () => {
    await cleanup();
    await page.viewport(1280, 800);
  });

  it('renders the first location as a table with no axe violations', async () => {
    await page.viewport(1280, 800);
    const { container } = await render(table());
    expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe('pricing-heading');
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Data centre location');
    expect(rowNames(activePanel())).toEqual(['Start NY', 'Standard NY']);
    expect(shownPrices(activePanel())).toEqual(['$4/mo', '$8/mo']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violations as cards on a phone', async () => {
    await page.viewport(320, 640);
    const { container } = await render(table());
    await expect.poll(() => shownLayout(activePanel()).cards).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("switching location shows that location's plans (by click and arrow key)", async () => {
    await render(table());
    await page.getByRole('tab', { name: 'Amsterdam (nl-1)' }).click();
    expect(activePanel().getAttribute('data-location')).toBe('nl-1');
    expect(rowNames(activePanel())).toEqual(['Start AMS']);
    expect(shownPrices(activePanel())).toEqual(['$5/mo']);
    // Only the chosen location's plans are in the document (the other panels are empty and hidden).
    expect(document.querySelectorAll('[data-location] [data-plan]')).toHaveLength(2);
    expect((document.querySelector('[data-location="us-2"]') as HTMLElement).childElementCount).toBe(0);
    await userEvent.keyboard('{ArrowLeft}');
    expect(activePanel().getAttribute('data-location')).toBe('us-2');
    expect(rowNames(activePanel())).toEqual(['Start NY', 'Standard NY']);
  });

  it('shows the empty text for a location without plans', async () => {
    await render(table());
    await page.getByRole('tab', { name: 'Frankfurt (de-1)' }).click();
    expect(activePanel().textContent).toBe('No plans are available in this location yet.');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the empty text when there are no locations at all', async () => {
    const { container } = await render(table({ locations: [] }));
    expect(container.querySelector('[role="tablist"]')).toBeNull();
    expect(container.querySelector('[data-state="empty"]')?.textContent).toBe('No plans are available in this location yet.');
  });

  it('the monthly/hourly switch changes the shown prices, in every location', async () => {
    const onPeriodChange = vi.fn();
    const { container } = await render(table({ onPeriodChange }));
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    const hourly = page.getByRole('radio', { name: 'Hourly' });
    expect(container.querySelector('fieldset legend')?.textContent).toBe('Billing period');
    await expect.element(monthly).toBeChecked();
    await hourly.click();
    await expect.element(hourly).toBeChecked();
    expect(onPeriodChange).toHaveBeenCalledWith('hourly');
    expect(shownPrices(activePanel())).toEqual(['$0.006/hr', '$0.012/hr']);
    const cardPrices = [...activePanel().querySelectorAll('[data-layout="cards"] [data-price]')].map((el) => el.textContent);
    expect(cardPrices).toEqual(['$0.006/hr', '$0.012/hr']);
    await page.getByRole('tab', { name: 'Amsterdam (nl-1)' }).click();
    expect(shownPrices(activePanel())).toEqual(['$0.007/hr']);
    // Keyboard: arrows move within the radio group.
    (hourly.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(monthly).toBeChecked();
    expect(shownPrices(activePanel())).toEqual(['$5/mo']);
  });

  it('shows a price phrased by the page’s language whole, its amount emphasised and no unit added', async () => {
    const phrased = (monthly: string, hourly: string) => ({
      monthly: { text: `${monthly}/mois`, amount: monthly },
      hourly: { text: `${hourly}/h`, amount: hourly },
    });
    const french: PricingLocation[] = [
      { id: 'fr', label: 'Paris', plans: [plan('p-s', 'Start', '', '', { price: phrased('4\u00a0$', '0,0055\u00a0$') })] },
    ];
    await render(table({ locations: french, labels: { ...labels, perMonth: undefined, perHour: undefined } }));
    expect(shownPrices(activePanel())).toEqual(['4\u00a0$/mois']);
    const amount = activePanel().querySelector('[data-layout="table"] [data-price] > span:first-child');
    expect(amount?.textContent).toBe('4\u00a0$');
    expect(getComputedStyle(amount as Element).fontWeight).toBe('700');
    await page.getByRole('radio', { name: 'Hourly' }).click();
    expect(shownPrices(activePanel())).toEqual(['0,0055\u00a0$/h']);
  });

  it('can start on another location and the hourly period', async () => {
    await render(table({ defaultLocation: 'nl-1', defaultPeriod: 'hourly' }));
    expect(activePanel().getAttribute('data-location')).toBe('nl-1');
    expect(shownPrices(activePanel())).toEqual(['$0.007/hr']);
  });

  it('gives each plan a call to action: a link, or a button reporting the choice', async () => {
    const onSelect = vi.fn();
    const withButton: PricingLocation[] = [
      {
        id: 'us-2',
        label: 'New York (us-2)',
        plans: [plan('ny-s', 'Start NY', '$4', '$0.006', { action: { label: 'Choose', onSelect } })],
      },
      locations[1] as PricingLocation,
    ];
    const { container } = await render(table({ locations: withButton }));
    const button = activePanel().querySelector('[data-layout="table"] button') as HTMLButtonElement;
    expect(button.textContent).toBe('Choose');
    // The plan name describes the otherwise identical buttons.
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Start NY');
    await page.getByRole('radio', { name: 'Hourly' }).click();
    button.click();
    expect(onSelect).toHaveBeenCalledWith({ planId: 'ny-s', locationId: 'us-2', period: 'hourly' });
    await page.getByRole('tab', { name: 'Amsterdam (nl-1)' }).click();
    const link = activePanel().querySelector('[data-layout="table"] a');
    expect(link?.getAttribute('href')).toBe('/signup/?plan=ams-s');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the given error texts instead of the plans', async () => {
    const { container } = await render(
      table({
        error: { title: 'Something went wrong while loading the pricing.', text: 'Hang tight — we’re fixing it right now.' },
      }),
    );
    const alert = container.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toBe('Something went wrong while loading the pricing.Hang tight — we’re fixing it right now.');
    await expect.element(page.getByText('Something went wrong while loading the pricing.')).toBeVisible();
    await expect.element(page.getByText('Hang tight — we’re fixing it right now.')).toBeVisible();
    expect(container.querySelector('[role="tablist"]')).toBeNull();
    expect(container.querySelector('table')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    [320, 'cards'],
    [768, 'cards'],
    [1024, 'table'],
    [1536, 'table'],
  ] as const)('at %i px the plans render as %s', async (width, expected) => {
    await page.viewport(width, 900);
    const { container } = await render(table());
    await expect
      .poll(() => shownLayout(activePanel()))
      .toEqual({
        table: expected === 'table',
        cards: expected === 'cards',
        cardsDisplay: expected === 'cards' ? 'grid' : 'none',
      });
    const section = container.querySelector('section') as HTMLElement;
    expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    if (expected === 'cards') {
      const cards = activePanel().querySelectorAll('[data-layout="cards"] > li');
      expect(cards).toHaveLength(2);
      expect(cards[0]?.querySelector('h3')?.textContent).toBe('Start NY');
    }
  });
});
