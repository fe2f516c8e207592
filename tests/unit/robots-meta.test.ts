import { describe, expect, it } from 'vitest';
import { withNoindex } from '../../server/robots-meta.ts';

const bytes = (html: string) => new TextEncoder().encode(html);
const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe('noindex off-production', () => {
  it('adds the robots noindex tag right after <head>', () => {
    expect(text(withNoindex(bytes('<!DOCTYPE html><html lang="de"><head><title>x</title></head></html>')))).toBe(
      '<!DOCTYPE html><html lang="de"><head><meta name="robots" content="noindex"/><title>x</title></head></html>',
    );
  });

  it('leaves a page with a robots tag of its own, and anything without a head, as it is', () => {
    const own = bytes('<html><head><meta name="robots" content="noindex"/></head></html>');
    expect(withNoindex(own)).toBe(own);
    const fragment = bytes('<p>no head</p>');
    expect(withNoindex(fragment)).toBe(fragment);
  });

  it('computes each body once', () => {
    const page = bytes('<html><head></head></html>');
    expect(withNoindex(page)).toBe(withNoindex(page));
  });
});
