'use client';

import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as Tabs from '#ds/primitives/Tabs/Tabs.tsx';
import { signUp } from './definitions/sign-up.ts';
import type { FormName } from './forms.ts';
import { SiteForm, type Values } from './SiteForm.tsx';
import { SiteModal } from './SiteModal.tsx';

/** The kinds of account, each with its own form. */
const accountForms = { personal: 'personal-sign-up', business: 'business-sign-up' } as const satisfies Record<string, FormName>;
type Account = keyof typeof accountForms;
const accounts = Object.keys(accountForms) as Account[];

/**
 * The sign-up modal in by-email mode (spec §4, §5): a personal or a business
 * account, each with its own form. The intake answers 'User with this email
 * already exists' with a link to log in.
 */
export function SignUpByEmail({ locale, onSent }: { locale: string; onSent?: () => void }) {
  const intl = useIntl();
  const t = (id: Parameters<typeof signUp.ids.text>[0]) => intl.formatMessage({ id: signUp.ids.text(id) });
  const [account, setAccount] = useState<Account>('personal');
  // What the visitor typed, kept across the account kinds: fields both forms have (names, e-mail)
  // come back filled in when they switch (issue 25.2).
  const typed = useRef<Values>({});
  return (
    <SiteModal modal="sign-up" title={t('byEmail.title')} description={t('byEmail.description')}>
      <Tabs.Root value={account} onValueChange={(value) => setAccount(value as Account)}>
        <Tabs.List aria-label={t('byEmail.account')} variant="pill">
          {accounts.map((kind) => (
            <Tabs.Trigger key={kind} value={kind}>
              {t(`byEmail.account.${kind}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {accounts.map((kind) => (
          <Tabs.Content key={kind} value={kind}>
            <SiteForm
              form={accountForms[kind]}
              locale={locale}
              onSent={onSent}
              initialValues={typed.current}
              onValuesChange={(values) => Object.assign(typed.current, values)}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </SiteModal>
  );
}
