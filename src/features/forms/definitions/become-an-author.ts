import { defineForm } from '#src/features/forms/define-form.ts';
import { email, formMessages, text } from '#src/features/forms/form-rules.ts';

/** Become an author (spec §5), from the blog's become-an-author page. */
export const becomeAnAuthor = defineForm({
  name: 'become-an-author',
  modals: ['become-an-author'],
  fields: [
    { name: 'name', kind: 'text', autoComplete: 'name', rule: text() },
    { name: 'email', kind: 'email', autoComplete: 'email', rule: email(formMessages.emailMust) },
    { name: 'country', kind: 'text', autoComplete: 'country-name', rule: text() },
    { name: 'message', kind: 'textarea', rule: text() },
  ],
  // The page's button that opens the modal.
  texts: ['open'],
});
