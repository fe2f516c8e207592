'use client';

import { useForm } from '@tanstack/react-form';
import { ofetch } from 'ofetch';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Field } from '../../../design-system/primitives/Field/Field.tsx';
import { Stack } from '../../../design-system/primitives/Layout/Layout.tsx';
import * as Modal from '../../../design-system/primitives/Modal/Modal.tsx';
import { RadioGroup } from '../../../design-system/primitives/RadioGroup/RadioGroup.tsx';
import { TextArea } from '../../../design-system/primitives/TextArea/TextArea.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { visuallyHidden } from '../../../design-system/theme/utilities.css.ts';
import { type FormName, validateForm } from '../../lib/forms/form-schemas.ts';
import type { ModalName } from '../../state/modals.ts';
import { useModals } from './ModalProvider.tsx';

export type DialogField = {
  name: string;
  /** `rating` is a 1–5 choice, sent as a number. */
  kind: 'text' | 'email' | 'textarea' | 'rating';
  autoComplete?: string;
  /** Fields are required unless marked optional. */
  optional?: boolean;
};

type FormDialogProps = {
  modal: ModalName;
  form: FormName;
  /** Catalog prefix of the dialog's texts: `<prefix>.title`, `.description` and one label per field. */
  prefix: string;
  fields: readonly DialogField[];
  locale: string;
  /** Data sent along that the visitor does not type (service data of the sign-up modal). */
  hidden?: Record<string, string>;
  /** Shown above the fields. */
  intro?: ReactNode;
};

type Values = Record<string, string>;
type Payload = Record<string, string | number>;

const post = async (form: FormName, values: Payload, locale: string) => {
  const res = await ofetch.raw<{ errors?: Record<string, string> }>(`/api/forms/${form}`, {
    method: 'POST',
    body: { ...values, locale },
    ignoreResponseError: true,
    retry: 0,
  });
  if (res.status === 201 || res.status === 202) return { ok: true as const };
  if (res.status === 400 && res._data?.errors) return { ok: false as const, errors: res._data.errors };
  throw new Error(`form intake answered ${res.status}`);
};

/**
 * A form in its modal (spec §4, §5): validated on submit with the shared
 * schema, sent to the intake, kept as typed when anything fails; each field's
 * error is announced by its live region.
 */
export function FormDialog({ modal, form: formName, prefix, fields, locale, hidden = {}, intro }: FormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // Schema errors are catalog ids; server errors arrive already translated.
  const message = (error: unknown) => (typeof error === 'string' && error.startsWith('form.') ? t(error) : String(error ?? ''));
  const modals = useModals();
  const { open } = useSnapshot(modals.state);
  const [status, setStatus] = useState<'editing' | 'sent' | 'failed'>('editing');
  const defaults: Values = Object.fromEntries([...fields.map((f) => [f.name, '']), ['fax', '']]);
  // What the schema and the intake read: ratings as numbers (an unanswered one stays empty and fails), hidden data added.
  const payload = (value: Values): Payload => ({
    ...Object.fromEntries(
      Object.entries(value).map(([name, v]) => [
        name,
        fields.find((f) => f.name === name)?.kind === 'rating' && v ? Number(v) : v,
      ]),
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
        setStatus('editing');
      } catch {
        setStatus('failed');
      }
    },
  });

  return (
    <Modal.Root
      open={open === modal}
      onOpenChange={(next) => {
        if (next) modals.open(modal);
        else {
          modals.close();
          setStatus('editing');
        }
      }}
    >
      <Modal.Content title={t(`${prefix}.title`)} description={t(`${prefix}.description`)} closeLabel={t('form.close')}>
        <Modal.Body>
          {status === 'sent' ? (
            <Stack gap="md" role="status" data-form-sent>
              <h3>{t('form.sentHeading')}</h3>
              <p>{t('form.sent')}</p>
            </Stack>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void form.handleSubmit();
              }}
            >
              <Stack gap="md">
                {intro}
                {fields.map(({ name, kind, autoComplete, optional }) => (
                  <form.Field key={name} name={name}>
                    {(field) =>
                      kind === 'rating' ? (
                        <RadioGroup
                          legend={t(`${prefix}.${name}`)}
                          name={name}
                          required
                          orientation="horizontal"
                          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t(`${prefix}.${name}.${n}`) }))}
                          value={field.state.value || null}
                          onValueChange={(next) => field.handleChange(next)}
                          error={message(field.state.meta.errors[0]) || undefined}
                        />
                      ) : (
                        <Field
                          label={t(`${prefix}.${name}`)}
                          required={!optional}
                          error={message(field.state.meta.errors[0]) || undefined}
                        >
                          {(control) =>
                            kind === 'textarea' ? (
                              <TextArea
                                {...control}
                                name={name}
                                value={field.state.value}
                                onChange={(e) => field.handleChange(e.target.value)}
                                onBlur={field.handleBlur}
                              />
                            ) : (
                              <TextField
                                {...control}
                                name={name}
                                type={kind}
                                autoComplete={autoComplete}
                                value={field.state.value}
                                onChange={(e) => field.handleChange(e.target.value)}
                                onBlur={field.handleBlur}
                              />
                            )
                          }
                        </Field>
                      )
                    }
                  </form.Field>
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
                {status === 'failed' ? <p role="alert">{t('form.failed')}</p> : null}
                <form.Subscribe selector={(s) => s.isSubmitting}>
                  {(submitting) => (
                    <Button type="submit" loading={submitting}>
                      {submitting ? t('form.sending') : t('form.submit')}
                    </Button>
                  )}
                </form.Subscribe>
              </Stack>
            </form>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
