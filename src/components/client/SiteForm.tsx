'use client';

import { useForm } from '@tanstack/react-form';
import { ofetch } from 'ofetch';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { CheckboxGroup } from '../../../design-system/primitives/Checkbox/CheckboxGroup.tsx';
import { Field } from '../../../design-system/primitives/Field/Field.tsx';
import { Stack } from '../../../design-system/primitives/Layout/Layout.tsx';
import { RadioGroup } from '../../../design-system/primitives/RadioGroup/RadioGroup.tsx';
import { TextArea } from '../../../design-system/primitives/TextArea/TextArea.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { visuallyHidden } from '../../../design-system/theme/utilities.css.ts';
import { type FormName, validateForm } from '../../lib/forms/form-schemas.ts';

type FieldBase = {
  name: string;
  /** Fields are required unless marked optional. */
  optional?: boolean;
  /** Shown (and sent) only while the multiple-choice field `field` has `value` ticked: "other, please specify". */
  shownWhen?: { field: string; value: string };
};

export type FormField = FieldBase &
  (
    | { kind: 'text' | 'email' | 'tel' | 'url' | 'textarea'; autoComplete?: string }
    /** One of `options`, labelled `<prefix>.<name>.<option>`; `numeric` choices are sent as numbers (ratings). */
    | { kind: 'choice'; options: readonly string[]; numeric?: boolean; horizontal?: boolean }
    /** Any of `options` (checkboxes), sent as a list. */
    | { kind: 'choices'; options: readonly string[] }
  );

export type SiteFormProps = {
  form: FormName;
  /** Catalog prefix of the form's labels: `<prefix>.<field>`. */
  prefix: string;
  fields: readonly FormField[];
  locale: string;
  /** Data sent along that the visitor does not type (service data of the sign-up modal). */
  hidden?: Record<string, string>;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** Catalog id of the submit button; `form.submit` by default. */
  submitLabel?: string;
  /** Catalog prefix of the confirmation (`<sent>Heading`, `<sent>`); `form.sent` by default. */
  sent?: string;
};

type Values = Record<string, string | string[]>;
/** The intake's link to log in, sent with 'User with this email already exists'. */
type LoginHint = { label: string; href: string };
type Payload = Record<string, string | number | string[]>;

const post = async (form: FormName, values: Payload, locale: string) => {
  const res = await ofetch.raw<{ errors?: Record<string, string>; login?: LoginHint }>(`/api/forms/${form}`, {
    method: 'POST',
    body: { ...values, locale },
    ignoreResponseError: true,
    retry: 0,
  });
  if (res.status === 201 || res.status === 202) return { ok: true as const };
  if (res.status === 400 && res._data?.errors) return { ok: false as const, errors: res._data.errors, login: res._data.login };
  throw new Error(`form intake answered ${res.status}`);
};

/**
 * A site form (spec §5): validated on submit with the shared schema, sent to
 * the intake, kept as typed when anything fails; each field's error is
 * announced by its live region. Used in the modals and inline on pages.
 */
