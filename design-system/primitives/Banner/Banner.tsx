'use client';

import { type ReactNode, useState } from 'react';
import { BannerClose, BannerFrame, type BannerVariant } from './BannerFrame.tsx';

export type { BannerVariant };

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
 * the client part is just the close button's state. (`BannerFrame` is the markup alone, for a page
 * that handles closing in its own island.)
 */
export function Banner({ dismissLabel, onDismiss, open, ...frame }: BannerProps) {
  const [dismissed, setDismissed] = useState(false);
  if (!(open ?? !dismissed)) return null;
  const dismiss = () => {
    if (open === undefined) setDismissed(true);
    onDismiss?.();
  };
  return <BannerFrame {...frame} close={<BannerClose label={dismissLabel} onClick={dismiss} />} />;
}
