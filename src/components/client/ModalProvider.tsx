'use client';

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { createModalMachine, isModalName, type ModalMachine } from '../../state/modals.ts';

const ModalContext = createContext<ModalMachine | null>(null);

/**
 * Holds the modal machine of one page view. `?modal=<name>` deep-links a modal
 * (e.g. `?modal=become-an-author`); closing it drops the parameter again.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [machine] = useState(createModalMachine);
  const { open } = useSnapshot(machine.state);

  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get('modal');
    if (requested && isModalName(requested)) machine.open(requested);
  }, [machine]);

  useEffect(() => {
    if (open !== null) return;
    const url = new URL(window.location.href);
    if (!url.searchParams.has('modal')) return;
    url.searchParams.delete('modal');
    window.history.replaceState(window.history.state, '', url);
  }, [open]);

  return <ModalContext.Provider value={machine}>{children}</ModalContext.Provider>;
}

export const useModals = (): ModalMachine => {
  const machine = useContext(ModalContext);
  if (!machine) throw new Error('useModals outside ModalProvider');
  return machine;
};
