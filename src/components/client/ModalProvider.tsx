'use client';

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { sameSitePath } from '../../lib/same-site-path.ts';
import { createModalMachine, isModalName, type ModalMachine } from '../../state/modals.ts';
import { useMachineState } from '../../state/use-machine-state.ts';

const ModalContext = createContext<ModalMachine | null>(null);

/**
 * Holds the modal machine of one page view. `?modal=<name>` deep-links a modal
 * (e.g. `?modal=become-an-author`); closing it drops the parameter again.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [machine] = useState(createModalMachine);
  const { open } = useMachineState(machine.state);

  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get('modal');
    if (requested === 'docs-rating') machine.openDocsRating(document.querySelector('h1')?.textContent ?? document.title);
    // A pop-up and the offer need what their trigger carries, so they are not deep-linkable.
    else if (requested && isModalName(requested) && requested !== 'pop-up' && requested !== 'offer') machine.open(requested);
  }, [machine]);

  // Any element with data-modal opens that modal; server-rendered links need no client code of their
  // own. Capture phase, so this runs before the client shell turns the click into a navigation.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.('[data-modal]');
      if (!(trigger instanceof HTMLElement) || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const name = trigger.dataset.modal ?? '';
      if (!isModalName(name)) return;
      event.preventDefault();
      if (name === 'sign-up') {
        machine.openSignUp({
          service: trigger.dataset.service ?? null,
          // A page reached through a crafted address (`/%5cevil.example/`) sends none: the control panel's default.
          redirectUrl: sameSitePath(window.location.pathname),
          event: trigger.dataset.event ?? null,
          byEmail: trigger.dataset.byEmail === 'true',
        });
      } else if (name === 'docs-rating') {
        machine.openDocsRating(trigger.dataset.article ?? document.title);
      } else if (name === 'pop-up') {
        const { popUpTitle, popUpBody, popUpAction, popUpHref } = trigger.dataset;
        if (!popUpTitle || !popUpBody) return;
        machine.openPopUp({
          title: popUpTitle,
          body: popUpBody,
          ...(popUpAction && popUpHref ? { action: { label: popUpAction, href: popUpHref } } : {}),
        });
      } else machine.open(name);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
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
