import type { ReactNode } from 'react';
import * as styles from './Illustration.css.ts';

export { tone } from './Illustration.css.ts';

export type IllustrationProps = {
  /**
   * What the picture tells, for a drawing that carries information (a diagram, a map). Without it
   * the drawing is decorative and hidden from assistive technology.
   */
  title?: string;
  className?: string;
};

type FrameProps = IllustrationProps & { width: number; height: number; children: ReactNode };

/**
 * The `<svg>` every illustration draws in: explicit width and height (no layout shift), scales
 * down with its container, hidden from screen readers unless it has a title.
 */
export function IllustrationFrame({ title, className, width, height, children }: FrameProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a drawing with a title gets its <title>; one without is aria-hidden
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={className ? `${styles.illustration} ${className}` : styles.illustration}
      focusable="false"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
