import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  afterEach(cleanup);

  it('is off screen until it gets keyboard focus, then shows', async () => {
    const { container } = await render(
      <>
        <SkipLink href="#content">Skip to main content</SkipLink>
        <div id="content">Main</div>
      </>,
    );
    const link = container.querySelector('a') as HTMLAnchorElement;
    expect(link.getBoundingClientRect().bottom).toBeLessThan(0);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(link);
    expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    expect(link.getAttribute('href')).toBe('#content');
    expect(await axeViolations(container)).toEqual([]);
  });
});
