import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { CtaBand } from './CtaBand.tsx';

const props = {
  heading: 'Deploy your first cloud server in 60 seconds',
  text: 'Start with $100 of free credit for 60 days.',
  primaryAction: { label: 'Create a free account', href: '/signup/', attributes: { 'data-reload': '' } },
  secondaryAction: { label: 'Talk to sales', href: '/contacts/' },
};

const german = {
  heading: 'Starten Sie Ihren ersten Cloud-Server in weniger als einer Minute – mit Rechenzentrumsstandort Frankfurt am Main',
  text: 'Testen Sie Nuvora 60 Tage lang mit 100 € Startguthaben, ohne Mindestvertragslaufzeit.',
  primaryAction: { label: 'Kostenloses Benutzerkonto registrieren', href: '/signup/' },
  secondaryAction: { label: 'Individuelles Beratungsgespräch vereinbaren', href: '/contacts/' },
};

const noHorizontalOverflow = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;
const action = (container: HTMLElement, which: 'primary' | 'secondary') =>
  container.querySelector(`[data-action="${which}"]`) as HTMLAnchorElement | null;

/** The focus token as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const focusColour = rgb(palette.focus);

afterEach(cleanup);

describe('CtaBand', () => {
  it.each(['brand', 'inverse', 'muted'] as const)('has readable text and buttons on the %s tone (axe clean)', async (tone) => {
    const { container } = await render(<CtaBand {...props} tone={tone} id="cta" />);
    expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe('cta-heading');
    expect(document.getElementById('cta-heading')?.textContent).toBe(props.heading);
    expect(await axeViolations(container)).toEqual([]);
    // Each action must stand out from the band it sits on.
    const band = getComputedStyle(container.querySelector('section') as HTMLElement).backgroundColor;
    expect(getComputedStyle(action(container, 'primary') as HTMLElement).backgroundColor).not.toBe(band);
  });

  it('links both actions, passing extra data attributes through', async () => {
    const { container } = await render(<CtaBand {...props} />);
    const primary = action(container, 'primary');
    const secondary = action(container, 'secondary');
    expect(primary?.getAttribute('href')).toBe('/signup/');
    expect(primary?.textContent).toBe('Create a free account');
    expect(primary?.hasAttribute('data-reload')).toBe(true);
    expect(secondary?.getAttribute('href')).toBe('/contacts/');
    expect(secondary?.hasAttribute('data-reload')).toBe(false);
    expect(container.querySelector('p')?.textContent).toBe(props.text);
  });

  it('renders only the primary action and no text when none is given', async () => {
    const { container } = await render(
      <CtaBand heading="Need more vCPUs?" headingLevel={3} primaryAction={props.primaryAction} />,
    );
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('h3')?.textContent).toBe('Need more vCPUs?');
  });

  it('shows the focus colour with a light halo when tabbing to an action on the brand band', async () => {
    const { container } = await render(<CtaBand {...props} />);
    await userEvent.tab();
    const primary = action(container, 'primary') as HTMLElement;
    expect(document.activeElement).toBe(primary);
    const style = getComputedStyle(primary);
    expect(style.outlineColor).toBe(focusColour);
    expect(style.outlineStyle).toBe('solid');
    expect(style.boxShadow).toContain(rgb(palette.surface));
    await userEvent.tab();
    expect(document.activeElement).toBe(action(container, 'secondary'));
  });

  it('wraps long German copy and buttons inside 320 px and puts the buttons beside the copy on wide screens', async () => {
    const { container } = await render(<CtaBand {...german} />);
    await page.viewport(320, 900);
    await expect.poll(noHorizontalOverflow).toBe(true);
    const primary = action(container, 'primary') as HTMLElement;
    const heading = container.querySelector('h2') as HTMLElement;
    expect(primary.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await page.viewport(1536, 900);
    await expect.poll(() => primary.getBoundingClientRect().left > heading.getBoundingClientRect().right).toBe(true);
    expect(noHorizontalOverflow()).toBe(true);
  });

  it('centres everything when asked', async () => {
    const { container } = await render(<CtaBand {...props} align="center" />);
    await page.viewport(1536, 900);
    const heading = container.querySelector('h2') as HTMLElement;
    await expect.poll(() => getComputedStyle(heading).textAlign).toBe('center');
    const box = heading.getBoundingClientRect();
    expect(Math.abs(box.left + box.width / 2 - document.documentElement.clientWidth / 2)).toBeLessThan(2);
  });
});
