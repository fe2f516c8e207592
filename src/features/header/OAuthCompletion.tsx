'use client';

import { ofetch } from 'ofetch';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Stack } from '#ds/primitives/Layout/Layout.tsx';
import type { AuthSession } from '#src/lib/auth/auth-profile.ts';
import { safeReturnPath } from '#src/lib/same-site-path.ts';
import { useAuth } from './AuthProvider.tsx';

type Phase = 'working' | 'missing' | 'failed' | 'done';

/** The credentials the control panel hands over in the fragment (never sent to any server in the URL). */
const credentialsFrom = (fragment: URLSearchParams): Record<string, string> | null => {
  const token = fragment.get('token');
  if (token) return { token };
  const smsHash = fragment.get('smsHash');
  const username = fragment.get('username');
  const password = fragment.get('password');
  return smsHash && username && password ? { smsHash, username, password } : null;
};

/**
 * Finishes a sign-in this browser started (`/api/auth/start` → control panel → /oauth/): reads
 * the token (or SMS credentials) and the sign-in's `state` from the URL fragment, removes it from the address bar
 * and history, asks the site to open the session, then returns the visitor to
 * `next` — a path on this site only.
 */
export function OAuthCompletion({ loginHref, homePath }: { loginHref: string; homePath: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const auth = useAuth();
  const [phase, setPhase] = useState<Phase>('working');
  const [error, setError] = useState('');

  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const next = safeReturnPath(fragment.get('next') ?? new URLSearchParams(window.location.search).get('next'), homePath);
    const credentials = credentialsFrom(fragment);
    // The nonce of the sign-in this browser started (`/api/auth/start`); the server checks it against its cookie.
    const state = fragment.get('state') ?? '';
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!credentials) {
      setPhase('missing');
      return;
    }
    ofetch<AuthSession>('/api/auth/session', {
      method: 'POST',
      body: { ...credentials, state },
      retry: 0,
      query: { locale: document.documentElement.lang },
    })
      .then((session) => {
        auth.settle(session);
        setPhase('done');
        window.location.assign(next);
      })
      .catch((failure: { data?: { error?: string } }) => {
        setError(failure.data?.error ?? '');
        setPhase('failed');
      });
  }, [auth, homePath]);

  if (phase === 'working' || phase === 'done') {
    return (
      <p role="status" data-oauth={phase}>
        {t(phase === 'done' ? 'account.oauth.done' : 'account.oauth.working')}
      </p>
    );
  }
  return (
    <Stack gap="md" role="alert" data-oauth={phase}>
      <p>{phase === 'missing' ? t('account.oauth.missing') : error || t('account.error.signInFailed')}</p>
      <div>
        <ButtonLink href={loginHref} data-reload>
          {t('account.oauth.signInAgain')}
        </ButtonLink>
      </div>
    </Stack>
  );
}
