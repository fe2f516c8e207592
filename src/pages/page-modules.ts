import type { ComponentType } from 'react';
import type { PageKind } from '../routes/route-table.ts';
import type { PageProps } from './page-props.ts';

type PageModule = { default: ComponentType<PageProps> };

const standard = () => import('./standard-page.tsx');
const contentItem = () => import('./content-item-page.tsx') as Promise<PageModule>;
const marketing = () => import('./marketing-page.tsx');

/**
 * The page module of each page kind, imported lazily so a kind's code (and its
 * client components) load only where it renders.
 */
export const pageModules: Record<PageKind, () => Promise<PageModule>> = {
  home: () => import('./home-page.tsx'),
  'about-us': marketing,
  ambassador: marketing,
  'api-docs': standard,
  blog: standard,
  'blog-news': standard,
  'blog-successstories': standard,
  'blog-become-an-author': () => import('./become-author-page.tsx'),
  'blog-article': contentItem,
  contacts: marketing,
  docs: standard,
  'docs-page': contentItem,
  faq: standard,
  marketplace: standard,
  'marketplace-item': contentItem,
  oauth: standard,
  partners: marketing,
  'partners-apply': standard,
  'partners-program': marketing,
  'partners-reseller': marketing,
  pricing: () => import('./pricing-page.tsx'),
  sitemap: standard,
  'static-disable': standard,
  tutorials: standard,
  'tutorials-authors': standard,
  'tutorials-topics': standard,
  'tutorials-author': contentItem,
  'tutorials-tag': standard,
  'tutorials-tagged': contentItem,
  'tutorials-article': contentItem,
  products: () => import('./products-page.tsx'),
  product: () => import('./product-page.tsx'),
  referral: standard,
  alternative: standard,
  'solutions-business': marketing,
  promo: () => import('./promo-page.tsx'),
};
