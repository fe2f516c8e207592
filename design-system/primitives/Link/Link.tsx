import type { ComponentProps } from 'react';
import { IconExternal } from '#ds/primitives/Icon/Icon.tsx';
import { visuallyHidden } from '#ds/theme/utilities.css.ts';
import * as styles from './Link.css.ts';

export type LinkVariant = keyof typeof styles.variant;

type Target =
  | {
      /** Opens in a new tab: adds `rel="noopener noreferrer"`, an icon and `newTabLabel` for screen readers. */
      target: '_blank';
      /** Read after the link text, e.g. "(opens in a new tab)". Required with `target="_blank"`. */
      newTabLabel: string;
    }
  | { target?: '_self' | '_parent' | '_top'; newTabLabel?: string };

export type LinkProps = Omit<ComponentProps<'a'>, 'target'> &
  Target & {
    /** `inline` (default) for running text, `standalone` for a link on its own, `subtle` for footers. */
    variant?: LinkVariant;
  };

/** Adds the tokens to whatever `rel` the caller gave, once each. */
const mergeRel = (rel: string | undefined, ...tokens: string[]) =>
  [...new Set([...(rel?.split(/\s+/).filter(Boolean) ?? []), ...tokens])].join(' ');

/** A styled anchor. Links to other sites that open a new tab say so to every user. */
export function Link({ variant = 'inline', className, target, newTabLabel, rel, children, ...props }: LinkProps) {
  const newTab = target === '_blank';
  return (
    <a
      className={[styles.base, styles.variant[variant], className].filter(Boolean).join(' ')}
      target={target}
      rel={newTab ? mergeRel(rel, 'noopener', 'noreferrer') : rel}
      {...props}
    >
      {children}
      {newTab ? (
        <>
          <IconExternal className={styles.externalIcon} />
          <span className={visuallyHidden}> {newTabLabel}</span>
        </>
      ) : null}
    </a>
  );
}
