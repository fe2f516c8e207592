import { Container } from '#ds/primitives/Container/Container.tsx';
import { ArticleList } from '#ds/sections/ArticleList/ArticleList.tsx';
import { CtaBand } from '#ds/sections/CtaBand/CtaBand.tsx';
import { FeatureGrid } from '#ds/sections/FeatureGrid/FeatureGrid.tsx';
import { Hero } from '#ds/sections/Hero/Hero.tsx';
import { SectionIntro, sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import { Steps } from '#ds/sections/Steps/Steps.tsx';
import { defaultLocale, localizePath } from '#intl/locales.ts';
import { formatMoney } from '#intl/money.ts';
import { getIntl } from '#intl/server-intl.ts';
import { Comparison } from '#src/features/comparison/Comparison.tsx';
import { JsonLd } from '#src/features/content/JsonLd.tsx';
import { organizationJsonLd, websiteJsonLd } from '#src/features/content/json-ld.ts';
import { inEnglish, newsCard, tutorialCard } from '#src/features/content/summaries.ts';
import { PriceBlock } from '#src/features/pricing/PriceBlock.tsx';
import { ProductRow } from '#src/features/pricing/ProductRow.tsx';
import { RegionsMap } from '#src/features/pricing/RegionsMap.tsx';
import { startingPrices } from '#src/features/pricing/rules/marketing-claims.ts';
import { loadPriceRegions } from '#src/features/pricing/rules/price-rows.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentSource } from '#src/lib/content/content-source.ts';
import { latestWithUntranslated } from '#src/lib/content/latest-items.ts';
import { mainPageNews } from '#src/lib/content/news.ts';
import { mainPageListLimit } from '#src/lib/content/rules.ts';
import { mainPageTutorials } from '#src/lib/content/tutorials.ts';
import { signUpUrl, siteConfig } from '#src/lib/site-config.ts';
import type { PageProps } from './page-props.ts';

/** The home page: the claims, the product row, why Nuvora, a server price teaser, how to start, CTA. */
export default async function HomePage({ locale, path }: PageProps) {
  const source = contentSource();
  // The home page still renders when the content service is down; its lists are then left out.
  const latest = <T,>(list: Promise<T[]>) =>
    list.catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'home page content not loaded', error: String(error) }));
      return [] as T[];
    });
  // A translated home also reads en-us's newest items: its lists are filled with the untranslated ones.
  const english = locale !== defaultLocale;
  const [intl, regions, ownTutorials, ownNews, englishTutorials, englishNews] = await Promise.all([
    getIntl(locale, ['common', 'pages', 'pricing', 'home', 'content']),
    loadPriceRegions({ kind: 'servers' }, 'home'),
    latest(mainPageTutorials(source, locale)),
    latest(mainPageNews(source, locale)),
    english ? latest(mainPageTutorials(source, defaultLocale)) : [],
    english ? latest(mainPageNews(source, defaultLocale)) : [],
  ]);
  const tutorials = latestWithUntranslated(ownTutorials, englishTutorials, mainPageListLimit);
  const news = latestWithUntranslated(ownNews, englishNews, mainPageListLimit);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const signUp = signUpUrl();
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('home.title')} description={t('home.description')} />
      <JsonLd data={websiteJsonLd(locale, t('brand.name'))} />
      <JsonLd data={organizationJsonLd([siteConfig.telegramChannelUrl])} />
      <Container>
        <Hero
          eyebrow={t('hero.eyebrow')}
          heading={t('home.heading')}
          lead={t('home.lead')}
          media={<RegionsMap locale={locale} />}
          price={t('priceFrom', { price: formatMoney(startingPrices.servers, intl.locale) })}
          primaryAction={{ label: t('hero.primaryCta'), href: signUp }}
          secondaryAction={{ label: t('hero.secondaryCta'), href: localizePath('/pricing/', locale) }}
        />
        <section className={sectionStyle} aria-labelledby="home-products">
          <SectionIntro heading={t('products.heading')} lead={t('products.lead')} headingId="home-products" />
          <ProductRow locale={locale} />
        </section>
        <FeatureGrid
          heading={t('why.heading')}
          lead={t('why.lead')}
          columns={2}
          features={[1, 2, 3, 4].map((n) => ({ id: String(n), title: t(`why.${n}.title`), text: t(`why.${n}.text`) }))}
        />
        <PriceBlock
          id="plans"
          locale={locale}
          regions={regions}
          heading={t('plans.heading')}
          lead={t('plans.lead')}
          orderHref={(plan) => `${signUp}?service=cloud-server&plan=${encodeURIComponent(plan)}`}
        />
        <Comparison locale={locale} place="home" />
        <Steps
          heading={t('steps.heading')}
          steps={[1, 2, 3].map((n) => ({ id: String(n), title: t(`steps.${n}.title`), text: t(`steps.${n}.text`) }))}
        />
        {tutorials.length ? (
          <ArticleList
            id="home-tutorials"
            heading={t('content.tutorials.latest')}
            articles={tutorials.map(({ item, untranslated }) =>
              untranslated ? inEnglish(intl, tutorialCard(intl, defaultLocale, item)) : tutorialCard(intl, locale, item),
            )}
            emptyText=""
            moreLink={{ href: localizePath('/tutorials/', locale), label: t('tutorials.heading') }}
            tagsLabel={t('content.tags')}
          />
        ) : null}
        {news.length ? (
          <ArticleList
            id="home-news"
            heading={t('content.category.news')}
            articles={news.map(({ item, untranslated }) =>
              untranslated ? inEnglish(intl, newsCard(intl, defaultLocale, item)) : newsCard(intl, locale, item),
            )}
            emptyText=""
            moreLink={{ href: localizePath('/blog/news/', locale), label: t('content.blog.allNews') }}
          />
        ) : null}
      </Container>
      <CtaBand heading={t('cta.heading')} text={t('cta.text')} primaryAction={{ label: t('cta.button'), href: signUp }} />
    </SiteChrome>
  );
}
