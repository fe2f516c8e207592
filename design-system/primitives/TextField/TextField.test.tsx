import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Field } from '#ds/primitives/Field/Field.tsx';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { TextField, type TextFieldType } from './TextField.tsx';

/** A palette token as the `rgb()` string getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const input = (container: HTMLElement) => container.querySelector('input') as HTMLInputElement;

const describedText = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  afterEach(cleanup);

  it('renders each supported input type', async () => {
    const types: TextFieldType[] = ['text', 'email', 'tel', 'url', 'password'];
    const { container } = await render(types.map((type) => <TextField key={type} type={type} aria-label={type} />));
    expect([...container.querySelectorAll('input')].map((el) => el.type)).toEqual(types);
  });

  it('is labelled and described inside a Field, with no axe violations', async () => {
    const { container } = await render(
      <Field label="Work email" hint="We send invoices here.">
        {(props) => <TextField type="email" {...props} />}
      </Field>,
    );
    expect(input(container).labels?.[0]?.textContent).toBe('Work email');
    expect(describedText(input(container))).toEqual(['We send invoices here.']);
    expect(input(container).hasAttribute('aria-invalid')).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the error state from Field: aria-invalid, described by the error, danger border', async () => {
    const { container } = await render(
      <Field label="Work email" hint="We send invoices here." error="Enter a valid email address.">
        {(props) => <TextField type="email" defaultValue="max@" {...props} />}
      </Field>,
    );
    expect(input(container).getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input(container))).toEqual(['We send invoices here.', 'Enter a valid email address.']);
    await expect.poll(() => getComputedStyle(input(container)).borderTopColor).toBe(rgb(palette.danger));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes an invalid prop on its own and keeps the danger border while hovered', async () => {
    const { container } = await render(<TextField aria-label="Name" invalid />);
    expect(input(container).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => getComputedStyle(input(container)).borderTopColor).toBe(rgb(palette.danger));
    await userEvent.hover(input(container));
    expect(input(container).matches(':hover')).toBe(true);
    await expect.poll(() => getComputedStyle(input(container)).borderTopColor).toBe(rgb(palette.danger));
  });

  it('cannot be typed into when disabled, with no axe violations', async () => {
    const { container } = await render(
      <Field label="Company">{(props) => <TextField disabled defaultValue="Acme" {...props} />}</Field>,
    );
    expect(input(container).disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    input(container).focus();
    expect(document.activeElement).not.toBe(input(container));
    expect(input(container).value).toBe('Acme');
  });

  it('takes typed text and shows the focus ring in the focus colour', async () => {
    const { container } = await render(<Field label="Name">{(props) => <TextField {...props} />}</Field>);
    await userEvent.tab();
    expect(document.activeElement).toBe(input(container));
    const style = getComputedStyle(input(container));
    expect(style.outlineColor).toBe(rgb(palette.focus));
    expect(style.outlineStyle).toBe('solid');
    await userEvent.keyboard('Jörg Müller');
    expect(input(container).value).toBe('Jörg Müller');
  });

  it('grows with its size', async () => {
    const { container } = await render(
      <>
        <TextField aria-label="small" size="sm" />
        <TextField aria-label="medium" />
        <TextField aria-label="large" size="lg" />
      </>,
    );
    const [sm, md, lg] = [...container.querySelectorAll('input')].map((el) => el.getBoundingClientRect().height);
    expect(sm).toBeLessThan(md as number);
    expect(md).toBeLessThan(lg as number);
  });
});
