import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { ArticleList, type ArticleListItem } from './ArticleList.tsx';

const posts: ArticleListItem[] = [
  {
    id: 'pg',
    title: 'Highly available PostgreSQL',
    href: '/blog/pg/',
    excerpt: 'Replicas in three zones.',
    date: '12 March 2025',
    author: 'Anna Weber',
    tags: [{ label: 'PostgreSQL', href: '/blog/tag/postgresql/' }],
  },
  { id: 'k8s', title: 'Kubernetes autoscaling', href: '/blog/k8s/', excerpt: 'Node pool limits.', date: '27 February 2025' },
  {
    id: 's3',
    title: 'Backups to S3 with restic',
    href: '/blog/s3/',
    excerpt: 'Encrypted nightly backups.',
    date: '3 February 2025',
  },
];

const tops = (container: HTMLElement) =>
  new Set([...container.querySelectorAll('li > article')].map((a) => a.getBoundingClientRect().top));

afterEach(cleanup);

describe('ArticleList', () => {
  it('lists a card per article under the heading, one level below it, without axe violations', async () => {
    const { container } = await render(
      <ArticleList
        id="blog"
        heading="From the blog"
        articles={posts}
        emptyText="No posts yet."
        moreLink={{ href: '/blog/', label: 'All posts' }}
        tagsLabel="Tags"
      />,
    );
    expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe('blog-heading');
    expect(container.querySelector('h2')?.textContent).toBe('From the blog');
    expect([...container.querySelectorAll('section > ul > li h3 a')].map((a) => a.getAttribute('href'))).toEqual([
      '/blog/pg/',
      '/blog/k8s/',
      '/blog/s3/',
    ]);
    expect(container.querySelector('[aria-label="Tags"]')).not.toBeNull();
    expect(container.querySelector('a[href="/blog/"]')?.textContent).toBe('All posts');
    expect(container.textContent).not.toContain('No posts yet.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the empty-state text and no list when there are no articles', async () => {
    const { container } = await render(
      <ArticleList
        heading="Posts tagged Terraform"
        articles={[]}
        emptyText="No posts with this tag yet."
        moreLink={{ href: '/blog/', label: 'All posts' }}
      />,
    );
    expect(container.querySelector('ul')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('No posts with this tag yet.');
    expect(container.querySelector('a[href="/blog/"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('nests card headings under a level-3 list heading', async () => {
    const { container } = await render(
      <ArticleList heading="Further reading" headingLevel={3} articles={posts} emptyText="None." />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Further reading');
    expect(container.querySelectorAll('h4')).toHaveLength(3);
  });

  it('stacks cards on phones and puts three in a row on wide screens, never overflowing', async () => {
    const { container } = await render(<ArticleList heading="From the blog" articles={posts} emptyText="No posts yet." />);
    await page.viewport(320, 900);
    await expect.poll(() => tops(container).size).toBe(3);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await page.viewport(1536, 900);
    await expect.poll(() => tops(container).size).toBe(1);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  });
});
