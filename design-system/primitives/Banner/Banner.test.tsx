import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Banner, type BannerVariant } from './Banner.tsx';
import { BannerClose, BannerFrame } from './BannerFrame.tsx';

const message = 'New: managed Kubernetes in Frankfurt.';
const getBanner = () => document.querySelector<HTMLElement>('[data-variant]');
const closeButton = () => page.getByRole('button', { name: 'Dismiss announcement' });

const renderBanner = (onDismiss = vi.fn(), variant: BannerVariant = 'promo') =>
  render(
    <>
      <Banner
        variant={variant}
        dismissLabel="Dismiss announcement"
        onDismiss={onDismiss}
        action={{ label: 'Learn more', href: '/kubernetes/' }}
      >
        {message}
      </Banner>
      <a href="/after/">After the banner</a>
    </>,
  );

describe('Banner', () => {
  afterEach(cleanup);

  it('shows the message, the action link and a labelled close button', async () => {
    await renderBanner();
    await expect.poll(() => getBanner()?.textContent).toBe(`${message} Learn more`);
    await expect.element(page.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/kubernetes/');
    await expect.element(closeButton()).toBeVisible();
  });

  it('hides itself and calls onDismiss once when the close button is clicked', async () => {
    const onDismiss = vi.fn();
    await renderBanner(onDismiss);
    await userEvent.click(closeButton());
    await expect.poll(getBanner).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('is dismissed with Enter on the focused close button, onDismiss called once', async () => {
    const onDismiss = vi.fn();
    await renderBanner(onDismiss);
    await userEvent.tab(); // the action link
    await userEvent.tab(); // the close button
    expect(document.activeElement).toBe(closeButton().element());
    await userEvent.keyboard('{Enter}');
    await expect.poll(getBanner).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    // Focus continues from where the banner was: the next Tab reaches the link after it.
    await userEvent.tab();
    expect(document.activeElement).toBe(page.getByRole('link', { name: 'After the banner' }).element());
  });

  it('is dismissed with Space as well', async () => {
    const onDismiss = vi.fn();
    await renderBanner(onDismiss);
    (closeButton().element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.poll(getBanner).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('does not store anything itself (no cookie, no web storage)', async () => {
    const cookie = document.cookie;
    localStorage.clear();
    sessionStorage.clear();
    await renderBanner();
    await userEvent.click(closeButton());
    await expect.poll(getBanner).toBeNull();
    expect(document.cookie).toBe(cookie);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('when controlled, shows exactly while open is true and reports closing through onDismiss', async () => {
    const onDismiss = vi.fn();
    const { rerender } = await render(
      <Banner open dismissLabel="Dismiss announcement" onDismiss={onDismiss}>
        {message}
      </Banner>,
    );
    await userEvent.click(closeButton());
    expect(onDismiss).toHaveBeenCalledTimes(1);
    // The owner decides: still open until it passes open={false}.
    expect(getBanner()).not.toBeNull();
    await rerender(
      <Banner open={false} dismissLabel="Dismiss announcement" onDismiss={onDismiss}>
        {message}
      </Banner>,
    );
    expect(getBanner()).toBeNull();
  });

  it('works with state owned by the page', async () => {
    const Page = () => {
      const [open, setOpen] = useState(true);
      return (
        <Banner open={open} dismissLabel="Dismiss announcement" onDismiss={() => setOpen(false)}>
          {message}
        </Banner>
      );
    };
    await render(<Page />);
    await userEvent.click(closeButton());
    await expect.poll(getBanner).toBeNull();
  });

  it('is a named region only when given a label', async () => {
    await render(
      <Banner label="Announcement" dismissLabel="Dismiss announcement">
        {message}
      </Banner>,
    );
    await expect.element(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  });

  it.each(['info', 'promo', 'warning'] as const)('has no axe violations (%s)', async (variant) => {
    await renderBanner(vi.fn(), variant);
    expect(getBanner()?.getAttribute('data-variant')).toBe(variant);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('has a stateless frame that renders on the server, with whatever close control the page puts in it', async () => {
    const frame = (onClick?: () => void) => (
      <BannerFrame label="Announcement" variant="info" close={<BannerClose label="Dismiss announcement" onClick={onClick} />}>
        {message}
      </BannerFrame>
    );
    const html = renderToStaticMarkup(frame());
    expect(html).toContain('<section');
    expect(html).toContain('aria-label="Dismiss announcement"');
    const onClick = vi.fn();
    await render(frame(onClick));
    await userEvent.click(closeButton());
    expect(onClick).toHaveBeenCalledTimes(1);
    // The frame itself never hides: closing is up to the page.
    expect(getBanner()).not.toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
