import type { Locale } from '#intl/locales.ts';
import type { ContentSource, Filter, FilterOperator, RawItem } from './query.ts';
import { str, strOrNull } from './raw-values.ts';
import { renderMarkdown } from './render-markdown.ts';
import { published, searchTerm, textSearchLimit } from './rules.ts';
import type { DocsCategory, DocsNode, DocsPage, DocsRef, DocsSearchHit } from './types.ts';

/** Docs nest at most three levels (spec §2). */
export const maxDocsDepth = 3;

const nodeFields = ['path', 'menu_title', 'subtitle', 'sort', 'status'];
const treeFields = [
  'id',
  ...nodeFields,
  'show_on_main',
  // A JSON value ({ name, order }): Directus cannot select into it, so it is read whole.
  'category',
  ...nodeFields.map((field) => `children.${field}`),
  ...nodeFields.map((field) => `children.children.${field}`),
];

const byMenuOrder = (a: RawItem, b: RawItem) => Number(a.sort ?? 0) - Number(b.sort ?? 0);

// Children come expanded as stored; the site keeps only the published ones (public permissions cannot filter rows).
const reshapeNode = (raw: RawItem, parentPath: string | null, depth: number): DocsNode => {
  const fullPath = parentPath ? `${parentPath}/${str(raw.path)}` : str(raw.path);
  const children = depth < maxDocsDepth && Array.isArray(raw.children) ? (raw.children as RawItem[]) : [];
  return {
    fullPath,
    menuTitle: str(raw.menu_title),
    sort: Number(raw.sort ?? 0),
    children: children
      .filter((child) => child.status === 'published')
      .sort(byMenuOrder)
      .map((child) => reshapeNode(child, fullPath, depth + 1)),
  };
};

/** The navigation tree of a locale: top-level pages with children expanded three levels. */
export const docsTree = async (
  source: ContentSource,
  locale: Locale,
): Promise<{ nodes: DocsNode[]; categories: DocsCategory[] }> => {
  const { data } = await source.items('docs', {
    filter: { _and: [published, { locale: { _eq: locale } }, { parent: { _null: true } }] },
    fields: treeFields,
    sort: ['sort'],
    limit: -1,
  });
  const nodes = data.map((raw) => reshapeNode(raw, null, 1));
  const categories = new Map<string, DocsCategory>();
  data.forEach((raw, index) => {
    const category = raw.category as RawItem | null;
    if (raw.show_on_main !== true || !category) return;
    const name = str(category.name);
    const entry = categories.get(name) ?? { name, order: Number(category.order ?? 0), pages: [] };
    entry.pages.push({ ...(nodes[index] as DocsNode), subtitle: str(raw.subtitle) });
    categories.set(name, entry);
  });
  return { nodes, categories: [...categories.values()].sort((a, b) => a.order - b.order) };
};

/** Depth-first reading order of the tree, for previous/next links. */
export const readingOrder = (nodes: readonly DocsNode[]): DocsRef[] =>
  nodes.flatMap((node) => [{ fullPath: node.fullPath, menuTitle: node.menuTitle }, ...readingOrder(node.children)]);

export const neighbours = (nodes: readonly DocsNode[], fullPath: string): { previous?: DocsRef; next?: DocsRef } => {
  const order = readingOrder(nodes);
  const index = order.findIndex((entry) => entry.fullPath === fullPath);
  if (index < 0) return {};
  return {
    ...(index > 0 ? { previous: order[index - 1] } : {}),
    ...(index < order.length - 1 ? { next: order[index + 1] } : {}),
  };
};

/**
 * The docs navigation of one page (issue 23: a page's HTML must not grow with the number of docs
 * pages): every top-level page, and the children only of the pages on the way to this one and of
 * this page itself — its own section, not the whole tree.
 */
export const docsNavSection = (nodes: readonly DocsNode[], fullPath: string): DocsNode[] =>
  nodes.map((node) => {
    const open = fullPath === node.fullPath || fullPath.startsWith(`${node.fullPath}/`);
    return { ...node, children: open ? docsNavSection(node.children, fullPath) : [] };
  });

