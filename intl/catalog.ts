import { defaultLocale, type Locale, locales } from './locales.ts';

/**
 * Catalog namespaces: one JSON file per locale and namespace under
 * intl/messages/{locale}/. Shared namespaces sit at the top; page namespaces
 * in folders (`products/vpc` is intl/messages/de/products/vpc.json).
 */
export const sharedNamespaces = [
  'account',
  'api-reference',
  'calculator',
  'common',
  'configurator',
  'consent',
  'content',
  'diagrams',
  'forms',
  'home',
  'not-found',
  'pages',
  'pricing',
  'privacy',
  'product-cards',
  'registration',
  'search',
] as const;
export type Namespace = (typeof sharedNamespaces)[number] | `products/${string}` | `marketing/${string}`;
export type Messages = Record<string, string>;

const loaders = import.meta.glob<Messages>('./messages/*/**/*.json', { import: 'default' });

const loaded = new Map<string, Promise<Messages>>();

const loadFile = (locale: Locale, ns: Namespace): Promise<Messages> => {
  const key = `./messages/${locales[locale].file}/${ns}.json`;
  let promise = loaded.get(key);
  if (!promise) {
    const loader = loaders[key];
    promise = loader ? loader() : Promise.reject(new Error(`no catalog ${key}`));
    promise = promise.catch((error: unknown) => {
      // Spec §8: a locale file that fails to load is logged and ignored.
      console.error(JSON.stringify({ level: 'error', msg: 'catalog load failed', catalog: key, error: String(error) }));
      loaded.delete(key);
      return {};
    });
    loaded.set(key, promise);
  }
  return promise;
};

/**
 * Messages of the given namespaces, loaded lazily per locale and namespace and
 * kept once loaded (they are the same for every visitor). Keys missing in the
 * locale fall back to en-us so a visitor never sees a raw id.
 */
export const loadMessages = async (locale: Locale, ns: readonly Namespace[]): Promise<Messages> => {
  const own = await Promise.all(ns.map((n) => loadFile(locale, n)));
  if (locale === defaultLocale) return Object.assign({}, ...own);
  const fallback = await Promise.all(ns.map((n) => loadFile(defaultLocale, n)));
  return Object.assign({}, ...fallback, ...own);
};