export function SiteForm({
  form: formName,
  prefix,
  fields,
  locale,
  hidden = {},
  intro,
  submitLabel = 'form.submit',
  sent = 'form.sent',
}: SiteFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // Schema errors are catalog ids; server errors arrive already translated.
  const message = (error: unknown) => (typeof error === 'string' && error.startsWith('form.') ? t(error) : String(error ?? ''));
  const [status, setStatus] = useState<'editing' | 'sent' | 'failed'>('editing');
  const [login, setLogin] = useState<LoginHint | undefined>();
  const defaults: Values = Object.fromEntries([...fields.map((f) => [f.name, f.kind === 'choices' ? [] : '']), ['fax', '']]);
  const shown = (field: FormField, value: Values) => {
    if (!field.shownWhen) return true;
    const list = value[field.shownWhen.field];
    return Array.isArray(list) && list.includes(field.shownWhen.value);
  };
  // What the schema and the intake read: numeric choices as numbers (an unanswered one stays empty and fails),
  // hidden fields left out, hidden data added.
  const payload = (value: Values): Payload => ({
    ...Object.fromEntries(
      Object.entries(value).flatMap(([name, v]) => {
        const field = fields.find((f) => f.name === name);
        if (field && !shown(field, value)) return [];
        return [[name, field?.kind === 'choice' && field.numeric && v ? Number(v) : v]];
      }),
    ),
    ...hidden,
  });

  const form = useForm({
    defaultValues: defaults,
    validators: {
      onSubmit: ({ value }) => {
        const result = validateForm(formName, payload(value));
        return result.ok ? undefined : { fields: result.errors };
      },
    },
    onSubmit: async ({ value, formApi }) => {
      setLogin(undefined);
      try {
        const result = await post(formName, payload(value), locale);
        if (result.ok) {
          setStatus('sent');
          formApi.reset();
          return;
        }
        for (const [name, error] of Object.entries(result.errors)) {
          formApi.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: error } }));
        }
        setLogin(result.login);
        setStatus('editing');
      } catch {
        setStatus('failed');
      }
    },
  });

  const renderField = (spec: FormField) => (
    <form.Field name={spec.name}>
      {(field) => {
        const error = message(field.state.meta.errors[0]) || undefined;
        const label = t(`${prefix}.${spec.name}`);
        const optionLabel = (value: string) => t(`${prefix}.${spec.name}.${value}`);
        if (spec.kind === 'choices') {
          const ticked = field.state.value;
          return (
            <CheckboxGroup
              legend={label}
              name={spec.name}
              required={!spec.optional}
              options={spec.options.map((value) => ({ value, label: optionLabel(value) }))}
              value={Array.isArray(ticked) ? ticked : []}
              onValueChange={(next) => field.handleChange(next)}
              error={error}
            />
          );
        }
        const text = typeof field.state.value === 'string' ? field.state.value : '';
        if (spec.kind === 'choice') {
          return (
            <RadioGroup
              legend={label}
              name={spec.name}
              required={!spec.optional}
              orientation={spec.horizontal ? 'horizontal' : 'vertical'}
              options={spec.options.map((value) => ({ value, label: optionLabel(value) }))}
              value={text || null}
              onValueChange={(next) => field.handleChange(next)}
              error={error}
            />
          );
        }
        return (
          <Field label={label} required={!spec.optional} error={error}>
            {(control) =>
              spec.kind === 'textarea' ? (
                <TextArea
                  {...control}
                  name={spec.name}
                  value={text}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                />
              ) : (
                <TextField
                  {...control}
                  name={spec.name}
                  type={spec.kind}
                  autoComplete={spec.autoComplete}
                  value={text}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                />
              )
            }
          </Field>
        );
      }}
    </form.Field>
  );

  if (status === 'sent') {
    return (
      <Stack gap="md" role="status" data-form-sent>
        <h3>{t(`${sent}Heading`)}</h3>
        <p>{t(sent)}</p>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      data-form={formName}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Stack gap="md">
        {intro}
        {fields.map((spec) => (
          <form.Subscribe key={spec.name} selector={(s) => shown(spec, s.values)}>
            {(visible) => (visible ? renderField(spec) : null)}
          </form.Subscribe>
        ))}
        {/* People never see this field; bots fill it in. */}
        <form.Field name="fax">
          {(field) => (
            <label className={visuallyHidden} aria-hidden="true">
              Fax
              <input
                tabIndex={-1}
                autoComplete="off"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
              />
            </label>
          )}
        </form.Field>
        {login ? (
          <p data-login-hint>
            <a href={login.href}>{login.label}</a>
          </p>
        ) : null}
        {status === 'failed' ? <p role="alert">{t('form.failed')}</p> : null}
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting}>
              {submitting ? t('form.sending') : t(submitLabel)}
            </Button>
          )}
        </form.Subscribe>
      </Stack>
    </form>
  );
}
