import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Tooltip } from './Tooltip.tsx';

const getTooltip = () => document.querySelector<HTMLElement>('[role="tooltip"]');

const renderExample = () =>
  render(
    <>
      <button type="button">Before</button>
      <Tooltip content="Copies the IP address">
        <button type="button">Copy</button>
      </Tooltip>
    </>,
  );

const copyButton = () => page.getByRole('button', { name: 'Copy' }).element() as HTMLElement;

describe('Tooltip', () => {
  afterEach(cleanup);

  it('is hidden until the trigger is hovered or focused', async () => {
    await renderExample();
    await expect.element(page.getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(getTooltip()).toBeNull();
    expect(copyButton().hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows on keyboard focus (Tab) and describes the trigger', async () => {
    await renderExample();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(copyButton());
    await expect.poll(() => getTooltip()?.textContent).toBe('Copies the IP address');
    const tooltip = getTooltip() as HTMLElement;
    expect(copyButton().getAttribute('aria-describedby')).toBe(tooltip.id);
    await expect.element(page.getByRole('button', { name: 'Copy' })).toHaveAccessibleDescription('Copies the IP address');
    expect(getComputedStyle(tooltip.parentElement as HTMLElement).zIndex).toBe('1000');
  });

  it('hides on Escape and keeps focus on the trigger', async () => {
    await renderExample();
    await userEvent.tab();
    await userEvent.tab();
    await expect.poll(getTooltip).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect.poll(getTooltip).toBeNull();
    expect(document.activeElement).toBe(copyButton());
  });

  it('hides when focus moves on', async () => {
    await renderExample();
    await userEvent.tab();
    await userEvent.tab();
    await expect.poll(getTooltip).not.toBeNull();
    await userEvent.tab({ shift: true });
    await expect.poll(getTooltip).toBeNull();
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    await renderExample();
    await userEvent.hover(copyButton());
    await expect.poll(() => getTooltip()?.textContent).toBe('Copies the IP address');
    // Two moves: the first leaves the trigger, the second lands outside the hover grace area
    // Radix keeps between trigger and tooltip (so the pointer can reach the tooltip, WCAG 1.4.13).
    await userEvent.unhover(copyButton());
    await userEvent.hover(page.getByRole('button', { name: 'Before' }));
    await expect.poll(getTooltip).toBeNull();
  });

  it('has no axe violations while shown', async () => {
    await renderExample();
    await userEvent.tab();
    await userEvent.tab();
    await expect.poll(getTooltip).not.toBeNull();
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
