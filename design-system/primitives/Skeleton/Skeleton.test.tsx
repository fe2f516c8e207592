import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  afterEach(cleanup);

  it('hides every variant from assistive tech, without axe violations', async () => {
    const { container } = await render(
      <div aria-busy="true">
        <Skeleton lines={3} />
        <Skeleton variant="block" />
        <Skeleton variant="circle" />
      </div>,
    );
    const skeletons = container.querySelectorAll('[data-skeleton]');
    expect(skeletons).toHaveLength(3);
    for (const skeleton of skeletons) expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws the asked number of text lines with a shorter last line', async () => {
    const { container } = await render(
      <div style={{ width: '400px', fontSize: '20px' }}>
        <Skeleton lines={3} />
        <Skeleton />
      </div>,
    );
    const [three, one] = [...container.querySelectorAll('[data-skeleton="text"]')];
    const bars = [...(three?.children ?? [])].map((bar) => bar.getBoundingClientRect());
    expect(bars).toHaveLength(3);
    expect(bars[0]?.width).toBe(400);
    expect(bars[2]?.width).toBe(240);
    // Sized by the font: 0.9em high.
    expect(bars[0]?.height).toBe(18);
    expect(one?.children).toHaveLength(1);
    expect(one?.children[0]?.getBoundingClientRect().width).toBe(400);
  });

  it('sizes blocks and circles', async () => {
    const { container } = await render(
      <div style={{ width: '400px' }}>
        <Skeleton variant="block" height="10rem" width="50%" />
        <Skeleton variant="circle" size="lg" />
        <Skeleton variant="circle" width="20px" />
      </div>,
    );
    const block = container.querySelector('[data-skeleton="block"]') as HTMLElement;
    expect(block.getBoundingClientRect().height).toBe(160);
    expect(block.getBoundingClientRect().width).toBe(200);
    const [large, custom] = [...container.querySelectorAll('[data-skeleton="circle"]')] as HTMLElement[];
    expect(large?.getBoundingClientRect().width).toBe(72);
    expect(large?.getBoundingClientRect().height).toBe(72);
    expect(getComputedStyle(large as Element).borderRadius).toBe('999px');
    expect(custom?.getBoundingClientRect().height).toBe(20);
  });

  it('shimmers, and stands still when the user asks for reduced motion', async () => {
    const { container } = await render(<Skeleton variant="block" />);
    const block = container.querySelector('[data-skeleton]') as HTMLElement;
    expect(getComputedStyle(block).animationName).not.toBe('none');
    const reduce = (value: string) =>
      cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });
    await reduce('reduce');
    try {
      expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
      await expect.poll(() => getComputedStyle(block).animationName).toBe('none');
    } finally {
      await reduce('');
    }
  });
});
