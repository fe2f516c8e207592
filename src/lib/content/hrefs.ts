import { type Locale, localizePath } from '#intl/locales.ts';

/** Site paths of content pages in a locale. */
export const tutorialHref = (path: string, locale: Locale) => localizePath(`/tutorials/${path}/`, locale);
export const tagHref = (tag: string, locale: Locale) => localizePath(`/tutorials/tag/${encodeURIComponent(tag)}/`, locale);
export const authorHref = (path: string, locale: Locale) => localizePath(`/tutorials/authors/${path}/`, locale);
export const newsHref = (path: string, locale: Locale) => localizePath(`/blog/${path}/`, locale);
export const docsHref = (fullPath: string, locale: Locale) => localizePath(`/docs/${fullPath}/`, locale);
export const marketplaceHref = (slug: string, locale: Locale) => localizePath(`/marketplace/${slug}/`, locale);
