import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { Card, CardLink } from './Card.tsx';

/** A palette token as the `rgb()` string getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('Card', () => {
  afterEach(cleanup);

  it('renders every variant without axe violations', async () => {
    const { container } = await render(
      <>
        <Card>
          <h2>Elevated</h2>
          <p>Text</p>
        </Card>
        <Card variant="outlined">
          <h2>Outlined</h2>
        </Card>
        <Card variant="muted">
          <h2>Muted</h2>
        </Card>
        <Card interactive>
          <h2>
            <CardLink href="/cloud/">Cloud servers</CardLink>
          </h2>
        </Card>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('looks different per variant and padding', async () => {
    const { container } = await render(
      <>
        <Card data-testid="elevated" padding="sm" />
        <Card data-testid="outlined" variant="outlined" padding="lg" />
        <Card data-testid="muted" variant="muted" padding="none" />
      </>,
    );
    const style = (id: string) => getComputedStyle(container.querySelector(`[data-testid="${id}"]`) as Element);
    expect(style('elevated').boxShadow).not.toBe('none');
    expect(style('outlined').boxShadow).toBe('none');
    expect(style('outlined').borderTopColor).toBe(rgb(palette.border));
    expect(style('muted').backgroundColor).toBe(rgb(palette.surfaceMuted));
    expect(style('elevated').paddingTop).toBe('16px');
    expect(style('muted').paddingTop).toBe('0px');
    await page.viewport(1280, 800);
    expect(style('outlined').paddingTop).toBe('32px');
    await page.viewport(375, 800);
    await expect.poll(() => style('outlined').paddingTop).toBe('24px');
    await page.viewport(1280, 800);
  });

  it('renders the element given in `as`', async () => {
    const { container } = await render(
      <ul>
        <Card as="li">Item</Card>
      </ul>,
    );
    expect(container.querySelector('ul > li')?.textContent).toBe('Item');
  });

  it('makes the whole interactive card the link target and rings the card on keyboard focus', async () => {
    const { container } = await render(
      <Card interactive data-testid="card">
        <h2>
          <CardLink href="#cloud">Cloud servers</CardLink>
        </h2>
        <p>Long description that is not itself a link.</p>
      </Card>,
    );
    const card = container.querySelector('[data-testid="card"]') as HTMLElement;
    const text = card.querySelector('p') as HTMLElement;
    const box = text.getBoundingClientRect();
    // A click on the description lands on the stretched link.
    expect(
      document
        .elementFromPoint(box.left + 2, box.top + 2)
        ?.closest('a')
        ?.getAttribute('href'),
    ).toBe('#cloud');

    const resting = getComputedStyle(card).boxShadow;
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Cloud servers');
    await expect.poll(() => getComputedStyle(card).outlineColor).toBe(rgb(palette.focus));
    expect(getComputedStyle(card).outlineStyle).toBe('solid');
    // Border and shadow transition in.
    await expect.poll(() => getComputedStyle(card).borderTopColor).toBe(rgb(palette.brand));
    await expect.poll(() => getComputedStyle(card).boxShadow).not.toBe(resting);
  });

  it('lifts an interactive card on hover but not a static one', async () => {
    const { container } = await render(
      <>
        <Card interactive data-testid="interactive">
          Interactive
        </Card>
        <Card data-testid="static">Static</Card>
      </>,
    );
    const interactive = container.querySelector('[data-testid="interactive"]') as HTMLElement;
    const still = container.querySelector('[data-testid="static"]') as HTMLElement;
    await userEvent.hover(interactive);
    await expect.poll(() => getComputedStyle(interactive).borderTopColor).toBe(rgb(palette.brand));
    await userEvent.hover(still);
    expect(getComputedStyle(still).borderTopColor).toBe(rgb(palette.border));
  });
});
