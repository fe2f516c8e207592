'use client';

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { AuthSession } from '#src/lib/auth/auth-profile.ts';
import { type AuthMachine, createAuthMachine } from './auth.ts';

const AuthContext = createContext<AuthMachine | null>(null);

// Plain fetch, not ofetch: this runs on every page, so it adds nothing to the shared bundle.
const fetchSession = async (): Promise<AuthSession> => {
  const res = await fetch('/api/auth/profile', { signal: AbortSignal.timeout(15_000), credentials: 'same-origin' });
  if (!res.ok) throw new Error(`profile answered ${res.status}`);
  return (await res.json()) as AuthSession;
};

/** Holds the sign-in state of one page view and asks the site once, after hydration, who the visitor is. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [machine] = useState(createAuthMachine);
  useEffect(() => {
    void machine.load(fetchSession);
  }, [machine]);
  return <AuthContext.Provider value={machine}>{children}</AuthContext.Provider>;
}

export const useAuth = (): AuthMachine => {
  const machine = useContext(AuthContext);
  if (!machine) throw new Error('useAuth outside AuthProvider');
  return machine;
};
