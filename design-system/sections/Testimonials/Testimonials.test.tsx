import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { SuccessStory, type Testimonial, Testimonials } from './Testimonials.tsx';

const avatar = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#1f4fd1"/></svg>')}`;

const quotes: Testimonial[] = [
  {
    id: 'lena',
    quote: 'We moved 40 services to managed Kubernetes in a weekend.',
    name: 'Lena Hoffmann',
    role: 'Head of Platform',
    company: 'Nordlicht Media',
    avatar: { src: avatar, width: 96, height: 96, alt: '' },
  },
  {
    id: 'juergen',
    quote:
      'Mit den Managed-Datenbanken haben wir unsere Wartungsfenster von vier Stunden im Monat auf null reduziert, ganz ohne Datenverlust.',
    name: 'Jürgen Schwarzenberger-Müllerschön',
    role: 'Leiter Infrastruktur und Informationssicherheit',
    company: 'Versicherungsgesellschaft Süddeutschland AG',
  },
];

const noHorizontalOverflow = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

afterEach(cleanup);

describe('Testimonials', () => {
  it('renders each quote with its author, role and company, named by its heading, without axe violations', async () => {
    const { container } = await render(<Testimonials id="voices" heading="Teams ship faster" testimonials={quotes} />);
    const section = container.querySelector('section');
    expect(section?.getAttribute('aria-labelledby')).toBe('voices-heading');
    expect(document.getElementById('voices-heading')?.tagName).toBe('H2');
    const items = container.querySelectorAll('li');
    expect(items).toHaveLength(2);
    const first = container.querySelector('[data-testimonial="lena"]');
    expect(first?.querySelector('figure > blockquote')?.textContent).toBe(quotes[0]?.quote);
    expect(first?.querySelector('figcaption')?.textContent).toContain('Lena Hoffmann');
    expect(first?.querySelector('figcaption')?.textContent).toContain('Head of Platform, Nordlicht Media');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders the avatar with its alt text and intrinsic size, and no image without one', async () => {
    const { container } = await render(<Testimonials heading="Teams ship faster" testimonials={quotes} />);
    const img = container.querySelector('[data-testimonial="lena"] img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('96');
    expect(img?.getAttribute('height')).toBe('96');
    expect(container.querySelector('[data-testimonial="juergen"] img')).toBeNull();
  });

  it('uses the heading level it is given', async () => {
    const { container } = await render(<Testimonials heading="Kubernetes customers" headingLevel={3} testimonials={quotes} />);
    expect(container.querySelector('h3')?.textContent).toBe('Kubernetes customers');
    expect(container.querySelector('h2')).toBeNull();
  });

  it('fits long German copy into 320 px and lays quotes side by side on wide screens', async () => {
    const { container } = await render(<Testimonials heading="Was unsere Kundinnen und Kunden sagen" testimonials={quotes} />);
    const [a, b] = [...container.querySelectorAll('li')];
    await page.viewport(320, 800);
    await expect.poll(noHorizontalOverflow).toBe(true);
    expect(a?.getBoundingClientRect().left).toBe(b?.getBoundingClientRect().left);
    await page.viewport(1536, 900);
    await expect.poll(() => a?.getBoundingClientRect().top === b?.getBoundingClientRect().top).toBe(true);
    expect(noHorizontalOverflow()).toBe(true);
  });
});

describe('SuccessStory', () => {
  const props = {
    company: 'Nordlicht Media',
    title: 'How Nordlicht Media streams to 2 million viewers',
    challengeLabel: 'Challenge',
    challenge: 'Traffic spikes during live broadcasts overloaded a fixed fleet of servers.',
    resultsLabel: 'Results',
    metrics: [
      { value: '−60%', label: 'infrastructure cost' },
      { value: '99.99%', label: 'uptime during live events' },
    ],
    link: { href: '/customers/nordlicht/', label: 'Read the Nordlicht Media story' },
  };

  it('shows the company, challenge, result figures and a link to the case study without axe violations', async () => {
    const { container } = await render(<SuccessStory {...props} />);
    expect(container.querySelector('article')).not.toBeNull();
    expect(container.querySelector('h2')?.textContent).toBe(props.title);
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Challenge', 'Results']);
    expect(container.textContent).toContain('Nordlicht Media');
    expect(container.textContent).toContain(props.challenge);
    const metrics = [...container.querySelectorAll('ul > li')].map((li) => li.textContent);
    expect(metrics).toEqual(['−60% infrastructure cost', '99.99% uptime during live events']);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/customers/nordlicht/');
    expect(link?.textContent).toBe('Read the Nordlicht Media story');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the logo instead of the name, with the company as its alt text', async () => {
    const { container } = await render(
      <SuccessStory {...props} headingLevel={3} logo={{ src: avatar, width: 160, height: 40 }} />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('Nordlicht Media');
    expect(img?.getAttribute('width')).toBe('160');
    expect(img?.getAttribute('height')).toBe('40');
    expect(container.querySelector('h3')?.textContent).toBe(props.title);
    expect(container.querySelectorAll('h4')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('fits into 320 px', async () => {
    await render(<SuccessStory {...props} company="Versicherungsgesellschaft Süddeutschland AG" />);
    await page.viewport(320, 800);
    await expect.poll(noHorizontalOverflow).toBe(true);
  });
});
