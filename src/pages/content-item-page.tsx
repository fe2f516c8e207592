import { unstable_notFound } from 'waku/router/server';
import type { PageProps } from './page-props.ts';

/**
 * Blog articles, docs pages, tutorials, authors, tags and marketplace apps are
 * looked up in the content source. Until a collection is wired in (the content
 * issue), no item exists, and an id that names no item is a 404, never an empty page.
 */
export default function ContentItemPage(_props: PageProps): never {
  unstable_notFound();
  throw new Error('unreachable');
}
