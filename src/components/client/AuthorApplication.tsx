'use client';

import { useForm } from '@tanstack/react-form';
import { ofetch } from 'ofetch';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Field } from '../../../design-system/primitives/Field/Field.tsx';
import { Stack } from '../../../design-system/primitives/Layout/Layout.tsx';
import * as Modal from '../../../design-system/primitives/Modal/Modal.tsx';
import { TextArea } from '../../../design-system/primitives/TextArea/TextArea.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { visuallyHidden } from '../../../design-system/theme/utilities.css.ts';
import { validateForm } from '../../lib/forms/form-schemas.ts';
import { useModals } from './ModalProvider.tsx';

type Values = { name: string; email: string; country: string; message: string; fax: string };
const fields = ['name', 'email', 'country', 'message'] as const;

/** Posts to the form intake; resolves with the server's field messages on a 400. */
const send = async (values: Values, locale: string) => {
  const res = await ofetch.raw<{ errors?: Record<string, string> }>('/api/forms/become-an-author', {
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
 * The "become an author" application (spec §4, §5) in its modal: validated
 * with the shared schema on submit, sent to the intake, and kept as typed when
 * anything fails. Errors are announced by the fields' live regions.
 */
export function AuthorApplication({ locale }: { locale: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // Schema errors are catalog ids; server errors arrive already translated.
  const message = (error: unknown) => (typeof error === 'string' && error.startsWith('form.') ? t(error) : String(error ?? ''));
  const modals = useModals();
  const { open } = useSnapshot(modals.state);
  const [status, setStatus] = useState<'editing' | 'sent' | 'failed'>('editing');

  const form = useForm({
    defaultValues: { name: '', email: '', country: '', message: '', fax: '' } as Values,
    validators: {
      onSubmit: ({ value }) => {
        const result = validateForm('become-an-author', value);
        return result.ok ? undefined : { fields: result.errors };
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const result = await send(value, locale);
        if (result.ok) {
          setStatus('sent');
          formApi.reset();
          return;
        }
        for (const [name, error] of Object.entries(result.errors)) {
          formApi.setFieldMeta(name as keyof Values, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: error } }));
        }
        setStatus('editing');
      } catch {
        setStatus('failed');
      }
    },
  });

  return (
    <Modal.Root
      open={open === 'become-an-author'}
      onOpenChange={(next) => {
        if (next) modals.open('become-an-author');
        else {
          modals.close();
          setStatus('editing');
        }
      }}
    >
      <Modal.Content title={t('author.title')} description={t('author.description')} closeLabel={t('form.close')}>
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
                {fields.map((name) => (
                  <form.Field key={name} name={name}>
                    {(field) => (
                      <Field label={t(`author.${name}`)} required error={message(field.state.meta.errors[0]) || undefined}>
                        {(control) =>
                          name === 'message' ? (
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
                              type={name === 'email' ? 'email' : 'text'}
                              autoComplete={name === 'email' ? 'email' : name === 'name' ? 'name' : 'country-name'}
                              value={field.state.value}
                              onChange={(e) => field.handleChange(e.target.value)}
                              onBlur={field.handleBlur}
                            />
                          )
                        }
                      </Field>
                    )}
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

/** The page's button that opens the application. */
export function AuthorApplicationButton() {
  const intl = useIntl();
  const modals = useModals();
  return <Button onClick={() => modals.open('become-an-author')}>{intl.formatMessage({ id: 'author.open' })}</Button>;
}
