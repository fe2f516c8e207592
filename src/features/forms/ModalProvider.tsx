'use client';

import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { sameSitePath } from '#src/lib/same-site-path.ts';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import { deepLinkedModal, modalTriggerSelector, readModalTrigger } from './modal-trigger.ts';
import { createModalMachine, type ModalMachine } from './modals.ts';

const ModalContext = createContext<ModalMachine | null>(null);
/** The control that opened the current modal: focus goes back to it when the modal closes. */
const OpenerContext = createContext<{ current: HTMLElement | null }>({ current: null });

/**
 * Holds the modal machine of one page view. `?modal=<name>` deep-links a modal
 * (e.g. `?modal=become-an-author`); closing it drops the parameter again.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [machine] = useState(createModalMachine);
  const opener = useRef<HTMLElement | null>(null);
  const { open } = useMachineState(machine.state);

  useEffect(() => {
    const requested = deepLinkedModal(new URLSearchParams(window.location.search).get('modal'));
    if (requested === 'docs-rating') machine.openDocsRating(document.querySelector('h1')?.textContent ?? document.title);
    else if (requested) machine.open(requested);
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
      opener.current = trigger;
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

  useEffect(() => {
    if (open !== null) return;
    const url = new URL(window.location.href);
    if (!url.searchParams.has('modal')) return;
    url.searchParams.delete('modal');
    window.history.replaceState(window.history.state, '', url);
  }, [open]);

  return (
    <ModalContext.Provider value={machine}>
      <OpenerContext.Provider value={opener}>{children}</OpenerContext.Provider>
    </ModalContext.Provider>
  );
}

/**
 * Focus for a closing modal: the control that opened it, if it is still on the page (the modals
 * open from links, not from a Radix trigger, so Radix alone would drop focus on the page body).
 */
export const useReturnFocus = () => {
  const opener = useContext(OpenerContext);
  return (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
};

export const useModals = (): ModalMachine => {
  const machine = useContext(ModalContext);
  if (!machine) throw new Error('useModals outside ModalProvider');
  return machine;
};
