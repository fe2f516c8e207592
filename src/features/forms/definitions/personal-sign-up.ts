import { defineForm } from '#src/features/forms/define-form.ts';
import { email, formMessages, phone, text } from '#src/features/forms/form-rules.ts';

/** Personal sign-up (spec §5), in the sign-up modal's by-email mode. */
export const personalSignUp = defineForm({
  name: 'personal-sign-up',
  fields: [
    { name: 'firstName', kind: 'text', autoComplete: 'given-name', rule: text() },
    { name: 'lastName', kind: 'text', autoComplete: 'family-name', rule: text() },
    { name: 'email', kind: 'email', autoComplete: 'email', rule: email(formMessages.emailPlease) },
    { name: 'mobilePhone', kind: 'tel', autoComplete: 'tel', rule: phone },
    { name: 'country', kind: 'text', autoComplete: 'country-name', rule: text() },
  ],
  ownSubmit: true,
  ownSent: true,
});
