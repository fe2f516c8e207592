import { type } from 'arktype';
import { defineForm } from '#src/features/forms/define-form.ts';
import { anyText, formMessages, text } from '#src/features/forms/form-rules.ts';

/** A docs page's rating (spec §4): 1 to 5 for the article it was opened on. */
export const docsRating = defineForm({
  name: 'docs-rating',
  modals: ['docs-rating'],
  fields: [
    { name: 'articleTitle', kind: 'hidden', rule: text() },
    {
      name: 'rating',
      kind: 'choice',
      options: ['1', '2', '3', '4', '5'],
      numeric: true,
      horizontal: true,
      rule: type('number').narrow(
        (n, ctx) => (Number.isInteger(n) && n >= 1 && n <= 5) || ctx.reject({ message: formMessages.rating }),
      ),
      missing: formMessages.rating,
    },
    { name: 'comment', kind: 'textarea', optional: true, rule: anyText },
  ],
  // A rating asks for no answer: its confirmation thanks for it instead of promising a reply.
  ownSent: true,
  // The article the dialog was opened on.
  texts: ['article'],
});
