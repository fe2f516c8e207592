'use client';

import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { sameSitePath } from '#src/lib/same-site-path.ts';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import { deepLinkedModal, modalTriggerSelector, readModalTrigger } from './modal-trigger.ts';
import { createModalMachine, type ModalMachine } from './modals.ts';

const ModalContext = createContext<ModalMachine | null>(null);

/**
 * Holds the modal machine of one page view. `?modal=<name>` deep-links a modal
 * (e.g. `?modal=become-an-author`); closing it drops the parameter again.
 */
/** Removes `?modal=` from the address bar (no navigation, no history entry). */
const dropModalParam = () => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('modal')) return;
  url.searchParams.delete('modal');
  window.history.replaceState(window.history.state, '', url);
};

export function ModalProvider({ children }: { children: ReactNode }) {
  const [machine] = useState(createModalMachine);
  const { open } = useMachineState(machine.state);

  useEffect(() => {
    const requested = deepLinkedModal(new URLSearchParams(window.location.search).get('modal'));
    if (requested === 'docs-rating') machine.openDocsRating(document.querySelector('h1')?.textContent ?? document.title);
    else if (requested) machine.open(requested);
    else dropModalParam();
  }, [machine]);

  // Any element made by modalTrigger opens its modal; server-rendered links need no client code of their
  // own. Capture phase, so this runs before the client shell turns the click into a navigation.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.(modalTriggerSelector);
      if (!(trigger instanceof HTMLElement) || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const request = readModalTrigger(trigger);
      if (!request) return;
      event.preventDefault();
      // Focus is where the modal returns it on closing (SiteModal); Safari does not focus a clicked link.
      trigger.focus();
      if (request.modal === 'sign-up') {
        machine.openSignUp({
          service: request.service,
          // A page reached through a crafted address (`/%5cevil.example/`) sends none: the control panel's default.
          redirectUrl: sameSitePath(window.location.pathname),
          event: request.event,
          byEmail: request.byEmail,
        });
      } else if (request.modal === 'docs-rating') {
        machine.openDocsRating(request.article ?? document.title);
      } else if (request.modal === 'pop-up') {
        const { modal: _, ...content } = request;
        machine.openPopUp(content);
      } else machine.open(request.modal);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [machine]);

  // The parameter goes when its modal closes, not on the first render, before the machine's state
  // has reached this component (the link stays shareable while the modal is open).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open !== null) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      dropModalParam();
    }
  }, [open]);

  return <ModalContext.Provider value={machine}>{children}</ModalContext.Provider>;
}

export const useModals = (): ModalMachine => {
  const machine = useContext(ModalContext);
  if (!machine) throw new Error('useModals outside ModalProvider');
  return machine;
};
