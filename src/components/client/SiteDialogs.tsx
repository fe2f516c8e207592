'use client';

import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useModals } from './ModalProvider.tsx';

// Forms (schemas, TanStack Form, the dialog) load only when a visitor opens one, not on every page.
const FormDialog = lazy(() => import('./FormDialog.tsx').then((m) => ({ default: m.FormDialog })));

/** The site's form dialogs, mounted once per page; the modal machine decides which one is open. */
export function SiteDialogs({ locale, serviceNames }: { locale: string; serviceNames: Record<string, string> }) {
  const intl = useIntl();
  const modals = useModals();
  const { signUp, open, docsArticle } = useSnapshot(modals.state);
  if (open !== 'sign-up' && open !== 'become-an-author' && open !== 'docs-rating') return null;
  const hidden: Record<string, string> = {};
  if (signUp.service) hidden.service = signUp.service;
  if (signUp.redirectUrl) hidden.redirectUrl = signUp.redirectUrl;
  const serviceName = signUp.service ? serviceNames[signUp.service] : undefined;
  return (
    <Suspense fallback={null}>
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
        fields={[
          { name: 'name', kind: 'text', autoComplete: 'name' },
          { name: 'email', kind: 'email', autoComplete: 'email' },
          { name: 'country', kind: 'text', autoComplete: 'country-name' },
          { name: 'message', kind: 'textarea' },
        ]}
      />
      <FormDialog
        modal="become-an-author"
        form="become-an-author"
        prefix="author"
        locale={locale}
        fields={[
          { name: 'name', kind: 'text', autoComplete: 'name' },
          { name: 'email', kind: 'email', autoComplete: 'email' },
          { name: 'country', kind: 'text', autoComplete: 'country-name' },
          { name: 'message', kind: 'textarea' },
        ]}
      />
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
    </Suspense>
  );
}
