import { defineForm } from '#src/features/forms/define-form.ts';
import { email, formMessages, text } from '#src/features/forms/form-rules.ts';

/** A message to support (the FAQ's "ask a question"). */
export const contactMessage = defineForm({
  name: 'contact-message',
  modals: ['contact-message'],
  fields: [
    { name: 'name', kind: 'text', autoComplete: 'name', rule: text() },
    { name: 'email', kind: 'email', autoComplete: 'email', rule: email(formMessages.emailValid) },
    { name: 'message', kind: 'textarea', rule: text(formMessages.blank, 5000) },
  ],
});
