'use client';

import { useForm } from '@tanstack/react-form';
import { ofetch } from 'ofetch';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '#ds/primitives/Button/Button.tsx';
import { CheckboxGroup } from '#ds/primitives/Checkbox/CheckboxGroup.tsx';
import { Field } from '#ds/primitives/Field/Field.tsx';
import { Stack } from '#ds/primitives/Layout/Layout.tsx';
import { RadioGroup } from '#ds/primitives/RadioGroup/RadioGroup.tsx';
import { TextArea } from '#ds/primitives/TextArea/TextArea.tsx';
import { TextField } from '#ds/primitives/TextField/TextField.tsx';
import { visuallyHidden } from '#ds/theme/utilities.css.ts';
import { isVisibleField, type VisibleFormField } from './define-form.ts';
import { formMessages, isFormMessageId } from './form-rules.ts';
import { type FieldErrors, type FormName, forms, validateForm } from './forms.ts';

export type SiteFormProps = {
  /** The form's definition (src/features/forms/definitions/) gives its fields, texts and schema. */
  form: FormName;
  locale: string;
  /** Data sent along that the visitor does not type (the form's hidden fields). */
  hidden?: Record<string, string>;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** Called once the intake has accepted the submission. */
  onSent?: () => void;
};

type Values = Record<string, string | string[]>;
type Payload = Record<string, string | number | string[]>;
/** What the intake answers a submission it refuses: a message id per field, and where to log in. */
type Refusal = { messageIds?: Record<string, unknown>; login?: { href: string } };

const post = async (form: FormName, values: Payload, locale: string) => {
  const res = await ofetch.raw<Refusal>(`/api/forms/${form}`, {
    method: 'POST',
    body: { ...values, locale },
    ignoreResponseError: true,
    retry: 0,
  });
  if (res.status === 201 || res.status === 202) return { ok: true as const };
  if (res.status === 400 && res._data?.messageIds) {
    const errors: FieldErrors = Object.fromEntries(
      Object.entries(res._data.messageIds).map(([field, id]) => [field, isFormMessageId(id) ? id : formMessages.unreadable]),
    );
    return { ok: false as const, errors, loginHref: res._data.login?.href };
  }
  throw new Error(`form intake answered ${res.status}`);
};

/**
 * A site form (spec §5): validated on submit with the shared schema, sent to
 * the intake, kept as typed when anything fails; each field's error is
 * announced by its live region. Used in the modals and inline on pages.
 */
export function SiteForm({ form: formName, locale, hidden = {}, intro, onSent }: SiteFormProps) {
  const definition = forms[formName];
  const { ids } = definition;
  const fields = definition.fields.filter(isVisibleField);
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // Errors, the schema's and the intake's alike, are message ids: translated here, in the page's language.
  const message = (error: unknown) => (isFormMessageId(error) ? t(error) : undefined);
  const [status, setStatus] = useState<'editing' | 'sent' | 'failed'>('editing');
  const [loginHref, setLoginHref] = useState<string | undefined>();
  const defaults: Values = Object.fromEntries([...fields.map((f) => [f.name, f.kind === 'choices' ? [] : '']), ['fax', '']]);
  const shown = (field: VisibleFormField, value: Values) => {
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
      setLoginHref(undefined);
      try {
        const result = await post(formName, payload(value), locale);
        if (result.ok) {
          setStatus('sent');
          formApi.reset();
          onSent?.();
          return;
        }
        for (const [name, error] of Object.entries(result.errors)) {
          formApi.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: error } }));
        }
        setLoginHref(result.loginHref);
        setStatus('editing');
      } catch {
        setStatus('failed');
      }
    },
  });

  const renderField = (spec: VisibleFormField) => (
    <form.Field name={spec.name}>
      {(field) => {
        const error = message(field.state.meta.errors[0]);
        const label = t(ids.label(spec.name));
        const optionLabel = (value: string) => t(ids.option(spec.name, value));
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
        <h3>{t(ids.sentHeading)}</h3>
        <p>{t(ids.sent)}</p>
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
        {loginHref ? (
          <p data-login-hint>
            <a href={loginHref}>{t(formMessages.emailExistsLogin)}</a>
          </p>
        ) : null}
        {status === 'failed' ? <p role="alert">{t(formMessages.failed)}</p> : null}
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <Button type="submit" loading={submitting}>
              {submitting ? t(formMessages.sending) : t(ids.submit)}
            </Button>
          )}
        </form.Subscribe>
      </Stack>
    </form>
  );
}
