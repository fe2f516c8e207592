import path from 'node:path';
import type { Plugin } from 'vite';
import { loadContent } from '#src/lib/content/files/load-content.ts';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';

/**
 * Fails `waku build` (and the dev server start) when a content file is
 * malformed or points at something missing, naming each file and field.
 */
export const checkContent = (): Plugin => ({
  name: 'nuvora:check-content',
  buildStart() {
    loadContent(readContentDir(path.resolve('content')));
  },
});
