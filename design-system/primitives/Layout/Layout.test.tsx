import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Box, Grid, Stack } from './Layout.tsx';

const style = (container: Element, id: string) => getComputedStyle(container.querySelector(`[data-testid="${id}"]`) as Element);
const columnCount = (container: Element, id: string) => style(container, id).gridTemplateColumns.split(' ').length;

describe('Layout', () => {
  afterEach(async () => {
    await cleanup();
    await page.viewport(1280, 800);
  });

  it('Stack is a column with the medium gap by default', async () => {
    const { container } = await render(
      <Stack data-testid="stack">
        <p>One</p>
        <p>Two</p>
      </Stack>,
    );
    expect(style(container, 'stack').display).toBe('flex');
    expect(style(container, 'stack').flexDirection).toBe('column');
    expect(style(container, 'stack').rowGap).toBe('16px');
  });

  it('Stack takes responsive direction, gap, align and justify', async () => {
    await page.viewport(375, 800);
    const { container } = await render(
      <Stack
        data-testid="stack"
        direction={{ xs: 'column', md: 'row' }}
        gap={{ xs: 'xs', lg: 'xl' }}
        align="center"
        justify="space-between"
        wrap="wrap"
      >
        <p>One</p>
        <p>Two</p>
      </Stack>,
    );
    expect(style(container, 'stack').flexDirection).toBe('column');
    expect(style(container, 'stack').columnGap).toBe('8px');
    expect(style(container, 'stack').alignItems).toBe('center');
    expect(style(container, 'stack').justifyContent).toBe('space-between');
    expect(style(container, 'stack').flexWrap).toBe('wrap');
    await page.viewport(800, 800);
    await expect.poll(() => style(container, 'stack').flexDirection).toBe('row');
    expect(style(container, 'stack').columnGap).toBe('8px');
    await page.viewport(1280, 800);
    await expect.poll(() => style(container, 'stack').columnGap).toBe('32px');
  });

  it('Grid changes its column count per breakpoint', async () => {
    await page.viewport(375, 800);
    const { container } = await render(
      <Grid data-testid="grid" columns={{ xs: 1, sm: 2, lg: 4 }} gap="lg">
        {['a', 'b', 'c', 'd'].map((x) => (
          <div key={x}>{x}</div>
        ))}
      </Grid>,
    );
    expect(style(container, 'grid').display).toBe('grid');
    expect(columnCount(container, 'grid')).toBe(1);
    expect(style(container, 'grid').rowGap).toBe('24px');
    await page.viewport(700, 800);
    await expect.poll(() => columnCount(container, 'grid')).toBe(2);
    await page.viewport(1280, 800);
    await expect.poll(() => columnCount(container, 'grid')).toBe(4);
  });

  it('renders the element given in `as` and drops list styling for lists', async () => {
    const { container } = await render(
      <Grid as="ul" columns={2} data-testid="list" paddingBlock="lg">
        <li>One</li>
        <li>Two</li>
      </Grid>,
    );
    const list = container.querySelector('ul') as HTMLElement;
    expect(list.dataset.testid).toBe('list');
    expect(getComputedStyle(list).listStyleType).toBe('none');
    expect(getComputedStyle(list).paddingInlineStart).toBe('0px');
    // Sprinkle padding still wins over the list reset.
    expect(getComputedStyle(list).paddingTop).toBe('24px');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('Box passes sprinkles to classes and everything else to the element', async () => {
    const { container } = await render(
      <Box as="section" aria-label="Intro" id="intro" className="extra" paddingInline={{ xs: 'sm', md: 'xl' }} textAlign="center">
        Text
      </Box>,
    );
    const section = container.querySelector('section') as HTMLElement;
    expect(section.id).toBe('intro');
    expect(section.classList.contains('extra')).toBe(true);
    expect(section.hasAttribute('paddingInline')).toBe(false);
    expect(section.hasAttribute('textalign')).toBe(false);
    expect(getComputedStyle(section).paddingLeft).toBe('32px');
    expect(getComputedStyle(section).textAlign).toBe('center');
    await expect.element(page.getByRole('region', { name: 'Intro' })).toBeInTheDocument();
  });
});
