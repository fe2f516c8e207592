import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseOpenApi } from '#src/lib/api-reference/openapi-document.ts';
import { openApiPath } from '#src/routes/api-reference-tags.ts';

/** The JSON form of `src/lib/api-reference/openapi.yaml`, as served at /api-docs/openapi.json. */
export const openApiJson = (yamlSource: string): string => `${JSON.stringify(parseOpenApi(yamlSource), null, 2)}\n`;

/**
 * Writes the API's OpenAPI document as JSON into the browser build's output (`dist/public`), so
 * the static-files step serves it from memory at a stable URL with `application/json`, an ETag and
 * compression, like any other file; the reference pages render the same document.
 */
export const apiDocument = (): Plugin => ({
  name: 'nuvora:api-document',
  apply: 'build',
  generateBundle() {
    if (this.environment.name !== 'client') return;
    const source = readFileSync(path.resolve('src/lib/api-reference/openapi.yaml'), 'utf8');
    this.emitFile({ type: 'asset', fileName: openApiPath.slice(1), source: openApiJson(source) });
  },
});
