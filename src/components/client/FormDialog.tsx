'use client';

import { useIntl } from 'react-intl';
import type { ModalName } from '../../state/modals.ts';
import { SiteForm, type SiteFormProps } from './SiteForm.tsx';
import { SiteModal } from './SiteModal.tsx';

type FormDialogProps = SiteFormProps & {
  modal: ModalName;
  /** Catalog prefix of the dialog's title and description, when it is not the form's `prefix`. */
  dialog?: string;
};

/**
 * A site form in its modal: the dialog's title and description are
 * `<dialog>.title` and `<dialog>.description`. Closing unmounts the form, so a
 * dialog opened again starts blank.
 */
export function FormDialog({ modal, dialog, ...form }: FormDialogProps) {
  const texts = dialog ?? form.prefix;
  const intl = useIntl();
  return (
    <SiteModal
      modal={modal}
      title={intl.formatMessage({ id: `${texts}.title` })}
      description={intl.formatMessage({ id: `${texts}.description` })}
    >
      <SiteForm {...form} />
    </SiteModal>
  );
}
