'use client';

import { ofetch } from 'ofetch';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { ButtonLink } from '../../../design-system/primitives/Button/Button.tsx';
import { AccountMenu } from '../../../design-system/sections/AccountMenu/AccountMenu.tsx';
import { isAuthorized } from '../../state/auth.ts';
import { useAuth } from './AuthProvider.tsx';

type HeaderAccountProps = {
  signInHref: string;
  signUpHref: string;
  controlPanelHref: string;
  billingHref: string;
};

/**
 * The header's account actions (spec §2): sign in and sign up until the
 * visitor is known to be signed in (that is also what the server renders and
 * what crawlers see), then the account menu: control panel, balance and
 * payments, the staff-only editor link, log out.
 */
export function HeaderAccount({ signInHref, signUpHref, controlPanelHref, billingHref }: HeaderAccountProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const auth = useAuth();
  const snap = useSnapshot(auth.state);
  const profile = snap.session.profile;

  if (!isAuthorized(snap) || !profile) {
    return (
      <span data-auth={snap.status} style={{ display: 'contents' }}>
        <ButtonLink variant="ghost" size="sm" href={signInHref} data-reload>
          {t('header.signIn')}
        </ButtonLink>
        <ButtonLink size="sm" href={signUpHref} data-modal="sign-up" data-by-email="true" data-reload>
          {t('header.signUp')}
        </ButtonLink>
      </span>
    );
  }
  const links = [
    { label: t('header.controlPanel'), href: controlPanelHref },
    { label: t('header.balance'), href: billingHref },
    ...(snap.session.editorUrl ? [{ label: t('account.editor'), href: snap.session.editorUrl }] : []),
  ];
  return (
    <span data-auth="authorized" style={{ display: 'contents' }}>
      <AccountMenu
        name={profile.loginAlias}
        label={t('account.menu', { name: profile.loginAlias })}
        avatar={profile.avatar}
        links={links}
        action={{
          label: t('header.logOut'),
          busy: snap.loading,
          onSelect: () => void auth.logOut(() => ofetch('/api/auth/logout', { method: 'POST', retry: 0 })),
        }}
      />
    </span>
  );
}
