import { describe, expect, it } from 'vitest';
import { contentItemOf } from '#src/routes/content-item.ts';

describe('the content item a page path names', () => {
  it('names news, tutorials, authors, marketplace items and docs pages', () => {
    expect(contentItemOf('/blog/vpc-nat-gateway/')).toEqual({ kind: 'news', path: 'vpc-nat-gateway' });
    expect(contentItemOf('/tutorials/install-nginx/')).toEqual({ kind: 'tutorial', path: 'install-nginx' });
    expect(contentItemOf('/tutorials/authors/jane-doe/')).toEqual({ kind: 'author', path: 'jane-doe' });
    expect(contentItemOf('/marketplace/node-js/')).toEqual({ kind: 'marketplace', slug: 'node-js' });
    expect(contentItemOf('/docs/vpc/nat/')).toEqual({ kind: 'docs', segments: ['vpc', 'nat'] });
  });

  it('names a tutorial tag, which exists in a locale only through its tutorials', () => {
    expect(contentItemOf('/tutorials/tag/security/')).toEqual({ kind: 'tag', tag: 'security' });
  });

  it('names nothing on the listing pages that share those prefixes', () => {
    for (const path of [
      '/blog/',
      '/blog/news/',
      '/blog/successstories/',
      '/blog/become-an-author/',
      '/tutorials/',
      '/tutorials/authors/',
      '/tutorials/topics/',
      '/tutorials/tag/',
      '/docs/',
      '/marketplace/',
      '/pricing/',
      '/products/vpc/',
    ])
      expect(contentItemOf(path), path).toBeNull();
  });

  it('names no docs page deeper than docs nest (three levels)', () => {
    expect(contentItemOf('/docs/a/b/c/')).toEqual({ kind: 'docs', segments: ['a', 'b', 'c'] });
    expect(contentItemOf('/docs/a/b/c/d/')).toBeNull();
  });
});
