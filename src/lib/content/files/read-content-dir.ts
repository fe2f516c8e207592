import '#server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under a content directory as [path relative to it, text], for the build check and tests. */
export const readContentDir = (root: string): [string, string][] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return [path.relative(root, full).split(path.sep).join('/'), readFileSync(full, 'utf8')] as [string, string];
    });
