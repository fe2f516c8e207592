import { describe, expect, it } from 'vitest';
import { getIntl } from '#intl/server-intl.ts';
import { pathLabel } from '#src/features/content/page-label.ts';

describe('page labels in links and lists', () => {
  it('name the pricing page by its name, not its slogan heading', async () => {
    const en = await getIntl('en-us', ['pages', 'content']);
    const de = await getIntl('de', ['pages']);
    expect(pathLabel(en, '/pricing/')).toBe('Pricing');
    expect(en.formatMessage({ id: 'content.faq.groupLink' }, { page: pathLabel(en, '/pricing/') })).toBe('Learn more: Pricing');
    expect(pathLabel(de, '/pricing/')).toBe('Preise');
  });

  it('name a product by its name and a page without a name by its heading', async () => {
    const en = await getIntl('en-us', ['pages']);
    expect(pathLabel(en, '/products/kubernetes/')).toBe(en.formatMessage({ id: 'product.kubernetes.name' }));
    expect(pathLabel(en, '/docs/')).toBe(en.formatMessage({ id: 'docs.heading' }));
  });
});
