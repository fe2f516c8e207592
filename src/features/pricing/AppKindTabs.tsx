'use client';

import { type ReactNode, useEffect, useState } from 'react';
import * as Tabs from '#ds/primitives/Tabs/Tabs.tsx';
import { type AppKind, appKindOfQuery, appKinds } from './rules/app-kinds.ts';

type AppKindTabsProps = {
  /** Accessible name of the tab list, and the label of each kind. */
  label: string;
  labels: Record<AppKind, string>;
  /** Each kind's price block, rendered on the server. */
  panels: Record<AppKind, ReactNode>;
};

/**
 * Frontend and backend apps in two tabs. The page is prerendered on frontend;
 * `?type=frontend|backend` (spec §2's legacy links keep it) opens that kind once
 * the page runs. Both panels stay in the document for crawlers.
 */
export function AppKindTabs({ label, labels, panels }: AppKindTabsProps) {
  const [kind, setKind] = useState<AppKind>('frontend');
  useEffect(() => {
    const asked = appKindOfQuery(window.location.search);
    if (asked) setKind(asked);
  }, []);
  return (
    <Tabs.Root value={kind} onValueChange={(value) => setKind(value as AppKind)} data-app-kind={kind}>
      <Tabs.List aria-label={label} variant="pill">
        {appKinds.map((k) => (
          <Tabs.Trigger key={k} value={k}>
            {labels[k]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {appKinds.map((k) => (
        <Tabs.Content key={k} value={k} forceMount>
          {panels[k]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
