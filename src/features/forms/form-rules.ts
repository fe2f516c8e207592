import { type Type, type } from 'arktype';

/**
 * Messages every form shares (catalog namespace `forms`, ids `form.*`). Errors
 * travel as these ids, from the schemas and from the intake alike; each side
 * shows them in the visitor's language with its own formatter (spec §5).
 */
export const formMessages = {
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
  emailExistsLogin: 'form.error.emailExistsLogin',
  origin: 'form.error.origin',
  rateLimit: 'form.error.rateLimit',
  /** Also a field the visitor does not type (service, redirectUrl) with a value the page never sends. */
  unreadable: 'form.error.unreadable',
  tooLarge: 'form.error.tooLarge',
  sent: 'form.sent',
  sentHeading: 'form.sentHeading',
  submit: 'form.submit',
  sending: 'form.sending',
  close: 'form.close',
  failed: 'form.failed',
} as const;

export type FormMessageId = (typeof formMessages)[keyof typeof formMessages];
const formMessageIds = new Set<string>(Object.values(formMessages));
/** Whether a value (from a schema or the intake's JSON) is one of the shared message ids. */
export const isFormMessageId = (value: unknown): value is FormMessageId => typeof value === 'string' && formMessageIds.has(value);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A text field that must not be blank. */
export const text = (message: FormMessageId = formMessages.blank, max = 2000) =>
  type('string').narrow((s, ctx) => (s.trim().length > 0 && s.length <= max) || ctx.reject({ message }));

/** An e-mail address: blank is "must not be blank", anything else malformed gets the form's own message. */
export const email = (message: FormMessageId) =>
  type('string').narrow(
    (s, ctx) =>
      (s.trim().length > 0 || ctx.reject({ message: formMessages.blank })) &&
      ((s.length <= 254 && EMAIL.test(s.trim())) || ctx.reject({ message })),
  );

/** A phone number: optional +, then 7–15 digits, allowing spaces, dashes, dots, slashes and brackets. */
export const isValidPhone = (value: string): boolean => {
  const trimmed = value.trim();
  if (!/^\+?[\d\s\-./()]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
};

export const phone = type('string').narrow(
  (s, ctx) =>
    (s.trim().length > 0 || ctx.reject({ message: formMessages.blank })) &&
    (isValidPhone(s) || ctx.reject({ message: formMessages.phone })),
);

/** One of a fixed list of choices. */
export const oneOf = <const T extends readonly string[]>(values: T, message: FormMessageId = formMessages.choose) =>
  type('string').narrow((s, ctx) => values.includes(s) || ctx.reject({ message })) as unknown as Type<T[number]>;

/** Any string: a field with no rule of its own (an optional comment). */
export const anyText = type('string');
