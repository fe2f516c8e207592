import type { ComponentType } from 'react';
import type { PageKind } from '../routes/route-table.ts';
import type { PageProps } from './page-props.ts';

type PageModule = { default: ComponentType<PageProps> };

const standard = () => import('./standard-page.tsx');
const marketing = () => import('./marketing-page.tsx');
const blog = () => import('./blog-page.tsx');
const tutorialIndexes = () => import('./tutorials-index-page.tsx');
const tutorialsFiltered = () => import('./tutorials-filtered-page.tsx');

/**
 * The page module of each page kind, imported lazily so a kind's code (and its
 * client components) load only where it renders.
 */
export const pageModules: Record<PageKind, () => Promise<PageModule>> = {
  home: () => import('./home-page.tsx'),
  'about-us': marketing,
  ambassador: marketing,
  'api-docs': () => import('./api-docs-page.tsx'),
  blog: blog,
  'blog-news': blog,
  'blog-successstories': blog,
  'blog-become-an-author': () => import('./become-author-page.tsx'),
  'blog-article': () => import('./blog-article-page.tsx'),
  contacts: marketing,
  docs: () => import('./docs-page.tsx'),
  'docs-page': () => import('./docs-article-page.tsx'),
  faq: () => import('./faq-page.tsx'),
  marketplace: () => import('./marketplace-page.tsx'),
  'marketplace-item': () => import('./marketplace-item-page.tsx'),
  oauth: () => import('./oauth-page.tsx'),
  partners: marketing,
  'partners-apply': () => import('./partners-apply-page.tsx'),
  'partners-program': marketing,
  'partners-reseller': marketing,
  pricing: () => import('./pricing-page.tsx'),
  search: () => import('./search-page.tsx'),
  sitemap: () => import('./sitemap-page.tsx'),
  'static-disable': standard,
  tutorials: () => import('./tutorials-page.tsx'),
  'tutorials-authors': tutorialIndexes,
  'tutorials-topics': tutorialIndexes,
  'tutorials-author': tutorialsFiltered,
  'tutorials-tag': tutorialIndexes,
  'tutorials-tagged': tutorialsFiltered,
  'tutorials-article': () => import('./tutorial-page.tsx'),
  products: () => import('./products-page.tsx'),
  product: () => import('./product-page.tsx'),
  referral: () => import('./referral-page.tsx'),
  alternative: () => import('./alternative-page.tsx'),
  'solutions-business': marketing,
  promo: () => import('./promo-page.tsx'),
};
