'use client';

import { useIntl } from 'react-intl';
import { AccountMenu } from '#ds/sections/AccountMenu/AccountMenu.tsx';
import { IntlClientProvider } from '#intl/IntlClientProvider.tsx';
import type { AuthProfile } from '#src/lib/auth/auth-profile.ts';

type SignedInMenuProps = {
  profile: AuthProfile;
  /** Present only for the provider's staff. */
  editorUrl?: string;
  busy: boolean;
  controlPanelHref: string;
  billingHref: string;
  onLogOut: () => void;
};

/** The signed-in visitor's account menu; loaded, with react-intl, only once a visitor is known to be signed in. */
export function SignedInMenu(props: SignedInMenuProps) {
  return (
    <IntlClientProvider>
      <AccountMenuOfProfile {...props} />
    </IntlClientProvider>
  );
}

function AccountMenuOfProfile({ profile, editorUrl, busy, controlPanelHref, billingHref, onLogOut }: SignedInMenuProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const links = [
    { label: t('header.controlPanel'), href: controlPanelHref },
    { label: t('header.balance'), href: billingHref },
    ...(editorUrl ? [{ label: t('account.editor'), href: editorUrl }] : []),
  ];
  return (
    <span data-auth="authorized" style={{ display: 'contents' }}>
      <AccountMenu
        name={profile.loginAlias}
        label={t('account.menu', { name: profile.loginAlias })}
        avatar={profile.avatar}
        links={links}
        action={{ label: t('header.logOut'), busy, onSelect: onLogOut }}
      />
    </span>
  );
}
