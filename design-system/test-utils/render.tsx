import axe from 'axe-core';
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import '../theme/index.ts';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Root[] = [];

/** Renders into a fresh `<main>` in the test page's document, with the theme loaded. */
export const render = async (ui: ReactNode) => {
  const container = document.createElement('main');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  await act(async () => root.render(ui));
  return {
    container,
    rerender: (next: ReactNode) => act(async () => root.render(next)),
  };
};

/** Unmounts everything `render` mounted; call in `afterEach`. */
export const cleanup = async () => {
  for (const root of mounted.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = '';
};

/** axe-core violations (WCAG 2 A and AA) inside a node, as readable strings; the test expects `[]`. */
export const axeViolations = async (node: Element = document.body) => {
  const result = await axe.run(node, { runOnly: ['wcag2a', 'wcag2aa'] });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};
