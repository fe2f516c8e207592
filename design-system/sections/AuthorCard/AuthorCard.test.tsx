import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { AuthorCard, type SocialLink } from './AuthorCard.tsx';

const portrait = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#1f4fd1"/></svg>')}`;

const links: SocialLink[] = [
  { network: 'github', href: 'https://github.com/annaweber', label: 'GitHub' },
  { network: 'mastodon', href: 'https://hachyderm.io/@anna', label: 'Mastodon' },
];

const anna = {
  name: 'Anna Weber',
  jobTitle: 'Developer Advocate',
  href: '/blog/authors/anna-weber/',
  bio: 'Anna has run PostgreSQL in production for twelve years.',
  avatar: { src: portrait, width: 160, height: 160, alt: '' },
};

afterEach(cleanup);

describe('AuthorCard', () => {
  it('shows portrait, linked name, job title, bio and a labelled list of social links, without axe violations', async () => {
    const { container } = await render(<AuthorCard {...anna} socialLinks={links} socialLabel="Anna Weber elsewhere" />);
    const img = container.querySelector('img');
    expect([img?.getAttribute('alt'), img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['', '160', '160']);
    const name = container.querySelector('h2 a');
    expect(name?.textContent).toBe('Anna Weber');
    expect(name?.getAttribute('href')).toBe('/blog/authors/anna-weber/');
    expect(container.textContent).toContain('Developer Advocate');
    expect(container.textContent).toContain(anna.bio);
    const list = container.querySelector('ul');
    expect(list?.getAttribute('aria-label')).toBe('Anna Weber elsewhere');
    const anchors = [...(list?.querySelectorAll('a') ?? [])];
    expect(anchors.map((a) => [a.textContent, a.getAttribute('href'), a.dataset.network])).toEqual([
      ['GitHub', 'https://github.com/annaweber', 'github'],
      ['Mastodon', 'https://hachyderm.io/@anna', 'mastodon'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders just the name and bio when that is all it has', async () => {
    const { container } = await render(
      <AuthorCard name="Nuvora Engineering" bio="Posts by the platform team." headingLevel={3} />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Nuvora Engineering');
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('ul')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts the portrait beside the text on wide screens and above it on phones, inline layout', async () => {
    const { container } = await render(<AuthorCard {...anna} socialLinks={links} />);
    const img = container.querySelector('img') as HTMLElement;
    const heading = container.querySelector('h2') as HTMLElement;
    await page.viewport(1024, 800);
    await expect.poll(() => heading.getBoundingClientRect().left > img.getBoundingClientRect().right).toBe(true);
    await page.viewport(320, 800);
    await expect.poll(() => heading.getBoundingClientRect().top >= img.getBoundingClientRect().bottom).toBe(true);
  });

  it('keeps the portrait above the text in the stacked layout at any width', async () => {
    const { container } = await render(<AuthorCard {...anna} layout="stacked" />);
    await page.viewport(1024, 800);
    const img = container.querySelector('img') as HTMLElement;
    const heading = container.querySelector('h2') as HTMLElement;
    await expect.poll(() => heading.getBoundingClientRect().top >= img.getBoundingClientRect().bottom).toBe(true);
  });

  it('fits long German names, job titles and e-mail addresses into 320 px', async () => {
    await render(
      <AuthorCard
        {...anna}
        name="Dr. Johanna Schwarzenberger-Müllerschön"
        jobTitle="Leiterin Datenbankbetrieb und Hochverfügbarkeitsarchitekturen"
        socialLinks={[
          { network: 'email', href: 'mailto:j@example.com', label: 'johanna.schwarzenberger-muellerschoen@example.com' },
        ]}
      />,
    );
    await page.viewport(320, 800);
    await expect.poll(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth).toBe(true);
  });
});
