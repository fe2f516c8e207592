import axe from 'axe-core';
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import '#ds/theme/index.ts';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Runs a React update inside act(). The act environment is switched on only
 * for that, because user events in the tests are real browser events that
 * React handles on its own; with the flag left on, each would warn.
 */
const inAct = async (update: () => void) => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => update());
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  }
};

const mounted: Root[] = [];

/**
 * Inter, loaded before anything renders: the theme's font is `font-display: optional`, which a
 * document that first lays text out without it keeps using its fallback for, so measurements
 * would depend on how fast the font file came.
 */
const webFont = document.fonts.load('1em "Inter Variable"');

/** Renders into a fresh `<main>` in the test page's document, with the theme loaded. */
export const render = async (ui: ReactNode) => {
  await webFont;
  const container = document.createElement('main');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  await inAct(() => root.render(ui));
  return {
    container,
    rerender: (next: ReactNode) => inAct(() => root.render(next)),
  };
};

/** Unmounts everything `render` mounted; call in `afterEach`. */
export const cleanup = async () => {
  for (const root of mounted.splice(0)) await inAct(() => root.unmount());
  document.body.innerHTML = '';
};

/** axe-core violations (WCAG 2 A and AA) inside a node, as readable strings; the test expects `[]`. */
export const axeViolations = async (node: Element = document.body) => {
  const result = await axe.run(node, { runOnly: ['wcag2a', 'wcag2aa'] });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};

/**
 * Moves the pointer to the top-left corner. Test files share one browser page,
 * so a pointer left over an element by an earlier test would keep whatever is
 * rendered there next in :hover.
 */
export const parkPointer = async () => {
  const { userEvent } = await import('vitest/browser');
  const spot = document.createElement('div');
  spot.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px';
  document.body.append(spot);
  await userEvent.hover(spot);
  spot.remove();
};
