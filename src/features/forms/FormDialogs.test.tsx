import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { describeFormBehaviour } from '#ds/test-utils/form-suite.ts';
import { describeModalBehaviour } from '#ds/test-utils/modal-suite.ts';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import consentMessages from '#intl/messages/en-us/consent.json' with { type: 'json' };
import messages from '#intl/messages/en-us/forms.json' with { type: 'json' };
import type { FormModalName } from './define-form.ts';
import { FormDialog } from './FormDialog.tsx';
import { forms } from './forms.ts';
import { ModalProvider } from './ModalProvider.tsx';
import { modalTrigger } from './modal-trigger.ts';
import { SignUpByEmail } from './SignUpByEmail.tsx';

/** Every form modal the site shows with `FormDialog`, and the sign-up's by-email mode. */
const formModals = Object.values(forms).flatMap((form): readonly FormModalName[] => form.modals);

const validText = (control: HTMLInputElement | HTMLTextAreaElement) =>
  control.type === 'email' ? 'ana@example.org' : control.type === 'tel' ? '+49 30 1234567' : 'Ana Lima';

/** The page around a dialog: the link that opens it (as the site renders it) and the dialogs. */
const renderDialog = async (modal: FormModalName | 'sign-up-by-email') => {
  const link =
    modal === 'sign-up-by-email'
      ? modalTrigger('sign-up', { byEmail: true, href: '/sign-up/' })
      : modal === 'sign-up'
        ? modalTrigger('sign-up', { href: '/sign-up/' })
        : modal === 'docs-rating'
          ? modalTrigger('docs-rating', { article: 'VPC' })
          : modalTrigger(modal);
  await render(
    <IntlProvider locale="en-US" messages={{ ...messages, ...consentMessages }} timeZone="UTC">
      <ModalProvider>
        <p>
          <a {...link} href={`?modal=${modal}`}>
            Open the form
          </a>
        </p>
        {modal === 'sign-up-by-email' ? (
          <SignUpByEmail locale="en-us" />
        ) : (
          <FormDialog modal={modal} locale="en-us" hidden={modal === 'docs-rating' ? { articleTitle: 'VPC' } : {}} />
        )}
      </ModalProvider>
    </IntlProvider>,
  );
  return {
    trigger: page.getByRole('link', { name: 'Open the form' }).element() as HTMLElement,
    getDialog: () => document.querySelector<HTMLElement>('[role="dialog"]'),
    validText,
  };
};

for (const width of [390, 1366]) {
  for (const modal of [...formModals, 'sign-up-by-email' as const]) {
    const setup = async () => {
      await page.viewport(width, width < 769 ? 844 : 900);
      return renderDialog(modal);
    };
    describeModalBehaviour(`${modal} at ${width} px`, setup);
    describeFormBehaviour(`${modal} at ${width} px`, setup);
  }
}

describe('sign-up by e-mail', () => {
  afterEach(cleanup);

  it('keeps what was typed when switching Personal ↔ Business', async () => {
    await page.viewport(1366, 900);
    const { trigger, getDialog } = await renderDialog('sign-up-by-email');
    await userEvent.click(trigger);
    await expect.poll(getDialog).not.toBeNull();
    const dialog = getDialog() as HTMLElement;
    const field = (name: string) => dialog.querySelector<HTMLInputElement>(`[role="tabpanel"]:not([hidden]) [name="${name}"]`);
    await userEvent.fill(field('firstName') as HTMLInputElement, 'Lena');
    await userEvent.fill(field('email') as HTMLInputElement, 'lena@example.org');
    await userEvent.fill(field('mobilePhone') as HTMLInputElement, '+49 170 1234567');
    await userEvent.click(page.getByRole('tab', { name: messages['sign-up.byEmail.account.business'] }));
    await expect.poll(() => field('companyName')).not.toBeNull();
    expect(field('firstName')?.value).toBe('Lena');
    expect(field('email')?.value).toBe('lena@example.org');
    await userEvent.click(page.getByRole('tab', { name: messages['sign-up.byEmail.account.personal'] }));
    await expect.poll(() => field('mobilePhone')?.value).toBe('+49 170 1234567');
    expect(field('firstName')?.value).toBe('Lena');
  });

  it('has no axe violations after a failed Send', async () => {
    await page.viewport(390, 844);
    const { trigger, getDialog } = await renderDialog('sign-up-by-email');
    await userEvent.click(trigger);
    await expect.poll(getDialog).not.toBeNull();
    await userEvent.click(page.getByRole('button', { name: messages['personal-sign-up.submit'] }));
    await expect.poll(() => document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0);
    await Promise.all(document.getAnimations().map((a) => a.finished));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
