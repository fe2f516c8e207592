'use client';

import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ButtonLink } from '../../../design-system/primitives/Button/Button.tsx';
import { isAuthorized } from '../../state/auth.ts';
import { useAuth } from './AuthProvider.tsx';
import { useShellText } from './shell-texts.ts';

// Most visitors are signed out: the account menu loads only for those who are not.
const SignedInMenu = lazy(() => import('./SignedInMenu.tsx').then((m) => ({ default: m.SignedInMenu })));

const endSession = async () => {
  const res = await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`logout answered ${res.status}`);
};

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
  const t = useShellText();
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
  return (
    <Suspense fallback={null}>
      <SignedInMenu
        profile={profile}
        editorUrl={snap.session.editorUrl}
        busy={snap.loading}
        controlPanelHref={controlPanelHref}
        billingHref={billingHref}
        onLogOut={() => void auth.logOut(endSession)}
      />
    </Suspense>
  );
}
