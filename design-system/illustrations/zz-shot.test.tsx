import { afterEach, it } from 'vitest';
import { page } from 'vitest/browser';
import * as s from '#ds/sections/Diagram/Diagram.stories.tsx';
import { cleanup, render } from '#ds/test-utils/render.tsx';
import * as d from './Diagrams/Diagrams.stories.tsx';

afterEach(cleanup);
it('diagrams', async () => {
  await page.viewport(1366, 1200);
  await render(
    <div style={{ width: 1340 }}>
      <d.AllDiagrams />
    </div>,
  );
  await page.screenshot({ path: '../../.shots/diagrams.png' });
});
it('section', async () => {
  await page.viewport(1366, 900);
  await render(<s.Kubernetes />);
  await page.screenshot({ path: '../../.shots/section.png' });
});
