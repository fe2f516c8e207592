'use client';

import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import * as Modal from '#ds/primitives/Modal/Modal.tsx';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import { useModals } from './ModalProvider.tsx';
import type { ModalName } from './modals.ts';

type SiteModalProps = {
  modal: ModalName;
  /** The dialog's title and description, already translated. */
  title: string;
  description: string;
  children: ReactNode;
};

/** One of the site's modals (spec §4), open while the modal machine says so; closing resets what it was opened with. */
export function SiteModal({ modal, title, description, children }: SiteModalProps) {
  const intl = useIntl();
  const modals = useModals();
  const { open } = useMachineState(modals.state);
  // The control that opened the modal (focused by ModalProvider), taken before the dialog moves focus.
  // Radix returns focus to its own trigger only, and these modals open from links.
  const opener = useRef<Element | null>(null);
  if (open === modal) opener.current ??= document.activeElement;
  const returnFocus = (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (!(target instanceof HTMLElement) || target === document.body || !target.isConnected) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
  return (
    <Modal.Root
      open={open === modal}
      onOpenChange={(next) => {
        if (next) modals.open(modal);
        else modals.close();
      }}
    >
      <Modal.Content
        title={title}
        description={description}
        closeLabel={intl.formatMessage({ id: 'form.close' })}
        onCloseAutoFocus={returnFocus}
      >
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
