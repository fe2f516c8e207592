// XSS through both content sources. Well-known payloads go into every content field that reaches
// a page — Markdown/HTML bodies, titles, descriptions, tags, author names and links, topic and
// category names, FAQ questions, answers and landing paths, marketplace links and images — once
// through the files loader (content/ files → parse, schema check, linking) and once through
// Directus (the real HTTP client against the fake Directus, serving raw rows that no schema has
// checked). What a page renders from them is rendered to HTML with React — the same view
// components the pages use — and parsed like a browser would (then serialised and parsed again,
// for mutation XSS). Nothing executable may survive: no <script> but JSON-LD, no on* attribute,
// no javascript:/vbscript:/data: URL in href/src/action/formaction/…, no srcdoc, no
// <iframe>/<object>/<embed>/<form>/<base>/<style>/<meta http-equiv>, and no element whose id or
// name could stand in for a global the site's scripts read. Each payload must also show up as
// text, so a field that silently drops out fails the test instead of passing it.
import type { Element, Root, RootContent } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleList } from '#ds/sections/ArticleList/ArticleList.tsx';
import { Faq } from '#ds/sections/Faq/Faq.tsx';
import type { Locale } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { AuthorBox } from '#src/features/content/AuthorBox.tsx';
import { faqItems } from '#src/features/content/faq-items.tsx';
import { newsCard, tutorialCard } from '#src/features/content/summaries.ts';
import { DocsView } from '#src/features/content/views/DocsView.tsx';
import { FaqView } from '#src/features/content/views/FaqView.tsx';
import { MarketplaceView } from '#src/features/content/views/MarketplaceView.tsx';
import { NewsView } from '#src/features/content/views/NewsView.tsx';
import { TutorialView } from '#src/features/content/views/TutorialView.tsx';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { createDirectusSource } from '#src/lib/content/directus/directus-source.ts';
import { docsTree, getDocsPage, neighbours } from '#src/lib/content/docs.ts';
import { faqGroups, landingFaq } from '#src/lib/content/faq.ts';
import { createFileSource } from '#src/lib/content/files/file-source.ts';
import { loadContent } from '#src/lib/content/files/load-content.ts';
import type { Collections } from '#src/lib/content/files/relations.ts';
import { getMarketplaceItem, listMarketplaceCategories, listMarketplaceItems } from '#src/lib/content/marketplace.ts';
import { getNewsItem, listNews } from '#src/lib/content/news.ts';
import type { ContentSource, RawItem } from '#src/lib/content/query.ts';
import { renderMarkdown } from '#src/lib/content/render-markdown.ts';
import { getAuthor, getTutorial, listTutorials, relatedTutorials } from '#src/lib/content/tutorials.ts';
import { startFakeDirectus } from '#tests/fixtures/fake-directus.ts';

/** Payloads for text, Markdown and HTML fields. */
const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](<javascript:alert(1)>)',
  '[click][evil]\n\n[evil]: javascript:alert(1)',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '![x](x" onerror="alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form action=javascript:alert(1)><input type=submit></form>',
  '<button formaction=javascript:alert(1)>x</button>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)" /></svg>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '" onmouseover="alert(1)',
  "' onmouseover='alert(1)",
  '"><img src=x onerror=alert(1)>',
  '</title><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '```html\n</script><script>alert(1)</script>\n```',
  "{{constructor.constructor('alert(1)')()}}",
  '<div id="dataLayer">x</div><a name="__FLIGHT_DATA">y</a><img name="productAnalyticsQueue" src="/x.png">',
];

/** Payloads for fields that hold a URL (Directus checks no format; the files schema refuses them). */
const urlPayloads = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'jav\tascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://example.com/" onmouseover="alert(1)',
];

// ─── What counts as executable ───────────────────────────────────────────────────────────────

