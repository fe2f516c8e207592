'use client';

import { useForm } from '@tanstack/react-form';
import { ofetch } from 'ofetch';
import { type ReactNode, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '#ds/primitives/Button/Button.tsx';
import { CheckboxGroup } from '#ds/primitives/Checkbox/CheckboxGroup.tsx';
import { Field } from '#ds/primitives/Field/Field.tsx';
import { Stack } from '#ds/primitives/Layout/Layout.tsx';
import { RadioGroup } from '#ds/primitives/RadioGroup/RadioGroup.tsx';
import { TextArea } from '#ds/primitives/TextArea/TextArea.tsx';
import { TextField } from '#ds/primitives/TextField/TextField.tsx';
import { visuallyHidden } from '#ds/theme/utilities.css.ts';
import { isLocale, localizePath } from '#intl/locales.ts';
import { isVisibleField, type VisibleFormField } from './define-form.ts';
import { type FormMessageId, formMessages, isFormMessageId } from './form-rules.ts';
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
  /** Values the fields start with (what the visitor typed in a sibling form, e.g. the other account kind). */
  initialValues?: Partial<Record<string, string | string[]>>;
  /** Told every value the visitor types. */
  onValuesChange?: (values: Values) => void;
};

export type Values = Record<string, string | string[]>;
type Payload = Record<string, string | number | string[]>;
/**
 * What the intake answers a submission it refuses: a message id per field and where to log in, or
 * one reason for the whole form (`messageId`, with `error` in the visitor's language).
 */
type Refusal = { messageIds?: Record<string, unknown>; login?: { href: string }; messageId?: unknown; error?: unknown };

/**
 * Why the intake refused the whole form, in the page's language: its message id, else its text.
 * A 413 comes from the body limit before the form's locale is read, so it is named by status.
 */
const refusalReason = (status: number, body: Refusal | undefined): { id: FormMessageId } | { text: string } | undefined => {
  if (isFormMessageId(body?.messageId)) return { id: body.messageId };
  if (status === 413) return { id: formMessages.tooLarge };
  if (typeof body?.error === 'string' && body.error.trim()) return { text: body.error };
  return undefined;
};

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
  const reason = refusalReason(res.status, res._data);
  if (reason) return { ok: false as const, errors: {}, reason };
  throw new Error(`form intake answered ${res.status}`);
};

/**
 * A site form (spec §5): validated on submit with the shared schema, sent to
 * the intake, kept as typed when anything fails; each field's error is
 * announced by its live region. Used in the modals and inline on pages.
 *
 * After the first attempt to send (issue 25.2), every change and every blur
 * validates the whole form again: an error stays until its value is valid, a
 * field made invalid is flagged at once, and every Send flags every invalid
 * field. A failed Send moves focus to the first invalid field.
 */
