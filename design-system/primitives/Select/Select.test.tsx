import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '../../test-utils/render.tsx';
import { palette } from '../../theme/tokens.ts';
import { Field } from '../Field/Field.tsx';
import { Select, type SelectOption } from './Select.tsx';

/** A palette token as the `rgb()` string getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const regions: SelectOption[] = [
  { value: 'fra', label: 'Frankfurt' },
  { value: 'ams', label: 'Amsterdam' },
  { value: 'lon', label: 'London', disabled: true },
  { value: 'nyc', label: 'New York' },
];

const trigger = (container: HTMLElement) => container.querySelector('[role="combobox"]') as HTMLButtonElement;
const listbox = () => document.querySelector('[role="listbox"]');
const highlighted = () => document.querySelector('[role="option"][data-highlighted]')?.textContent;
const press = (keys: string) => userEvent.keyboard(keys);

const describedText = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Select', () => {
  afterEach(cleanup);

  it('shows the selected label in the trigger before it is ever opened, with no axe violations', async () => {
    const { container } = await render(<Select label="Region" options={regions} defaultValue="ams" />);
    expect(trigger(container).textContent).toContain('Amsterdam');
    expect(trigger(container).getAttribute('aria-label')).toBe('Region');
    expect(trigger(container).getAttribute('aria-expanded')).toBe('false');
    expect(listbox()).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('server-renders the selected label (controlled and uncontrolled) and the placeholder', () => {
    expect(renderToString(<Select label="Region" options={regions} defaultValue="nyc" />)).toContain('New York');
    expect(renderToString(<Select label="Region" options={regions} value="fra" onValueChange={() => {}} />)).toContain(
      'Frankfurt',
    );
    const empty = renderToString(<Select label="Region" options={regions} placeholder="Choose a region" />);
    expect(empty).toContain('Choose a region');
    expect(empty).toContain('data-placeholder');
  });

  it('shows the placeholder while nothing is selected', async () => {
    const { container } = await render(<Select label="Region" options={regions} placeholder="Choose a region" />);
    expect(trigger(container).textContent).toContain('Choose a region');
    expect(trigger(container).hasAttribute('data-placeholder')).toBe(true);
  });

  it('opens with Enter, moves with the arrows past disabled options, selects with Enter and refocuses the trigger', async () => {
    const onValueChange = vi.fn();
    const { container } = await render(
      <Select label="Region" options={regions} defaultValue="ams" onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger(container));
    await press('{Enter}');
    await expect.poll(() => listbox()).not.toBeNull();
    expect(trigger(container).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(highlighted).toBe('Amsterdam');
    await press('{ArrowDown}');
    await expect.poll(highlighted).toBe('New York');
    await press('{ArrowUp}');
    await expect.poll(highlighted).toBe('Amsterdam');
    await press('{ArrowUp}');
    await expect.poll(highlighted).toBe('Frankfurt');
    await press('{Enter}');
    await expect.poll(() => listbox()).toBeNull();
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('fra');
    expect(trigger(container).textContent).toContain('Frankfurt');
    await expect.poll(() => document.activeElement).toBe(trigger(container));
  });

  it('opens with Space and with ArrowDown too', async () => {
    const { container } = await render(<Select label="Region" options={regions} placeholder="Choose a region" />);
    trigger(container).focus();
    await press(' ');
    await expect.poll(() => listbox()).not.toBeNull();
    await press('{Escape}');
    await expect.poll(() => listbox()).toBeNull();
    await press('{ArrowDown}');
    await expect.poll(() => listbox()).not.toBeNull();
    await expect.poll(highlighted).toBe('Frankfurt');
  });

  it('closes on Escape without changing the value and returns focus to the trigger', async () => {
    const onValueChange = vi.fn();
    const { container } = await render(
      <Select label="Region" options={regions} defaultValue="ams" onValueChange={onValueChange} />,
    );
    trigger(container).focus();
    await press('{Enter}');
    await expect.poll(() => listbox()).not.toBeNull();
    await press('{ArrowDown}');
    await expect.poll(highlighted).toBe('New York');
    await press('{Escape}');
    await expect.poll(() => listbox()).toBeNull();
    expect(trigger(container).getAttribute('aria-expanded')).toBe('false');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger(container).textContent).toContain('Amsterdam');
    await expect.poll(() => document.activeElement).toBe(trigger(container));
  });

  // While open, Radix hides the rest of the page (trigger included) from assistive tech, as a
  // modal popup does, so axe checks the popup itself.
  it('lays the open listbox over the page at the popup z-index, with no axe violations in it', async () => {
    const { container } = await render(<Select label="Region" options={regions} defaultValue="fra" />);
    trigger(container).focus();
    await press('{Enter}');
    await expect.poll(() => listbox()).not.toBeNull();
    const content = listbox()?.closest('[data-state="open"]') ?? listbox();
    expect(getComputedStyle(content as Element).zIndex).toBe('1000');
    expect(document.querySelector('[role="option"][aria-selected="true"]')?.textContent).toBe('Frankfurt');
    expect(await axeViolations(content as Element)).toEqual([]);
    expect(trigger(container).closest('[aria-hidden="true"]')).not.toBeNull();
    await press('{Escape}');
    await expect.poll(() => trigger(container).closest('[aria-hidden="true"]')).toBeNull();
  });

  it('is labelled, described and marked invalid by Field, with no axe violations', async () => {
    const { container } = await render(
      <Field label="Data centre region" hint="Pick the one closest to your users." error="Choose a region.">
        {(props) => <Select options={regions} placeholder="Choose a region" {...props} />}
      </Field>,
    );
    const button = trigger(container);
    expect((container.querySelector('label') as HTMLLabelElement).control).toBe(button);
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(button)).toEqual(['Pick the one closest to your users.', 'Choose a region.']);
    await expect.poll(() => getComputedStyle(button).borderTopColor).toBe(rgb(palette.danger));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('cannot be opened when disabled, with no axe violations', async () => {
    const { container } = await render(<Select label="Region" options={regions} defaultValue="fra" disabled />);
    expect(trigger(container).disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    trigger(container).focus();
    await press('{Enter}');
    await press('{ArrowDown}');
    expect(listbox()).toBeNull();
  });

  it('submits the selected value with a form', async () => {
    const { container } = await render(
      <form>
        <Select label="Region" name="region" options={regions} defaultValue="ams" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    await expect.poll(() => new FormData(form).get('region')).toBe('ams');
  });
});
