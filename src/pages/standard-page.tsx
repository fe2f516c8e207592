import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { localeCodes, localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { pageKey } from '#src/routes/page-key.ts';
import type { PageProps } from './page-props.ts';

/**
 * A page made of its translated heading and lead inside the site chrome. Page
 * kinds whose sections land later (pricing, product landings, partners …)
 * start here and get their own module when they grow.
 */
export default async function StandardPage({ locale, route, params, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages']);
  const key = pageKey(route, params);
  const t = (id: string) => intl.formatMessage({ id: `${key}.${id}` });
  const available = route.locales ?? localeCodes;
  return (
    <SiteChrome locale={locale} path={path} available={available} layout={route.layout}>
      {import.meta.viteRsc.loadCss()}
      <PageHead
        locale={locale}
        path={path}
        available={available}
        title={t('title')}
        description={t('description')}
        // The static-disable layout's page is a technical page: never indexed, on any host.
        noindex={route.layout === 'static-disable'}
      />
      <Container>
        <PageIntro
          heading={t('heading')}
          lead={t('lead')}
          actions={
            <ButtonLink variant="secondary" href={localizePath('/contacts/', locale)}>
              {intl.formatMessage({ id: 'page.contactUs' })}
            </ButtonLink>
          }
        />
      </Container>
    </SiteChrome>
  );
}
