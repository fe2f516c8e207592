import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { AccountMenu } from './AccountMenu.tsx';

const links = [
  { label: 'Control panel', href: '#panel' },
  { label: 'Balance and payments', href: '#billing' },
];

describe('AccountMenu', () => {
  afterEach(cleanup);

  it('opens by keyboard, lists the links and the action, without axe violations', async () => {
    let loggedOut = 0;
    const { container } = await render(
      <AccountMenu name="jane" label="Account: jane" links={links} action={{ label: 'Log out', onSelect: () => loggedOut++ }} />,
    );
    const summary = container.querySelector('summary') as HTMLElement;
    expect(summary.getAttribute('aria-label')).toBe('Account: jane');
    summary.focus();
    await userEvent.keyboard('{Enter}');
    expect(container.querySelector('details')?.open).toBe(true);
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Control panel', 'Balance and payments']);
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    expect(document.activeElement?.textContent).toBe('Log out');
    await userEvent.keyboard('{Enter}');
    expect(loggedOut).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('disables the action while it runs', async () => {
    const { container } = await render(
      <AccountMenu
        name="jane"
        label="Account: jane"
        links={links}
        action={{ label: 'Log out', onSelect: () => {}, busy: true }}
      />,
    );
    expect((container.querySelector('button') as HTMLButtonElement).disabled).toBe(true);
  });
});
