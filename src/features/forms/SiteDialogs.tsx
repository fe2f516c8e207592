'use client';

import { lazy, Suspense } from 'react';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import { useModals } from './ModalProvider.tsx';

// Forms (schemas, TanStack Form, the dialogs and their fields) load only when a visitor opens one, not on every page.
const FormDialogs = lazy(() => import('./FormDialogs.tsx').then((m) => ({ default: m.FormDialogs })));

/** The site's form dialogs and the pop-up, mounted once per page; the modal machine decides which one is open. */
export function SiteDialogs(props: { locale: string; serviceNames: Record<string, string> }) {
  const { open } = useMachineState(useModals().state);
  // The offer is the registration widget's own dialog.
  if (!open || open === 'offer') return null;
  return (
    <Suspense fallback={null}>
      <FormDialogs {...props} />
    </Suspense>
  );
}
