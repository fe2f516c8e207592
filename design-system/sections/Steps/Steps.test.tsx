import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { type Step, Steps } from './Steps.tsx';

const steps: Step[] = [
  { id: 'signup', title: 'Create an account', text: 'Sign up with your email in a minute.' },
  { id: 'plan', title: 'Pick a plan', text: 'From 1 vCPU and 1 GB RAM for $4/mo.' },
  { id: 'deploy', title: 'Deploy', text: 'Your server is ready in under a minute.' },
];

describe('Steps', () => {
  afterEach(async () => {
    await cleanup();
    await page.viewport(1280, 800);
  });

  it('renders an ordered list of numbered steps under a heading, without axe violations', async () => {
    const { container } = await render(<Steps id="how" heading="How it works" lead="Three steps." steps={steps} />);
    expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe('how-heading');
    const items = container.querySelectorAll('ol > li');
    expect(items).toHaveLength(3);
    expect([...container.querySelectorAll('ol h3')].map((h) => h.textContent)).toEqual([
      'Create an account',
      'Pick a plan',
      'Deploy',
    ]);
    // The visible number comes from a CSS counter on the list item.
    expect(getComputedStyle(items[0] as Element, '::before').content).toBe('counter(step)');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uses the heading level for the step titles when there is no heading', async () => {
    const { container } = await render(<Steps steps={steps} headingLevel={3} />);
    expect(container.querySelector('section')?.hasAttribute('aria-labelledby')).toBe(false);
    expect(container.querySelectorAll('ol h3')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sets the steps side by side from 768 px unless vertical', async () => {
    await page.viewport(1024, 800);
    const { container } = await render(
      <>
        <Steps steps={steps} heading="Horizontal" />
        <Steps steps={steps} heading="Vertical" layout="vertical" />
      </>,
    );
    const [horizontal, vertical] = [...container.querySelectorAll('ol')].map((ol) =>
      [...ol.children].map((li) => Math.round(li.getBoundingClientRect().top)),
    );
    expect(new Set(horizontal).size).toBe(1);
    expect(new Set(vertical).size).toBe(3);
    await page.viewport(320, 640);
    await expect
      .poll(
        () => new Set([...(container.querySelector('ol') as Element).children].map((li) => li.getBoundingClientRect().top)).size,
      )
      .toBe(3);
    for (const section of container.querySelectorAll('section'))
      expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  });
});
