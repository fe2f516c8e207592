import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css.ts';

type Common = {
  className?: string;
  /** Any CSS length; the default fills the container. */
  width?: CSSProperties['width'];
};

type Text = {
  variant?: 'text';
  /** Number of text lines; the last of several is shorter. Default 1. */
  lines?: number;
};

type Block = {
  variant: 'block';
  /** Any CSS length; default 4.5rem. */
  height?: CSSProperties['height'];
};

type Circle = {
  variant: 'circle';
  /** A spacing step (2, 3 or 4.5rem); `width` overrides it. */
  size?: keyof typeof styles.circleSize;
};

export type SkeletonProps = Common & (Text | Block | Circle);

const join = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

/**
 * A placeholder for content that is loading. It is hidden from assistive tech: mark the region
 * being loaded with `aria-busy="true"` (and announce the result, if it matters) instead. Renders
 * spans, so it may stand in for a line inside a paragraph or a heading.
 */
export function Skeleton(props: SkeletonProps) {
  const { className, width } = props;
  if (props.variant === 'block') {
    return (
      <span
        aria-hidden="true"
        data-skeleton="block"
        className={join(styles.shape, styles.block, className)}
        style={{ width, height: props.height }}
      />
    );
  }
  if (props.variant === 'circle') {
    return (
      <span
        aria-hidden="true"
        data-skeleton="circle"
        className={join(styles.shape, styles.circle, styles.circleSize[props.size ?? 'md'], className)}
        style={width ? { width, height: width } : undefined}
      />
    );
  }
  const count = Math.max(1, Math.floor(props.lines ?? 1));
  return (
    <span aria-hidden="true" data-skeleton="text" className={join(styles.lines, className)} style={{ width }}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={join(styles.shape, styles.line)} />
      ))}
    </span>
  );
}
