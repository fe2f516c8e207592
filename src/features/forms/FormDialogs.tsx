'use client';

import { useIntl } from 'react-intl';
import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { IntlClientProvider } from '#intl/IntlClientProvider.tsx';
import { pushSignUpConversion } from '#src/lib/analytics/sign-up-conversion.ts';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import type { FormModalName } from './define-form.ts';
import { docsRating } from './definitions/docs-rating.ts';
import { signUp } from './definitions/sign-up.ts';
import { FormDialog } from './FormDialog.tsx';
import { forms } from './forms.ts';
import { useModals } from './ModalProvider.tsx';
import { SignUpByEmail } from './SignUpByEmail.tsx';
import { SiteModal } from './SiteModal.tsx';

/** The form modals that need nothing from what opened them: every one but sign-up and docs rating. */
const plainModals: readonly FormModalName[] = Object.values(forms)
  .flatMap((form): readonly FormModalName[] => form.modals)
  .filter((modal) => modal !== 'sign-up' && modal !== 'docs-rating');

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
  const { signUp: signUpContext, docsArticle, popUp } = useMachineState(modals.state);
  const hidden: Record<string, string> = {};
  if (signUpContext.service) hidden.service = signUpContext.service;
  if (signUpContext.redirectUrl) hidden.redirectUrl = signUpContext.redirectUrl;
  const serviceName = signUpContext.service ? serviceNames[signUpContext.service] : undefined;
  const reportSignUp = () => pushSignUpConversion(signUpContext);
  return (
    <>
      {signUpContext.byEmail ? (
        <SignUpByEmail locale={locale} onSent={reportSignUp} />
      ) : (
        <FormDialog
          modal="sign-up"
          locale={locale}
          hidden={hidden}
          onSent={reportSignUp}
          intro={
            serviceName ? (
              <p data-sign-up-service>{intl.formatMessage({ id: signUp.ids.text('service') }, { service: serviceName })}</p>
            ) : null
          }
        />
      )}
      <FormDialog
        modal="docs-rating"
        locale={locale}
        hidden={{ articleTitle: docsArticle ?? '' }}
        intro={
          docsArticle ? (
            <p data-docs-article>{intl.formatMessage({ id: docsRating.ids.text('article') }, { title: docsArticle })}</p>
          ) : null
        }
      />
      {plainModals.map((modal) => (
        <FormDialog key={modal} modal={modal} locale={locale} />
      ))}
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
