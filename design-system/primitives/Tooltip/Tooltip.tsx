'use client';

import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css.ts';

/** Hover delay before a tooltip opens; keyboard focus opens it at once. */
export const tooltipDelayMs = 300;

type RootProps = Omit<ComponentProps<typeof TooltipPrimitive.Root>, 'children'>;
type ContentProps = Omit<ComponentProps<typeof TooltipPrimitive.Content>, 'content' | 'children'>;

export type TooltipProps = RootProps &
  ContentProps & {
    /** The tooltip text. It describes the trigger (`aria-describedby`), so keep it short. */
    content: ReactNode;
    /**
     * One focusable element that accepts a ref and event handlers (a `button`, `a`, `Button`).
     * A tooltip is supplementary: an icon-only trigger still needs its own `aria-label`.
     */
    children: ReactElement;
  };

/**
 * A short hint on hover and keyboard focus; Escape hides it. Wraps Radix Tooltip with its own
 * Provider, so it works anywhere without app-level setup.
 */
export function Tooltip({
  content,
  children,
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = tooltipDelayMs,
  disableHoverableContent,
  side = 'top',
  sideOffset = 6,
  collisionPadding = 8,
  className,
  ...contentProps
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        disableHoverableContent={disableHoverableContent}
      >
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={sideOffset}
            collisionPadding={collisionPadding}
            className={className ? `${styles.content} ${className}` : styles.content}
            {...contentProps}
          >
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} width={12} height={6} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
