import type { ComponentProps, ElementType } from 'react';
import * as styles from './Container.css.ts';

type ContainerProps = ComponentProps<'div'> & { as?: ElementType };

/** Centres content at the site's maximum width with the page gutter. */
export function Container({ as: Tag = 'div', className, ...props }: ContainerProps) {
  return <Tag className={className ? `${styles.container} ${className}` : styles.container} {...props} />;
}
