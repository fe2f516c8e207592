import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { Link } from './Link.tsx';

/** A palette token as the `rgb()` string getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('Link', () => {
  afterEach(cleanup);

  it('renders every variant in text without axe violations', async () => {
    const { container } = await render(
      <>
        <p>
          Read the <Link href="/sla/">service level agreement</Link> first.
        </p>
        <p>
          <Link variant="standalone" href="/plans/">
            Compare plans
          </Link>
        </p>
        <p>
          © Example ·{' '}
          <Link variant="subtle" href="/privacy/">
            Privacy
          </Link>
        </p>
        <p>
          See{' '}
          <Link href="https://status.example.com" target="_blank" newTabLabel="(opens in a new tab)">
            status
          </Link>
          .
        </p>
      </>,
    );
    expect(container.querySelectorAll('a')).toHaveLength(4);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('underlines inline and subtle links so colour is not the only cue', async () => {
    const { container } = await render(
      <p>
        <Link href="/a/">inline</Link>{' '}
        <Link variant="subtle" href="/b/">
          subtle
        </Link>{' '}
        <Link variant="standalone" href="/c/">
          standalone
        </Link>
      </p>,
    );
    const [inline, subtle, standalone] = [...container.querySelectorAll('a')];
    expect(getComputedStyle(inline as Element).textDecorationLine).toBe('underline');
    expect(getComputedStyle(subtle as Element).textDecorationLine).toBe('underline');
    expect(getComputedStyle(standalone as Element).textDecorationLine).toBe('none');
    await userEvent.hover(standalone as Element);
    await expect.poll(() => getComputedStyle(standalone as Element).textDecorationLine).toBe('underline');
  });

  it('opens new tabs safely and says so in the accessible name', async () => {
    const { container } = await render(
      <Link href="https://docs.example.com" target="_blank" rel="external" newTabLabel="(opens in a new tab)">
        Docs
      </Link>,
    );
    const link = container.querySelector('a') as HTMLAnchorElement;
    expect(link.target).toBe('_blank');
    expect(link.rel.split(' ').sort()).toEqual(['external', 'noopener', 'noreferrer']);
    await expect.element(page.getByRole('link', { name: 'Docs (opens in a new tab)' })).toBeInTheDocument();
    // The label is for screen readers only; the icon is decorative.
    const hidden = [...link.querySelectorAll('span')].find((span) => span.textContent?.includes('new tab')) as Element;
    expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('requires the new-tab label at compile time when the link opens a new tab', () => {
    const missing = (
      // @ts-expect-error newTabLabel is required with target="_blank"
      <Link href="https://example.com" target="_blank">
        Example
      </Link>
    );
    const dynamic = (external: boolean) => (
      <Link href="/x/" target={external ? '_blank' : undefined} newTabLabel="(opens in a new tab)">
        X
      </Link>
    );
    expect([missing, dynamic(true)]).toHaveLength(2);
  });

  it('adds nothing to links that stay in the tab', async () => {
    const { container } = await render(<Link href="/pricing/">Pricing</Link>);
    const link = container.querySelector('a') as HTMLAnchorElement;
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
    expect(link.querySelector('svg')).toBeNull();
    expect(link.textContent).toBe('Pricing');
  });

  it('is reachable by keyboard and shows the focus ring', async () => {
    await render(<Link href="/pricing/">Pricing</Link>);
    await userEvent.tab();
    const link = document.activeElement as HTMLElement;
    expect(link.textContent).toBe('Pricing');
    expect(getComputedStyle(link).outlineColor).toBe(rgb(palette.focus));
  });
});
