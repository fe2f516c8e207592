import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './Prose.css.ts';

export type ProseProps = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /**
   * Markup to show. It must already be sanitised by whoever produced it: the
   * design system styles long-form text, it does not clean it.
   */
  html: string;
};

/** Long-form text: headings, lists, tables, quotes and highlighted code blocks. */
export function Prose({ html, className, ...props }: ProseProps) {
  return (
    <div
      {...props}
      className={className ? `${styles.prose} ${className}` : styles.prose}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
