import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Faq, type FaqItem } from './Faq.tsx';

const items: FaqItem[] = [
  { id: 'backups', question: 'Are backups included?', answer: 'Daily snapshots are kept for seven days.' },
  {
    id: 'billing',
    question: 'How is usage billed?',
    answer: (
      <>
        <p>By the hour, capped at the monthly price.</p>
        <p>
          See <a href="/pricing/">pricing</a>.
        </p>
      </>
    ),
  },
  { id: 'ipv6', question: 'Do servers get IPv6?', answer: 'Yes, a /64 subnet each.' },
];

const question = (name: string) => page.getByRole('button', { name });

describe('Faq', () => {
  afterEach(cleanup);

  it('renders a heading and the questions as accordion triggers, without axe violations', async () => {
    const { container } = await render(
      <Faq id="faq" heading="Frequently asked questions" items={items} defaultOpen={['backups']} />,
    );
    expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe('faq-heading');
    expect(container.querySelector('h2')?.textContent).toBe('Frequently asked questions');
    expect([...container.querySelectorAll('h3 > button')].map((b) => b.textContent)).toEqual(items.map((i) => i.question));
    expect(question('Are backups included?').element().getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks up a schema.org FAQPage with every answer in the document, open or not', async () => {
    const { container } = await render(<Faq heading="FAQ" items={items} />);
    const pageEl = container.querySelector('[itemtype="https://schema.org/FAQPage"]') as HTMLElement;
    expect(pageEl.hasAttribute('itemscope')).toBe(true);
    const questions = [...pageEl.querySelectorAll('[itemprop="mainEntity"]')];
    expect(questions).toHaveLength(3);
    for (const [index, q] of questions.entries()) {
      expect(q.getAttribute('itemtype')).toBe('https://schema.org/Question');
      expect(q.hasAttribute('itemscope')).toBe(true);
      expect(q.querySelector('[itemprop="name"]')?.textContent).toBe(items[index]?.question);
      const answer = q.querySelector('[itemprop="acceptedAnswer"]') as HTMLElement;
      expect(answer.getAttribute('itemtype')).toBe('https://schema.org/Answer');
      expect(answer.hasAttribute('itemscope')).toBe(true);
      expect(answer.querySelector('[itemprop="text"]')?.textContent?.length).toBeGreaterThan(0);
    }
    expect(questions[1]?.querySelector('[itemprop="text"] a')?.getAttribute('href')).toBe('/pricing/');
  });

  it('opens answers by keyboard and moves between questions with arrows', async () => {
    await render(<Faq heading="FAQ" items={items} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(question('How is usage billed?').element());
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('By the hour, capped at the monthly price.')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(page.getByText('Yes, a /64 subnet each.')).toBeVisible();
    // Multiple by default: the first stays open.
    await expect.element(page.getByText('By the hour, capped at the monthly price.')).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('closes the open answer when another opens in single mode, with h4 questions under an h3', async () => {
    const { container } = await render(
      <Faq heading="FAQ" headingLevel={3} type="single" items={items} defaultOpen={['backups']} />,
    );
    expect(container.querySelectorAll('h4 > button')).toHaveLength(3);
    await question('Do servers get IPv6?').click();
    expect(question('Do servers get IPv6?').element().getAttribute('aria-expanded')).toBe('true');
    expect(question('Are backups included?').element().getAttribute('aria-expanded')).toBe('false');
  });
});
