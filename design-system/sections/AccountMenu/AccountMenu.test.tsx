import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { AccountMenu, initialsOf } from './AccountMenu.tsx';

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

  it('shows an avatar of initials and a menu cue beside the name, named by its label alone (issue 25.12)', async () => {
    const { container } = await render(<AccountMenu name="demo-customer" label="Account: demo-customer" links={links} />);
    const summary = container.querySelector('summary') as HTMLElement;
    const avatar = summary.querySelector('[data-initials]') as HTMLElement;
    expect(avatar.textContent).toBe('DC');
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    const box = avatar.getBoundingClientRect();
    expect(Math.round(box.width)).toBe(24);
    expect(getComputedStyle(avatar).borderTopLeftRadius).toBe('50%');
    const cue = summary.querySelector('svg') as SVGElement;
    expect(cue.getAttribute('aria-hidden')).toBe('true');
    expect(cue.getBoundingClientRect().width).toBeGreaterThan(0);
    // The cue turns over while the menu is open.
    const closed = getComputedStyle(cue).transform;
    (container.querySelector('details') as HTMLDetailsElement).open = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(getComputedStyle(cue).transform).not.toBe(closed);
    expect(summary.getAttribute('aria-label')).toBe('Account: demo-customer');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes up to two initials, whatever the script', () => {
    expect(initialsOf('jane')).toBe('J');
    expect(initialsOf('ana.maría lópez')).toBe('AM');
    expect(initialsOf('élodie')).toBe('É');
  });
});
