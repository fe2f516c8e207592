import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { type Sprinkles, sprinkles } from '#ds/theme/sprinkles.css.ts';
import * as styles from './Layout.css.ts';

type Polymorphic<Own> = Own & Omit<ComponentPropsWithoutRef<'div'>, keyof Own | 'ref'> & { as?: ElementType };

export type BoxProps = Polymorphic<Sprinkles>;

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Splits sprinkle props (`gap`, `paddingBlock`, …) from the ones meant for the element. */
const split = (props: Record<string, unknown>) => {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
};

/**
 * The layout primitive: any element, with the responsive sprinkle props of the theme.
 * `<Box as="section" paddingBlock={{ xs: 'lg', lg: 'xxl' }}>`.
 */
export function Box({ as: Tag = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = split(props);
  return <Tag className={join(styles.layout, sprinkles(atoms), className)} {...rest} />;
}

type FlowProps = {
  /** Space between children, a spacing token or one per breakpoint. */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment (`align-items`). */
  align?: Sprinkles['alignItems'];
  /** Main-axis distribution (`justify-content`). */
  justify?: Sprinkles['justifyContent'];
};

export type StackProps = Polymorphic<
  FlowProps & {
    /** `column` (default) stacks; `{ xs: 'column', md: 'row' }` turns the stack into a row from tablets up. */
    direction?: Sprinkles['flexDirection'];
    wrap?: Sprinkles['flexWrap'];
  } & Omit<Sprinkles, 'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent'>
>;

/** Children in a column or row with a token gap. */
export function Stack({ direction = 'column', gap = 'md', align, justify, wrap, ...props }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection={direction}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      flexWrap={wrap}
      data-layout="stack"
      {...props}
    />
  );
}

export type GridProps = Polymorphic<
  FlowProps & {
    /** Equal columns: 1, 2, 3, 4 or 6, or one count per breakpoint (`{ xs: 1, md: 2, lg: 4 }`). */
    columns?: Sprinkles['gridTemplateColumns'];
  } & Omit<Sprinkles, 'display' | 'gridTemplateColumns' | 'gap' | 'alignItems' | 'justifyContent'>
>;

/** Equal-width columns with a token gap. */
export function Grid({ columns = 1, gap = 'md', align, justify, ...props }: GridProps) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={columns}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      data-layout="grid"
      {...props}
    />
  );
}
