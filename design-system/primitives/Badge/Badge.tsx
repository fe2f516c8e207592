import type { ComponentProps, MouseEventHandler, ReactNode } from 'react';
import * as styles from './Badge.css.ts';

export type BadgeTone = keyof typeof styles.tone;
export type BadgeSize = keyof typeof styles.size;

type Look = { tone?: BadgeTone; size?: BadgeSize };

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A small status or category label ("New", "Beta", "from $4/mo"). Server-safe. */
export function Badge({ tone = 'neutral', size = 'sm', className, ...props }: ComponentProps<'span'> & Look) {
  return <span className={cx(styles.base, styles.tone[tone], styles.size[size], className)} {...props} />;
}

type TagBase = Look & { children: ReactNode; className?: string };

/** A link tag (a blog category, a filter): the whole pill is the link. */
type LinkTag = TagBase & {
  href: string;
  /** Marks the tag of the page being shown (`aria-current="page"`). */
  current?: boolean;
  onRemove?: never;
  removeLabel?: never;
};

/** A removable tag (an active filter): a trailing button removes it. */
type RemovableTag = TagBase & {
  onRemove: MouseEventHandler<HTMLButtonElement>;
  /** Accessible name of the remove button, e.g. "Remove filter Kubernetes". */
  removeLabel: string;
  href?: never;
  current?: never;
};

type PlainTag = TagBase & { href?: never; current?: never; onRemove?: never; removeLabel?: never };

export type TagProps = LinkTag | RemovableTag | PlainTag;

const CloseIcon = () => (
  <svg className={styles.removeIcon} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" fill="none" />
  </svg>
);

/**
 * A tag: plain, a link (`href`) or removable (`onRemove` + `removeLabel`).
 * Server-safe as a plain or link tag; a removable tag needs a client parent for `onRemove`.
 */
export function Tag(props: TagProps) {
  const { tone = 'neutral', size = 'sm', className, children } = props;
  const look = cx(styles.base, styles.tone[tone], styles.size[size], className);
  if (props.href !== undefined) {
    return (
      <span className={cx(look, styles.linked)}>
        <a
          className={cx(styles.tagLink, styles.linkedPadding[size])}
          href={props.href}
          aria-current={props.current ? 'page' : undefined}
        >
          <span className={styles.label}>{children}</span>
        </a>
      </span>
    );
  }
  if (props.onRemove !== undefined) {
    return (
      <span className={cx(look, styles.removable)}>
        <span className={styles.label}>{children}</span>
        <button type="button" className={styles.remove} aria-label={props.removeLabel} onClick={props.onRemove}>
          <CloseIcon />
        </button>
      </span>
    );
  }
  return (
    <span className={look}>
      <span className={styles.label}>{children}</span>
    </span>
  );
}
