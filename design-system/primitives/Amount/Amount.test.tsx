import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Amount } from './Amount.tsx';

describe('Amount', () => {
  afterEach(cleanup);

  it('announces changes politely and keeps its width as the figure changes', async () => {
    const { container, rerender } = await render(
      <p>
        Total: <Amount>$9/mo</Amount>
      </p>,
    );
    // Measure with the final font: the web font may still be swapping in.
    await document.fonts.ready;
    const output = container.querySelector('output') as HTMLOutputElement;
    expect(output.getAttribute('aria-live')).toBe('polite');
    const before = output.getBoundingClientRect().width;
    await rerender(
      <p>
        Total: <Amount>$109/mo</Amount>
      </p>,
    );
    expect(container.querySelector('output')?.getBoundingClientRect().width).toBe(before);
    expect(getComputedStyle(output).fontVariantNumeric).toBe('tabular-nums');
    expect(await axeViolations(container)).toEqual([]);
  });
});
