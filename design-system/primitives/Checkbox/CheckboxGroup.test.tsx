import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const options = [
  { value: 'web', label: 'Web' },
  { value: 'data', label: 'Data' },
  { value: 'other', label: 'Other' },
];

function Controlled({ onChange, error }: { onChange: (next: string[]) => void; error?: string }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckboxGroup
      legend="Interests"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      error={error}
      required
    />
  );
}

describe('CheckboxGroup', () => {
  afterEach(cleanup);

  it('ticks from the keyboard and reports the values in option order', async () => {
    const seen: string[][] = [];
    const { container } = await render(<Controlled onChange={(next) => seen.push(next)} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    expect(seen).toEqual([['other'], ['web', 'other']]);
    expect(container.querySelector('legend')?.textContent).toContain('Interests');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('describes the group by its error and marks every box invalid', async () => {
    const { container } = await render(<Controlled onChange={() => {}} error="Please select a product or service" />);
    const fieldset = container.querySelector('fieldset');
    const errorId = fieldset?.getAttribute('aria-describedby');
    expect(errorId && document.getElementById(errorId)?.textContent).toContain('Please select a product or service');
    expect(container.querySelectorAll('[role="checkbox"][aria-invalid="true"]')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });
});
