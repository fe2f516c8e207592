'use client';

import * as ToastPrimitive from '@radix-ui/react-toast';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '#ds/primitives/Button/Button.tsx';
import * as styles from './Toast.css.ts';

export type ToastVariant = keyof typeof styles.variant;

export type ToastProviderProps = Omit<ComponentProps<typeof ToastPrimitive.Provider>, 'label'> & {
  /** Announced before every toast's text ("Notification"), so screen-reader users know what interrupted them. */
  label: string;
  /** Name of the toast region among the page landmarks; `{hotkey}` becomes the hotkey ("Notifications ({hotkey})"). */
  viewportLabel: string;
  /** Keys that move focus to the toasts (default F8, as Radix). */
  hotkey?: string[];
};

/**
 * Mount once near the root of the client tree. Renders Radix's provider and the viewport the toasts
 * appear in: fixed to the bottom at z-index popup. Default duration 5 s, swipe right to dismiss.
 */
export function ToastProvider({ label, viewportLabel, hotkey, children, ...props }: ToastProviderProps) {
  return (
    <ToastPrimitive.Provider label={label} {...props}>
      {children}
      <ToastPrimitive.Viewport className={styles.viewport} label={viewportLabel} hotkey={hotkey} />
    </ToastPrimitive.Provider>
  );
}

export type ToastActionOptions = {
  /** Button text. */
  label: string;
  /**
   * How to do the same without the toast, for screen readers (the toast may time out before
   * they reach it): "Undo from Settings → Backups". Radix requires it.
   */
  altText: string;
  onAction: () => void;
};

export type ToastProps = Omit<ComponentProps<typeof ToastPrimitive.Root>, 'title' | 'children'> & {
  title: ReactNode;
  description?: ReactNode;
  /** Colour and default urgency: `warning`/`danger` are announced assertively, `info`/`success` politely. */
  variant?: ToastVariant;
  /** Accessible name of the icon-only close button. */
  closeLabel: string;
  /** One optional action button; pressing it also closes the toast. */
  action?: ToastActionOptions;
};

/**
 * A toast inside a {@link ToastProvider}. Controlled with `open`/`onOpenChange` (uncontrolled toasts
 * start open); closes itself after `duration` ms (provider default 5 s; `Infinity` to keep it),
 * on its close button, on Escape, or when swiped away. Timers pause while it is hovered or focused.
 * Radix announces its text through a `role="status"` live region.
 */
export function Toast({ title, description, variant = 'info', closeLabel, action, type, className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      type={type ?? (variant === 'warning' || variant === 'danger' ? 'foreground' : 'background')}
      className={[styles.toast, styles.variant[variant], className].filter(Boolean).join(' ')}
      data-variant={variant}
      {...props}
    >
      <div className={styles.text}>
        <ToastPrimitive.Title className={`${styles.title} ${styles.titleTone[variant]}`}>{title}</ToastPrimitive.Title>
        {/* Radix announces the toast's text nodes joined as they are: keep a space between the parts. */}
        {description ? ' ' : null}
        {description ? (
          <ToastPrimitive.Description className={styles.description}>{description}</ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close className={styles.close} aria-label={closeLabel}>
        <svg className={styles.closeIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
      </ToastPrimitive.Close>
      {action ? ' ' : null}
      {action ? (
        <div className={styles.actions}>
          <ToastPrimitive.Action altText={action.altText} asChild>
            <Button variant="secondary" size="sm" onClick={action.onAction}>
              {action.label}
            </Button>
          </ToastPrimitive.Action>
        </div>
      ) : null}
    </ToastPrimitive.Root>
  );
}
