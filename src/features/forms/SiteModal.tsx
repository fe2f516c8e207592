'use client';

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as Modal from '#ds/primitives/Modal/Modal.tsx';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import { useModals, useReturnFocus } from './ModalProvider.tsx';
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
  const returnFocus = useReturnFocus();
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
