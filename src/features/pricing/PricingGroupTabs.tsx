'use client';

import { type ReactNode, useEffect, useState } from 'react';
import * as Tabs from '#ds/primitives/Tabs/Tabs.tsx';
import { groupFromQuery, queryWithGroup } from './rules/pricing-group-query.ts';

type PricingGroupTabsProps = {
  /** The groups' tab values, in order; the first is the default. */
  groups: readonly string[];
  /** The tab list and panels, rendered on the server. */
  children: ReactNode;
};

/**
 * The pricing page's tabs, with the chosen one in the address (`?plans=`): a link opens it, a reload
 * keeps it. The page is prerendered with the default group; a linked one is chosen on hydration.
 */
export function PricingGroupTabs({ groups, children }: PricingGroupTabsProps) {
  const initial = groups[0] ?? '';
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const linked = groupFromQuery(window.location.search, groups);
    if (linked) setValue(linked);
  }, [groups]);
  const choose = (next: string) => {
    setValue(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${queryWithGroup(search, next, initial)}${hash}`);
  };
  return (
    <Tabs.Root value={value} onValueChange={choose}>
      {children}
    </Tabs.Root>
  );
}
