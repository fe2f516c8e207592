import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, cleanup, render } from './test-utils/render.tsx';

type StoryModule = Record<string, unknown>;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const storiesOf = (module: StoryModule) =>
  Object.entries(module).filter(
    (entry): entry is [string, ComponentType] => typeof entry[1] === 'function' && /^[A-Z]/.test(entry[0]),
  );

describe('every Ladle story', () => {
  afterEach(cleanup);

  it('covers every primitive and section folder', () => {
    const folders = Object.keys(import.meta.glob('./{primitives,sections,illustrations}/*/*.tsx'))
      .map((path) => path.split('/').slice(0, 3).join('/'))
      .filter((folder, i, all) => all.indexOf(folder) === i);
    for (const folder of folders) {
      expect(
        Object.keys(modules).some((path) => path.startsWith(`${folder}/`)),
        `${folder} has no stories`,
      ).toBe(true);
    }
  });

  for (const [path, module] of Object.entries(modules)) {
    for (const [name, Story] of storiesOf(module)) {
      it(`${path.slice(2)} › ${name} renders without axe violations`, async () => {
        await render(<Story />);
        expect(await axeViolations(document.body)).toEqual([]);
      });
    }
  }
});
