import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { animationsSettled, describeModalBehaviour } from '#ds/test-utils/modal-suite.ts';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import * as Modal from './Modal.tsx';

type Options = { hideTitle?: boolean; description?: string; onOpenChange?: (open: boolean) => void };

const Example = ({ hideTitle, description, onOpenChange }: Options) => (
  <>
    <button type="button">Before</button>
    <Modal.Root onOpenChange={onOpenChange}>
      <Modal.Trigger>Delete server</Modal.Trigger>
      <Modal.Content title="Delete server web-1?" hideTitle={hideTitle} closeLabel="Close dialog" description={description}>
        <Modal.Body>
          <p>This removes the server and its disks.</p>
          <label>
            Type the server name <input name="confirm" />
          </label>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>Cancel</Modal.Close>
          <button type="button">Delete</button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
    <button type="button">After</button>
  </>
);

const getDialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const trigger = () => page.getByRole('button', { name: 'Delete server', exact: true });

const openExample = async (options: Options = {}) => {
  await render(<Example {...options} />);
  await userEvent.click(trigger());
  await expect.poll(getDialog).not.toBeNull();
  return getDialog() as HTMLElement;
};

describeModalBehaviour('Modal', async () => {
  await render(<Example description="Backups are kept for 7 days." />);
  return { trigger: trigger().element() as HTMLElement, getDialog };
});

describe('Modal', () => {
  afterEach(cleanup);

  it('is named by its title and described by its description', async () => {
    await openExample({ description: 'Backups are kept for 7 days.' });
    await expect.element(page.getByRole('dialog', { name: 'Delete server web-1?' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Delete server web-1?' })).toBeVisible();
    await expect.element(page.getByRole('dialog')).toHaveAccessibleDescription('Backups are kept for 7 days.');
  });

  it('hideTitle hides the heading visually but still names the dialog', async () => {
    const dialog = await openExample({ hideTitle: true });
    await expect.element(page.getByRole('dialog', { name: 'Delete server web-1?' })).toBeInTheDocument();
    const heading = dialog.querySelector('h2') as HTMLElement;
    expect(heading.textContent).toBe('Delete server web-1?');
    expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(getComputedStyle(heading).position).toBe('absolute');
    await animationsSettled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('has a close button labelled by closeLabel that closes the dialog and restores focus', async () => {
    const onOpenChange = vi.fn();
    await openExample({ onOpenChange });
    const close = page.getByRole('button', { name: 'Close dialog' });
    await expect.element(close).toBeVisible();
    await userEvent.click(close);
    await expect.poll(getDialog).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.poll(() => document.activeElement).toBe(trigger().element());
  });

  it('Modal.Close in the footer closes it too', async () => {
    await openExample();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect.poll(getDialog).toBeNull();
  });

  it('hides the page behind it from assistive tech and locks the body scroll while open', async () => {
    await openExample();
    const main = document.querySelector('main') as HTMLElement;
    expect(main.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect.poll(getDialog).toBeNull();
    await expect.poll(() => getComputedStyle(document.body).overflow).not.toBe('hidden');
    expect(main.hasAttribute('aria-hidden')).toBe(false);
  });

  it('sits above the page at z-index popup', async () => {
    const dialog = await openExample();
    const overlay = document.querySelector('[data-modal-overlay]') as HTMLElement;
    expect(getComputedStyle(dialog).zIndex).toBe('1000');
    expect(getComputedStyle(overlay).zIndex).toBe('1000');
  });

  it('fills the screen at mobile widths and is a centred panel with a maximum width above', async () => {
    await page.viewport(768, 900);
    const dialog = await openExample();
    // Let the opening animation finish before measuring.
    await animationsSettled();
    expect(dialog.getBoundingClientRect().toJSON()).toMatchObject({ top: 0, left: 0, width: 768, height: 900 });
    await page.viewport(1280, 900);
    await expect.poll(() => dialog.getBoundingClientRect().width).toBe(576);
    expect(dialog.getAnimations()).toEqual([]);
    const rect = dialog.getBoundingClientRect();
    expect(Math.abs(rect.left + rect.width / 2 - 640)).toBeLessThanOrEqual(1);
    expect(Math.abs(rect.top + rect.height / 2 - 450)).toBeLessThanOrEqual(1);
  });

  it('lets keyboard users scroll a long body: it joins the tab order only while it overflows', async () => {
    await page.viewport(1280, 600);
    await render(
      <Modal.Root defaultOpen>
        <Modal.Content title="Terms" closeLabel="Close">
          <Modal.Body>
            {Array.from({ length: 40 }, (_, i) => (
              <p key={i}>Section {i + 1} of the terms of service.</p>
            ))}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>,
    );
    const body = () => (getDialog() as HTMLElement).querySelector<HTMLElement>('[tabindex="0"]');
    await expect.poll(body).not.toBeNull();
    await userEvent.tab();
    expect(document.activeElement).toBe(body());
    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => (body() as HTMLElement).scrollTop).toBeGreaterThan(0);
    await animationsSettled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('keeps a short body out of the tab order', async () => {
    const dialog = await openExample();
    await animationsSettled();
    expect((dialog.querySelector('p') as HTMLElement).parentElement?.hasAttribute('tabindex')).toBe(false);
  });

  it('renders open from defaultOpen without a click', async () => {
    await render(
      <Modal.Root defaultOpen>
        <Modal.Content title="Welcome" closeLabel="Close">
          <Modal.Body>Hello</Modal.Body>
        </Modal.Content>
      </Modal.Root>,
    );
    await expect.element(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  });
});