/** The filter that names one page by its path chain: `{ path: c, parent: { path: b, parent: { path: a, parent: { _null } } } }`. */
export const pathChainFilter = (segments: readonly string[]): Filter =>
  segments.reduce<Filter | FilterOperator>((parent, segment) => ({ path: { _eq: segment }, parent }), { _null: true }) as Filter;

const chainFields = ['path', 'menu_title', 'parent.path', 'parent.menu_title', 'parent.parent.path', 'parent.parent.menu_title'];

const trailOf = (raw: RawItem): DocsRef[] => {
  const chain: RawItem[] = [];
  for (let node: RawItem | null = raw; node && chain.length < maxDocsDepth; node = (node.parent as RawItem | null) ?? null)
    chain.unshift(node);
  return chain.map((node, index) => ({
    fullPath: chain
      .slice(0, index + 1)
      .map((n) => str(n.path))
      .join('/'),
    menuTitle: str(node.menu_title),
  }));
};

export const getDocsPage = async (
  source: ContentSource,
  locale: Locale,
  segments: readonly string[],
): Promise<DocsPage | null> => {
  if (segments.length === 0 || segments.length > maxDocsDepth) return null;
  const { data } = await source.items('docs', {
    filter: { _and: [published, { locale: { _eq: locale } }, pathChainFilter(segments)] },
    fields: [
      'id',
      'locale',
      'article_title',
      'subtitle',
      'article_text',
      'date_created',
      'date_updated',
      'enable_seo_index',
      ...chainFields,
    ],
    limit: 1,
  });
  const raw = data[0];
  if (!raw) return null;
  const trail = trailOf(raw);
  return {
    id: raw.id as string | number,
    locale,
    fullPath: segments.join('/'),
    menuTitle: str(raw.menu_title),
    articleTitle: str(raw.article_title),
    subtitle: str(raw.subtitle),
    dateCreated: str(raw.date_created),
    dateUpdated: strOrNull(raw.date_updated),
    seoIndex: raw.enable_seo_index !== false,
    trail,
    body: renderMarkdown(str(raw.article_text), locale),
  };
};

/**
 * Docs search of spec §7: pages whose text contains the term and whose menu
 * title does not (the menu already shows those).
 */
export const searchDocs = async (
  source: ContentSource,
  locale: Locale,
  query: string,
  limit = 20,
): Promise<{ term: string; hits: DocsSearchHit[] } | null> => {
  const term = searchTerm(query);
  if (!term) return null;
  const { data } = await source.items('docs', {
    filter: {
      _and: [published, { locale: { _eq: locale } }, { article_text: { _icontains: term } }],
    },
    fields: ['article_title', 'subtitle', ...chainFields],
    limit: textSearchLimit(limit),
  });
  // "Not in the menu title" is checked here: Directus 11 has no `_nicontains` (see rules.ts textSearch).
  const lowerTerm = term.toLowerCase();
  const hits = data.filter((raw) => !str(raw.menu_title).toLowerCase().includes(lowerTerm)).slice(0, limit);
  return {
    term,
    hits: hits.map((raw) => {
      const trail = trailOf(raw);
      return { ...(trail.at(-1) as DocsRef), articleTitle: str(raw.article_title), subtitle: str(raw.subtitle) };
    }),
  };
};

/** The destination of a docs redirect (spec §7: by source, limit 1), as a locale-free site path. */
export const docsRedirectTarget = async (source: ContentSource, path: string): Promise<string | undefined> => {
  const { data } = await source.items('docs_redirects', {
    filter: { _and: [published, { source: { _eq: path } }] },
    fields: ['destination.path', 'destination.parent.path', 'destination.parent.parent.path'],
    limit: 1,
  });
  const destination = data[0]?.destination as RawItem | null | undefined;
  if (!destination) return undefined;
  return `/docs/${trailOf(destination).at(-1)?.fullPath}/`;
};
