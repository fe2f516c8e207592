import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Container } from './Container.tsx';

describe('Container', () => {
  afterEach(cleanup);

  it('caps the content width at 1216 px and centres it on wide screens', async () => {
    await page.viewport(1536, 800);
    const { container } = await render(<Container data-testid="c">content</Container>);
    const box = (container.firstElementChild as HTMLElement).getBoundingClientRect();
    expect(box.width).toBe(1216);
    expect(Math.round(box.left)).toBe(Math.round((1536 - 1216) / 2));
  });

  it('keeps a gutter on narrow screens', async () => {
    await page.viewport(320, 800);
    const { container } = await render(<Container>content</Container>);
    const el = container.firstElementChild as HTMLElement;
    expect(getComputedStyle(el).paddingLeft).toBe('16px');
    expect(el.getBoundingClientRect().width).toBe(320);
  });

  it('renders as another element with its attributes, without axe violations', async () => {
    const { container } = await render(
      <Container as="section" aria-label="Plans" className="extra">
        <p>Plans</p>
      </Container>,
    );
    const el = container.querySelector('section');
    expect(el?.getAttribute('aria-label')).toBe('Plans');
    expect(el?.className).toContain('extra');
    expect(await axeViolations(container)).toEqual([]);
  });
});
