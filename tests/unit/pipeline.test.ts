import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pipeline } from '#server/pipeline.ts';

const start = '<!-- pipeline:start -->';
const end = '<!-- pipeline:end -->';

/** ARCHITECTURE.md's pipeline section, as `npm run docs:pipeline` writes it. */
const pipelineSection = () =>
  `${start}\n${pipeline.map((step, i) => `${i + 1}. **${step.name}**: ${step.does}`).join('\n')}\n${end}`;

const order = (name: string) => {
  const index = pipeline.findIndex((step) => step.name === name);
  expect(index, name).toBeGreaterThanOrEqual(0);
  return index;
};

describe('request pipeline', () => {
  it('names each step once', () => {
    expect(new Set(pipeline.map((step) => step.name)).size).toBe(pipeline.length);
  });

  it('logs everything, and leaves to Waku only what no other step answered', () => {
    expect(order('request log')).toBe(0);
    expect(order('Waku')).toBe(pipeline.length - 1);
  });

  it('wraps every answer in the security headers and compression, JSON routes included', () => {
    for (const route of ['landing API', 'forms', 'search', 'main API paths', 'static files', 'cached pages']) {
      expect(order('response headers')).toBeLessThan(order(route));
      expect(order('compression')).toBeLessThan(order(route));
    }
  });

  it('applies referrals and redirects before anything is served from memory', () => {
    expect(order('referrals')).toBeLessThan(order('URL rules'));
    expect(order('URL rules')).toBeLessThan(order('static files'));
    expect(order('static files')).toBeLessThan(order('cached pages'));
    expect(order('error pages')).toBeLessThan(order('cached pages'));
    expect(order('RSC guard')).toBeLessThan(order('Waku'));
  });

  it('is listed in ARCHITECTURE.md as it is in server/pipeline.ts (UPDATE_DOCS=1 rewrites the list)', () => {
    const section = (doc: string) => doc.slice(doc.indexOf(start), doc.indexOf(end) + end.length);
    const doc = readFileSync('ARCHITECTURE.md', 'utf8');
    expect(doc.indexOf(start), 'ARCHITECTURE.md has the pipeline markers').toBeGreaterThanOrEqual(0);
    expect(doc.indexOf(end)).toBeGreaterThan(doc.indexOf(start));
    if (process.env.UPDATE_DOCS === '1') writeFileSync('ARCHITECTURE.md', doc.replace(section(doc), pipelineSection()));
    expect(section(readFileSync('ARCHITECTURE.md', 'utf8'))).toBe(pipelineSection());
  });
});
