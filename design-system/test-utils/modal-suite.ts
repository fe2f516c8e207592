import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations, cleanup } from './render.tsx';

/** What a modal-like component's test hands to {@link describeModalBehaviour}. */
export type ModalSetup = () => Promise<{
  /** The control that opens the dialog; rendered, closed dialog. */
  trigger: HTMLElement;
  /** The open dialog element (the node with `role="dialog"`), or `null` while closed. */
  getDialog: () => HTMLElement | null;
}>;

const tabbableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `root` that Tab can reach (visible, not `tabindex="-1"`), in DOM order. */
export const tabbables = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );

/**
 * A simplified accessible name: `aria-labelledby` (text of the referenced nodes, hidden or not, as
 * the spec says), else `aria-label`. Enough for dialogs, which must use one of the two.
 */
export const accessibleName = (el: Element): string => {
  const ids = el.getAttribute('aria-labelledby')?.trim();
  if (ids) {
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim();
  }
  return el.getAttribute('aria-label')?.trim() ?? '';
};

/** Waits for running CSS animations (an entering dialog is translucent, which axe reads as low contrast). */
export const animationsSettled = () => Promise.all(document.getAnimations().map((animation) => animation.finished));

const focusInside = (dialog: HTMLElement | null) => dialog?.contains(document.activeElement) ?? false;

/**
 * Shared keyboard and accessibility contract of a modal dialog (WAI-ARIA APG "Dialog (Modal)").
 * Call it at the top level of a test file; `setup` renders a trigger plus a closed dialog and
 * returns the trigger and a getter for the dialog. Each test opens it by clicking the trigger.
 *
 *   describeModalBehaviour('Modal', async () => {
 *     await render(<MyModal />);
 *     return { trigger: page.getByRole('button', { name: 'Open' }).element() as HTMLElement,
 *              getDialog: () => document.querySelector('[role="dialog"]') };
 *   });
 */
export function describeModalBehaviour(name: string, setup: ModalSetup) {
  describe(`${name}: modal behaviour`, () => {
    afterEach(cleanup);

    const open = async () => {
      const result = await setup();
      expect(result.getDialog(), 'the dialog is closed before the trigger is used').toBeNull();
      await userEvent.click(result.trigger);
      await expect.poll(result.getDialog, { message: 'the trigger opens the dialog' }).not.toBeNull();
      return result;
    };

    it('moves focus into the dialog when it opens', async () => {
      const { getDialog } = await open();
      await expect.poll(() => focusInside(getDialog())).toBe(true);
    });

    it('traps focus: Tab and Shift+Tab cycle inside the dialog', async () => {
      const { getDialog } = await open();
      await expect.poll(() => focusInside(getDialog())).toBe(true);
      const dialog = getDialog() as HTMLElement;
      const stops = tabbables(dialog);
      expect(stops.length, 'a modal has at least one focusable control (its close button)').toBeGreaterThan(0);

      for (const shift of [false, true]) {
        const visited = new Set<Element | null>();
        // Two full rounds, so focus has to wrap from the last control to the first (and back).
        for (let i = 0; i < stops.length * 2 + 1; i++) {
          await userEvent.tab({ shift });
          expect(focusInside(dialog), `${shift ? 'Shift+Tab' : 'Tab'} #${i + 1} keeps focus inside`).toBe(true);
          visited.add(document.activeElement);
        }
        // Focus really moves: every control is reached in both directions.
        // A roving-focus group (radio group, tab list) is one stop that hands focus to its current item.
        const reached = (stop: HTMLElement) => visited.has(stop) || [...visited].some((el) => el !== stop && stop.contains(el));
        for (const stop of stops)
          expect(reached(stop), `${shift ? 'Shift+Tab' : 'Tab'} reaches ${stop.outerHTML.slice(0, 80)}`).toBe(true);
      }
    });

    it('keeps focus inside when something outside tries to take it', async () => {
      const { trigger, getDialog } = await open();
      await expect.poll(() => focusInside(getDialog())).toBe(true);
      // A looping focus scope passes the Tab test too; a modal also refuses outside focus (trap or inert).
      trigger.focus();
      await expect.poll(() => focusInside(getDialog()), { message: 'focus stays in the modal' }).toBe(true);
    });

    it('closes on Escape and returns focus to the trigger', async () => {
      const { trigger, getDialog } = await open();
      await expect.poll(() => focusInside(getDialog())).toBe(true);
      await userEvent.keyboard('{Escape}');
      await expect.poll(getDialog, { message: 'Escape closes the dialog' }).toBeNull();
      await expect.poll(() => document.activeElement, { message: 'focus is back on the trigger' }).toBe(trigger);
    });

    it('is a labelled modal dialog: role="dialog", aria-modal="true", an accessible name', async () => {
      const { getDialog } = await open();
      const dialog = getDialog() as HTMLElement;
      expect(dialog.getAttribute('role')).toBe('dialog');
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(accessibleName(dialog)).not.toBe('');
    });

    it('has no axe violations while open', async () => {
      const { getDialog } = await open();
      await expect.poll(() => focusInside(getDialog())).toBe(true);
      await animationsSettled();
      expect(await axeViolations(document.body)).toEqual([]);
    });
  });
}
