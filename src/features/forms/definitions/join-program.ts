import { defineForm } from '#src/features/forms/define-form.ts';
import { email, formMessages, text } from '#src/features/forms/form-rules.ts';

/**
 * Join the ambassador programme (spec §5: the socials must not be blank). Name and e-mail are
 * required too: without them the community team has no one to answer (issue 24.7).
 */
export const joinProgram = defineForm({
  name: 'join-program',
  modals: ['join-program'],
  fields: [
    { name: 'name', kind: 'text', autoComplete: 'name', rule: text() },
    { name: 'email', kind: 'email', autoComplete: 'email', rule: email(formMessages.emailMust) },
    { name: 'socials', kind: 'textarea', rule: text() },
  ],
});
