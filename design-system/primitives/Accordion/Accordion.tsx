'use client';

import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { type ComponentProps, createContext, useContext, useId } from 'react';
import * as styles from './Accordion.css.ts';

/*
 * Accordion (Radix): Enter/Space toggle the focused trigger, ArrowDown/ArrowUp move between
 * triggers, Home/End jump to the first/last. `type="single"` or `type="multiple"` on the root.
 * Use as a namespace — `import * as Accordion from '…/Accordion.tsx'` then `<Accordion.Root>`,
 * `<Accordion.Item>`, `<Accordion.Trigger>`, `<Accordion.Content>` — which also works from
 * server components: each part is its own client export.
 */

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

type Ids = { trigger: string; content: string };
const ItemIds = createContext<Ids | null>(null);

const useItemIds = (part: string) => {
  const ids = useContext(ItemIds);
  if (!ids) throw new Error(`Accordion.${part} must be inside Accordion.Item`);
  return ids;
};

function AccordionRoot({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root className={cx(styles.root, className)} {...props} />;
}

function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  const id = useId();
  return (
    <ItemIds value={{ trigger: `${id}trigger`, content: `${id}content` }}>
      <AccordionPrimitive.Item className={cx(styles.item, className)} {...props} />
    </ItemIds>
  );
}

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The trigger sits in a heading of this level (default 3), to fit the page outline. */
  headingLevel?: HeadingLevel;
  headingClassName?: string;
};

function AccordionTrigger({ headingLevel = 3, headingClassName, className, children, ...props }: AccordionTriggerProps) {
  const ids = useItemIds('Trigger');
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className={cx(styles.header, headingClassName)}>
        <AccordionPrimitive.Trigger
          className={cx(styles.trigger, className)}
          id={ids.trigger}
          aria-controls={ids.content}
          {...props}
        >
          <span className={styles.label}>{children}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M6 9l6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/**
 * The panel. Unlike Radix's own content it stays in the document while closed (hidden by CSS,
 * out of the accessibility tree), so FAQ microdata and crawlers see every answer.
 * `className` styles the padded body inside the animated wrapper.
 */
function AccordionContent({ className, children, ...props }: ComponentProps<'section'>) {
  const ids = useItemIds('Content');
  // A <section> named by its trigger: a region, as in Radix's own content.
  return (
    <section id={ids.content} aria-labelledby={ids.trigger} className={styles.content} {...props}>
      <div className={styles.contentInner}>
        <div className={cx(styles.contentBody, className)}>{children}</div>
      </div>
    </section>
  );
}

export { AccordionContent as Content, AccordionItem as Item, AccordionRoot as Root, AccordionTrigger as Trigger };
