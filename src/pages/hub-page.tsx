import { Card, CardLink } from '#ds/primitives/Card/Card.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import * as styles from '#src/features/content/content.css.ts';
import { pageLabel } from '#src/features/content/page-label.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { hubChildren } from '#src/routes/hub-children.ts';
import { pageKey } from '#src/routes/page-key.ts';
import type { PageProps } from './page-props.ts';

/**
 * A section's index (/alternatives/, /vps/promo/): a short intro and a card for every page under
 * its path in this locale, named by the page's heading and described by its meta description.
 */
export default async function HubPage({ locale, path, route }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages']);
  const t = (id: string) => intl.formatMessage({ id: `${route.kind}.${id}` });
  const children = hubChildren(route, locale);
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('title')} description={t('description')} />
      <Container>
        <PageIntro heading={t('heading')} lead={t('lead')} />
        <ul className={`${styles.columns} ${styles.plainList}`}>
          {children.map((child) => (
            <Card as="li" key={child.path} interactive>
              <h2 className={styles.shareHeading}>
                <CardLink href={localizePath(child.path, locale)}>{pageLabel(intl, child.route, child.params)}</CardLink>
              </h2>
              <p>{intl.formatMessage({ id: `${pageKey(child.route, child.params)}.description` })}</p>
            </Card>
          ))}
        </ul>
      </Container>
    </SiteChrome>
  );
}
