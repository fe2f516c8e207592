import type { MouseEventHandler, ReactNode } from 'react';
import * as styles from './Banner.css.ts';

export type BannerVariant = keyof typeof styles.variant;

export type BannerFrameProps = {
  /** The message. */
  children: ReactNode;
  /** Optional link after the message. */
  action?: { label: string; href: string };
  /** The close control at the end (`BannerClose`, or an island rendering it). */
  close: ReactNode;
  variant?: BannerVariant;
  /** Names the banner as a landmark region ("Announcement"); without it the banner is not a landmark. */
  label?: string;
};

/**
 * The top-liner's markup without its state: a server component can render it and put a small client
 * island in `close`, so that is the only code a page ships for it. `Banner` is this plus the state.
 */
export function BannerFrame({ children, action, close, variant = 'info', label }: BannerFrameProps) {
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
        {close}
      </div>
    </Root>
  );
}

/** The banner's icon-only close button; `label` is its accessible name ("Dismiss"). */
export function BannerClose({ label, onClick }: { label: string; onClick?: MouseEventHandler<HTMLButtonElement> }) {
  return (
    <button type="button" className={styles.close} aria-label={label} onClick={onClick}>
      <svg className={styles.closeIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      </svg>
    </button>
  );
}
