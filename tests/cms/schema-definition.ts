// The content schema of the site's Directus, derived from content/README.md and the queries of
// src/lib/content/ (collections, fields, relations). `npm run cms:snapshot` builds it on an empty
// Directus and writes deploy/directus/snapshot.yaml, which `cms:up` (and an operator) applies.
import type { DirectusAdmin } from '#src/lib/content/sync/directus-admin.ts';

type Field = { field: string; type: string; meta: Record<string, unknown>; schema: Record<string, unknown> | null };

const field = (name: string, type: string, schema: Record<string, unknown> = {}, meta: Record<string, unknown> = {}): Field => ({
  field: name,
  type,
  meta: { ...meta },
  schema,
});
const stringKey = field('id', 'string', { is_primary_key: true, length: 255, has_auto_increment: false }, { readonly: false });
const integerKey = field('id', 'integer', { is_primary_key: true, has_auto_increment: true }, { readonly: false });
const text = (name: string) => field(name, 'text', {}, { interface: 'input-rich-text-md' });
const str = (name: string, nullable = false) => field(name, 'string', { is_nullable: nullable }, { interface: 'input' });
const int = (name: string, defaultValue = 0) => field(name, 'integer', { default_value: defaultValue }, { interface: 'input' });
const bool = (name: string, defaultValue: boolean) =>
  field(name, 'boolean', { default_value: defaultValue }, { interface: 'boolean' });
const json = (name: string) => field(name, 'json', {}, { interface: 'input-code', options: { language: 'JSON' } });
/**
 * A list of tags as JSON text (`["docker","ubuntu"]`), answered as that text: the site finds one
 * whole tag with `_icontains '"tag"'`, which Directus refuses on a json field, and a text field with
 * the cast-json special counts as json too ("json field type does not contain the _icontains filter
 * operator"). The site reads the text as the list (raw-values.ts `strings`).
 */
const tags = (name: string) => field(name, 'text', {}, { interface: 'input-code', options: { language: 'JSON' } });
const timestamp = (name: string, nullable = true) =>
  field(name, 'timestamp', nullable ? { is_nullable: true } : { default_value: 'CURRENT_TIMESTAMP' }, { interface: 'datetime' });
const status = field(
  'status',
  'string',
  { default_value: 'draft', is_nullable: false },
  {
    interface: 'select-dropdown',
    options: { choices: ['published', 'draft', 'archived'].map((value) => ({ text: value, value })) },
  },
);
const locale = field(
  'locale',
  'string',
  { is_nullable: false },
  {
    interface: 'select-dropdown',
    options: { choices: ['en-us', 'de', 'es', 'fr', 'it', 'nl', 'pt-br'].map((value) => ({ text: value, value })) },
  },
);
const manyToOne = (name: string, keyType: 'string' | 'integer' | 'uuid', iface = 'select-dropdown-m2o') =>
  field(name, keyType, { is_nullable: true }, { interface: iface, special: keyType === 'uuid' ? ['file'] : ['m2o'] });
const alias = (name: string, special: 'm2m' | 'o2m') =>
  ({
    field: name,
    type: 'alias',
    meta: { interface: special === 'm2m' ? 'list-m2m' : 'list-o2m', special: [special] },
    schema: null,
  }) as Field;
const common = [status, locale, timestamp('date_created', false), timestamp('date_updated')];

type CollectionDefinition = { collection: string; fields: Field[]; hidden?: boolean };

