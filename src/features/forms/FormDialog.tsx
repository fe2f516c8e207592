'use client';

import { useIntl } from 'react-intl';
import { type FormModalName, modalTextIds } from './define-form.ts';
import { formOfModal } from './forms.ts';
import { SiteForm, type SiteFormProps } from './SiteForm.tsx';
import { SiteModal } from './SiteModal.tsx';

type FormDialogProps = Omit<SiteFormProps, 'form'> & { modal: FormModalName };

/**
 * The form a modal shows (its definition names the modal), titled
 * `<modal>.title` and `<modal>.description`. Closing unmounts the form, so a
 * dialog opened again starts blank.
 */
export function FormDialog({ modal, ...props }: FormDialogProps) {
  const intl = useIntl();
  const texts = modalTextIds(modal);
  return (
    <SiteModal
      modal={modal}
      title={intl.formatMessage({ id: texts.title })}
      description={intl.formatMessage({ id: texts.description })}
    >
      <SiteForm form={formOfModal(modal)} {...props} />
    </SiteModal>
  );
}
