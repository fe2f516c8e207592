import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import * as Accordion from './Accordion.tsx';

const items = [
  { id: 'backup', q: 'Are backups included?', a: 'Daily snapshots are kept for seven days.' },
  { id: 'ipv6', q: 'Do servers get IPv6?', a: 'Every server gets a /64 subnet.' },
  { id: 'billing', q: 'How is usage billed?', a: 'Hourly, capped at the monthly price.' },
];

const Example = ({ type = 'multiple', level }: { type?: 'single' | 'multiple'; level?: 2 | 3 | 4 }) => {
  const children = items.map((item) => (
    <Accordion.Item key={item.id} value={item.id}>
      <Accordion.Trigger headingLevel={level}>{item.q}</Accordion.Trigger>
      <Accordion.Content>{item.a}</Accordion.Content>
    </Accordion.Item>
  ));
  return type === 'single' ? (
    <Accordion.Root type="single" collapsible defaultValue="backup">
      {children}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="multiple" defaultValue={['backup']}>
      {children}
    </Accordion.Root>
  );
};

const trigger = (name: string) => page.getByRole('button', { name });
const expanded = (name: string) => trigger(name).element().getAttribute('aria-expanded');
const panelOf = (name: string) => {
  const id = trigger(name).element().getAttribute('aria-controls');
  return document.getElementById(id ?? '') as HTMLElement;
};
const shown = (name: string) => getComputedStyle(panelOf(name)).visibility === 'visible';

describe('Accordion', () => {
  afterEach(cleanup);

  it('renders triggers in headings of the given level, without axe violations', async () => {
    const { container } = await render(<Example level={2} />);
    const headings = container.querySelectorAll('h2');
    expect(headings).toHaveLength(3);
    expect(headings[0]?.querySelector('button')?.textContent).toBe('Are backups included?');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('defaults to h3 headings and links each panel to its trigger', async () => {
    const { container } = await render(<Example />);
    expect(container.querySelectorAll('h3 > button')).toHaveLength(3);
    const panel = panelOf('Are backups included?');
    expect(panel.tagName).toBe('SECTION');
    expect(panel.getAttribute('aria-labelledby')).toBe(trigger('Are backups included?').element().id);
    expect(shown('Are backups included?')).toBe(true);
  });

  it('keeps closed panels in the document but hidden from everyone', async () => {
    await render(<Example />);
    const closed = panelOf('Do servers get IPv6?');
    expect(closed.textContent).toBe('Every server gets a /64 subnet.');
    expect(getComputedStyle(closed).visibility).toBe('hidden');
    expect(expanded('Do servers get IPv6?')).toBe('false');
  });

  it('toggles with Enter and Space and moves between triggers with arrows, Home and End', async () => {
    await render(<Example />);
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger('Are backups included?').element());
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Do servers get IPv6?').element());
    await userEvent.keyboard('{Enter}');
    expect(expanded('Do servers get IPv6?')).toBe('true');
    await expect.poll(() => shown('Do servers get IPv6?')).toBe(true);
    await userEvent.keyboard(' ');
    expect(expanded('Do servers get IPv6?')).toBe('false');
    await expect.poll(() => shown('Do servers get IPv6?')).toBe(false);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(trigger('How is usage billed?').element());
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Are backups included?').element());
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(trigger('How is usage billed?').element());
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(trigger('Are backups included?').element());
    await userEvent.keyboard('{Enter}');
    expect(expanded('Are backups included?')).toBe('false');
  });

  it('skips links in closed panels when tabbing', async () => {
    await render(
      <Accordion.Root type="multiple">
        <Accordion.Item value="docs">
          <Accordion.Trigger>Where are the docs?</Accordion.Trigger>
          <Accordion.Content>
            <a href="/docs/">Documentation</a>
          </Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.tagName).not.toBe('A');
  });

  it('opens one item at a time when single', async () => {
    await render(<Example type="single" />);
    expect(expanded('Are backups included?')).toBe('true');
    await trigger('How is usage billed?').click();
    expect(expanded('How is usage billed?')).toBe('true');
    expect(expanded('Are backups included?')).toBe('false');
    await trigger('How is usage billed?').click();
    expect(expanded('How is usage billed?')).toBe('false');
  });
});
