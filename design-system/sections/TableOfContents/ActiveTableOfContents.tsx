'use client';

import { useEffect, useState } from 'react';
import { TableOfContents, type TableOfContentsProps } from './TableOfContents.tsx';

type ActiveTableOfContentsProps = Omit<TableOfContentsProps, 'activeId'> & {
  /**
   * The band of the viewport where a heading counts as "being read"
   * (IntersectionObserver `rootMargin`); by default the top 40 %.
   */
  rootMargin?: string;
};

/**
 * The table of contents with the link of the section being read highlighted:
 * the first heading inside the reading band, or else the last one scrolled past.
 */
export function ActiveTableOfContents({ rootMargin = '0px 0px -60% 0px', ...props }: ActiveTableOfContentsProps) {
  const [activeId, setActiveId] = useState<string>();
  const ids = props.headings.map((h) => h.id).join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const targets = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (targets.length === 0) return;
    const inBand = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target);
          else inBand.delete(entry.target);
        }
        const first = targets.find((el) => inBand.has(el));
        const passed = targets.filter((el) => el.getBoundingClientRect().top < 0).at(-1);
        setActiveId((first ?? passed)?.id);
      },
      { rootMargin },
    );
    for (const el of targets) observer.observe(el);
    return () => observer.disconnect();
  }, [ids, rootMargin]);

  return <TableOfContents {...props} activeId={activeId} />;
}
