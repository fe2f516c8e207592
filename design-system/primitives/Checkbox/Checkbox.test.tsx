import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { Checkbox, type CheckedState } from './Checkbox.tsx';

/** A palette token as the `rgb()` string getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const box = (container: HTMLElement) => container.querySelector('[role="checkbox"]') as HTMLButtonElement;

const describedText = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Checkbox', () => {
  afterEach(cleanup);

  it('is a labelled, unchecked checkbox by default with no axe violations', async () => {
    const { container } = await render(<Checkbox label="Send me product news" />);
    expect(box(container).getAttribute('aria-checked')).toBe('false');
    expect(container.querySelector('label')?.htmlFor).toBe(box(container).id);
    expect(box(container).hasAttribute('aria-invalid')).toBe(false);
    expect(box(container).hasAttribute('aria-describedby')).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('toggles with Space and reports the change', async () => {
    const onCheckedChange = vi.fn();
    const { container } = await render(<Checkbox label="Send me product news" onCheckedChange={onCheckedChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(box(container));
    await userEvent.keyboard(' ');
    await expect.poll(() => box(container).getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect.poll(() => box(container).getAttribute('aria-checked')).toBe('false');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('does not toggle with Enter (checkbox pattern)', async () => {
    const { container } = await render(<Checkbox label="Send me product news" />);
    box(container).focus();
    await userEvent.keyboard('{Enter}');
    expect(box(container).getAttribute('aria-checked')).toBe('false');
  });

  it('toggles when its label is clicked', async () => {
    const { container } = await render(<Checkbox label="Send me product news" />);
    await userEvent.click(container.querySelector('label') as HTMLElement);
    await expect.poll(() => box(container).getAttribute('aria-checked')).toBe('true');
  });

  it('shows the indeterminate state as mixed and becomes checked on Space', async () => {
    function Controlled() {
      const [checked, setChecked] = useState<CheckedState>('indeterminate');
      return <Checkbox label="Select all servers" checked={checked} onCheckedChange={setChecked} />;
    }
    const { container } = await render(<Controlled />);
    expect(box(container).getAttribute('aria-checked')).toBe('mixed');
    const dash = container.querySelector('[data-state="indeterminate"] svg:last-child') as SVGElement;
    expect(getComputedStyle(dash).display).toBe('block');
    expect(await axeViolations(container)).toEqual([]);
    box(container).focus();
    await userEvent.keyboard(' ');
    await expect.poll(() => box(container).getAttribute('aria-checked')).toBe('true');
  });

  it('ignores Space and clicks when disabled, with no axe violations', async () => {
    const { container } = await render(<Checkbox label="Send me product news" disabled defaultChecked />);
    expect(box(container).disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    box(container).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(container.querySelector('label') as HTMLElement, { force: true });
    expect(box(container).getAttribute('aria-checked')).toBe('true');
  });

  it('wires hint and error: aria-describedby, aria-invalid, live region, no axe violations', async () => {
    const { container } = await render(
      <Checkbox
        label="I accept the terms of service"
        hint="You can cancel at any time."
        error="Accept the terms to continue."
        required
      />,
    );
    expect(box(container).getAttribute('aria-invalid')).toBe('true');
    expect(box(container).getAttribute('aria-required')).toBe('true');
    expect(describedText(box(container))).toEqual(['You can cancel at any time.', 'Accept the terms to continue.']);
    expect(container.querySelector('[aria-live]')?.textContent).toBe('Accept the terms to continue.');
    await expect.poll(() => getComputedStyle(box(container)).borderTopColor).toBe(rgb(palette.danger));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes an invalid prop without a message and keeps the danger border while hovered', async () => {
    const { container } = await render(<Checkbox label="Send me product news" invalid />);
    expect(box(container).getAttribute('aria-invalid')).toBe('true');
    expect(box(container).hasAttribute('aria-describedby')).toBe(false);
    await userEvent.hover(box(container));
    expect(box(container).matches(':hover')).toBe(true);
    await expect.poll(() => getComputedStyle(box(container)).borderTopColor).toBe(rgb(palette.danger));
  });

  it('submits its value inside a form', async () => {
    const { container } = await render(
      <form>
        <Checkbox label="Send me product news" name="news" value="yes" defaultChecked />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    await expect.poll(() => new FormData(form).get('news')).toBe('yes');
    expect(await axeViolations(container)).toEqual([]);
  });
});
