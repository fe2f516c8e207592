import { type } from 'arktype';
import { defineForm } from '#src/features/forms/define-form.ts';
import { anyText, email, type FormMessageId, formMessages, oneOf, phone, text } from '#src/features/forms/form-rules.ts';

export const productInterests = [
  'ad-tech',
  'ai-ml',
  'agency',
  'big-data',
  'dev-test',
  'gaming',
  'hipaa',
  'iot',
  'mobile',
  'streaming',
  'saas-web-apps',
  'vpn',
  'other',
] as const;
export const consultationTimelines = ['asap', 'within-4-weeks', '2-6-months', 'more-than-6-months'] as const;

/** Schedule a consultation (spec §5), in two variants: the full one and the contacts page's short one. */
export const scheduleConsultation = defineForm({
  name: 'schedule-consultation',
  modals: ['schedule-consultation', 'schedule-consultation-short'],
  fields: [
    { name: 'firstName', kind: 'text', autoComplete: 'given-name', rule: text() },
    { name: 'lastName', kind: 'text', autoComplete: 'family-name', rule: text() },
    { name: 'email', kind: 'email', autoComplete: 'email', rule: email(formMessages.emailMust) },
    // Both variants end in a call from sales ("we will call you back"): they need a number to call (issue 25.2).
    { name: 'phone', kind: 'tel', autoComplete: 'tel', rule: phone },
    { name: 'company', kind: 'text', autoComplete: 'organization', rule: text() },
    { name: 'country', kind: 'text', autoComplete: 'country-name', rule: text() },
    {
      name: 'products',
      kind: 'choices',
      options: productInterests,
      rule: type('string[]').narrow(
        (list, ctx) =>
          (list.length > 0 && list.every((p) => (productInterests as readonly string[]).includes(p))) ||
          ctx.reject({ message: formMessages.product }),
      ),
      missing: formMessages.product,
    },
    {
      name: 'otherProduct',
      kind: 'text',
      optional: true,
      shownWhen: { field: 'products', value: 'other' },
      rule: anyText,
    },
    { name: 'challenge', kind: 'textarea', rule: text(formMessages.challenge, 5000), missing: formMessages.challenge },
    {
      name: 'timeline',
      kind: 'choice',
      options: consultationTimelines,
      rule: oneOf(consultationTimelines),
      missing: formMessages.choose,
    },
  ],
  // "Other" needs the option spelled out.
  check: (data): Record<string, FormMessageId> =>
    Array.isArray(data.products) && data.products.includes('other') && !String(data.otherProduct ?? '').trim()
      ? { otherProduct: formMessages.option }
      : {},
});