/** hast property names that hold a URL. */
const urlProperties = new Set([
  'href',
  'src',
  'srcSet',
  'action',
  'formAction',
  'xLinkHref',
  'poster',
  'background',
  'data',
  'cite',
  'longDesc',
  'codeBase',
  'manifest',
  'ping',
  'icon',
  'lowsrc',
  'dynsrc',
]);
const bannedElements = new Set([
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'base',
  'style',
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
  'foreignobject',
  'portal',
]);
/** Globals the site's scripts read; an element with this id or name would shadow them. */
const siteGlobals = new Set(['dataLayer', 'productAnalyticsQueue', '__FLIGHT_DATA']);

// Browsers drop leading spaces and control characters and every tab and line break of a URL.
const schemeOf = (url: string) =>
  [...url]
    .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
const dangerousUrl = (url: string) => /^(?:javascript|vbscript|livescript|data):/.test(schemeOf(url));

const parseHtml = (html: string): Root =>
  unified()
    .use(rehypeRaw)
    .runSync({ type: 'root', children: [{ type: 'raw', value: html }] } as unknown as Root) as Root;

const walk = (node: Root | RootContent, visit: (element: Element) => void) => {
  if (node.type === 'element') {
    visit(node);
    if (node.content) walk(node.content, visit);
  }
  if ('children' in node) for (const child of node.children) walk(child, visit);
};

