import { productArt } from '#ds/illustrations/ProductArt/ProductArt.tsx';
import type { Locale } from '#intl/locales.ts';
import { RegionsMap } from '#src/features/pricing/RegionsMap.tsx';
import { productLandings } from '#src/features/pricing/rules/product-landings.ts';
import type { ProductSlug } from '#src/routes/product-slugs.ts';

/** A landing's hero picture: the map of its regions for a location page, else its family's scene. */
export function LandingArt({ slug, locale }: { slug: ProductSlug; locale: Locale }) {
  const { priceBlock, family } = productLandings[slug];
  if (priceBlock.kind === 'servers' && priceBlock.regions) return <RegionsMap locale={locale} focus={priceBlock.regions} />;
  const Art = productArt[family];
  return <Art />;
}
