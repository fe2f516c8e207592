import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';

const links = [
  { code: 'en-us', iso: 'en-US', name: 'English', href: '#en', current: false },
  { code: 'de', iso: 'de', name: 'Deutsch', href: '#de', current: true },
];

describe('LanguageMenu', () => {
  afterEach(cleanup);

  it('names the current language and opens by keyboard, without axe violations', async () => {
    const { container } = await render(<LanguageMenu label="Sprache: Deutsch" links={links} />);
    const summary = container.querySelector('summary') as HTMLElement;
    expect(summary.getAttribute('aria-label')).toBe('Sprache: Deutsch');
    expect(summary.textContent).toBe('DE');
    summary.focus();
    await userEvent.keyboard('{Enter}');
    expect(container.querySelector('details')?.open).toBe(true);
    const english = container.querySelector('a[hreflang="en-US"]') as HTMLAnchorElement;
    expect(english.checkVisibility()).toBe(true);
    expect(english.lang).toBe('en-US');
    expect(container.querySelector('a[aria-current="true"]')?.textContent).toBe('Deutsch');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reports the chosen language before navigating', async () => {
    const chosen: string[] = [];
    const { container } = await render(
      <LanguageMenu label="Language: English" links={links} onSelect={(code) => chosen.push(code)} />,
    );
    (container.querySelector('summary') as HTMLElement).click();
    await userEvent.click(container.querySelector('a[hreflang="en-US"]') as HTMLElement);
    expect(chosen).toEqual(['en-us']);
  });
});
