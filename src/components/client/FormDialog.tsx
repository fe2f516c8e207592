'use client';

import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import * as Modal from '../../../design-system/primitives/Modal/Modal.tsx';
import type { ModalName } from '../../state/modals.ts';
import { useModals } from './ModalProvider.tsx';
import { SiteForm, type SiteFormProps } from './SiteForm.tsx';

type FormDialogProps = SiteFormProps & {
  modal: ModalName;
};

/**
 * A site form in its modal (spec §4): the dialog's title and description are
 * `<prefix>.title` and `<prefix>.description`. Closing unmounts the form, so a
 * dialog opened again starts blank.
 */
export function FormDialog({ modal, ...form }: FormDialogProps) {
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
      <Modal.Content title={t(`${form.prefix}.title`)} description={t(`${form.prefix}.description`)} closeLabel={t('form.close')}>
        <Modal.Body>
          <SiteForm {...form} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
