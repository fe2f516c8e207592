import { type Type, type } from 'arktype';
import type { Namespace } from '#intl/catalog.ts';
import { type FormMessageId, formMessages } from './form-rules.ts';
import type { ModalName } from './modals.ts';

/** The modals that show a form; the offer and the pop-up do not. */
export type FormModalName = Exclude<ModalName, 'offer' | 'pop-up'>;

type FieldBase = {
  name: string;
  /** The arktype rule for the value sent. */
  rule: Type<unknown>;
  /** The message when the field is missing altogether; "must not be blank" by default. */
  missing?: FormMessageId;
  /** Fields are required unless marked optional. */
  optional?: boolean;
  /** Shown (and sent) only while the multiple-choice field `field` has `value` ticked: "other, please specify". */
  shownWhen?: { field: string; value: string };
};

/** One field of a form: its rule, and how the form renderer shows it (label `<form>.<name>`). */
export type FormField = FieldBase &
  (
    | { kind: 'text' | 'email' | 'tel' | 'url' | 'textarea'; autoComplete?: string }
    /** One of `options`, labelled `<form>.<name>.<option>`; `numeric` choices are sent as numbers (ratings). */
    | { kind: 'choice'; options: readonly string[]; numeric?: boolean; horizontal?: boolean }
    /** Any of `options` (checkboxes), sent as a list. */
    | { kind: 'choices'; options: readonly string[] }
    /** Sent by the page that shows the form (service data, the rated article), never typed. */
    | { kind: 'hidden' }
  );

/** A field the visitor sees and fills in. */
export type VisibleFormField = Exclude<FormField, { kind: 'hidden' }>;
export const isVisibleField = (field: FormField): field is VisibleFormField => field.kind !== 'hidden';

type FormSpec<Name extends string, Text extends string> = {
  /** The form's one name: its intake URL (`/api/forms/<name>`), its modal and its message ids (`<name>.*`). */
  name: Name;
  /** The catalog namespace holding the form's texts: `forms`, unless the form belongs to one page. */
  catalog?: Namespace;
  /**
   * The modals that show the form, titled `<modal>.title` and `<modal>.description`: the first is
   * named like the form, any other is a variant of it with a title of its own.
   */
  modals?: readonly [Name & FormModalName, ...FormModalName[]];
  fields: readonly FormField[];
  /** Rules over several fields, applied after each field's own. */
  check?: (data: Record<string, unknown>) => Record<string, FormMessageId>;
  /** The form has its own submit label (`<name>.submit`) instead of `form.submit`. */
  ownSubmit?: boolean;
  /** The form has its own confirmation (`<name>.sent`, `<name>.sentHeading`) instead of `form.sent`. */
  ownSent?: boolean;
  /** Further texts of the form's dialog or page, `<name>.<text>`. */
  texts?: readonly Text[];
};

/**
 * One site form, defined once: its fields with their rules and how they are
 * shown, the schema built from them (shared by the client renderer and the
 * server intake), its message ids and the modals that show it.
 */
export const defineForm = <const Name extends string, const Text extends string = never>(spec: FormSpec<Name, Text>) => {
  const { name } = spec;
  const shape = Object.fromEntries(spec.fields.map((f) => [f.optional ? `${f.name}?` : f.name, f.rule]));
  return {
    ...spec,
    catalog: spec.catalog ?? ('forms' as Namespace),
    modals: (spec.modals ?? []) as readonly FormModalName[],
    // Keys a form does not declare are dropped, so nothing unexpected is stored.
    schema: (type(shape as never) as unknown as Type<object>).onUndeclaredKey('delete') as unknown as Type<object>,
    missing: Object.fromEntries(spec.fields.map((f) => [f.name, f.missing ?? formMessages.blank])) as Record<
      string,
      FormMessageId
    >,
    ids: {
      label(field: string) {
        return `${name}.${field}`;
      },
      option(field: string, option: string) {
        return `${name}.${field}.${option}`;
      },
      text(key: Text) {
        return `${name}.${key}`;
      },
      submit: spec.ownSubmit ? `${name}.submit` : formMessages.submit,
      sent: spec.ownSent ? `${name}.sent` : formMessages.sent,
      sentHeading: spec.ownSent ? `${name}.sentHeading` : formMessages.sentHeading,
    },
  };
};

export type FormDefinition = ReturnType<typeof defineForm<string, string>>;

/** A form modal's title and description ids. */
export const modalTextIds = (modal: FormModalName) => ({ title: `${modal}.title`, description: `${modal}.description` });

/** Every message id a form shows, for the catalog check. */
export const messageIdsOf = (form: FormDefinition): string[] => [
  ...form.fields.flatMap((f) =>
    f.kind === 'hidden'
      ? []
      : [form.ids.label(f.name), ...('options' in f ? f.options.map((o) => form.ids.option(f.name, o)) : [])],
  ),
  ...form.modals.flatMap((m) => Object.values(modalTextIds(m))),
  ...(form.texts ?? []).map((t) => form.ids.text(t)),
  form.ids.submit,
  form.ids.sent,
  form.ids.sentHeading,
];
