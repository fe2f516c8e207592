import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { SectionIntro, sectionStyle } from './SectionIntro.tsx';

describe('SectionIntro', () => {
  afterEach(cleanup);

  it('renders the heading at its level with the lead, naming its section', async () => {
    const { container } = await render(
      <section aria-labelledby="faq-heading" className={sectionStyle}>
        <SectionIntro heading="Questions" level={3} lead="Quick answers." headingId="faq-heading" />
      </section>,
    );
    const heading = container.querySelector('h3');
    expect(heading?.textContent).toBe('Questions');
    expect(heading?.id).toBe('faq-heading');
    expect(container.querySelector('p')?.textContent).toBe('Quick answers.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leaves the lead out when there is none', async () => {
    const { container } = await render(<SectionIntro heading="Steps" />);
    expect(container.querySelector('h2')).not.toBeNull();
    expect(container.querySelector('p')).toBeNull();
  });

  it('fits a 320 px screen with long German words', async () => {
    await page.viewport(320, 800);
    const { container } = await render(<SectionIntro heading="Rechenzentrumsstandortauswahl und Datenschutzgrundverordnung" />);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    expect(container.querySelector('h2')?.getBoundingClientRect().right).toBeLessThanOrEqual(320);
  });
});
