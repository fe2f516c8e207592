import { describe, expect, it } from 'vitest';
import { withoutPrerenderedPages } from '#server/build/build-metadata.ts';

const moduleOf = (entries: [string, string][]) => `export const buildMetadata = new Map(${JSON.stringify(entries)});`;
const load = (source: string) =>
  new Map(JSON.parse(source.slice('export const buildMetadata = new Map('.length, -');'.length)) as [string, string][]);

describe('build metadata without prerendered page payloads', () => {
  const elements = {
    'slot/root': 'cm9vdA==',
    'slot/layout:/de': 'bGF5b3V0',
    'pathSpec/[{"type":"literal","name":"docs"}]': 'c3BlYw==',
    'slot/page:/pricing': 'cHJpY2luZw==',
    'slot/page:/de/pricing': 'cHJlaXNl',
  };
  const source = moduleOf([
    ['defineRouter:cachedElements', JSON.stringify(elements)],
    ['defineRouter:path2moduleIds', '{"^/pricing$":["a1"]}'],
  ]);

  it('drops the page slots and keeps the root, the layouts and the route templates dynamic pages render in', () => {
    const pruned = load(withoutPrerenderedPages(source));
    expect(JSON.parse(pruned.get('defineRouter:cachedElements') ?? '')).toEqual({
      'slot/root': 'cm9vdA==',
      'slot/layout:/de': 'bGF5b3V0',
      'pathSpec/[{"type":"literal","name":"docs"}]': 'c3BlYw==',
    });
  });

  it('leaves the other metadata as it was', () => {
    expect(load(withoutPrerenderedPages(source)).get('defineRouter:path2moduleIds')).toBe('{"^/pricing$":["a1"]}');
  });

  it('refuses a module of another shape instead of writing a broken one', () => {
    expect(() => withoutPrerenderedPages('export default {}')).toThrow(/unexpected module shape/);
  });
});
