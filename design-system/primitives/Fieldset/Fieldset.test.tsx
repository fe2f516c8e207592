import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { Fieldset } from './Fieldset.tsx';

/** The token colour as the browser computes it (`rgb(…)`). */
const computedColour = (hex: string) => {
  const probe = document.createElement('span');
  probe.style.color = hex;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
};

describe('Fieldset', () => {
  afterEach(cleanup);

  it('boxed: the kit border and radius, never the browser’s grey groove (issue 25.9)', async () => {
    await render(
      <Fieldset legend="Storage disks" variant="boxed">
        <p>Up to 2 storage disks fit this server.</p>
      </Fieldset>,
    );
    const box = getComputedStyle(document.querySelector('fieldset') as HTMLElement);
    expect(box.borderTopStyle).toBe('solid');
    expect(box.borderTopWidth).toBe('1px');
    expect(box.borderTopColor).toBe(computedColour(palette.border));
    expect(Number.parseFloat(box.borderTopLeftRadius)).toBeGreaterThan(0);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('plain: no frame, no inset, named by its legend', async () => {
    await render(
      <Fieldset legend="Services">
        <input type="checkbox" aria-label="Monitoring" />
      </Fieldset>,
    );
    const fieldset = document.querySelector('fieldset') as HTMLElement;
    const style = getComputedStyle(fieldset);
    expect(style.borderTopStyle).toBe('none');
    expect(style.paddingLeft).toBe('0px');
    expect(style.marginLeft).toBe('0px');
    expect(fieldset.querySelector('legend')?.textContent).toBe('Services');
  });
});
