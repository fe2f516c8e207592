import { defineForm } from '#src/features/forms/define-form.ts';
import { email, formMessages, oneOf, text } from '#src/features/forms/form-rules.ts';

/** What kind of organisation a business account is for. */
export const accountTypes = ['company', 'sole-trader', 'non-profit', 'public-sector'] as const;

/** Business sign-up (spec §5), in the sign-up modal's by-email mode. */
export const businessSignUp = defineForm({
  name: 'business-sign-up',
  fields: [
    { name: 'companyName', kind: 'text', autoComplete: 'organization', rule: text() },
    { name: 'accountType', kind: 'choice', options: accountTypes, rule: oneOf(accountTypes), missing: formMessages.choose },
    { name: 'firstName', kind: 'text', autoComplete: 'given-name', rule: text() },
    { name: 'lastName', kind: 'text', autoComplete: 'family-name', rule: text() },
    { name: 'email', kind: 'email', autoComplete: 'email', rule: email(formMessages.emailPlease) },
  ],
  ownSubmit: true,
  ownSent: true,
});
