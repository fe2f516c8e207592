import { type Type, type } from 'arktype';
import { sameSitePath } from '../same-site-path.ts';
import { accountTypes, companyTypes, consultationTimelines, hubRoles, productInterests } from './form-choices.ts';

/**
 * The site's forms as arktype schemas, shared by the client forms and the
 * server intake. Errors carry catalog ids (namespace `forms`), never English,
 * so each side shows them in the visitor's language (spec §5).
 */
export const formErrors = {
  blank: 'form.error.blank',
  choose: 'form.error.choose',
  emailValid: 'form.error.emailValid',
  emailPlease: 'form.error.emailPlease',
  emailMust: 'form.error.emailMust',
  phone: 'form.error.phone',
  product: 'form.error.product',
  option: 'form.error.option',
  challenge: 'form.error.challenge',
  rating: 'form.error.rating',
  emailExists: 'form.error.emailExists',
  /** A field the visitor does not type (service, redirectUrl) with a value the page never sends. */
  unreadable: 'form.error.unreadable',
} as const;
const catalogIds = new Set<string>(Object.values(formErrors));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A text field that must not be blank. */
const text = (message: string = formErrors.blank, max = 2000) =>
  type('string').narrow((s, ctx) => (s.trim().length > 0 && s.length <= max) || ctx.reject({ message }));

/** An e-mail address: blank is "must not be blank", anything else malformed gets the form's own message. */
const email = (message: string) =>
  type('string').narrow(
    (s, ctx) =>
      (s.trim().length > 0 || ctx.reject({ message: formErrors.blank })) &&
      ((s.length <= 254 && EMAIL.test(s.trim())) || ctx.reject({ message })),
  );

