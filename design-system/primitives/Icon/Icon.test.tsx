import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import * as Flags from './Flags.tsx';
import { FlagDe } from './Flags.tsx';
import * as LineIcons from './Icon.tsx';
import { createIcon, IconCheck, IconServer } from './Icon.tsx';

const Icons = { ...LineIcons, ...Flags };

const required = [
  'IconCheck',
  'IconClose',
  'IconChevronDown',
  'IconChevronRight',
  'IconMenu',
  'IconSearch',
  'IconServer',
  'IconDatabase',
  'IconCloud',
  'IconShield',
  'IconKubernetes',
  'IconStorage',
  'IconGlobe',
  'IconExternal',
  'IconArrowRight',
  'IconInfo',
  'IconWarning',
  'IconStar',
  'FlagUs',
  'FlagDe',
  'FlagEs',
  'FlagFr',
  'FlagIt',
  'FlagNl',
  'FlagBr',
];

describe('Icon', () => {
  afterEach(cleanup);

  it('exports every icon of the set as its own component that draws something', async () => {
    const exports = Icons as unknown as Record<string, LineIcons.IconComponent>;
    for (const name of required) {
      const Icon = exports[name];
      expect(typeof Icon, name).toBe('function');
      if (!Icon) continue;
      const { container } = await render(<Icon />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('viewBox'), name).toMatch(/^0 0 \d+ \d+$/);
      expect(svg?.querySelectorAll('path, rect, circle, ellipse').length, name).toBeGreaterThan(0);
      const box = svg?.getBoundingClientRect();
      expect(box?.width, name).toBeGreaterThan(0);
      expect(box?.height, name).toBeGreaterThan(0);
      await cleanup();
    }
  });

  it('is decorative by default: hidden from assistive tech, no role, not focusable', async () => {
    const { container } = await render(<IconCheck />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.hasAttribute('role')).toBe(false);
    expect(svg?.hasAttribute('aria-label')).toBe(false);
    expect(svg?.getAttribute('focusable')).toBe('false');
  });

  it('is a labelled image when given a label or a title, with no axe violations', async () => {
    const { container } = await render(
      <p>
        <IconServer label="Server" /> <FlagDe title="Germany" /> <IconCheck /> Ready
      </p>,
    );
    const [server, flag, check] = container.querySelectorAll('svg');
    expect(server?.getAttribute('role')).toBe('img');
    expect(server?.getAttribute('aria-label')).toBe('Server');
    expect(server?.hasAttribute('aria-hidden')).toBe(false);
    expect(server?.querySelector('title')).toBeNull();
    expect(flag?.getAttribute('role')).toBe('img');
    expect(flag?.getAttribute('aria-label')).toBe('Germany');
    expect(flag?.querySelector('title')?.textContent).toBe('Germany');
    expect(check?.getAttribute('aria-hidden')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('follows the font size and text colour by default and takes token sizes', async () => {
    const { container } = await render(
      <div style={{ fontSize: '20px', color: 'rgb(1, 2, 3)' }}>
        <IconCheck data-testid="inherit" />
        <IconCheck size="lg" data-testid="lg" />
        <FlagDe size="md" data-testid="flag" />
      </div>,
    );
    const box = (id: string) => (container.querySelector(`[data-testid="${id}"]`) as Element).getBoundingClientRect();
    expect(box('inherit').height).toBe(20);
    expect(box('inherit').width).toBe(20);
    expect(box('lg').height).toBe(32);
    // Flags keep their 3:2 ratio.
    expect(box('flag').height).toBe(24);
    expect(box('flag').width).toBe(36);
    const check = container.querySelector('[data-testid="inherit"]') as Element;
    expect(box('lg').width).toBe(32);
    expect(getComputedStyle(check).stroke).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(check).display).toBe('inline-block');
  });

  it('keeps its size as a stretching flex item', async () => {
    const { container } = await render(
      <div style={{ display: 'flex', flexDirection: 'column', width: '300px' }}>
        <IconServer size="lg" />
        <FlagDe size="lg" />
      </div>,
    );
    const [server, flag] = [...container.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect());
    expect(server?.width).toBe(32);
    expect(flag?.width).toBe(48);
  });

  it('builds new icons with createIcon and passes SVG props through', async () => {
    const IconDot = createIcon(<circle cx="12" cy="12" r="4" />, { name: 'IconDot' });
    expect(IconDot.displayName).toBe('IconDot');
    const { container } = await render(<IconDot className="extra" label="Status" data-state="on" />);
    const svg = container.querySelector('svg');
    expect(svg?.classList.contains('extra')).toBe(true);
    expect(svg?.getAttribute('data-state')).toBe('on');
    expect(svg?.querySelector('circle')?.getAttribute('r')).toBe('4');
  });
});
