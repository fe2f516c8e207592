import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { ArticleCard, type ArticleSummary } from './ArticleCard.tsx';

const cover = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#1f4fd1"/></svg>')}`;

const post: ArticleSummary = {
  title: 'Set up a highly available PostgreSQL cluster',
  href: '/blog/postgres-ha/',
  excerpt: 'Replicas in three zones, a floating IP and health checks, step by step.',
  date: '12 March 2025',
  dateTime: '2025-03-12',
  author: 'Anna Weber',
  readingTime: '9 min read',
  tags: [{ label: 'PostgreSQL', href: '/blog/tag/postgresql/' }, { label: 'High availability' }],
  image: { src: cover, width: 640, height: 360, alt: '' },
};

const centre = (el: Element) => {
  const box = el.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2] as const;
};

/** The focus token as getComputedStyle reports it. */
const focusColour = `rgb(${[1, 3, 5].map((i) => Number.parseInt(palette.focus.slice(i, i + 2), 16)).join(', ')})`;

afterEach(cleanup);

describe('ArticleCard', () => {
  it('shows the title link, date, author, reading time, excerpt, tags and image, without axe violations', async () => {
    const { container } = await render(<ArticleCard {...post} tagsLabel="Tags" />);
    const link = container.querySelector('article h3 a');
    expect(link?.getAttribute('href')).toBe('/blog/postgres-ha/');
    expect(link?.textContent).toBe(post.title);
    const time = container.querySelector('time');
    expect(time?.textContent).toBe('12 March 2025');
    expect(time?.getAttribute('datetime')).toBe('2025-03-12');
    const author = container.querySelector('[data-author]');
    expect(author?.textContent).toBe('·Anna Weber');
    // The separator is decoration only.
    expect(author?.querySelector('[aria-hidden="true"]')?.textContent).toBe('·');
    expect(container.textContent).toContain('9 min read');
    expect(container.textContent).toContain(post.excerpt);
    const tags = container.querySelector('ul');
    expect(tags?.getAttribute('aria-label')).toBe('Tags');
    expect([...(tags?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual(['PostgreSQL', 'High availability']);
    expect(tags?.querySelectorAll('a')).toHaveLength(1);
    const img = container.querySelector('img');
    expect([img?.getAttribute('alt'), img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['', '640', '360']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leaves out what it is not given', async () => {
    const { container } = await render(
      <ArticleCard
        title="New region in Singapore"
        href="/blog/sgp/"
        excerpt="Now in SGP1."
        date="2 June 2025"
        headingLevel={2}
      />,
    );
    expect(container.querySelector('h2 a')?.textContent).toBe('New region in Singapore');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('ul')).toBeNull();
    expect(container.querySelector('[data-author]')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('2 June 2025');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('makes the whole card follow the title link while tag links stay clickable on their own', async () => {
    const { container } = await render(<ArticleCard {...post} />);
    await page.viewport(1024, 900);
    const titleLink = container.querySelector('h3 a');
    const excerpt = container.querySelector('article p:nth-of-type(2)') as HTMLElement;
    const img = container.querySelector('img') as HTMLElement;
    const tagLink = container.querySelector('ul a') as HTMLElement;
    expect(document.elementFromPoint(...centre(excerpt))).toBe(titleLink);
    expect(document.elementFromPoint(...centre(img))).toBe(titleLink);
    expect(document.elementFromPoint(...centre(tagLink))).toBe(tagLink);
  });

  it('is reached by keyboard at the title, then the tag links, with the focus ring around the card', async () => {
    const { container } = await render(<ArticleCard {...post} />);
    await userEvent.tab();
    const titleLink = container.querySelector('h3 a') as HTMLElement;
    expect(document.activeElement).toBe(titleLink);
    expect(getComputedStyle(titleLink, '::after').outlineColor).toBe(focusColour);
    expect(getComputedStyle(titleLink, '::after').outlineStyle).toBe('solid');
    await userEvent.tab();
    expect(document.activeElement).toBe(container.querySelector('ul a'));
  });

  it('wraps long German copy inside 320 px', async () => {
    const { container } = await render(
      <ArticleCard
        {...post}
        title="Hochverfügbare PostgreSQL-Datenbankcluster mit automatischem Failover einrichten"
        author="Dr. Johanna Schwarzenberger-Müllerschön"
        tags={[{ label: 'Datenbankverwaltung' }, { label: 'Infrastruktur als Code' }]}
      />,
    );
    await page.viewport(320, 900);
    await expect.poll(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth).toBe(true);
    const article = container.querySelector('article') as HTMLElement;
    expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  });
});