/** A phone number: optional +, then 7–15 digits, allowing spaces, dashes, dots, slashes and brackets. */
export const isValidPhone = (value: string): boolean => {
  const trimmed = value.trim();
  if (!/^\+?[\d\s\-./()]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
};

const phone = type('string').narrow(
  (s, ctx) =>
    (s.trim().length > 0 || ctx.reject({ message: formErrors.blank })) &&
    (isValidPhone(s) || ctx.reject({ message: formErrors.phone })),
);

const oneOf = <const T extends readonly string[]>(values: T, message: string = formErrors.choose) =>
  type('string').narrow((s, ctx) => values.includes(s) || ctx.reject({ message })) as unknown as Type<T[number]>;

/** Each form: its schema, and the message for each field when it is missing altogether. */
type FormDefinition = { schema: Type<object>; missing: Record<string, string> };

const define = (
  shape: Record<string, Type<unknown> | string>,
  missing: Record<string, string>,
  extra?: (data: Record<string, unknown>) => Record<string, string>,
) => ({
  // Keys a form does not declare are dropped, so nothing unexpected is stored.
  schema: (type(shape as never) as unknown as Type<object>).onUndeclaredKey('delete') as unknown as Type<object>,
  missing,
  extra,
});

const blankFor = (...fields: string[]) => Object.fromEntries(fields.map((f) => [f, formErrors.blank]));

export const forms = {
  'sign-up': define(
    {
      name: text(),
      email: email(formErrors.emailValid),
      country: text(),
      message: text(),
      // Service data and where to go afterwards, from the page that opened the form.
      'service?': type('string').narrow((s) => /^[a-z0-9-]{1,64}$/.test(s)),
      // Passed on to the control panel, which sends the visitor there: only a path on this site, as it is.
      'redirectUrl?': type('string').narrow((s) => sameSitePath(s) === s),
    },
    { ...blankFor('name', 'country', 'message'), email: formErrors.blank },
  ),
  'business-sign-up': define(
    {
      companyName: text(),
      firstName: text(),
      lastName: text(),
      email: email(formErrors.emailPlease),
      accountType: oneOf(accountTypes),
    },
    { ...blankFor('companyName', 'firstName', 'lastName'), email: formErrors.blank, accountType: formErrors.choose },
  ),
  'personal-sign-up': define(
    { firstName: text(), lastName: text(), email: email(formErrors.emailPlease), mobilePhone: phone, country: text() },
    { ...blankFor('firstName', 'lastName', 'mobilePhone', 'country'), email: formErrors.blank },
  ),
  'become-an-author': define(
    { name: text(), email: email(formErrors.emailMust), country: text(), message: text() },
    { ...blankFor('name', 'country', 'message', 'email') },
  ),
  'join-program': define({ socials: text() }, blankFor('socials')),
  'schedule-consultation': define(
    {
      firstName: text(),
      lastName: text(),
      company: text(),
      country: text(),
      email: email(formErrors.emailMust),
      products: type('string[]').narrow(
        (list, ctx) =>
          (list.length > 0 && list.every((p) => (productInterests as readonly string[]).includes(p))) ||
          ctx.reject({ message: formErrors.product }),
      ),
      'otherProduct?': 'string',
      challenge: text(formErrors.challenge, 5000),
      timeline: oneOf(consultationTimelines),
    },
    {
      ...blankFor('firstName', 'lastName', 'company', 'country'),
      email: formErrors.blank,
      products: formErrors.product,
      challenge: formErrors.challenge,
      timeline: formErrors.choose,
    },
    (data): Record<string, string> =>
      Array.isArray(data.products) && data.products.includes('other') && !String(data.otherProduct ?? '').trim()
        ? { otherProduct: formErrors.option }
        : {},
  ),
  'partner-contact': define(
    {
      name: text(),
      surname: text(),
      fullName: text(),
      phone,
      email: email(formErrors.emailValid),
      message: text(),
      companyType: oneOf(companyTypes),
      companyName: text(),
      website: text(),
      coreBusiness: text(),
      hubPosition: oneOf(hubRoles),
      otherPartners: text(),
    },
    {
      ...blankFor('name', 'surname', 'fullName', 'phone', 'message', 'companyName', 'website', 'coreBusiness', 'otherPartners'),
      email: formErrors.blank,
      companyType: formErrors.choose,
      hubPosition: formErrors.choose,
    },
  ),
  'contact-message': define(
    { name: text(), email: email(formErrors.emailValid), message: text(formErrors.blank, 5000) },
    { ...blankFor('name', 'message'), email: formErrors.blank },
  ),
  'docs-rating': define(
    {
      articleTitle: text(),
      rating: type('number').narrow(
        (n, ctx) => (Number.isInteger(n) && n >= 1 && n <= 5) || ctx.reject({ message: formErrors.rating }),
      ),
      'comment?': 'string',
    },
    { articleTitle: formErrors.blank, rating: formErrors.rating },
  ),
} as const satisfies Record<string, FormDefinition & { extra?: unknown }>;

export type FormName = keyof typeof forms;
export const formNames = Object.keys(forms) as FormName[];
/** Own keys only: `in` would also accept what every object inherits (`constructor`, `__proto__`, …). */
export const isFormName = (value: string): value is FormName => Object.hasOwn(forms, value);

export type FieldErrors = Record<string, string>;

/**
 * Validates a submission: `{ ok: true, data }` with only the schema's fields,
 * or `{ ok: false, errors }` mapping each field to one catalog id.
 */
export const validateForm = (
  name: FormName,
  input: unknown,
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors } => {
  const form = forms[name];
  const result = (form.schema as Type<object>)(input);
  const errors: FieldErrors = {};
  if (result instanceof type.errors) {
    for (const error of result) {
      const field = String(error.path[0] ?? '_form');
      if (errors[field]) continue;
      // A rule without a catalog message (the hidden fields' predicates) must not surface arktype's
      // English, which also quotes the value sent.
      errors[field] =
        error.code === 'required' || error.code === 'domain'
          ? (form.missing[field] ?? formErrors.blank)
          : catalogIds.has(error.message)
            ? error.message
            : formErrors.unreadable;
    }
  }
  const data =
    result instanceof type.errors
      ? typeof input === 'object' && input
        ? (input as Record<string, unknown>)
        : {}
      : (result as Record<string, unknown>);
  Object.assign(errors, { ...(form.extra?.(data) ?? {}), ...errors });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: result as Record<string, unknown> };
};