export function SiteForm({ form: formName, locale, hidden = {}, intro, onSent, initialValues, onValuesChange }: SiteFormProps) {
  const definition = forms[formName];
  const { ids } = definition;
  const fields = definition.fields.filter(isVisibleField);
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // Errors, the schema's and the intake's alike, are message ids: translated here, in the page's language.
  const message = (error: unknown) => (isFormMessageId(error) ? t(error) : undefined);
  const [status, setStatus] = useState<'editing' | 'sent' | 'failed'>('editing');
  const [loginHref, setLoginHref] = useState<string | undefined>();
  const [reason, setReason] = useState<{ id: FormMessageId } | { text: string } | undefined>();
  /** The schema's errors, shown once the visitor has tried to send. */
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The intake's errors (an e-mail already registered), each kept until its own field changes. */
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const attempted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const defaults: Values = Object.fromEntries([
    ...fields.map((f) => [f.name, initialValues?.[f.name] ?? (f.kind === 'choices' ? [] : '')]),
    ['fax', ''],
  ]);
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
  /** Only the fields the visitor sees: a hidden field's error (a bad page setup) has nowhere to show. */
  const visibleErrors = (all: FieldErrors): FieldErrors =>
    Object.fromEntries(Object.entries(all).filter(([name]) => fields.some((f) => f.name === name)));
  const check = (value: Values): FieldErrors => {
    const result = validateForm(formName, payload(value));
    return result.ok ? {} : visibleErrors(result.errors);
  };
  /** Focuses (and scrolls to) the first field, in the order shown, that has an error. */
  const focusFirstInvalid = (invalid: FieldErrors) => {
    const first = fields.find((f) => invalid[f.name]);
    const slot = first && formRef.current?.querySelector(`[data-field="${first.name}"]`);
    const control = slot?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([tabindex="-1"]), textarea, select, button[role="radio"][tabindex="0"], button[role="checkbox"], button',
    );
    if (!control) return;
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: 'center', behavior: 'instant' });
  };

  const form = useForm({
    defaultValues: defaults,
    onSubmit: async ({ value, formApi }) => {
      setLoginHref(undefined);
      setReason(undefined);
      try {
        const result = await post(formName, payload(value), locale);
        if (result.ok) {
          setStatus('sent');
          attempted.current = false;
          setErrors({});
          setServerErrors({});
          formApi.reset();
          onSent?.();
          return;
        }
        setServerErrors(result.errors);
        setLoginHref(result.loginHref);
        setReason('reason' in result ? result.reason : undefined);
        setStatus('editing');
        focusFirstInvalid(result.errors);
      } catch {
        setStatus('failed');
      }
    },
  });

  /** After the first attempt, re-validates on every change and blur; a field's change drops the intake's error on it. */
  const revalidate = (changed?: string) => {
    if (changed) setServerErrors((current) => (changed in current ? omit(current, changed) : current));
    if (attempted.current) setErrors(check(form.state.values));
  };

  const submit = () => {
    attempted.current = true;
    const invalid = check(form.state.values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setReason(undefined);
      focusFirstInvalid(invalid);
      return;
    }
    void form.handleSubmit();
  };

  const renderField = (spec: VisibleFormField) => (
    <form.Field name={spec.name}>
      {(field) => {
        const error = message(errors[spec.name] ?? serverErrors[spec.name]);
        const label = t(ids.label(spec.name));
        const optionLabel = (value: string) => t(ids.option(spec.name, value));
        const change = (next: string | string[]) => {
          field.handleChange(next);
          revalidate(spec.name);
          onValuesChange?.(form.state.values);
        };
        const blur = () => {
          field.handleBlur();
          revalidate();
        };
        if (spec.kind === 'choices') {
          const ticked = field.state.value;
          return (
            <CheckboxGroup
              legend={label}
              name={spec.name}
              required={!spec.optional}
              options={spec.options.map((value) => ({ value, label: optionLabel(value) }))}
              value={Array.isArray(ticked) ? ticked : []}
              onValueChange={change}
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
              onValueChange={change}
              error={error}
            />
          );
        }
        return (
          <Field label={label} required={!spec.optional} error={error}>
            {(control) =>
              spec.kind === 'textarea' ? (
                <TextArea {...control} name={spec.name} value={text} onChange={(e) => change(e.target.value)} onBlur={blur} />
              ) : (
                <TextField
                  {...control}
                  name={spec.name}
                  type={spec.kind}
                  autoComplete={spec.autoComplete}
                  value={text}
                  onChange={(e) => change(e.target.value)}
                  onBlur={blur}
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
      ref={formRef}
      noValidate
      data-form={formName}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {intro}
        {fields.map((spec) => (
          <form.Subscribe key={spec.name} selector={(s) => shown(spec, s.values)}>
            {(visible) => (visible ? <div data-field={spec.name}>{renderField(spec)}</div> : null)}
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
        {reason ? (
          <p role="alert" data-form-refused>
            {'id' in reason ? t(reason.id) : reason.text}
          </p>
        ) : null}
        {status === 'failed' ? <p role="alert">{t(formMessages.failed)}</p> : null}
        {/* Every form says, next to Send, what happens to what the visitor typed (issue 28.2). */}
        <p data-privacy-notice>
          {t('consent.form.notice')}{' '}
          <a href={localizePath('/privacy/#forms', isLocale(locale) ? locale : 'en-us')}>{t('consent.form.link')}</a>
        </p>
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

const omit = (errors: FieldErrors, name: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name));
