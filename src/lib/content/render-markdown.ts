import type { Element, Root, RootContent } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import rehypeHighlight from 'rehype-highlight';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { defaultLocale, type Locale, locales, localizePath } from '#intl/locales.ts';
import { isSameSitePath } from '#src/lib/same-site-path.ts';

export type Heading = { id: string; text: string; level: 2 | 3 };
/**
 * Site pages that exist only in en-us (`/tutorials/set-up-wireguard-vpn/`), and the note a link to
 * one gets in the page's language ("(en anglais)"): such a link goes to the English page with
 * `hreflang="en-US"` instead of a redirect from a translated URL, and says where it leads.
 */
export type EnglishOnlyLinks = { paths: ReadonlySet<string>; note: string };
export type RenderedMarkdown = { html: string; headings: Heading[] };

const walk = (node: Root | RootContent, visit: (element: Element) => void) => {
  if (node.type === 'element') visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
};

/** A site link's page path, without query or fragment. */
const pagePath = (href: string) => href.replace(/[?#].*$/, '');

// Links to site pages follow the reader's locale (`/docs/vpc/` reads `/de/docs/vpc/` on a German page),
// except to a page only English has, and code blocks, which scroll sideways, can be reached by keyboard.
const siteMarkup = (locale: Locale, englishOnly?: EnglishOnlyLinks) => () => (tree: Root) =>
  walk(tree, (element) => {
    if (element.tagName === 'pre') element.properties.tabIndex = 0;
    const href = element.properties.href;
    if (element.tagName !== 'a' || typeof href !== 'string' || !isSameSitePath(href)) return;
    if (englishOnly?.paths.has(pagePath(href))) {
      element.properties.hrefLang = locales[defaultLocale].iso;
      element.children.push({ type: 'text', value: ` ${englishOnly.note}` });
    } else {
      element.properties.href = localizePath(href, locale);
    }
  });

// Ids and names written in the content get a prefix, so an element cannot stand in for a global
// the site's scripts read (`<div id="dataLayer">` would make `window.dataLayer` that element: DOM
// clobbering); in-page links to them follow. Footnote ids of remark-rehype carry the prefix
// already; heading ids are added after this step, so `#install` keeps working.
const contentIdPrefix = 'user-content-';
const prefixed = (value: string) => (value.startsWith(contentIdPrefix) ? value : `${contentIdPrefix}${value}`);
const prefixContentIds = () => (tree: Root) => {
  const renamed = new Set<string>();
  walk(tree, (element) => {
    const { properties } = element;
    for (const key of ['id', 'name'] as const) {
      const value = properties[key];
      if (typeof value !== 'string' || value.startsWith(contentIdPrefix)) continue;
      properties[key] = prefixed(value);
      renamed.add(value);
    }
    for (const key of ['ariaDescribedBy', 'ariaLabelledBy'] as const) {
      const value = properties[key];
      if (Array.isArray(value)) properties[key] = value.map((ref) => prefixed(String(ref)));
    }
  });
  walk(tree, (element) => {
    const href = element.properties.href;
    if (element.tagName === 'a' && typeof href === 'string' && href.startsWith('#') && renamed.has(href.slice(1))) {
      element.properties.href = `#${prefixed(href.slice(1))}`;
    }
  });
};

const processorFor = (locale: Locale, englishOnly?: EnglishOnlyLinks) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    // CMS bodies may carry HTML: it is parsed, then everything not in GitHub's safe subset is dropped.
    .use(rehypeRaw)
    .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' })
    .use(prefixContentIds)
    // Ids and highlighting are added after sanitising, so their markup is ours.
    .use(rehypeSlug)
    .use(rehypeHighlight, { detect: false })
    .use(siteMarkup(locale, englishOnly))
    .use(rehypeStringify);

const processors = new Map<string, ReturnType<typeof processorFor>>();
const rendered = new Map<string, RenderedMarkdown>();
const maxRendered = 1000;

/**
 * Markdown (with optional HTML) → sanitised HTML with highlighted code and
 * heading ids, plus the h2/h3 outline for a table of contents. Rendering is
 * memoised: bodies change only when the content does.
 */
export const renderMarkdown = (markdown: string, locale: Locale, englishOnly?: EnglishOnlyLinks): RenderedMarkdown => {
  // Only the English-only pages this body links to change its HTML: they are part of the memo key.
  const linked = englishOnly
    ? [...new Set(Array.from(markdown.matchAll(/\]\((\/[^)\s]*)/g), (m) => pagePath(m[1] ?? '')))].filter((p) =>
        englishOnly.paths.has(p),
      )
    : [];
  const key = `${locale}\u0000${linked.length ? `${englishOnly?.note}\u0000${linked.join(' ')}` : ''}\u0000${markdown}`;
  const hit = rendered.get(key);
  if (hit) return hit;
  const only = englishOnly && linked.length ? { ...englishOnly, paths: new Set(linked) } : undefined;
  const processorKey = only ? `${locale}\u0000${only.note}\u0000${linked.join(' ')}` : locale;
  let processor = processors.get(processorKey);
  if (!processor) {
    processor = processorFor(locale, only);
    if (processors.size >= maxRendered) processors.delete(processors.keys().next().value as string);
    processors.set(processorKey, processor);
  }
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const headings: Heading[] = [];
  walk(tree, (element) => {
    const id = element.properties.id;
    if ((element.tagName === 'h2' || element.tagName === 'h3') && typeof id === 'string') {
      headings.push({ id, text: textOf(element), level: element.tagName === 'h2' ? 2 : 3 });
    }
  });
  const result = { html: processor.stringify(tree), headings };
  if (rendered.size >= maxRendered) rendered.delete(rendered.keys().next().value as string);
  rendered.set(key, result);
  return result;
};
