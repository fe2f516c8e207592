import { type ReactNode, useState } from 'react';
import { Button } from '#ds/primitives/Button/Button.tsx';
import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { Toast, ToastProvider, type ToastVariant } from './Toast.tsx';

const variants: ToastVariant[] = ['info', 'success', 'warning', 'danger'];

const copy: Record<ToastVariant, { title: string; description: string }> = {
  info: { title: 'Maintenance on 12 May', description: 'Dashboard access may be slow between 02:00 and 03:00 UTC.' },
  success: { title: 'Server created', description: 'web-1 is running in Frankfurt.' },
  warning: { title: 'Quota almost reached', description: 'You are using 9 of 10 servers.' },
  danger: { title: 'Payment failed', description: 'Update your card to keep your servers running.' },
};

const English = ({ children }: { children: ReactNode }) => (
  <ToastProvider label="Notification" viewportLabel="Notifications ({hotkey})">
    {children}
  </ToastProvider>
);

const row = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', paddingBlock: 'md', paddingInline: 'md' });

/** Press a button to show a toast; it closes after 5 s (paused while hovered or focused). Press F8 to reach it. */
export const Interactive = () => {
  const [shown, setShown] = useState<ToastVariant | null>(null);
  const [count, setCount] = useState(0);
  return (
    <English>
      <div className={row}>
        {variants.map((variant) => (
          <Button
            key={variant}
            variant="secondary"
            onClick={() => {
              setShown(variant);
              setCount((n) => n + 1);
            }}
          >
            Show {variant}
          </Button>
        ))}
      </div>
      {shown ? (
        <Toast
          key={count}
          variant={shown}
          {...copy[shown]}
          closeLabel="Dismiss"
          open
          onOpenChange={(open) => !open && setShown(null)}
        />
      ) : null}
    </English>
  );
};

/** All variants at once, kept open for review. */
export const Variants = () => (
  <English>
    {variants.map((variant) => (
      <Toast key={variant} variant={variant} {...copy[variant]} closeLabel="Dismiss" duration={Number.POSITIVE_INFINITY} />
    ))}
  </English>
);

export const TitleOnly = () => (
  <English>
    <Toast variant="success" title="Copied to clipboard" closeLabel="Dismiss" duration={Number.POSITIVE_INFINITY} />
  </English>
);

export const WithAction = () => (
  <English>
    <Toast
      variant="info"
      title="Server deleted"
      description="web-1 and its disks were removed."
      action={{ label: 'Undo', altText: 'Restore it from Trash within 24 hours', onAction: () => {} }}
      closeLabel="Dismiss"
      duration={Number.POSITIVE_INFINITY}
    />
  </English>
);

export const LongGerman = () => (
  <ToastProvider label="Benachrichtigung" viewportLabel="Benachrichtigungen ({hotkey})">
    <Toast
      variant="warning"
      title="Kontingentüberschreitungsbenachrichtigung für Ihre Datenbankinstanzen"
      description="Sie nutzen derzeit neun von zehn verfügbaren verwalteten Datenbankinstanzen in der Region Frankfurt am Main."
      action={{
        label: 'Kontingenterhöhung beantragen',
        altText: 'Eine Erhöhung können Sie jederzeit in den Kontoeinstellungen beantragen',
        onAction: () => {},
      }}
      closeLabel="Benachrichtigung schließen"
      duration={Number.POSITIVE_INFINITY}
    />
  </ToastProvider>
);

/** Full width at the bottom of a 320 px screen. */
export const Narrow = () => (
  <English>
    <Toast variant="danger" {...copy.danger} closeLabel="Dismiss" duration={Number.POSITIVE_INFINITY} />
  </English>
);
Narrow.meta = { width: 'xsmall' };

/** Bottom right on a 1536 px screen. */
export const Wide = () => (
  <English>
    <Toast variant="success" {...copy.success} closeLabel="Dismiss" duration={Number.POSITIVE_INFINITY} />
  </English>
);
Wide.meta = { width: 'xxlarge' };
