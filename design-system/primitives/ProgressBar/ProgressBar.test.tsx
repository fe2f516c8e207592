import axe from 'axe-core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar, type ProgressState } from './ProgressBar.tsx';

const render = (state: ProgressState) => {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<ProgressBar state={state} durationMs={5000} label="Loading page" />);
  return host;
};

describe('ProgressBar', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is hidden from assistive tech while idle', async () => {
    const host = render('idle');
    await expect.poll(() => host.querySelector('[data-state]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('announces a busy, labelled progress bar while running, without axe violations', async () => {
    const host = render('running');
    await expect.poll(() => host.querySelector('[role="progressbar"]')?.getAttribute('aria-busy')).toBe('true');
    const bar = host.querySelector('[role="progressbar"]') as HTMLElement;
    expect(bar.style.animationDuration).toBe('5000ms');
    expect((await axe.run(host, { runOnly: ['wcag2a', 'wcag2aa'] })).violations).toEqual([]);
  });

  it('shows the failed state in the danger colour', async () => {
    const host = render('failed');
    await expect.poll(() => host.querySelector('[data-state]')?.getAttribute('data-state')).toBe('failed');
    const bar = host.querySelector('[role="progressbar"]') as HTMLElement;
    expect(getComputedStyle(bar).backgroundColor).toBe('rgb(180, 35, 24)');
  });
});
