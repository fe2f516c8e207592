'use client';

import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps, MouseEvent } from 'react';
import * as styles from './Tabs.css.ts';

/*
 * Tabs (Radix): arrow keys move between tabs (roving focus, wrapping), Home/End jump to the
 * first/last, and a focused tab is selected. Use as a namespace —
 * `import * as Tabs from '…/Tabs.tsx'` then `<Tabs.Root>`, `<Tabs.List>`, `<Tabs.Trigger>`,
 * `<Tabs.Content>` — which also works from server components: each part is its own client
 * export (a server component cannot dot into a client-exported object).
 */

export type TabsVariant = keyof typeof styles.list;

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

function TabsRoot({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cx(styles.root, className)} {...props} />;
}

type TabsListProps = ComponentProps<typeof TabsPrimitive.List> & {
  /** `underline` (default): labels over a rule; `pill`: a segmented control. */
  variant?: TabsVariant;
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/** The row of tabs. It needs an accessible name: `aria-label` or `aria-labelledby`. */
function TabsList({ variant = 'underline', className, ...props }: TabsListProps) {
  return <TabsPrimitive.List className={cx(styles.list[variant], className)} data-variant={variant} {...props} />;
}

/**
 * Radix focuses a tab from script on mouse down, and Chromium shows the `:focus-visible` ring for
 * a focus made by script, so every click drew a ring (issue 25.10). The press focuses the tab
 * itself, marked as not keyboard focus; the focus selects it (automatic activation), as before.
 */
const focusWithoutRing = (event: MouseEvent<HTMLButtonElement>) => {
  if (event.button !== 0 || event.ctrlKey || event.currentTarget.disabled) return;
  event.preventDefault();
  event.currentTarget.focus({ focusVisible: false } as FocusOptions);
};

function TabsTrigger({ className, onMouseDown, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cx(styles.trigger, className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented) focusWithoutRing(event);
      }}
      {...props}
    />
  );
}

/**
 * A panel. Inactive panels render nothing unless `forceMount` is set, in which case they stay
 * in the document, hidden (useful when crawlers should see every panel).
 */
function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cx(styles.content, className)} {...props} />;
}

export { TabsContent as Content, TabsList as List, TabsRoot as Root, TabsTrigger as Trigger };
