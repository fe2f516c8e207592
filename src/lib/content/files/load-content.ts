import { ContentFileError, type ParsedFile, parseContentFile } from './parse-file.ts';
import { type LinkedContent, linkCollections } from './relations.ts';

/**
 * Parses and links every content file (path relative to `content/` → text).
 * Any malformed file or dangling reference fails the whole load, listing
 * each problem with its file, so a bad edit never reaches a page.
 */
export const loadContent = (files: Iterable<[file: string, raw: string]>): LinkedContent['rows'] => {
  const parsed: ParsedFile[] = [];
  const problems: string[] = [];
  for (const [file, raw] of files) {
    if (!/\.(md|yaml)$/.test(file) || file === 'README.md') continue;
    try {
      parsed.push(parseContentFile(file, raw));
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error;
      problems.push(error.message);
    }
  }
  const linked = linkCollections(parsed);
  problems.push(...linked.problems);
  if (problems.length) throw new Error(`Content check failed:\n${problems.join('\n')}`);
  return linked.rows;
};
