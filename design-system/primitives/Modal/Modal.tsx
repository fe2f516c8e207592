'use client';

import * as Dialog from '@radix-ui/react-dialog';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { type ComponentProps, type ReactNode, type Ref, useEffect, useState } from 'react';
import * as styles from './Modal.css.ts';

/*
 * A modal dialog on Radix Dialog. Import it as a namespace so the parts read `Modal.Root`,
 * `Modal.Content`, … and stay usable from server components (which may not dot into an
 * object exported by a client module, only pass named exports through):
 *
 *   import * as Modal from '…/primitives/Modal/Modal.tsx';
 *   <Modal.Root>
 *     <Modal.Trigger asChild><Button>Open</Button></Modal.Trigger>
 *     <Modal.Content title="Delete server" closeLabel="Close">
 *       <Modal.Body>…</Modal.Body>
 *       <Modal.Footer><Modal.Close asChild><Button>Cancel</Button></Modal.Close></Modal.Footer>
 *     </Modal.Content>
 *   </Modal.Root>
 *
 * Radix traps focus, closes on Escape, returns focus to the trigger, locks the body scroll and
 * hides the rest of the page from assistive tech; `Content` adds `aria-modal="true"`.
 */

/** Open state (`open`/`defaultOpen`/`onOpenChange`), as Radix `Dialog.Root`. */
export const Root = Dialog.Root;
export type RootProps = ComponentProps<typeof Dialog.Root>;

/** The button that opens the dialog; `asChild` to use a design-system `Button`. */
export const Trigger = Dialog.Trigger;
export type TriggerProps = ComponentProps<typeof Dialog.Trigger>;

/** Closes the dialog; `asChild` to use a design-system `Button`. */
export const Close = Dialog.Close;
export type CloseProps = ComponentProps<typeof Dialog.Close>;

export type ContentProps = Omit<ComponentProps<typeof Dialog.Content>, 'title'> & {
  /** The dialog's accessible name, rendered as its heading. Always required. */
  title: string;
  /** Hides the heading visually when the design has none; it still names the dialog. */
  hideTitle?: boolean;
  /** Accessible name of the icon-only close button in the header. */
  closeLabel: string;
  /** Optional text under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Maximum width above the mobile breakpoint (full screen at ≤ 768 px regardless). */
  size?: keyof typeof styles.size;
};

/** Portal + overlay + dialog panel with its title, optional description and close button. */
export function Content({
  title,
  hideTitle = false,
  closeLabel,
  description,
  size = 'md',
  className,
  children,
  ...props
}: ContentProps) {
  const heading = <Dialog.Title className={styles.title}>{title}</Dialog.Title>;
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} data-modal-overlay="" />
      <Dialog.Content
        aria-modal="true"
        className={[styles.content, styles.size[size], className].filter(Boolean).join(' ')}
        {...props}
      >
        <div className={hideTitle && !description ? `${styles.header} ${styles.headerBare}` : styles.header}>
          <div className={styles.heading}>
            {hideTitle ? <VisuallyHidden.Root asChild>{heading}</VisuallyHidden.Root> : heading}
            {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          </div>
          <Dialog.Close className={styles.close} aria-label={closeLabel}>
            <svg className={styles.closeIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/**
 * The scrolling middle of the dialog. While its content overflows it joins the tab order, so
 * keyboard users can scroll text that has no links or buttons in it (axe scrollable-region-focusable).
 */
export function Body({ className, ref, tabIndex, ...props }: ComponentProps<'div'>) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const scrollable = useOverflow(node);
  const setRef = (element: HTMLDivElement | null) => {
    setNode(element);
    assignRef(ref, element);
  };
  return (
    <div
      ref={setRef}
      tabIndex={tabIndex ?? (scrollable ? 0 : undefined)}
      className={className ? `${styles.body} ${className}` : styles.body}
      {...props}
    />
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Whether the element's content is taller than the element, kept current as either changes size. */
function useOverflow(node: HTMLElement | null) {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!node) return;
    const check = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    check();
    return () => observer.disconnect();
  }, [node]);
  return overflowing;
}

/** Actions row at the bottom; stacked full width at mobile widths. */
export function Footer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={className ? `${styles.footer} ${className}` : styles.footer} {...props} />;
}
