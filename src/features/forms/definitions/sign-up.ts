import { type } from 'arktype';
import { defineForm } from '#src/features/forms/define-form.ts';
import { email, formMessages, text } from '#src/features/forms/form-rules.ts';
import { sameSitePath } from '#src/lib/same-site-path.ts';

/**
 * Sign up (spec §5): who is writing and what they plan to run, with the product
 * the visitor came from. The sign-up modal's by-email mode shows the personal
 * and business sign-up forms instead, under the `byEmail.*` texts.
 */
export const signUp = defineForm({
  name: 'sign-up',
  modals: ['sign-up'],
  fields: [
    { name: 'name', kind: 'text', autoComplete: 'name', rule: text() },
    { name: 'email', kind: 'email', autoComplete: 'email', rule: email(formMessages.emailValid) },
    { name: 'country', kind: 'text', autoComplete: 'country-name', rule: text() },
    { name: 'message', kind: 'textarea', rule: text() },
    // Service data, from the page that opened the form.
    { name: 'service', kind: 'hidden', optional: true, rule: type('string').narrow((s) => /^[a-z0-9-]{1,64}$/.test(s)) },
    // Passed on to the control panel, which sends the visitor there: only a path on this site, as it is.
    { name: 'redirectUrl', kind: 'hidden', optional: true, rule: type('string').narrow((s) => sameSitePath(s) === s) },
  ],
  texts: [
    'service',
    'byEmail.title',
    'byEmail.description',
    'byEmail.account',
    'byEmail.account.personal',
    'byEmail.account.business',
  ],
});
