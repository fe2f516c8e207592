import { proxy } from 'valtio/vanilla';
import type { AuthSession } from '#src/lib/auth/auth-profile.ts';

export type AuthState = {
  /** `unknown` until the profile answer arrives (or fails), then `settled`. */
  status: 'unknown' | 'settled';
  loading: boolean;
  session: AuthSession;
};

/** Authorized: settled with a non-empty profile (spec §4). */
export const isAuthorized = (state: Pick<AuthState, 'status' | 'session'>): boolean =>
  state.status === 'settled' && state.session.profile !== null;

/**
 * The visitor's sign-in state (spec §4 auth), one per render tree. It starts
 * unknown and loading, settles when the session is set; a failed profile call
 * settles as signed out, so the header never waits forever.
 */
export const createAuthMachine = () => {
  const state = proxy<AuthState>({ status: 'unknown', loading: true, session: { profile: null } });
  const settle = (session: AuthSession) => {
    state.session = session;
    state.status = 'settled';
    state.loading = false;
  };
  return {
    state,
    settle,
    async load(fetchSession: () => Promise<AuthSession>) {
      state.loading = true;
      try {
        settle(await fetchSession());
      } catch {
        settle({ profile: null });
      }
    },
    async logOut(endSession: () => Promise<void>) {
      state.loading = true;
      try {
        await endSession();
        settle({ profile: null });
      } finally {
        state.loading = false;
      }
    },
  };
};

export type AuthMachine = ReturnType<typeof createAuthMachine>;
