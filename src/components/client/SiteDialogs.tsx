'use client';

import { lazy, Suspense } from 'react';
import type { ModalName } from '../../state/modals.ts';
import { useMachineState } from '../../state/use-machine-state.ts';
import { useModals } from './ModalProvider.tsx';

// Forms (schemas, TanStack Form, the dialogs and their fields) load only when a visitor opens one, not on every page.
const FormDialogs = lazy(() => import('./FormDialogs.tsx').then((m) => ({ default: m.FormDialogs })));

const formModals: readonly ModalName[] = [
  'sign-up',
  'become-an-author',
  'docs-rating',
  'join-program',
  'consultation',
  'consultation-short',
  'sending-message',
  'pop-up',
];

/** The site's form dialogs and the pop-up, mounted once per page; the modal machine decides which one is open. */
export function SiteDialogs(props: { locale: string; serviceNames: Record<string, string> }) {
  const { open } = useMachineState(useModals().state);
  if (!open || !formModals.includes(open)) return null;
  return (
    <Suspense fallback={null}>
      <FormDialogs {...props} />
    </Suspense>
  );
}
