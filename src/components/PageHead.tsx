import { defaultLocale, type Locale, localeCodes, locales, localizePath } from '../../intl/locales.ts';
import { siteConfig } from '../lib/site-config.ts';

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

/** Title, description, canonical and hreflang alternates; React hoists them into `<head>`. */
export function PageHead({ locale, path, title, description, available = localeCodes, noindex }: PageHeadProps) {
  const url = (l: Locale) => `${siteConfig.siteUrl}${localizePath(path, l)}`;
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
    </>
  );
}
