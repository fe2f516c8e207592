import type { ComponentType, ReactNode } from 'react';
import { createPages } from 'waku';
import { defaultLocale, type Locale, localeCodes, localePrefix } from '#intl/locales.ts';
import { siteAdapter } from '#server/adapter.ts';
import { readOnlyPages } from '#server/page-methods.ts';
import { LocaleDocument } from './features/shell/LocaleDocument.tsx';
import { RootErrorBoundary } from './features/shell/RootErrorBoundary.tsx';
import type { PageProps } from './pages/page-props.ts';
import { concretePath } from './routes/page-key.ts';
import { isRouteInLocale, type RouteDef, routeTable } from './routes/route-table.ts';

type Params = Record<string, string | string[]>;

/**
 * The locale segment of a route. en-us pages live in the `(en-us)` group so
 * they stay unprefixed yet get a layout of their own, apart from /de, /es …
 */
const localeSegment = (locale: Locale) => (locale === defaultLocale ? `/(${defaultLocale})` : localePrefix(locale));

/** Every page module, imported lazily: each route's page gets its own chunk, loaded where it renders. */
const pageModules = import.meta.glob<{ default: ComponentType<PageProps> }>('./pages/*-page.tsx');

// Route components are made once per route and locale, when the table is read.
const pageComponent = (route: RouteDef, locale: Locale) =>
  async function RoutePage(props: Params) {
    // Waku adds `path` and, on dynamic routes, the raw `query` next to the route's own params.
    const params: Params = {};
    for (const [key, value] of Object.entries(props)) {
      if (key !== 'path' && key !== 'query' && (typeof value === 'string' || Array.isArray(value))) params[key] = value;
    }
    // Only the parameters the route declares: the server renders and caches the page without the others.
    const search = new URLSearchParams(typeof props.query === 'string' ? props.query : '');
    for (const name of [...search.keys()]) if (!route.query?.includes(name)) search.delete(name);
    const load = pageModules[`./pages/${route.page}.tsx`];
    if (!load) throw new Error(`route ${route.pattern}: no page module src/pages/${route.page}.tsx`);
    const { default: Page } = await load();
    return <Page locale={locale} route={route} params={params} path={concretePath(route, params)} search={search} />;
  };

const localeLayout = (locale: Locale) =>
  function LocaleLayout({ children }: { children: ReactNode }) {
    return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
  };

// createPage's path types are literal-string generics; the table is data, so it goes through this loose signature.
type LoosePageConfig = {
  render: 'static' | 'dynamic';
  path: string;
  component: (props: Params) => Promise<ReactNode>;
  staticPaths?: readonly string[];
};

const pages = createPages(async ({ createPage, createLayout, createRoot }) => {
  const addPage = createPage as unknown as (config: LoosePageConfig) => void;
  createRoot({ render: 'static', component: ({ children }) => <RootErrorBoundary>{children}</RootErrorBoundary> });
  for (const locale of localeCodes) {
    const segment = localeSegment(locale);
    createLayout({ render: 'static', path: segment, component: localeLayout(locale) });
    for (const route of routeTable) {
      if (!isRouteInLocale(route, locale)) continue;
      addPage({
        render: route.render,
        path: route.pattern === '/' ? segment : `${segment}${route.pattern}`,
        component: pageComponent(route, locale),
        ...(route.staticPaths ? { staticPaths: route.staticPaths } : {}),
      });
    }
  }
  addPage({
    render: 'dynamic',
    path: '/404',
    component: async () => {
      const { default: NotFoundPage } = await import('./pages/not-found-page.tsx');
      return <NotFoundPage />;
    },
  });
  // The error page in the site chrome, asked for by the server's error-pages step only.
  addPage({
    render: 'dynamic',
    path: '/__error',
    component: async () => {
      const { default: ErrorPage } = await import('./pages/error-page.tsx');
      return <ErrorPage />;
    },
  });
  return [];
});

// POST, PUT … to a page are 405 before Waku parses their body as a server action (the site has none).
export default siteAdapter(readOnlyPages(pages));
