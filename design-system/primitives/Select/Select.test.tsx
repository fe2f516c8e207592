import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Field } from '#ds/primitives/Field/Field.tsx';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { Select, type SelectOption } from './Select.tsx';

/** A palette token as the `rgb()` string getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const regions: SelectOption[] = [
  { value: 'fra', label: 'Frankfurt' },
  { value: 'ams', label: 'Amsterdam' },
  { value: 'lon', label: 'London', disabled: true },
  { value: 'nyc', label: 'New York' },
];

const select = (container: HTMLElement) => container.querySelector('select') as HTMLSelectElement;
const shownText = (el: HTMLSelectElement) => el.selectedOptions[0]?.textContent;

const describedText = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Select', () => {
  afterEach(cleanup);

  it('shows the selected label, is named by `label`, with no axe violations', async () => {
    const { container } = await render(<Select label="Region" options={regions} defaultValue="ams" />);
    expect(shownText(select(container))).toBe('Amsterdam');
    expect(select(container).getAttribute('aria-label')).toBe('Region');
    await expect.element(page.getByRole('combobox', { name: 'Region' })).toHaveValue('ams');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('server-renders the selected option (controlled and uncontrolled) and the placeholder', () => {
    expect(renderToString(<Select label="Region" options={regions} defaultValue="nyc" />)).toMatch(
      /<option value="nyc" selected="">New York<\/option>/,
    );
    expect(renderToString(<Select label="Region" options={regions} value="fra" onValueChange={() => {}} />)).toMatch(
      /<option value="fra" selected="">Frankfurt<\/option>/,
    );
    const empty = renderToString(<Select label="Region" options={regions} placeholder="Choose a region" />);
    expect(empty).toMatch(/<option value="" disabled="" hidden="" selected="">Choose a region<\/option>/);
    expect(empty).toContain('data-placeholder');
  });

  it('shows the placeholder while nothing is selected; it cannot be picked again', async () => {
    const { container } = await render(<Select label="Region" options={regions} placeholder="Choose a region" />);
    expect(select(container).value).toBe('');
    expect(shownText(select(container))).toBe('Choose a region');
    expect(select(container).hasAttribute('data-placeholder')).toBe(true);
    expect(select(container).options[0]?.disabled).toBe(true);
    await userEvent.selectOptions(select(container), 'nyc');
    expect(select(container).hasAttribute('data-placeholder')).toBe(false);
    expect([...select(container).options].map((option) => option.value)).toEqual(['fra', 'ams', 'lon', 'nyc']);
  });

  it('is reached with Tab and changed with the arrow keys, past disabled options', async () => {
    const onValueChange = vi.fn();
    const { container } = await render(
      <Select label="Region" options={regions} defaultValue="ams" onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(select(container));
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => select(container).value).toBe('nyc');
    expect(onValueChange).toHaveBeenLastCalledWith('nyc');
    await userEvent.keyboard('{ArrowUp}');
    await expect.poll(() => select(container).value).toBe('ams');
    expect(onValueChange).toHaveBeenLastCalledWith('ams');
  });

  it('reports a picked option and keeps a controlled value until the owner changes it', async () => {
    const onValueChange = vi.fn();
    const { container, rerender } = await render(
      <Select label="Region" options={regions} value="fra" onValueChange={onValueChange} />,
    );
    await userEvent.selectOptions(select(container), 'nyc');
    expect(onValueChange).toHaveBeenCalledWith('nyc');
    await expect.poll(() => select(container).value).toBe('fra');
    await rerender(<Select label="Region" options={regions} value="nyc" onValueChange={onValueChange} />);
    expect(shownText(select(container))).toBe('New York');
  });

  it('keeps disabled options unpickable', async () => {
    const { container } = await render(<Select label="Region" options={regions} defaultValue="fra" />);
    const london = [...select(container).options].find((option) => option.value === 'lon');
    expect(london?.disabled).toBe(true);
  });

  it('is labelled, described and marked invalid by Field, with no axe violations', async () => {
    const { container } = await render(
      <Field label="Data centre region" hint="Pick the one closest to your users." error="Choose a region.">
        {(props) => <Select options={regions} placeholder="Choose a region" {...props} />}
      </Field>,
    );
    const control = select(container);
    expect((container.querySelector('label') as HTMLLabelElement).control).toBe(control);
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(control)).toEqual(['Pick the one closest to your users.', 'Choose a region.']);
    await expect.poll(() => getComputedStyle(control).borderTopColor).toBe(rgb(palette.danger));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps its text clear of the chevron', async () => {
    const { container } = await render(<Select label="Region" options={regions} defaultValue="fra" />);
    const control = select(container);
    const chevron = container.querySelector('svg') as SVGElement;
    const end = control.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(control).paddingRight);
    expect(end).toBeLessThanOrEqual(chevron.getBoundingClientRect().left);
  });

  it('cannot be changed when disabled, with no axe violations', async () => {
    const { container } = await render(<Select label="Region" options={regions} defaultValue="fra" disabled />);
    expect(select(container).disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    select(container).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(select(container).value).toBe('fra');
  });

  it('takes up a choice made before hydration', async () => {
    const onValueChange = vi.fn();
    const host = document.createElement('div');
    document.body.append(host);
    const element = <Select label="Region" options={regions} defaultValue="fra" onValueChange={onValueChange} />;
    host.innerHTML = renderToString(element);
    (host.querySelector('select') as HTMLSelectElement).value = 'nyc';
    const root = await act(async () => hydrateRoot(host, element));
    expect(onValueChange).toHaveBeenCalledWith('nyc');
    expect(select(host).value).toBe('nyc');
    await act(async () => root.unmount());
    host.remove();
  });

  it('submits the selected value with a form', async () => {
    const { container } = await render(
      <form>
        <Select label="Region" name="region" options={regions} defaultValue="ams" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('region')).toBe('ams');
  });
});
