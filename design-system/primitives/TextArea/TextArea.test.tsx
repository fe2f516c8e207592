import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Field } from '#ds/primitives/Field/Field.tsx';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { TextArea } from './TextArea.tsx';

/** A palette token as the `rgb()` string getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const textarea = (container: HTMLElement) => container.querySelector('textarea') as HTMLTextAreaElement;

const describedText = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextArea', () => {
  afterEach(cleanup);

  it('is labelled and described inside a Field, with no axe violations', async () => {
    const { container } = await render(
      <Field label="Message" hint="Tell us about your project.">
        {(props) => <TextArea {...props} />}
      </Field>,
    );
    expect(textarea(container).labels?.[0]?.textContent).toBe('Message');
    expect(describedText(textarea(container))).toEqual(['Tell us about your project.']);
    expect(textarea(container).hasAttribute('aria-invalid')).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the error state: aria-invalid, described by hint and error, danger border', async () => {
    const { container } = await render(
      <Field label="Message" hint="Tell us about your project." error="Write at least 20 characters.">
        {(props) => <TextArea {...props} />}
      </Field>,
    );
    expect(textarea(container).getAttribute('aria-invalid')).toBe('true');
    expect(describedText(textarea(container))).toEqual(['Tell us about your project.', 'Write at least 20 characters.']);
    await expect.poll(() => getComputedStyle(textarea(container)).borderTopColor).toBe(rgb(palette.danger));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violations when disabled', async () => {
    const { container } = await render(<Field label="Message">{(props) => <TextArea disabled {...props} />}</Field>);
    expect(textarea(container).disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('defaults to 4 rows, takes more, and gets taller with them', async () => {
    const { container } = await render(
      <>
        <TextArea aria-label="short" />
        <TextArea aria-label="long" rows={8} />
      </>,
    );
    const [short, long] = [...container.querySelectorAll('textarea')];
    expect(short?.rows).toBe(4);
    expect(long?.rows).toBe(8);
    expect(long?.getBoundingClientRect().height).toBeGreaterThan(short?.getBoundingClientRect().height ?? 0);
  });

  it('resizes vertically by default and as asked otherwise', async () => {
    const { container } = await render(
      <>
        <TextArea aria-label="default" />
        <TextArea aria-label="none" resize="none" />
        <TextArea aria-label="both" resize="both" />
      </>,
    );
    expect([...container.querySelectorAll('textarea')].map((el) => getComputedStyle(el).resize)).toEqual([
      'vertical',
      'none',
      'both',
    ]);
  });

  it('takes multi-line text from the keyboard', async () => {
    const { container } = await render(<Field label="Message">{(props) => <TextArea {...props} />}</Field>);
    await userEvent.tab();
    expect(document.activeElement).toBe(textarea(container));
    await userEvent.keyboard('Hallo{Enter}Welt');
    expect(textarea(container).value).toBe('Hallo\nWelt');
  });
});
