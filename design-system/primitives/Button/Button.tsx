import type { ComponentProps, ReactNode } from 'react';
import * as styles from './Button.css.ts';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

type Look = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button over the width of its container. */
  fullWidth?: boolean;
  /** Decorative icon before the label (hidden from assistive tech: the label names the button). */
  leadingIcon?: ReactNode;
  /** Decorative icon after the label. */
  trailingIcon?: ReactNode;
};

const classes = ({ variant = 'primary', size = 'md', fullWidth }: Look, extra?: string) =>
  [
    styles.base,
    styles.variant[variant],
    variant === 'link' ? styles.linkSize[size] : styles.size[size],
    fullWidth && styles.fullWidth,
    extra,
  ]
    .filter(Boolean)
    .join(' ');

const Content = ({
  leadingIcon,
  trailingIcon,
  children,
}: Pick<Look, 'leadingIcon' | 'trailingIcon'> & { children: ReactNode }) => (
  <span className={styles.content}>
    {leadingIcon ? (
      <span className={styles.icon} aria-hidden="true">
        {leadingIcon}
      </span>
    ) : null}
    {children}
    {trailingIcon ? (
      <span className={styles.icon} aria-hidden="true">
        {trailingIcon}
      </span>
    ) : null}
  </span>
);

export type ButtonProps = ComponentProps<'button'> &
  Look & {
    /**
     * Shows a spinner over the (still announced) label, sets `aria-busy` and blocks activation:
     * the button stays focusable (`aria-disabled`, not `disabled`, so focus is not lost), drops
     * `onClick` and becomes `type="button"` so it cannot submit its form again.
     */
    loading?: boolean;
  };

/** A button. For navigation use `ButtonLink`, which renders an anchor styled the same. */
export function Button({
  variant,
  size,
  fullWidth,
  leadingIcon,
  trailingIcon,
  loading = false,
  className,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={loading ? 'button' : type}
      className={classes({ variant, size, fullWidth }, className)}
      onClick={loading ? undefined : onClick}
      {...props}
      {...(loading ? { 'aria-busy': true, 'aria-disabled': true } : null)}
    >
      <Content leadingIcon={leadingIcon} trailingIcon={trailingIcon}>
        {children}
      </Content>
      {loading ? <span className={styles.spinner} aria-hidden="true" data-spinner /> : null}
    </button>
  );
}

export type ButtonLinkProps = ComponentProps<'a'> &
  Look & {
    /**
     * Renders the link without its `href` and `onClick` (so it cannot navigate and the client
     * router skips it), marked `aria-disabled` and kept in the accessibility tree as a link.
     * Like a disabled button it leaves the tab order.
     */
    disabled?: boolean;
  };

/** An anchor that looks like a button: calls to action that navigate. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  leadingIcon,
  trailingIcon,
  disabled = false,
  className,
  href,
  onClick,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <a
      className={classes({ variant, size, fullWidth }, className)}
      {...props}
      {...(disabled ? { role: 'link', 'aria-disabled': true } : { href, onClick })}
    >
      <Content leadingIcon={leadingIcon} trailingIcon={trailingIcon}>
        {children}
      </Content>
    </a>
  );
}
