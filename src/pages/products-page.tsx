import { Card, CardLink } from '#ds/primitives/Card/Card.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { Grid } from '#ds/primitives/Layout/Layout.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { productSlugs } from '#src/routes/product-slugs.ts';
import type { PageProps } from './page-props.ts';

/** /products/: every product landing as a card with its one-line pitch. */
export default async function ProductsPage({ locale, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages']);
  const t = (id: string) => intl.formatMessage({ id });
  const products = await Promise.all(
    productSlugs.map(async (slug) => {
      const product = await getIntl(locale, [`products/${slug}`]);
      return { slug, name: t(`product.${slug}.name`), pitch: product.formatMessage({ id: 'meta.description' }) };
    }),
  );
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('products.title')} description={t('products.description')} />
      <Container>
        <PageIntro heading={t('products.heading')} lead={t('products.lead')} />
        <Grid as="ul" columns={{ xs: 1, md: 2, lg: 3 }} gap="md" paddingInline="none">
          {products.map((product) => (
            <Card as="li" key={product.slug} interactive variant="outlined">
              <h2>
                <CardLink href={localizePath(`/products/${product.slug}/`, locale)}>{product.name}</CardLink>
              </h2>
              <p>{product.pitch}</p>
            </Card>
          ))}
        </Grid>
      </Container>
    </SiteChrome>
  );
}
