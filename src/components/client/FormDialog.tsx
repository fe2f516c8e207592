'use client';

import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import * as Modal from '../../../design-system/primitives/Modal/Modal.tsx';
import type { ModalName } from '../../state/modals.ts';
import { useModals } from './ModalProvider.tsx';
import { SiteForm, type SiteFormProps } from './SiteForm.tsx';

type FormDialogProps = SiteFormProps & {
  modal: ModalName;
  /** Catalog prefix of the dialog's title and description, when it is not the form's `prefix`. */
  dialog?: string;
};

/**
 * A site form in its modal (spec §4): the dialog's title and description are
 * `<dialog>.title` and `<dialog>.description`. Closing unmounts the form, so a
 * dialog opened again starts blank.
 */
export function FormDialog({ modal, dialog, ...form }: FormDialogProps) {
  const texts = dialog ?? form.prefix;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const modals = useModals();
  const { open } = useSnapshot(modals.state);
  return (
    <Modal.Root
      open={open === modal}
      onOpenChange={(next) => {
        if (next) modals.open(modal);
        else modals.close();
      }}
    >
      <Modal.Content title={t(`${texts}.title`)} description={t(`${texts}.description`)} closeLabel={t('form.close')}>
        <Modal.Body>
          <SiteForm {...form} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
