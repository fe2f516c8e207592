import '#server-only';
import { type ReferenceTag, referenceTags } from './api-reference.ts';
import source from './openapi.yaml?raw';
import { type OpenApiDocument, parseOpenApi } from './openapi-document.ts';

let doc: OpenApiDocument | undefined;
let tags: ReferenceTag[] | undefined;

/** The API's OpenAPI document, parsed once (at build: the reference pages are prerendered). */
export const apiDocument = (): OpenApiDocument => {
  doc ??= parseOpenApi(source);
  return doc;
};

/** The reference's tags and operations, built once. */
export const apiReferenceTags = (): readonly ReferenceTag[] => {
  tags ??= referenceTags(apiDocument());
  return tags;
};
