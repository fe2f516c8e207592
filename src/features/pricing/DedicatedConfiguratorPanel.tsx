'use client';

import { lazy, Suspense } from 'react';
import { Skeleton } from '#ds/primitives/Skeleton/Skeleton.tsx';
import type { ClientMessages } from '#intl/pick-messages.ts';

// The configurator (its state machine, selects and react-intl) loads when a visitor first opens its
// tab: the pricing page's own panels stay light, and most visitors never open this one.
const DedicatedConfigurator = lazy(() =>
  import('./DedicatedConfigurator.tsx').then((m) => ({ default: m.DedicatedConfigurator })),
);

type DedicatedConfiguratorPanelProps = {
  orderHref: string;
  /** The `configurator.` messages (pick them with `pickMessages`). */
  messages: ClientMessages;
  /** Announced while the configurator loads. */
  loadingText: string;
};

/** The dedicated-server configurator, loaded on first render; render it only where it is shown. */
export function DedicatedConfiguratorPanel({ orderHref, messages, loadingText }: DedicatedConfiguratorPanelProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-busy="true">
          <Skeleton variant="block" height="18rem" />
          <span data-configurator-loading>{loadingText}</span>
        </div>
      }
    >
      <DedicatedConfigurator orderHref={orderHref} messages={messages} />
    </Suspense>
  );
}
