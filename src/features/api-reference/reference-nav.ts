import type { IntlShape } from 'react-intl';
import type { DocsNavItem } from '#ds/sections/DocsNav/DocsNav.tsx';
import { type Locale, localizePath } from '#intl/locales.ts';
import type { ReferenceTag } from '#src/lib/api-reference/api-reference.ts';

/** The page of a tag, `/api-docs/servers/`, and the anchor of one of its operations. */
export const tagHref = (slug: string, locale: Locale): string => localizePath(`/api-docs/${slug}/`, locale);
export const operationHref = (slug: string, operationId: string, locale: Locale): string =>
  `${tagHref(slug, locale)}#${operationId}`;

/** The reference's sidebar: the overview, every tag, and the operations of the tag being shown. */
export const referenceNav = (
  tags: readonly ReferenceTag[],
  current: string | undefined,
  locale: Locale,
  intl: IntlShape,
): DocsNavItem[] => [
  { title: intl.formatMessage({ id: 'apiReference.overview' }), href: localizePath('/api-docs/', locale) },
  ...tags.map((tag) => ({
    title: intl.formatMessage({ id: `api-docs-tag.${tag.slug}.heading` }),
    href: tagHref(tag.slug, locale),
    ...(tag.slug === current
      ? {
          children: tag.operations.map((op) => ({
            title: intl.formatMessage({ id: `apiReference.operation.${op.id}` }),
            href: operationHref(tag.slug, op.id, locale),
          })),
        }
      : {}),
  })),
];
