import { maxDocsDepth } from '#src/lib/content/docs.ts';
import type { ContentItemRef } from '#src/lib/content/translations.ts';
import { matchRoute } from './route-matcher.ts';

/** Route kinds whose page shows one content item: the item must exist for the page to (a 404 otherwise). */
export const contentItemRouteKinds: ReadonlySet<string> = new Set([
  'blog-article',
  'tutorials-article',
  'tutorials-author',
  'marketplace-item',
  'docs-page',
]);

/** The content item a locale-free page path names (`/blog/vpc-nat-gateway/` → that news item, a tag page → its tag), if it names one. */
export const contentItemOf = (rest: string): ContentItemRef | null => {
  const match = matchRoute(rest);
  const param = (name: string) => match?.params[name];
  const one = (name: string) => {
    const value = param(name);
    return typeof value === 'string' ? value : null;
  };
  switch (match?.route.kind) {
    case 'blog-article': {
      const path = one('id');
      return path ? { kind: 'news', path } : null;
    }
    case 'tutorials-article': {
      const path = one('articleId');
      return path ? { kind: 'tutorial', path } : null;
    }
    case 'tutorials-tagged': {
      const tag = one('tagname');
      return tag ? { kind: 'tag', tag } : null;
    }
    case 'tutorials-author': {
      const path = one('author');
      return path ? { kind: 'author', path } : null;
    }
    case 'marketplace-item': {
      const slug = one('name');
      return slug ? { kind: 'marketplace', slug } : null;
    }
    case 'docs-page': {
      const segments = param('segments');
      return Array.isArray(segments) && segments.length <= maxDocsDepth ? { kind: 'docs', segments } : null;
    }
    default:
      return null;
  }
};
