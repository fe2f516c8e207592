'use client';

import { lazy, type ReactNode, Suspense } from 'react';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import { useAuth } from './AuthProvider.tsx';
import { isAuthorized } from './auth.ts';
import * as styles from './HeaderAccount.css.ts';

// Most visitors are signed out: the account menu loads only for those who are not.
const SignedInMenu = lazy(() => import('./SignedInMenu.tsx').then((m) => ({ default: m.SignedInMenu })));

const endSession = async () => {
  const res = await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`logout answered ${res.status}`);
};

type HeaderAccountProps = {
  /** Sign in and sign up, rendered on the server. */
  children: ReactNode;
  controlPanelHref: string;
  billingHref: string;
};

/**
 * The header's account actions (spec §2): sign in and sign up until the
 * visitor is known to be signed in (that is also what the server renders and
 * what crawlers see), then the account menu: control panel, balance and
 * payments, the staff-only editor link, log out.
 */
export function HeaderAccount({ children, controlPanelHref, billingHref }: HeaderAccountProps) {
  const auth = useAuth();
  const snap = useMachineState(auth.state);
  const profile = snap.session.profile;

  // While the state is unknown, and while the menu's chunk loads, the links hold the slot unseen.
  const held = (status: 'unknown' | 'settled') => (
    <span data-auth={status} className={styles.slot}>
      {children}
    </span>
  );
  if (!isAuthorized(snap) || !profile) return held(snap.status);
  return (
    <Suspense fallback={held('unknown')}>
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
