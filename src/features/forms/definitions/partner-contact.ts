import { defineForm } from '#src/features/forms/define-form.ts';
import { email, formMessages, oneOf, phone, text } from '#src/features/forms/form-rules.ts';

export const companyTypes = ['sole-proprietor', 'llc', 's-corp', 'c-corp'] as const;
export const hubRoles = ['sell', 'service', 'build'] as const;

/** The partner contact form (spec §5), inline on /partners/apply/. */
export const partnerContact = defineForm({
  name: 'partner-contact',
  catalog: 'marketing/partner-contact',
  fields: [
    { name: 'name', kind: 'text', autoComplete: 'given-name', rule: text() },
    { name: 'surname', kind: 'text', autoComplete: 'family-name', rule: text() },
    { name: 'fullName', kind: 'text', rule: text() },
    { name: 'email', kind: 'email', autoComplete: 'email', rule: email(formMessages.emailValid) },
    { name: 'phone', kind: 'tel', autoComplete: 'tel', rule: phone },
    { name: 'companyName', kind: 'text', autoComplete: 'organization', rule: text() },
    { name: 'companyType', kind: 'choice', options: companyTypes, rule: oneOf(companyTypes), missing: formMessages.choose },
    { name: 'website', kind: 'url', autoComplete: 'url', rule: text() },
    { name: 'coreBusiness', kind: 'text', rule: text() },
    { name: 'hubPosition', kind: 'choice', options: hubRoles, rule: oneOf(hubRoles), missing: formMessages.choose },
    { name: 'otherPartners', kind: 'text', rule: text() },
    { name: 'message', kind: 'textarea', rule: text() },
  ],
  ownSubmit: true,
});
