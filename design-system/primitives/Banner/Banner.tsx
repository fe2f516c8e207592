'use client';

import { type ReactNode, useState } from 'react';
import * as styles from './Banner.css.ts';

export type BannerVariant = keyof typeof styles.variant;

export type BannerProps = {
  /** The message. */
  children: ReactNode;
  /** Optional link after the message. */
  action?: { label: string; href: string };
  /** Accessible name of the icon-only close button ("Dismiss"). */
  dismissLabel: string;
  /**
   * Called once when the visitor closes the banner, by click or keyboard. The banner stores
   * nothing itself (no cookie, no storage): persist the choice here if the site wants to.
   */
  onDismiss?: () => void;
  variant?: BannerVariant;
  /**
   * Leave undefined for the usual uncontrolled banner: it hides itself when closed (internal
   * state), so a server component can render it with plain props. Pass `open` to control it:
   * then it shows exactly while `open` is true and only reports closing through `onDismiss`.
   */
  open?: boolean;
  /** Names the banner as a landmark region ("Announcement"); without it the banner is not a landmark. */
  label?: string;
};

/**
 * The dismissible top-liner above the site header. The markup renders on the server like any other;
 * the client part is just the close button's state.
 */
export function Banner({ children, action, dismissLabel, onDismiss, variant = 'info', open, label }: BannerProps) {
  const [dismissed, setDismissed] = useState(false);
  const shown = open ?? !dismissed;
  if (!shown) return null;

  const dismiss = () => {
    if (open === undefined) setDismissed(true);
    onDismiss?.();
  };

  // A named <section> is a region landmark; without a name it would be noise, so a plain <div>.
  const Root = label ? 'section' : 'div';
  return (
    <Root className={`${styles.banner} ${styles.variant[variant]}`} data-variant={variant} aria-label={label}>
      <div className={styles.inner}>
        <div className={styles.message}>
          {children}
          {action ? (
            <>
              {' '}
              <a className={styles.action} href={action.href}>
                {action.label}
              </a>
            </>
          ) : null}
        </div>
        <button type="button" className={styles.close} aria-label={dismissLabel} onClick={dismiss}>
          <svg className={styles.closeIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      </div>
    </Root>
  );
}
