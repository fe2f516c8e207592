import { unstable_notFound } from 'waku/router/server';
import { Card, CardLink } from '#ds/primitives/Card/Card.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { formatNumber } from '#intl/format.ts';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import * as styles from '#src/features/content/content.css.ts';
import { SectionTabs } from '#src/features/content/SectionTabs.tsx';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentConfig, contentSource } from '#src/lib/content/content-source.ts';
import { marketplaceHref } from '#src/lib/content/hrefs.ts';
import { listMarketplaceCategories, listMarketplaceItems } from '#src/lib/content/marketplace.ts';
import { marketplaceIconWidth } from '#src/lib/content/rules.ts';
import type { PageProps } from './page-props.ts';

/** /marketplace/: the apps, most installed first, narrowed to a category with `?category=`. */
export default async function MarketplacePage({ locale, path, search }: PageProps) {
  const source = contentSource();
  const [intl, categories, items] = await Promise.all([
    getIntl(locale, ['common', 'pages', 'content']),
    listMarketplaceCategories(source, locale),
    listMarketplaceItems(source, locale, { production: !contentConfig.preview }),
  ]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const base = localizePath(path, locale);
  const slug = search.get('category');
  const category = categories.find((entry) => entry.slug === slug);
  if (slug && !category) unstable_notFound();
  const shown = category ? items.filter((item) => item.categoryId === category.id) : items;
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead
        locale={locale}
        path={path}
        title={t('marketplace.title')}
        description={t('marketplace.description')}
        noindex={Boolean(category)}
      />
      <Container>
        <PageIntro heading={category ? category.name : t('marketplace.heading')} lead={t('marketplace.lead')} />
        <div className={styles.stack}>
          <SectionTabs
            label={t('content.marketplace.categories')}
            links={[
              { href: base, label: t('content.marketplace.all'), current: !category },
              ...categories.map((entry) => ({
                href: `${base}?category=${entry.slug}`,
                label: entry.name,
                current: entry.slug === category?.slug,
              })),
            ]}
          />
          <ul className={styles.columns} data-marketplace-grid>
            {shown.map((item) => (
              <li key={item.id}>
                <Card interactive>
                  <img
                    src={item.iconUrl}
                    width={marketplaceIconWidth / 2}
                    height={marketplaceIconWidth / 2}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                  <h2 className={styles.sectionHeading}>
                    <CardLink href={marketplaceHref(item.slug, locale)}>{item.name}</CardLink>
                  </h2>
                  <p>{item.description}</p>
                  <p className={styles.meta}>
                    {t('content.marketplace.installs', { count: item.installs, installs: formatNumber(item.installs) })}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </SiteChrome>
  );
}
