import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Toast, type ToastProps, ToastProvider } from './Toast.tsx';

type ExampleProps = Partial<ToastProps> & { startOpen?: boolean };

/** A page with a button that shows a controlled toast. */
const Example = ({ startOpen = false, onOpenChange, ...props }: ExampleProps) => {
  const [open, setOpen] = useState(startOpen);
  return (
    <ToastProvider label="Notification" viewportLabel="Notifications ({hotkey})">
      <button type="button" onClick={() => setOpen(true)}>
        Save
      </button>
      <Toast
        title="Settings saved"
        description="Your changes are live."
        closeLabel="Dismiss notification"
        duration={Number.POSITIVE_INFINITY}
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </ToastProvider>
  );
};

const getToast = () => document.querySelector<HTMLElement>('li[data-state="open"]');
const anyToast = () => document.querySelector<HTMLElement>('li[data-variant]');
const viewport = () => document.querySelector<HTMLElement>('ol') as HTMLElement;
const showToast = async () => {
  await userEvent.click(page.getByRole('button', { name: 'Save' }));
  await expect.poll(getToast).not.toBeNull();
};

describe('Toast', () => {
  afterEach(cleanup);

  it('renders nothing in the region until a toast is shown', async () => {
    await render(<Example />);
    await expect.element(page.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(anyToast()).toBeNull();
    expect(document.querySelector('[role="status"]')).toBeNull();
  });

  it('announces a shown toast through a status live region', async () => {
    await render(<Example />);
    await showToast();
    await expect
      .poll(() => document.querySelector('[role="status"]')?.textContent)
      .toBe('Notification Settings saved Your changes are live.');
    const status = document.querySelector('[role="status"]') as HTMLElement;
    expect(status.getAttribute('aria-live')).toBe('polite');
    // The close button is not part of the announcement.
    expect(status.textContent).not.toContain('Dismiss');
  });

  it('announces danger and warning toasts assertively and the action by its alternative text', async () => {
    await render(
      <Example
        variant="danger"
        title="Server stopped"
        description={undefined}
        action={{ label: 'Undo', altText: 'Start it again from the server list', onAction: () => {} }}
      />,
    );
    await showToast();
    await expect
      .poll(() => document.querySelector('[role="status"]')?.textContent)
      .toBe('Notification Server stopped Start it again from the server list');
    expect(document.querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('assertive');
  });

  it('closes with its labelled close button and reports it through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    await render(<Example onOpenChange={onOpenChange} />);
    await showToast();
    await userEvent.click(page.getByRole('button', { name: 'Dismiss notification' }));
    await expect.poll(anyToast).toBeNull();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('runs the action, then closes', async () => {
    const onAction = vi.fn();
    await render(<Example action={{ label: 'Undo', altText: 'Undo from Settings', onAction }} />);
    await showToast();
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    await expect.poll(anyToast).toBeNull();
  });

  it('F8 moves focus to the toasts; Tab reaches the toast and Escape closes it', async () => {
    const onOpenChange = vi.fn();
    await render(<Example onOpenChange={onOpenChange} />);
    await showToast();
    await userEvent.keyboard('{F8}');
    await expect.poll(() => document.activeElement).toBe(viewport());
    await userEvent.tab();
    expect(document.activeElement).toBe(getToast());
    await userEvent.tab();
    expect(document.activeElement).toBe(page.getByRole('button', { name: 'Dismiss notification' }).element());
    await userEvent.keyboard('{Escape}');
    await expect.poll(anyToast).toBeNull();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('Escape anywhere on the page closes the latest toast (Radix dismissable layer)', async () => {
    await render(<Example />);
    await showToast();
    expect(document.activeElement).toBe(page.getByRole('button', { name: 'Save' }).element());
    await userEvent.keyboard('{Escape}');
    await expect.poll(anyToast).toBeNull();
  });

  it('closes itself after its duration', async () => {
    const onOpenChange = vi.fn();
    await render(<Example duration={300} onOpenChange={onOpenChange} />);
    await showToast();
    // Move the pointer away: hovering the toast pauses the timer.
    await userEvent.unhover(getToast() as HTMLElement);
    await expect.poll(anyToast, { timeout: 3000 }).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sits in a fixed viewport at the bottom at z-index popup', async () => {
    await page.viewport(1280, 800);
    await render(<Example />);
    await showToast();
    const style = getComputedStyle(viewport());
    expect(style.position).toBe('fixed');
    expect(style.zIndex).toBe('1000');
    expect(Math.round(viewport().getBoundingClientRect().bottom)).toBe(800);
  });

  it.each(['info', 'success', 'warning', 'danger'] as const)('has no axe violations with a %s toast', async (variant) => {
    await render(
      <Example
        startOpen
        variant={variant}
        action={{ label: 'View details', altText: 'Details are in the activity log', onAction: () => {} }}
      />,
    );
    await expect.poll(getToast).not.toBeNull();
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
