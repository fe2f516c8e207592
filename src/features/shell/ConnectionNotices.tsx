'use client';

import { Toast, ToastProvider } from '#ds/primitives/Toast/Toast.tsx';

export type ConnectionNotice = 'none' | 'offline' | 'back';

type ConnectionNoticesProps = {
  notice: ConnectionNotice;
  onDismiss: () => void;
  labels: { notifications: string; offline: string; online: string; close: string };
};

/** The offline and back-online toasts; `ClientShell` loads this module while the browser is idle. */
export function ConnectionNotices({ notice, onDismiss, labels }: ConnectionNoticesProps) {
  const dismiss = (open: boolean) => {
    if (!open) onDismiss();
  };
  return (
    <ToastProvider label={labels.notifications} viewportLabel={labels.notifications}>
      <Toast
        open={notice === 'offline'}
        onOpenChange={dismiss}
        duration={Number.POSITIVE_INFINITY}
        variant="warning"
        title={labels.offline}
        closeLabel={labels.close}
      />
      <Toast open={notice === 'back'} onOpenChange={dismiss} variant="success" title={labels.online} closeLabel={labels.close} />
    </ToastProvider>
  );
}
