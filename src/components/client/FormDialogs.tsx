'use client';

import { useIntl } from 'react-intl';
import { ButtonLink } from '../../../design-system/primitives/Button/Button.tsx';
import { IntlClientProvider } from '../../../intl/IntlClientProvider.tsx';
import { consultationTimelines, productInterests } from '../../lib/forms/form-choices.ts';
import { useMachineState } from '../../state/use-machine-state.ts';
import { FormDialog } from './FormDialog.tsx';
import { useModals } from './ModalProvider.tsx';
import { SignUpByEmail } from './SignUpByEmail.tsx';
import type { FormField } from './SiteForm.tsx';
import { SiteModal } from './SiteModal.tsx';

/** Who is writing and what about: the sign-up and become-an-author forms. */
const personFields: readonly FormField[] = [
  { name: 'name', kind: 'text', autoComplete: 'name' },
  { name: 'email', kind: 'email', autoComplete: 'email' },
  { name: 'country', kind: 'text', autoComplete: 'country-name' },
  { name: 'message', kind: 'textarea' },
];

const consultationFields: readonly FormField[] = [
  { name: 'firstName', kind: 'text', autoComplete: 'given-name' },
  { name: 'lastName', kind: 'text', autoComplete: 'family-name' },
  { name: 'email', kind: 'email', autoComplete: 'email' },
  { name: 'company', kind: 'text', autoComplete: 'organization' },
  { name: 'country', kind: 'text', autoComplete: 'country-name' },
  { name: 'products', kind: 'choices', options: productInterests },
  { name: 'otherProduct', kind: 'text', shownWhen: { field: 'products', value: 'other' } },
  { name: 'challenge', kind: 'textarea' },
  { name: 'timeline', kind: 'choice', options: consultationTimelines },
];

type FormDialogsProps = { locale: string; serviceNames: Record<string, string> };

/** Every form dialog of the site; loaded, with react-intl, the first time a visitor opens one. */
export function FormDialogs(props: FormDialogsProps) {
  return (
    <IntlClientProvider>
      <AllFormDialogs {...props} />
    </IntlClientProvider>
  );
}

function AllFormDialogs({ locale, serviceNames }: FormDialogsProps) {
  const intl = useIntl();
  const modals = useModals();
  const { signUp, docsArticle, popUp } = useMachineState(modals.state);
  const hidden: Record<string, string> = {};
  if (signUp.service) hidden.service = signUp.service;
  if (signUp.redirectUrl) hidden.redirectUrl = signUp.redirectUrl;
  const serviceName = signUp.service ? serviceNames[signUp.service] : undefined;
  return (
    <>
      {signUp.byEmail ? (
        <SignUpByEmail locale={locale} />
      ) : (
        <FormDialog
          modal="sign-up"
          form="sign-up"
          prefix="signUp"
          locale={locale}
          hidden={hidden}
          intro={
            serviceName ? (
              <p data-sign-up-service>{intl.formatMessage({ id: 'signUp.service' }, { service: serviceName })}</p>
            ) : null
          }
          fields={personFields}
        />
      )}
      <FormDialog modal="become-an-author" form="become-an-author" prefix="author" locale={locale} fields={personFields} />
      <FormDialog
        modal="docs-rating"
        form="docs-rating"
        prefix="docsRating"
        locale={locale}
        hidden={{ articleTitle: docsArticle ?? '' }}
        intro={
          docsArticle ? <p data-docs-article>{intl.formatMessage({ id: 'docsRating.article' }, { title: docsArticle })}</p> : null
        }
        fields={[
          { name: 'rating', kind: 'choice', options: ['1', '2', '3', '4', '5'], numeric: true, horizontal: true },
          { name: 'comment', kind: 'textarea', optional: true },
        ]}
      />
      <FormDialog
        modal="join-program"
        form="join-program"
        prefix="joinProgram"
        locale={locale}
        fields={[{ name: 'socials', kind: 'textarea' }]}
      />
      <FormDialog
        modal="consultation"
        form="schedule-consultation"
        prefix="consultation"
        locale={locale}
        fields={consultationFields}
      />
      <FormDialog
        modal="consultation-short"
        form="schedule-consultation"
        prefix="consultation"
        dialog="consultationShort"
        locale={locale}
        fields={consultationFields}
      />
      <FormDialog
        modal="sending-message"
        form="contact-message"
        prefix="message"
        locale={locale}
        fields={[
          { name: 'name', kind: 'text', autoComplete: 'name' },
          { name: 'email', kind: 'email', autoComplete: 'email' },
          { name: 'message', kind: 'textarea' },
        ]}
      />
      {popUp ? (
        <SiteModal modal="pop-up" title={popUp.title} description={popUp.body}>
          {popUp.action ? (
            <ButtonLink href={popUp.action.href} data-pop-up-action>
              {popUp.action.label}
            </ButtonLink>
          ) : null}
        </SiteModal>
      ) : null}
    </>
  );
}
