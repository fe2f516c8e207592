import type { ReactNode } from 'react';
import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { SearchField } from '#ds/primitives/SearchBox/SearchField.tsx';
import { SiteFooter } from '#ds/sections/SiteFooter/SiteFooter.tsx';
import { SiteHeader } from '#ds/sections/SiteHeader/SiteHeader.tsx';
import { type Locale, localeCodes, locales, localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { consentTextIds } from '#src/features/consent/consent-texts.ts';
import { modalTrigger } from '#src/features/forms/modal-trigger.ts';
import { HeaderAccount } from '#src/features/header/HeaderAccount.tsx';
import { HeaderSearch } from '#src/features/header/HeaderSearch.tsx';
import { LanguageLinks } from '#src/features/header/LanguageLinks.tsx';
import { languageMenuLinks } from '#src/features/header/language-menu-links.ts';
import { TopLiner } from '#src/features/header/top-liner/TopLiner.tsx';
import { searchSuggestPath } from '#src/lib/search/search-index.ts';
import { billingUrl, signInPath, signUpUrl, siteConfig } from '#src/lib/site-config.ts';
import type { LayoutKind } from '#src/routes/route-table.ts';
import { AnalyticsLoader } from './AnalyticsLoader.tsx';
import { analyticsConfig } from './analytics/analytics-plan.ts';
import { footerColumns, headerLinks } from './site-navigation.ts';

type SiteChromeProps = {
  locale: Locale;
  /** Locale-free path of the page, with its trailing slash. */
  path: string;
  /** Locales that have this page; the language menu links to it in these, elsewhere to the nearest page. */
  available?: readonly Locale[];
  layout?: LayoutKind;
  children: ReactNode;
};

/** Header, main landmark and footer around a page, per the page's layout kind (spec §2). */
export async function SiteChrome({ locale, path, available = localeCodes, layout = 'default', children }: SiteChromeProps) {
  const intl = await getIntl(locale, ['common', 'search', 'account', 'consent']);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const href = (p: string) => localizePath(p, locale);
  const main = (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
  if (layout === 'empty') return main;

  const brand = t('brand.name');
  const header = {
    brand,
    homeHref: href('/'),
    homeLabel: t('brand.homeLink'),
    navLabel: t('nav.label'),
    menuLabel: t('nav.menuOpen'),
    menuCloseLabel: t('nav.menuClose'),
  };
  if (layout === 'oauth') {
    return (
      <>
        <SiteHeader {...header} actions={<span>{t('layout.oauthNote')}</span>} />
        {main}
      </>
    );
  }

  const languages = (
    <LanguageLinks
      label={t('header.language', { language: locales[locale].name })}
      links={languageMenuLinks(path, locale, available)}
    />
  );
  const actions = (
    <HeaderAccount controlPanelHref={siteConfig.controlPanelUrl} billingHref={billingUrl()}>
      <ButtonLink variant="ghost" size="sm" href={signInPath} data-reload>
        {t('header.signIn')}
      </ButtonLink>
      <ButtonLink size="sm" {...modalTrigger('sign-up', { byEmail: true, href: signUpUrl() })} data-reload>
        {t('header.signUp')}
      </ButtonLink>
    </HeaderAccount>
  );
  const analytics = analyticsConfig();
  return (
    <>
      {/* Only configured analytics reach the browser, none by default, and only after consent (issue 28.1).
          Rendered with the page, not the prerendered locale layout, so a page rendered on request
          reads the server's settings like the CSP does. */}
      {Object.keys(analytics).length > 0 ? (
        <AnalyticsLoader
          config={analytics}
          consent={{
            texts: Object.fromEntries(consentTextIds.map((id) => [id, t(id)])),
            privacyHref: href('/privacy/'),
            lang: locale,
          }}
        />
      ) : null}
      <TopLiner
        channelUrl={siteConfig.telegramChannelUrl}
        texts={{
          label: t('topLiner.label'),
          dismiss: t('topLiner.dismiss'),
          action: t('topLiner.action'),
          text: t('topLiner.text'),
        }}
      />
      <SiteHeader
        {...header}
        nav={headerLinks.map((link) => ({ label: t(link.id), href: href(link.path), current: path.startsWith(link.path) }))}
        actions={actions}
        languages={languages}
        search={{
          label: t('search.box.toggle'),
          panel: (
            <HeaderSearch locale={locale} action={href('/search/')} suggestUrl={searchSuggestPath(locale)}>
              <SearchField
                label={t('search.box.label')}
                placeholder={t('search.box.placeholder')}
                submitLabel={t('search.box.submit')}
                action={href('/search/')}
              />
            </HeaderSearch>
          ),
        }}
      />
      {main}
      <SiteFooter
        columns={footerColumns.map((column) => ({
          title: t(column.id),
          links: column.links.map((link) => ({ label: t(link.id), href: href(link.path) })),
        }))}
        bottom={
          <>
            <span>{t('footer.copyright', { year: new Date().getUTCFullYear() })}</span>
            <span>{t('footer.certification')}</span>
            <span>
              <a href={href('/privacy/')}>{t('consent.footer.privacy')}</a>
              {' · '}
              {/* Opens the cookie settings where the banner runs; elsewhere (and without scripts) the privacy page's cookie list. */}
              <a href={`${href('/privacy/')}#cookies`} data-consent-settings="">
                {t('consent.footer.settings')}
              </a>
            </span>
          </>
        }
      />
    </>
  );
}
