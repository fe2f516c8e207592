import type { IntlShape } from 'react-intl';
import { Breadcrumbs } from '#ds/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { Prose } from '#ds/primitives/Prose/Prose.tsx';
import { formatSize, ramGb } from '#intl/format.ts';
import { type Locale, localizePath } from '#intl/locales.ts';
import * as styles from '#src/features/content/content.css.ts';
import { JsonLd } from '#src/features/content/JsonLd.tsx';
import { breadcrumbJsonLd, organizationRef } from '#src/features/content/json-ld.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { marketplaceIconWidth } from '#src/lib/content/rules.ts';
import type { MarketplaceCategory, MarketplaceItem } from '#src/lib/content/types.ts';
import { absoluteUrl, signUpUrl } from '#src/lib/site-config.ts';

export type MarketplaceViewProps = {
  intl: IntlShape;
  locale: Locale;
  path: string;
  available: readonly Locale[];
  item: MarketplaceItem;
  category: MarketplaceCategory | undefined;
};

/** Everything /marketplace/{name}/ shows inside the site chrome: head, structured data and the app. */
export function MarketplaceView({ intl, locale, path, available, item, category }: MarketplaceViewProps) {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const crumbs = [
    { label: t('content.home'), href: localizePath('/', locale) },
    { label: t('marketplace.heading'), href: localizePath('/marketplace/', locale) },
    ...(category ? [{ label: category.name, href: `${localizePath('/marketplace/', locale)}?category=${category.slug}` }] : []),
    { label: item.name },
  ];
  const url = absoluteUrl(path, locale);
  const links = (
    [
      ['website', item.website],
      ['documentation', item.documentation],
      ['forum', item.forum],
    ] as const
  ).filter((entry): entry is readonly [(typeof entry)[0], string] => Boolean(entry[1]));
  return (
    <>
      <PageHead locale={locale} path={path} available={available} title={item.seoTitle} description={item.seoDescription} />
      <JsonLd
        data={{
          '@type': 'SoftwareApplication',
          name: item.name,
          description: item.description,
          url,
          applicationCategory: category?.name ?? 'Application',
          operatingSystem: 'Ubuntu 24.04',
          softwareVersion: item.version,
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
          publisher: organizationRef(),
        }}
      />
      <JsonLd data={breadcrumbJsonLd(crumbs, url)} />
      <Container>
        <Breadcrumbs items={crumbs} label={t('content.breadcrumbs')} />
        <header className={styles.articleHeader}>
          <img
            src={item.iconUrl}
            width={marketplaceIconWidth}
            height={marketplaceIconWidth}
            alt={t('content.marketplace.icon', { name: item.name })}
          />
          <h1 className={styles.articleTitle}>{item.name}</h1>
          <p className={styles.lead}>{item.description}</p>
          <p>
            <ButtonLink href={signUpUrl({ service: 'marketplace', plan: item.slug })}>
              {t('content.marketplace.deploy', { name: item.name })}
            </ButtonLink>
          </p>
        </header>
        <div className={styles.withAside}>
          <article className={styles.stack}>
            <section aria-labelledby="overview" className={styles.stack}>
              <h2 id="overview" className={styles.sectionHeading}>
                {t('content.marketplace.overview')}
              </h2>
              <p>{item.overview}</p>
            </section>
            <Prose html={item.body.html} />
            {item.imageUrls.length ? (
              <section aria-labelledby="gallery" className={styles.stack}>
                <h2 id="gallery" className={styles.sectionHeading}>
                  {t('content.marketplace.gallery')}
                </h2>
                <ul className={styles.columns}>
                  {item.imageUrls.map((src, index) => (
                    <li key={src}>
                      <img
                        src={src}
                        width={640}
                        height={400}
                        loading="lazy"
                        decoding="async"
                        alt={t('content.marketplace.screenshot', { name: item.name, index: index + 1 })}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </article>
          <aside className={styles.aside}>
            <dl className={styles.plainList}>
              <div>
                <dt>{t('content.marketplace.version')}</dt>
                <dd>{item.version}</dd>
              </div>
              <div>
                <dt>{t('content.marketplace.requirements')}</dt>
                <dd>
                  {t('content.marketplace.cpu', { count: item.requirements.cpu })} ·{' '}
                  {t('content.marketplace.ram', { size: formatSize(ramGb(item.requirements.ram), intl.locale) })} ·{' '}
                  {t('content.marketplace.disk', { size: item.requirements.disk })}
                </dd>
              </div>
            </dl>
            {links.length ? (
              <nav aria-label={t('content.marketplace.links')}>
                <ul className={styles.plainList}>
                  {links.map(([kind, href]) => (
                    <li key={kind}>
                      <a href={href} rel="noopener noreferrer">
                        {t(`content.marketplace.${kind}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </aside>
        </div>
      </Container>
    </>
  );
}