/** Every executable vector in a parsed tree, described. */
const vectorsIn = (tree: Root): string[] => {
  const found: string[] = [];
  walk(tree, (element) => {
    const tag = element.tagName.toLowerCase();
    if (bannedElements.has(tag)) found.push(`<${tag}>`);
    if (tag === 'script') {
      const text = textOf(element);
      const jsonLd = element.properties.type === 'application/ld+json';
      if (!jsonLd) found.push(`<script>${text.slice(0, 40)}`);
      else
        try {
          JSON.parse(text);
        } catch {
          found.push(`JSON-LD broken out of: ${text.slice(0, 60)}`);
        }
    }
    if (tag === 'meta' && element.properties.httpEquiv) found.push('<meta http-equiv>');
    for (const [name, value] of Object.entries(element.properties)) {
      if (value === null || value === undefined || value === false) continue;
      const values = (Array.isArray(value) ? value : [value]).map(String);
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (name.toLowerCase() === 'srcdoc') found.push(`${tag}[srcdoc]`);
      if (urlProperties.has(name) && values.some(dangerousUrl)) found.push(`${tag}[${name}=${values.join(' ')}]`);
      if (name === 'style' && values.some((v) => /javascript:|expression\s*\(|-moz-binding|behavior\s*:/i.test(v)))
        found.push(`${tag}[style=${values.join(' ')}]`);
      if ((name === 'id' || name === 'name') && values.some((v) => siteGlobals.has(v)))
        found.push(`${tag}[${name}=${values[0]}]`);
    }
  });
  return found;
};

/** The vectors in HTML as a browser parses it, and again after one serialise-and-parse round (mutation XSS). */
const executableVectors = (html: string): string[] => {
  const tree = parseHtml(html);
  const reparsed = parseHtml(unified().use(rehypeStringify).stringify(tree));
  return [...new Set([...vectorsIn(tree), ...vectorsIn(reparsed)])];
};

const render = (element: ReactElement) => renderToStaticMarkup(element);

/** The payload's visible text (Markdown link and code-fence syntax aside) is on the page. */
const showsAsText = (html: string, text: string) => textOf(parseHtml(html)).includes(text);

// ─── The content: files as an editor writes them ─────────────────────────────────────────────

const locale: Locale = 'en-us';
const yaml = (record: Record<string, unknown>) =>
  Object.entries(record)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
const markdown = (record: Record<string, unknown>, body: string) => `---\n${yaml(record)}\n---\n${body}\n`;
const dated = { status: 'published', locale, date_created: '2026-01-01T09:00:00Z' };
/** A body with the payload as Markdown, inside raw HTML and in a code fence. */
const bodyWith = (payload: string) => `Intro.\n\n${payload}\n\n<div>${payload}</div>\n\n\`\`\`html\n${payload}\n\`\`\``;

const contentFiles = (): [string, string][] => {
  const files: [string, string][] = [
    [`landing_pages/${locale}/xss.yaml`, yaml({ ...dated, path: '/products/xss/', faq_sort: 1, show_on_faq_page: true })],
    [`marketplace_categories/${locale}/xss.yaml`, yaml({ ...dated, id: 1, slug: 'xss', name: payloads[0] })],
  ];
  payloads.forEach((payload, i) => {
    const slug = `xss-${i}`;
    const link = `https://example.com/${i}`;
    files.push(
      [
        `authors/${locale}/${slug}.yaml`,
        yaml({
          ...dated,
          path: slug,
          name: payload,
          details: payload,
          bio: payload,
          avatar: null,
          email: `author${i}@example.com`,
          ...Object.fromEntries(
            ['github', 'linkedin', 'twitter', 'youtube', 'facebook', 'reddit', 'twitch'].map((n) => [`link_${n}`, link]),
          ),
          tags: [payload],
        }),
      ],
      [
        `tutorials_topics/${locale}/${slug}.yaml`,
        yaml({
          ...dated,
          path: slug,
          name: payload,
          description: payload,
          sort: i,
          show_on_main: true,
          seo_title: payload,
          seo_description: payload,
        }),
      ],
      // Two tutorials per topic, so the page lists the other one as related.
      ...[slug, `${slug}-b`].map((path): [string, string] => [
        `tutorials/${locale}/${path}.md`,
        markdown(
          {
            ...dated,
            path,
            title: payload,
            description: payload,
            image: null,
            author: slug,
            topics: [slug],
            tags: ['xss'],
            views: 0,
            publish_after: null,
            enable_seo_index: true,
          },
          bodyWith(payload),
        ),
      ]),
      [
        `news/${locale}/${slug}.md`,
        markdown(
          {
            ...dated,
            path: slug,
            title: payload,
            description: payload,
            category: 'news',
            image: null,
            author: slug,
            related: i > 0 ? [`xss-${i - 1}`] : [],
            views: 0,
            enable_seo_index: true,
          },
          bodyWith(payload),
        ),
      ],
      [
        `docs/${locale}/${slug}.md`,
        markdown(
          {
            ...dated,
            path: slug,
            parent: null,
            menu_title: payload,
            article_title: payload,
            subtitle: payload,
            sort: i,
            enable_seo_index: true,
          },
          `## ${payload}\n\n${bodyWith(payload)}\n\n## Next\n\n### ${payload}`,
        ),
      ],
      [
        `faq/${locale}/${i + 1}.md`,
        markdown(
          {
            ...dated,
            id: i + 1,
            question: payload,
            show_on_faq_page: true,
            show_on_product_page: true,
            landing_pages: ['/products/xss/'],
          },
          bodyWith(payload),
        ),
      ],
      [
        `marketplace_items/${locale}/${slug}.md`,
        markdown(
          {
            status: 'published',
            locale,
            id: 100 + i,
            slug,
            name: payload,
            description: payload,
            overview: payload,
            version: payload,
            website: link,
            forum: link,
            documentation: link,
            category_id: 1,
            icon: '/marketplace/xss.svg',
            images: ['/marketplace/xss-1.webp'],
            installs: i,
            views: 0,
            orders: 0,
            os_id: 1,
            software_id: 1,
            requirements: { cpu: 1, disk: 10, ram: 1024 },
            seo_title: payload,
            seo_description: payload,
            date_updated: '2026-01-02T09:00:00Z',
          },
          bodyWith(payload),
        ),
      ],
    );
  });
  return files;
};

const fileRows: Collections = loadContent(contentFiles());

// ─── The same content as Directus would answer it, with what no schema checked ───────────────

const directusRows: Collections = structuredClone(fileRows);
{
  const urlAt = (i: number) => urlPayloads[i % urlPayloads.length] as string;
  directusRows.authors.forEach((author, i) => {
    // The author path reaches an href (the author page link) and is looked up as it is.
    author.path = payloads[i];
    for (const network of ['github', 'linkedin', 'twitter', 'youtube', 'facebook', 'reddit', 'twitch'])
      author[`link_${network}`] = urlAt(i);
  });
  directusRows.tutorials_topics.forEach((topic, i) => {
    topic.path = payloads[i];
  });
  directusRows.tutorials.forEach((tutorial, i) => {
    tutorial.tags = [payloads[Math.floor(i / 2)], 'xss'];
  });
  directusRows.marketplace_items.forEach((item, i) => {
    item.website = urlAt(i);
    item.forum = urlAt(i + 1);
    item.documentation = urlAt(i + 2);
    item.images = [urlAt(i), urlAt(i + 3)];
    item.icon = urlAt(i);
  });
  directusRows.marketplace_categories.forEach((category) => {
    category.slug = '"><img src=x onerror=alert(1)>';
  });
  // A landing page whose path is a script URL, linked from every question.
  const evilLanding: RawItem = { ...directusRows.landing_pages[0], id: 'evil', path: 'javascript:alert(1)', faq_sort: 0 };
  directusRows.landing_pages.push(evilLanding);
  for (const question of directusRows.faq) (question.landing_pages as RawItem[]).unshift({ landing_pages_id: evilLanding });
}

// ─── The pages ────────────────────────────────────────────────────────────────────────────────

let fake: Awaited<ReturnType<typeof startFakeDirectus>>;
beforeAll(async () => {
  fake = await startFakeDirectus(() => directusRows);
});
afterAll(() => fake?.close());

const sources: [string, () => ContentSource, Collections][] = [
  ['files', () => createFileSource(() => fileRows), fileRows],
  ['directus', () => createDirectusSource({ url: fake.url }), directusRows],
];
const cases = payloads.map((payload, i) => [payload, i] as const);
const intl = () => getIntl(locale, ['common', 'pages', 'content']);

describe.each(sources)('content from the %s source', (_name, make, rows) => {
  it.each(cases)('tutorial page: %s', async (payload, i) => {
    const source = make();
    const item = await getTutorial(source, locale, `xss-${i}`);
    if (!item) throw new Error(`tutorial xss-${i} not found`);
    const related = await relatedTutorials(source, locale, item);
    expect(related.length).toBeGreaterThan(0);
    const html = render(
      createElement(TutorialView, {
        intl: await intl(),
        locale,
        path: `/tutorials/xss-${i}/`,
        available: [locale],
        item,
        related,
      }),
    );
    expect(executableVectors(html)).toEqual([]);
    expect(showsAsText(html, payload)).toBe(true);
  });

  it.each(cases)('blog article page: %s', async (payload, i) => {
    const item = await getNewsItem(make(), locale, `xss-${i}`);
    if (!item) throw new Error(`news xss-${i} not found`);
    const html = render(
      createElement(NewsView, { intl: await intl(), locale, path: `/blog/xss-${i}/`, available: [locale], item }),
    );
    expect(executableVectors(html)).toEqual([]);
    expect(showsAsText(html, payload)).toBe(true);
  });

  it.each(cases)('docs page: %s', async (payload, i) => {
    const source = make();
    const [page, tree] = await Promise.all([getDocsPage(source, locale, [`xss-${i}`]), docsTree(source, locale)]);
    if (!page) throw new Error(`docs page xss-${i} not found`);
    const html = render(
      createElement(DocsView, {
        intl: await intl(),
        locale,
        path: `/docs/xss-${i}/`,
        available: [locale],
        page,
        nodes: tree.nodes,
        ...neighbours(tree.nodes, page.fullPath),
      }),
    );
    expect(executableVectors(html)).toEqual([]);
    expect(showsAsText(html, payload)).toBe(true);
  });

  it.each(cases)('marketplace item page: %s', async (payload, i) => {
    const source = make();
    const [item, categories] = await Promise.all([
      getMarketplaceItem(source, locale, `xss-${i}`, { production: true }),
      listMarketplaceCategories(source, locale),
    ]);
    if (!item) throw new Error(`marketplace item xss-${i} not found`);
    const html = render(
      createElement(MarketplaceView, {
        intl: await intl(),
        locale,
        path: `/marketplace/xss-${i}/`,
        available: [locale],
        item,
        category: categories.find((c) => c.id === item.categoryId),
      }),
    );
    expect(executableVectors(html)).toEqual([]);
    expect(showsAsText(html, payload)).toBe(true);
  });

  it('FAQ page and a product landing’s FAQ: every question', async () => {
    const source = make();
    const [groups, landing] = await Promise.all([faqGroups(source, locale), landingFaq(source, locale, '/products/xss/')]);
    expect(groups.flatMap((g) => g.questions)).toHaveLength(payloads.length);
    expect(landing).toHaveLength(payloads.length);
    const faqPage = render(createElement(FaqView, { intl: await intl(), locale, path: '/faq/', groups }));
    const product = render(createElement(Faq, { id: 'faq', heading: 'FAQ', items: faqItems(landing) }));
    expect(executableVectors(faqPage)).toEqual([]);
    expect(executableVectors(product)).toEqual([]);
    for (const payload of payloads) expect(showsAsText(product, payload)).toBe(true);
  });

  it('author pages and the tutorial and blog lists: every author, card and tag', async () => {
    const source = make();
    const i18n = await intl();
    const [tutorials, news, apps] = await Promise.all([
      listTutorials(source, locale, { pageSize: 1000 }),
      listNews(source, locale, { pageSize: 1000 }),
      listMarketplaceItems(source, locale, { production: true }),
    ]);
    expect(tutorials.items).toHaveLength(payloads.length * 2);
    const lists = render(
      createElement(
        'div',
        null,
        createElement(ArticleList, {
          heading: 'Tutorials',
          articles: tutorials.items.map((item) => tutorialCard(i18n, locale, item)),
          emptyText: '',
          tagsLabel: 'Tags',
        }),
        createElement(ArticleList, {
          heading: 'Blog',
          articles: news.items.map((item) => newsCard(i18n, locale, item)),
          emptyText: '',
        }),
      ),
    );
    expect(executableVectors(lists)).toEqual([]);
    // The marketplace list shows each app's icon.
    expect(apps.filter((app) => dangerousUrl(app.iconUrl))).toEqual([]);
    for (const raw of rows.authors) {
      const author = await getAuthor(source, locale, String(raw.path));
      if (!author) throw new Error(`author ${raw.path} not found`);
      const page = render(
        createElement(
          'div',
          null,
          createElement(PageHead, { locale, path: '/tutorials/authors/x/', title: author.name, description: author.bio }),
          createElement(AuthorBox, { intl: i18n, locale, author }),
        ),
      );
      expect(executableVectors(page), author.name).toEqual([]);
      expect(showsAsText(page, author.name)).toBe(true);
    }
  });
});

describe('the files loader', () => {
  const author = (links: Record<string, string | null>) =>
    loadContent([
      [
        `authors/${locale}/a.yaml`,
        yaml({
          ...dated,
          path: 'a',
          name: 'A',
          details: 'A',
          bio: 'A',
          avatar: null,
          email: 'a@example.com',
          link_github: null,
          link_linkedin: null,
          link_twitter: null,
          link_youtube: null,
          link_facebook: null,
          link_reddit: null,
          link_twitch: null,
          tags: [],
          ...links,
        }),
      ],
    ]);

  it.each(urlPayloads.filter((url) => !url.startsWith('https:')))('refuses an author link %s', (url) => {
    expect(() => author({ link_github: url })).toThrow(/authors\/en-us\/a\.yaml.*link_github/);
  });

  it('accepts an http(s) author link', () => {
    expect(author({ link_github: 'https://github.com/a' }).authors[0]?.link_github).toBe('https://github.com/a');
  });
});

describe('Markdown rendering alone', () => {
  it.each(payloads)('leaves nothing executable of %s, in a div as the page injects it', (payload) => {
    const { html } = renderMarkdown(bodyWith(payload), locale);
    expect(executableVectors(`<div>${html}</div>`)).toEqual([]);
  });

  it('keeps in-page links to ids written in the content, prefixed like the ids', () => {
    const { html } = renderMarkdown('<a href="#dataLayer">jump</a>\n\n<p id="dataLayer">here</p>\n\n## Install', locale);
    expect(html).toContain('href="#user-content-dataLayer"');
    expect(html).toContain('id="user-content-dataLayer"');
    expect(html).toContain('<h2 id="install">');
  });
});
