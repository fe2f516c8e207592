import { type Type, type } from 'arktype';
import type { FormDefinition, FormModalName } from './define-form.ts';
import { becomeAnAuthor } from './definitions/become-an-author.ts';
import { businessSignUp } from './definitions/business-sign-up.ts';
import { contactMessage } from './definitions/contact-message.ts';
import { docsRating } from './definitions/docs-rating.ts';
import { joinProgram } from './definitions/join-program.ts';
import { partnerContact } from './definitions/partner-contact.ts';
import { personalSignUp } from './definitions/personal-sign-up.ts';
import { scheduleConsultation } from './definitions/schedule-consultation.ts';
import { signUp } from './definitions/sign-up.ts';
import { type FormMessageId, formMessages, isFormMessageId } from './form-rules.ts';

const byName = <const D extends readonly FormDefinition[]>(definitions: D) =>
  Object.fromEntries(definitions.map((d) => [d.name, d])) as { [F in D[number] as F['name']]: F };

/** The site's forms, each defined once under `definitions/<name>.ts`; pages, dialogs and the intake read them here. */
export const forms = byName([
  signUp,
  personalSignUp,
  businessSignUp,
  becomeAnAuthor,
  joinProgram,
  scheduleConsultation,
  partnerContact,
  contactMessage,
  docsRating,
]);

export type FormName = keyof typeof forms;
export const formNames = Object.keys(forms) as FormName[];
/** Own keys only: `in` would also accept what every object inherits (`constructor`, `__proto__`, …). */
export const isFormName = (value: string): value is FormName => Object.hasOwn(forms, value);

/** The form a modal shows. */
export const formOfModal = (modal: FormModalName): FormName => {
  const form = formNames.find((name) => (forms[name] as FormDefinition).modals.includes(modal));
  if (!form) throw new Error(`no form shows the modal ${modal}`);
  return form;
};

/**
 * The prefixes of every message id of the forms in the shared `forms` catalog (the form's and its
 * modals' names, and `form.`), for the page's client messages.
 */
export const formMessagePrefixes: readonly string[] = [
  'form.',
  ...new Set(
    Object.values(forms)
      .filter((f: FormDefinition) => f.catalog === 'forms')
      .flatMap((f: FormDefinition) => [f.name, ...f.modals].map((name) => `${name}.`)),
  ),
];

/** Each field's one message id. */
export type FieldErrors = Record<string, FormMessageId>;

/**
 * Validates a submission: `{ ok: true, data }` with only the schema's fields,
 * or `{ ok: false, errors }` mapping each field to one message id.
 */
export const validateForm = (
  name: FormName,
  input: unknown,
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors } => {
  const form: FormDefinition = forms[name];
  const result = (form.schema as Type<object>)(input);
  const errors: FieldErrors = {};
  if (result instanceof type.errors) {
    for (const error of result) {
      const field = String(error.path[0] ?? '_form');
      if (errors[field]) continue;
      // A rule without a message id (the hidden fields' predicates) must not surface arktype's
      // English, which also quotes the value sent.
      errors[field] =
        error.code === 'required' || error.code === 'domain'
          ? (form.missing[field] ?? formMessages.blank)
          : isFormMessageId(error.message)
            ? error.message
            : formMessages.unreadable;
    }
  }
  const data =
    result instanceof type.errors
      ? typeof input === 'object' && input
        ? (input as Record<string, unknown>)
        : {}
      : (result as Record<string, unknown>);
  Object.assign(errors, { ...(form.check?.(data) ?? {}), ...errors });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: result as Record<string, unknown> };
};
