import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { ActiveTableOfContents } from './ActiveTableOfContents.tsx';
import { TableOfContents, type TocHeading } from './TableOfContents.tsx';

const headings: TocHeading[] = [
  { id: 'prerequisites', text: 'Prerequisites', level: 2 },
  { id: 'create', text: 'Create the cluster', level: 2 },
  { id: 'plan', text: 'Choose a plan', level: 3 },
  { id: 'standby', text: 'Add standby nodes', level: 3 },
  { id: 'connect', text: 'Connect your application', level: 2 },
];

const current = (container: HTMLElement) => container.querySelector('nav [aria-current]')?.getAttribute('href') ?? null;

afterEach(async () => {
  await cleanup();
  window.scrollTo(0, 0);
  vi.restoreAllMocks();
});

describe('TableOfContents', () => {
  it('is a labelled nav with a link per heading and level-3 headings nested under their level 2, without axe violations', async () => {
    const { container } = await render(<TableOfContents headings={headings} aria-label="On this page" title="On this page" />);
    const nav = container.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe('On this page');
    expect(nav?.querySelector('p')?.textContent).toBe('On this page');
    const top = [...(nav?.querySelectorAll(':scope > ul > li > a') ?? [])].map((a) => a.getAttribute('href'));
    expect(top).toEqual(['#prerequisites', '#create', '#connect']);
    const nested = [...(nav?.querySelectorAll('a[href="#create"] + ul > li > a') ?? [])].map((a) => a.textContent);
    expect(nested).toEqual(['Choose a plan', 'Add standby nodes']);
    expect(container.querySelector('[aria-current]')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks the active heading with aria-current="location"', async () => {
    const { container } = await render(<TableOfContents headings={headings} aria-label="On this page" activeId="standby" />);
    expect(container.querySelector('p')).toBeNull();
    const active = container.querySelectorAll('[aria-current]');
    expect(active).toHaveLength(1);
    expect(active[0]?.getAttribute('href')).toBe('#standby');
    expect(active[0]?.getAttribute('aria-current')).toBe('location');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps a level-3 heading with no level 2 before it at the top level, indented', async () => {
    const { container } = await render(
      <TableOfContents
        aria-label="On this page"
        headings={[{ id: 'tldr', text: 'In short', level: 3 }, ...headings.slice(0, 2)]}
      />,
    );
    const top = [...container.querySelectorAll('nav > ul > li > a')];
    expect(top.map((a) => a.getAttribute('href'))).toEqual(['#tldr', '#prerequisites', '#create']);
    const [tldr, prerequisites] = top as HTMLElement[];
    expect(Number.parseFloat(getComputedStyle(tldr as HTMLElement).paddingInlineStart)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(prerequisites as HTMLElement).paddingInlineStart),
    );
  });

  it('renders nothing without headings', async () => {
    const { container } = await render(<TableOfContents headings={[]} aria-label="On this page" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ActiveTableOfContents', () => {
  /** A page with the TOC and tall sections, so each heading can be scrolled to the top on its own. */
  const renderPage = () =>
    render(
      <>
        <ActiveTableOfContents headings={headings} aria-label="On this page" />
        <article>
          {headings.map((h) => {
            const Heading = h.level === 2 ? 'h2' : 'h3';
            return (
              <section key={h.id} style={{ minHeight: '1500px' }}>
                <Heading id={h.id}>{h.text}</Heading>
                <p>Section text.</p>
              </section>
            );
          })}
        </article>
      </>,
    );

  const scrollToHeading = (id: string, offset = 0) => {
    const el = document.getElementById(id) as HTMLElement;
    window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - 50 + offset);
  };

  it('highlights the heading in the reading band, follows the scroll and keeps the last one passed', async () => {
    await page.viewport(1024, 800);
    const { container } = await renderPage();
    // The updates come from real IntersectionObserver callbacks, outside act(): let React apply them as in a browser.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // The first heading starts inside the reading band (the top 40 % of the viewport).
      await expect.poll(() => current(container)).toBe('#prerequisites');
      scrollToHeading('plan');
      await expect.poll(() => current(container)).toBe('#plan');
      scrollToHeading('connect');
      await expect.poll(() => current(container)).toBe('#connect');
      // Deep inside the section before: no heading in the band, the last one scrolled past wins.
      scrollToHeading('standby', 700);
      await expect.poll(() => current(container)).toBe('#standby');
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(container.querySelectorAll('nav [aria-current]')).toHaveLength(1);
    expect(await axeViolations(container.querySelector('nav') as Element)).toEqual([]);
  });

  it('stops observing when it unmounts', async () => {
    const disconnect = vi.spyOn(IntersectionObserver.prototype, 'disconnect');
    const observe = vi.spyOn(IntersectionObserver.prototype, 'observe');
    await renderPage();
    expect(observe).toHaveBeenCalledTimes(headings.length);
    await cleanup();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});
