import { defaultLocale, type Locale, localeCodes, locales } from '#intl/locales.ts';
import { OG_IMAGE_SIZE, ogImagePath, ogKindOf } from '#src/lib/seo/og-image.ts';
import { absoluteUrl, siteConfig } from '#src/lib/site-config.ts';

type PageHeadProps = {
  locale: Locale;
  /** Locale-free path of the page with its trailing slash: `/pricing/`. */
  path: string;
  title: string;
  description: string;
  /** Locales that have this page; hreflang alternates list only these. */
  available?: readonly Locale[];
  noindex?: boolean;
};

/**
 * Title, description, canonical and hreflang alternates, and the Open Graph / Twitter card with
 * the share image of the page's kind; React hoists them into `<head>`.
 */
export function PageHead({ locale, path, title, description, available = localeCodes, noindex }: PageHeadProps) {
  const url = (l: Locale) => absoluteUrl(path, l);
  const image = `${siteConfig.siteUrl}${ogImagePath(ogKindOf(path))}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url(locale)} />
      {available.map((l) => (
        <link key={l} rel="alternate" hrefLang={locales[l].iso} href={url(l)} />
      ))}
      {available.includes(defaultLocale) ? <link rel="alternate" hrefLang="x-default" href={url(defaultLocale)} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Nuvora" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(locale)} />
      <meta property="og:locale" content={locales[locale].og} />
      {available
        .filter((l) => l !== locale)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={locales[l].og} />
        ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
    </>
  );
}