const collections: CollectionDefinition[] = [
  {
    collection: 'authors',
    fields: [
      stringKey,
      ...common,
      str('path'),
      str('name'),
      str('details'),
      text('bio'),
      manyToOne('avatar', 'uuid', 'file-image'),
      str('email'),
      ...['github', 'linkedin', 'twitter', 'youtube', 'facebook', 'reddit', 'twitch'].map((n) => str(`link_${n}`, true)),
      tags('tags'),
    ],
  },
  {
    collection: 'tutorials_topics',
    fields: [
      stringKey,
      ...common,
      str('path'),
      str('name'),
      text('description'),
      int('sort'),
      bool('show_on_main', false),
      str('seo_title'),
      text('seo_description'),
    ],
  },
  {
    collection: 'tutorials',
    fields: [
      stringKey,
      ...common,
      str('path'),
      str('title'),
      text('description'),
      manyToOne('image', 'uuid', 'file-image'),
      manyToOne('author', 'string'),
      alias('topics', 'm2m'),
      tags('tags'),
      int('views'),
      timestamp('publish_after'),
      bool('enable_seo_index', true),
      text('text'),
    ],
  },
  {
    collection: 'news',
    fields: [
      stringKey,
      ...common,
      str('path'),
      str('title'),
      text('description'),
      str('category'),
      manyToOne('image', 'uuid', 'file-image'),
      manyToOne('author', 'string'),
      alias('related', 'm2m'),
      int('views'),
      bool('enable_seo_index', true),
      text('text'),
    ],
  },
  {
    collection: 'docs',
    fields: [
      stringKey,
      ...common,
      str('path'),
      manyToOne('parent', 'string'),
      alias('children', 'o2m'),
      str('menu_title'),
      str('article_title'),
      text('subtitle'),
      int('sort'),
      bool('show_on_main', false),
      json('category'),
      bool('enable_seo_index', true),
      text('article_text'),
    ],
  },
  { collection: 'docs_redirects', fields: [stringKey, ...common, str('source'), manyToOne('destination', 'string')] },
  {
    collection: 'landing_pages',
    fields: [stringKey, ...common, str('path'), int('faq_sort'), bool('show_on_faq_page', false)],
  },
  {
    collection: 'faq',
    fields: [
      integerKey,
      ...common,
      text('question'),
      bool('show_on_faq_page', false),
      bool('show_on_product_page', false),
      alias('landing_pages', 'm2m'),
      text('answer'),
    ],
  },
  { collection: 'marketplace_categories', fields: [integerKey, ...common, str('slug'), str('name')] },
  {
    collection: 'marketplace_items',
    fields: [
      integerKey,
      status,
      locale,
      timestamp('date_updated'),
      str('slug'),
      str('name'),
      text('description'),
      text('overview'),
      str('version'),
      str('website', true),
      str('forum', true),
      str('documentation', true),
      int('category_id'),
      str('icon'),
      json('images'),
      int('installs'),
      int('views'),
      int('orders'),
      int('os_id'),
      int('software_id'),
      json('requirements'),
      str('seo_title'),
      text('seo_description'),
      text('pageContent'),
    ],
  },
];

/** Many-to-many relations: the alias field, its junction collection and the junction's two key fields. */
export const junctions = [
  {
    collection: 'tutorials',
    field: 'topics',
    junction: 'tutorials_tutorials_topics',
    own: 'tutorials_id',
    other: 'tutorials_topics_id',
    related: 'tutorials_topics',
  },
  { collection: 'news', field: 'related', junction: 'news_related', own: 'news_id', other: 'related_news_id', related: 'news' },
  {
    collection: 'faq',
    field: 'landing_pages',
    junction: 'faq_landing_pages',
    own: 'faq_id',
    other: 'landing_pages_id',
    related: 'landing_pages',
  },
] as const;

const keyTypeOf = (collection: string) =>
  collections.find((c) => c.collection === collection)?.fields[0]?.type === 'integer' ? 'integer' : 'string';

export const defineSchema = async (api: DirectusAdmin): Promise<void> => {
  for (const { collection, fields } of collections)
    await api.request('POST', '/collections', { collection, meta: { icon: 'article' }, schema: {}, fields });
  for (const j of junctions)
    await api.request('POST', '/collections', {
      collection: j.junction,
      meta: { hidden: true, icon: 'import_export' },
      schema: {},
      fields: [
        field('id', 'integer', { is_primary_key: true, has_auto_increment: true }, { hidden: true }),
        field(j.own, keyTypeOf(j.collection), { is_nullable: true }, { hidden: true }),
        field(j.other, keyTypeOf(j.related), { is_nullable: true }, { hidden: true }),
      ],
    });
  const relation = (
    collection: string,
    name: string,
    related: string,
    meta: Record<string, unknown> = {},
    onDelete = 'SET NULL',
  ) =>
    api.request('POST', '/relations', {
      collection,
      field: name,
      related_collection: related,
      meta,
      schema: { on_delete: onDelete },
    });
  await relation('authors', 'avatar', 'directus_files');
  await relation('tutorials', 'image', 'directus_files');
  await relation('news', 'image', 'directus_files');
  await relation('tutorials', 'author', 'authors');
  await relation('news', 'author', 'authors');
  await relation('docs', 'parent', 'docs', { one_field: 'children' });
  await relation('docs_redirects', 'destination', 'docs');
  for (const j of junctions) {
    await relation(
      j.junction,
      j.own,
      j.collection,
      { one_field: j.field, junction_field: j.other, one_deselect_action: 'delete' },
      'CASCADE',
    );
    await relation(j.junction, j.other, j.related, { one_field: null, junction_field: j.own }, 'CASCADE');
  }
};
