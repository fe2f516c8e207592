import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import * as Tabs from './Tabs.tsx';

const hexToRgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const locations = [
  { id: 'us-2', label: 'New York (us-2)' },
  { id: 'nl-1', label: 'Amsterdam (nl-1)' },
  { id: 'de-1', label: 'Frankfurt (de-1)' },
];

const Example = ({ variant, disabled }: { variant?: Tabs.TabsVariant; disabled?: string }) => (
  <Tabs.Root defaultValue="us-2">
    <Tabs.List aria-label="Data centre location" variant={variant}>
      {locations.map((l) => (
        <Tabs.Trigger key={l.id} value={l.id} disabled={l.id === disabled}>
          {l.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
    {locations.map((l) => (
      <Tabs.Content key={l.id} value={l.id}>
        Plans in {l.label}
      </Tabs.Content>
    ))}
  </Tabs.Root>
);

const tab = (name: string) => page.getByRole('tab', { name });
const selected = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
const panel = () => document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent;

describe('Tabs', () => {
  afterEach(cleanup);

  it.each(['underline', 'pill'] as const)('renders a named tablist (%s) without axe violations', async (variant) => {
    const { container } = await render(<Example variant={variant} />);
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Data centre location');
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(3);
    expect(panel()).toBe('Plans in New York (us-2)');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves focus and selection with the arrow keys, wrapping, and Home/End', async () => {
    await render(<Example />);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('New York (us-2)').element());
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Amsterdam (nl-1)').element());
    expect(selected()).toBe('Amsterdam (nl-1)');
    expect(panel()).toBe('Plans in Amsterdam (nl-1)');
    await userEvent.keyboard('{End}');
    expect(selected()).toBe('Frankfurt (de-1)');
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toBe('New York (us-2)');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toBe('Frankfurt (de-1)');
    await userEvent.keyboard('{Home}');
    expect(selected()).toBe('New York (us-2)');
    expect(panel()).toBe('Plans in New York (us-2)');
  });

  it('keeps one tab stop for the list, then moves into the panel', async () => {
    await render(<Example />);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('tabpanel');
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(tab('New York (us-2)').element());
  });

  it('skips a disabled tab', async () => {
    await render(<Example disabled="nl-1" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toBe('Frankfurt (de-1)');
  });

  it('selects a tab by click and marks it visually', async () => {
    await render(<Example />);
    await tab('Frankfurt (de-1)').click();
    expect(panel()).toBe('Plans in Frankfurt (de-1)');
    const active = tab('Frankfurt (de-1)').element();
    const idle = tab('New York (us-2)').element();
    // Underline variant: the active tab carries the brand-coloured underline.
    await expect.poll(() => getComputedStyle(active).boxShadow).toBe('rgb(31, 79, 209) 0px -3px 0px 0px inset');
    await expect.poll(() => getComputedStyle(idle).boxShadow).toBe('none');
  });

  // Issue 25.10: an orange-red ring on a mouse click read as an error.
  it('shows no focus ring after a mouse click, and the accent-coloured ring for the keyboard', async () => {
    await render(<Example />);
    await userEvent.click(tab('Amsterdam (nl-1)').element());
    const clicked = tab('Amsterdam (nl-1)').element();
    await expect.poll(() => document.activeElement).toBe(clicked);
    expect(getComputedStyle(clicked).outlineStyle, 'no ring after a click').toBe('none');
    await userEvent.keyboard('{ArrowRight}');
    const keyed = tab('Frankfurt (de-1)').element();
    await expect.poll(() => document.activeElement).toBe(keyed);
    expect(getComputedStyle(keyed).outlineStyle).toBe('solid');
    expect(getComputedStyle(keyed).outlineColor, 'the ring is the accent colour, not the danger hue').toBe(
      hexToRgb(palette.accent),
    );
  });

  it('keeps force-mounted inactive panels in the document but not displayed', async () => {
    await render(
      <Tabs.Root defaultValue="a">
        <Tabs.List aria-label="Billing">
          <Tabs.Trigger value="a">Monthly</Tabs.Trigger>
          <Tabs.Trigger value="b">Hourly</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a" forceMount>
          Monthly prices
        </Tabs.Content>
        <Tabs.Content value="b" forceMount>
          Hourly prices
        </Tabs.Content>
      </Tabs.Root>,
    );
    const panels = [...document.querySelectorAll('[role="tabpanel"]')] as HTMLElement[];
    expect(panels.map((p) => p.textContent)).toEqual(['Monthly prices', 'Hourly prices']);
    expect(panels.map((p) => getComputedStyle(p).display)).toEqual(['block', 'none']);
  });
});
