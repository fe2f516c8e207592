import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ModalSetup } from './modal-suite.ts';
import { cleanup } from './render.tsx';

/** What a form-in-a-modal test hands to {@link describeFormBehaviour}: the modal's setup, and … */
export type FormSetup = () => Promise<
  Awaited<ReturnType<ModalSetup>> & {
    /** … a value each text-like control of the form accepts. */
    validText: (control: HTMLInputElement | HTMLTextAreaElement) => string;
  }
>;

const invalidControls = (form: HTMLElement) => [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
const errorCount = (form: HTMLElement) =>
  [...form.querySelectorAll('[data-field-error-region]')].filter((region) => region.textContent?.trim()).length;
const isTextControl = (el: Element | null): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden', 'submit', 'button'].includes(el.type));
/** Whether `el` is the first invalid control or inside it (a radio or checkbox group marks each box). */
const isFirstInvalid = (form: HTMLElement, el: Element | null) => {
  const first = invalidControls(form)[0];
  return first !== undefined && el !== null && (first === el || first.contains(el));
};
/** The element lies inside its scroll container's visible box and inside the window. */
const inView = (el: Element) => {
  const box = el.getBoundingClientRect();
  let node = el.parentElement;
  while (node) {
    const style = getComputedStyle(node);
    if (/(auto|scroll)/.test(style.overflowY)) {
      const frame = node.getBoundingClientRect();
      if (box.top < frame.top - 1 || box.bottom > frame.bottom + 1) return false;
    }
    node = node.parentElement;
  }
  return box.top >= 0 && box.bottom <= window.innerHeight;
};

/**
 * Shared contract of a form in a modal after a failed Send (issue 25.2), on top of
 * `describeModalBehaviour`: the failed Send focuses and scrolls to the first invalid field; an
 * error stays until its value is valid (validated on blur and on change after the first Send);
 * Tab from a still-invalid field goes to the next field; every Send flags every invalid field; the
 * layout holds still while the visitor moves through the form. Every site form runs it.
 */
export function describeFormBehaviour(name: string, setup: FormSetup) {
  describe(`${name}: form behaviour after a failed Send`, () => {
    afterEach(cleanup);

    const failedSend = async () => {
      const result = await setup();
      await userEvent.click(result.trigger);
      await expect.poll(result.getDialog, { message: 'the trigger opens the dialog' }).not.toBeNull();
      const dialog = result.getDialog() as HTMLElement;
      const form = dialog.querySelector('form') as HTMLFormElement;
      const send = form.querySelector('button[type="submit"]') as HTMLElement;
      await userEvent.click(send);
      await expect.poll(() => errorCount(form), { message: 'an empty Send shows errors' }).toBeGreaterThan(0);
      return { ...result, dialog, form, send };
    };

    it('focuses and scrolls to the first invalid field', async () => {
      const { form } = await failedSend();
      await expect
        .poll(() => isFirstInvalid(form, document.activeElement), { message: 'focus on the first invalid field' })
        .toBe(true);
      expect(inView(document.activeElement as Element), 'the focused field is scrolled into view').toBe(true);
    });

    it('keeps errors when a still-invalid field is left, and Tab goes to the next field', async () => {
      const { form, dialog, send } = await failedSend();
      await expect.poll(() => isFirstInvalid(form, document.activeElement)).toBe(true);
      const errors = errorCount(form);
      // Measured within the form: the dialog's body may scroll to follow focus, the layout must not move.
      const sendTop = () => send.getBoundingClientRect().top - form.getBoundingClientRect().top;
      const sendBefore = sendTop();
      const left = document.activeElement as HTMLElement;
      await userEvent.tab();
      const next = document.activeElement as HTMLElement;
      expect(next, 'Tab moves to another control, not the dialog').not.toBe(dialog);
      expect(form.contains(next), 'Tab stays in the form').toBe(true);
      expect(left.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING, 'Tab moves forward').toBeTruthy();
      expect(errorCount(form), 'leaving an invalid field keeps every error').toBe(errors);
      expect(left.closest('[aria-invalid="true"]') ?? left.getAttribute('aria-invalid')).toBeTruthy();
      // Walk the rest of the form: nothing disappears, so nothing moves under the pointer.
      for (let i = 0; i < 6 && form.contains(document.activeElement) && document.activeElement !== send; i++)
        await userEvent.tab();
      expect(errorCount(form)).toBe(errors);
      expect(sendTop()).toBe(sendBefore);
    });

    it('clears an error once its value is valid, and flags it again at once when it is not', async () => {
      const { form, validText } = await failedSend();
      const errors = errorCount(form);
      const field = invalidControls(form).find(isTextControl);
      if (!field) {
        // A form of choices only (a rating): choosing one clears its error.
        const choice = invalidControls(form).find((el) => el.matches('[role="radio"], [role="checkbox"], [role="radiogroup"]'));
        expect(choice, 'the form has an invalid field').toBeDefined();
        const option = (choice as HTMLElement).matches('[role="radiogroup"]')
          ? ((choice as HTMLElement).querySelector('[role="radio"]') as HTMLElement)
          : (choice as HTMLElement);
        await userEvent.click(option);
        await expect.poll(() => errorCount(form), { message: 'a choice clears its error' }).toBe(errors - 1);
        return;
      }
      await userEvent.fill(field, validText(field));
      await expect.poll(() => field.getAttribute('aria-invalid'), { message: 'a valid value clears its error' }).toBeNull();
      expect(errorCount(form)).toBe(errors - 1);
      await userEvent.fill(field, '');
      await expect
        .poll(() => field.getAttribute('aria-invalid'), { message: 'emptied again after the first Send: flagged at once' })
        .toBe('true');
      expect(errorCount(form)).toBe(errors);
    });

    it('says, right before Send, where to read how the data is handled (issue 28.2)', async () => {
      const result = await setup();
      await userEvent.click(result.trigger);
      await expect.poll(result.getDialog, { message: 'the trigger opens the dialog' }).not.toBeNull();
      const form = (result.getDialog() as HTMLElement).querySelector('form') as HTMLFormElement;
      const notice = form.querySelector('[data-privacy-notice]');
      const link = notice?.querySelector('a[href]');
      expect(notice?.textContent?.trim(), 'a privacy notice').toBeTruthy();
      expect(link?.textContent?.trim(), 'with a named link').toBeTruthy();
      expect(link?.getAttribute('href')).toMatch(/\/privacy\/#forms$/);
      expect(notice?.nextElementSibling, 'right before Send').toBe(form.querySelector('button[type="submit"]'));
    });

    it('flags every invalid field on every Send', async () => {
      const { form, send, validText } = await failedSend();
      const errors = errorCount(form);
      const field = invalidControls(form).find(isTextControl);
      if (field) {
        await userEvent.fill(field, validText(field));
        await userEvent.fill(field, '');
      }
      await userEvent.click(send);
      await expect.poll(() => errorCount(form)).toBe(errors);
      await expect.poll(() => isFirstInvalid(form, document.activeElement)).toBe(true);
    });
  });
}
