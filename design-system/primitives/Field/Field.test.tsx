import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Field } from './Field.tsx';

/** The text of every element `aria-describedby` points to, in order. */
const descriptions = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => {
      const target = document.getElementById(id);
      expect(target, `element #${id}`).not.toBeNull();
      expect(target?.checkVisibility(), `#${id} is visible`).toBe(true);
      return target?.textContent;
    });

const input = (container: HTMLElement) => container.querySelector('input') as HTMLInputElement;

describe('Field', () => {
  afterEach(cleanup);

  it('labels its control with for/id and adds no description or invalid state by default', async () => {
    const { container } = await render(<Field label="Email">{(props) => <input type="email" {...props} />}</Field>);
    const label = container.querySelector('label') as HTMLLabelElement;
    expect(label.textContent).toBe('Email');
    expect(label.htmlFor).toBeTruthy();
    expect(label.htmlFor).toBe(input(container).id);
    expect(label.control).toBe(input(container));
    expect(input(container).hasAttribute('aria-describedby')).toBe(false);
    expect(input(container).hasAttribute('aria-invalid')).toBe(false);
    expect(input(container).hasAttribute('aria-required')).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('points aria-describedby at the visible hint', async () => {
    const { container } = await render(
      <Field label="Email" hint="We send invoices here.">
        {(props) => <input type="email" {...props} />}
      </Field>,
    );
    expect(descriptions(input(container))).toEqual(['We send invoices here.']);
    expect(input(container).hasAttribute('aria-invalid')).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks the control invalid and describes it by hint and error, in a live region', async () => {
    const { container } = await render(
      <Field label="Email" hint="We send invoices here." error="Enter an email address like name@example.com.">
        {(props) => <input type="email" {...props} />}
      </Field>,
    );
    expect(input(container).getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(input(container))).toEqual(['We send invoices here.', 'Enter an email address like name@example.com.']);
    const errorId = input(container).getAttribute('aria-describedby')?.split(' ')[1] ?? '';
    const live = document.getElementById(errorId)?.closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the live region mounted so an error that appears later is announced', async () => {
    const ui = (error?: string) => (
      <Field label="Email" error={error}>
        {(props) => <input type="email" {...props} />}
      </Field>
    );
    const { container, rerender } = await render(ui());
    const region = container.querySelector('[aria-live]');
    expect(region).not.toBeNull();
    expect(region?.textContent).toBe('');
    expect(input(container).hasAttribute('aria-describedby')).toBe(false);
    await rerender(ui('Required.'));
    expect(container.querySelector('[aria-live]')).toBe(region);
    expect(region?.textContent).toBe('Required.');
    expect(descriptions(input(container))).toEqual(['Required.']);
    expect(input(container).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a decorative required marker and sets aria-required on the control', async () => {
    const { container } = await render(
      <Field label="Company" required>
        {(props) => <input {...props} />}
      </Field>,
    );
    const marker = container.querySelector('label [aria-hidden="true"]');
    expect(marker?.textContent).toBe('*');
    expect(input(container).getAttribute('aria-required')).toBe('true');
  });

  it('has no axe violations around a disabled control and keeps a given id', async () => {
    const { container } = await render(
      <Field label="Company" hint="As on your invoices." id="company">
        {(props) => <input disabled {...props} />}
      </Field>,
    );
    expect(input(container).id).toBe('company');
    expect(input(container).getAttribute('aria-describedby')).toBe('company-hint');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('focuses the control when the label is clicked', async () => {
    const { container } = await render(<Field label="Email">{(props) => <input type="email" {...props} />}</Field>);
    await userEvent.click(container.querySelector('label') as HTMLElement);
    expect(document.activeElement).toBe(input(container));
  });

  it('server-renders to HTML with the same wiring', () => {
    const html = renderToString(
      <Field label="Email" hint="Hint" error="Error" id="email">
        {(props) => <input type="email" {...props} />}
      </Field>,
    );
    expect(html).toContain('for="email"');
    expect(html).toContain('aria-describedby="email-hint email-error"');
    expect(html).toContain('aria-invalid="true"');
  });
});
