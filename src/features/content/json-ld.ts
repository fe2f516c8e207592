import { type Locale, locales } from '#intl/locales.ts';
import type { Author } from '#src/lib/content/types.ts';
import { absoluteUrl, siteConfig } from '#src/lib/site-config.ts';

/** schema.org objects for content pages (rendered by `JsonLd`). */

export const organizationRef = () => ({ '@type': 'Organization', name: 'Nuvora', url: siteConfig.siteUrl });

const person = (author: Author) => ({
  '@type': 'Person',
  name: author.name,
  ...(author.details ? { jobTitle: author.details } : {}),
  ...(author.links.length ? { sameAs: author.links.map((link) => link.href) } : {}),
});

type ArticleLike = {
  title: string;
  description: string;
  dateCreated: string;
  dateUpdated: string | null;
  author: Author | null;
  tags?: string[];
};

export const articleJsonLd = ({
  type,
  url,
  locale,
  item,
}: {
  type: 'BlogPosting' | 'TechArticle';
  url: string;
  locale: Locale;
  item: ArticleLike;
}) => ({
  '@type': type,
  headline: item.title,
  description: item.description,
  url,
  mainEntityOfPage: url,
  inLanguage: locales[locale].iso,
  datePublished: item.dateCreated,
  dateModified: item.dateUpdated ?? item.dateCreated,
  author: item.author ? person(item.author) : organizationRef(),
  publisher: organizationRef(),
  ...(item.tags?.length ? { keywords: item.tags.join(', ') } : {}),
});

/** The trail as a BreadcrumbList; the last crumb (the page itself) takes the page URL. */
export const breadcrumbJsonLd = (crumbs: readonly { label: string; href?: string }[], pageUrl: string) => ({
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.label,
    item: crumb.href ? `${siteConfig.siteUrl}${crumb.href}` : pageUrl,
  })),
});

export const faqJsonLd = (questions: readonly { question: string; answerHtml: string }[]) => ({
  '@type': 'FAQPage',
  mainEntity: questions.map((q) => ({
    '@type': 'Question',
    name: q.question,
    acceptedAnswer: { '@type': 'Answer', text: q.answerHtml },
  })),
});

/** The site in a locale, with its search (so search engines can offer a search box that lands on /search/). */
export const websiteJsonLd = (locale: Locale, name: string) => ({
  '@type': 'WebSite',
  name,
  url: absoluteUrl('/', locale),
  inLanguage: locales[locale].iso,
  publisher: organizationRef(),
  potentialAction: {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl('/search/', locale)}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  },
});

/** The provider itself, on the home page: name, site, logo and where else it is (the Telegram channel). */
export const organizationJsonLd = (sameAs: readonly string[]) => ({
  ...organizationRef(),
  logo: `${siteConfig.siteUrl}/favicon.svg`,
  sameAs,
});

/** A product landing with its real starting price: the cheapest monthly plan of its price table (USD), or free. */
export const productJsonLd = ({
  name,
  description,
  url,
  price,
}: {
  name: string;
  description: string;
  url: string;
  /** Monthly price in USD; 0 for a free product. */
  price: number;
}) => ({
  '@type': 'Product',
  name,
  description,
  url,
  brand: organizationRef(),
  offers: {
    '@type': 'Offer',
    url,
    price: price.toFixed(2),
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    ...(price > 0
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: price.toFixed(2),
            priceCurrency: 'USD',
            unitCode: 'MON',
          },
        }
      : {}),
  },
});
