import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { English, German } from './PageComposition.stories.tsx';

const stories = { English, German };

/** Visible elements that stick out past the right edge of the viewport, as "TAG text…". */
const overflowing = (root: Element) => {
  const width = document.documentElement.clientWidth;
  return [...root.querySelectorAll('*')]
    .filter((el) => el.checkVisibility() && el.getBoundingClientRect().right > width + 0.5)
    .map((el) => `${el.tagName} ${(el.textContent ?? '').slice(0, 40)}`);
};

afterEach(cleanup);

describe('PageComposition stories', () => {
  it.each([
    ['English', 320],
    ['English', 768],
    ['English', 1024],
    ['English', 1536],
    ['German', 320],
    ['German', 768],
    ['German', 1024],
    ['German', 1536],
  ] as const)('%s at %i px: one h1, no axe violations, nothing wider than the screen', async (name, width) => {
    await page.viewport(width, 900);
    await expect.poll(() => document.documentElement.clientWidth).toBe(width);
    const Story = stories[name];
    const { container } = await render(<Story />);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(overflowing(container)).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });
});
