import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { RadioGroup, type RadioOption } from './RadioGroup.tsx';

/** A palette token as the `rgb()` string getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const options: RadioOption[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly', description: 'Two months free.' },
  { value: 'lifetime', label: 'Lifetime', disabled: true },
  { value: 'hourly', label: 'Hourly' },
];

const group = (container: HTMLElement) => container.querySelector('[role="radiogroup"]') as HTMLElement;
const radios = (container: HTMLElement) => [...container.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
const checkedLabel = (container: HTMLElement) => {
  const checked = radios(container).find((radio) => radio.getAttribute('aria-checked') === 'true');
  return checked ? document.querySelector(`label[for="${checked.id}"]`)?.textContent : null;
};
const press = (keys: string) => userEvent.keyboard(keys);

const describedText = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('RadioGroup', () => {
  afterEach(cleanup);

  it('is a radiogroup named by its visible legend, each radio labelled, with no axe violations', async () => {
    const { container } = await render(<RadioGroup legend="Billing period" options={options} defaultValue="monthly" />);
    const labelledBy = group(container).getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelledBy)?.textContent).toBe('Billing period');
    expect(radios(container).map((radio) => radio.labels?.[0]?.textContent)).toEqual(['Monthly', 'Yearly', 'Lifetime', 'Hourly']);
    expect(group(container).getAttribute('aria-orientation')).toBe('vertical');
    expect(group(container).hasAttribute('aria-invalid')).toBe(false);
    await expect.poll(() => checkedLabel(container)).toBe('Monthly');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('describes an option by its description and disables the disabled option', async () => {
    const { container } = await render(<RadioGroup legend="Billing period" options={options} />);
    const [, yearly, lifetime] = radios(container);
    expect(describedText(yearly as HTMLElement)).toEqual(['Two months free.']);
    expect(lifetime?.disabled).toBe(true);
  });

  it('moves the selection with the arrow keys, skipping disabled options and wrapping', async () => {
    const onValueChange = vi.fn();
    const { container } = await render(
      <RadioGroup legend="Billing period" options={options} defaultValue="monthly" onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    await expect.poll(() => document.activeElement).toBe(radios(container)[0]);
    await press('{ArrowDown}');
    await expect.poll(() => checkedLabel(container)).toBe('Yearly');
    await expect.poll(() => document.activeElement).toBe(radios(container)[1]);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith('yearly');
    await press('{ArrowDown}');
    await expect.poll(() => checkedLabel(container)).toBe('Hourly');
    await press('{ArrowDown}');
    await expect.poll(() => checkedLabel(container)).toBe('Monthly');
    await press('{ArrowUp}');
    await expect.poll(() => checkedLabel(container)).toBe('Hourly');
    await press('{ArrowLeft}');
    await expect.poll(() => checkedLabel(container)).toBe('Yearly');
    await press('{ArrowRight}');
    await expect.poll(() => checkedLabel(container)).toBe('Hourly');
  });

  it('selects once when an arrow key is held before release', async () => {
    const onValueChange = vi.fn();
    const { container } = await render(
      <RadioGroup legend="Billing period" options={options} defaultValue="monthly" onValueChange={onValueChange} />,
    );
    radios(container)[0]?.focus();
    await press('{ArrowDown>}');
    await expect.poll(() => document.activeElement).toBe(radios(container)[1]);
    await press('{/ArrowDown}');
    await expect.poll(() => checkedLabel(container)).toBe('Yearly');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('yearly');
  });

  it('follows a controlled value and reports arrow moves to its owner', async () => {
    function Controlled() {
      const [value, setValue] = useState('yearly');
      return (
        <>
          <RadioGroup legend="Billing period" options={options} value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    const { container } = await render(<Controlled />);
    await expect.poll(() => checkedLabel(container)).toBe('Yearly');
    radios(container)[1]?.focus();
    await press('{ArrowUp}');
    await expect.poll(() => checkedLabel(container)).toBe('Monthly');
    await expect.poll(() => container.querySelector('output')?.textContent).toBe('monthly');
  });

  it('selects with Space and a click on the label', async () => {
    const { container } = await render(<RadioGroup legend="Billing period" options={options} />);
    await expect.poll(() => checkedLabel(container)).toBeNull();
    radios(container)[3]?.focus();
    await press(' ');
    await expect.poll(() => checkedLabel(container)).toBe('Hourly');
    await userEvent.click(container.querySelector(`label[for="${radios(container)[1]?.id}"]`) as HTMLElement);
    await expect.poll(() => checkedLabel(container)).toBe('Yearly');
  });

  it('tabs into the group on the selected option and out of it in one step', async () => {
    const { container } = await render(
      <>
        <RadioGroup legend="Billing period" options={options} defaultValue="yearly" />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    await expect.poll(() => document.activeElement).toBe(radios(container)[1]);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Next');
  });

  it('lays out horizontally and still moves with the arrow keys', async () => {
    const { container } = await render(
      <RadioGroup legend="Size" orientation="horizontal" options={options.slice(0, 2)} defaultValue="monthly" />,
    );
    expect(group(container).getAttribute('aria-orientation')).toBe('horizontal');
    const [first, second] = radios(container);
    expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
    first?.focus();
    await press('{ArrowRight}');
    await expect.poll(() => checkedLabel(container)).toBe('Yearly');
  });

  it('wires hint and error to the group, announces the error, with no axe violations', async () => {
    const { container } = await render(
      <RadioGroup
        legend="Billing period"
        hint="You can switch later."
        error="Choose a billing period."
        options={options}
        required
      />,
    );
    expect(group(container).getAttribute('aria-invalid')).toBe('true');
    expect(group(container).getAttribute('aria-required')).toBe('true');
    expect(describedText(group(container))).toEqual(['You can switch later.', 'Choose a billing period.']);
    expect(container.querySelector('[aria-live]')?.textContent).toBe('Choose a billing period.');
    const first = radios(container)[0] as HTMLElement;
    await expect.poll(() => getComputedStyle(first).borderTopColor).toBe(rgb(palette.danger));
    await userEvent.hover(first);
    expect(first.matches(':hover')).toBe(true);
    await expect.poll(() => getComputedStyle(first).borderTopColor).toBe(rgb(palette.danger));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('ignores the keyboard when the whole group is disabled, with no axe violations', async () => {
    const { container } = await render(<RadioGroup legend="Billing period" options={options} defaultValue="monthly" disabled />);
    expect(radios(container).every((radio) => radio.disabled)).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.tab();
    expect(radios(container)).not.toContain(document.activeElement);
    await expect.poll(() => checkedLabel(container)).toBe('Monthly');
  });
});
