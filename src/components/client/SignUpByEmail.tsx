'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as Tabs from '../../../design-system/primitives/Tabs/Tabs.tsx';
import { accountTypes } from '../../lib/forms/form-choices.ts';
import type { FormName } from '../../lib/forms/form-schemas.ts';
import { type FormField, SiteForm } from './SiteForm.tsx';
import { SiteModal } from './SiteModal.tsx';

const accounts = ['personal', 'business'] as const;

const accountForms: Record<(typeof accounts)[number], { form: FormName; fields: readonly FormField[] }> = {
  personal: {
    form: 'personal-sign-up',
    fields: [
      { name: 'firstName', kind: 'text', autoComplete: 'given-name' },
      { name: 'lastName', kind: 'text', autoComplete: 'family-name' },
      { name: 'email', kind: 'email', autoComplete: 'email' },
      { name: 'mobilePhone', kind: 'tel', autoComplete: 'tel' },
      { name: 'country', kind: 'text', autoComplete: 'country-name' },
    ],
  },
  business: {
    form: 'business-sign-up',
    fields: [
      { name: 'companyName', kind: 'text', autoComplete: 'organization' },
      { name: 'accountType', kind: 'choice', options: accountTypes },
      { name: 'firstName', kind: 'text', autoComplete: 'given-name' },
      { name: 'lastName', kind: 'text', autoComplete: 'family-name' },
      { name: 'email', kind: 'email', autoComplete: 'email' },
    ],
  },
};

/**
 * The sign-up modal in by-email mode (spec §4, §5): a personal or a business
 * account, each with its own form. The intake answers 'User with this email
 * already exists' with a link to log in.
 */
export function SignUpByEmail({ locale }: { locale: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [account, setAccount] = useState<(typeof accounts)[number]>('personal');
  return (
    <SiteModal modal="sign-up" title={t('signUpEmail.title')} description={t('signUpEmail.description')}>
      <Tabs.Root value={account} onValueChange={(value) => setAccount(value as typeof account)}>
        <Tabs.List aria-label={t('signUpEmail.account')} variant="pill">
          {accounts.map((kind) => (
            <Tabs.Trigger key={kind} value={kind}>
              {t(`signUpEmail.account.${kind}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {accounts.map((kind) => (
          <Tabs.Content key={kind} value={kind}>
            <SiteForm
              form={accountForms[kind].form}
              fields={accountForms[kind].fields}
              prefix="signUpEmail"
              locale={locale}
              submitLabel="signUpEmail.submit"
              sent="signUpEmail.sent"
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </SiteModal>
  );
}
