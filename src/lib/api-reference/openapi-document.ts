import { parse } from 'yaml';

/** The parts of an OpenAPI 3.1 document the reference reads; everything else passes through untouched. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  enum?: readonly unknown[];
  format?: string;
  pattern?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  minProperties?: number;
  required?: readonly string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  examples?: readonly unknown[];
  contentMediaType?: string;
};

export type ExampleObject = { $ref?: string; summary?: string; value?: unknown };
export type MediaType = { schema?: JsonSchema; examples?: Record<string, ExampleObject> };
export type ParameterObject = {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
};
export type ResponseObject = {
  $ref?: string;
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
};
export type OperationObject = {
  tags: readonly string[];
  operationId: string;
  summary: string;
  description?: string;
  security?: readonly unknown[];
  parameters?: readonly ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
};
export type PathItem = { parameters?: readonly ParameterObject[] } & Partial<Record<HttpMethod, OperationObject>>;
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: readonly { url: string; description?: string }[];
  tags: readonly { name: string; description: string }[];
  paths: Record<string, PathItem>;
  components: Record<string, Record<string, unknown>>;
};

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** The document from its YAML source (`openapi.yaml`, the one copy of the API's description). */
export const parseOpenApi = (yamlSource: string): OpenApiDocument => parse(yamlSource) as OpenApiDocument;

/**
 * The value a local `$ref` (`#/components/schemas/Server`) points at, or undefined when it points
 * nowhere. JSON Pointer escapes (`~1`, `~0`) are honoured.
 */
export const resolvePointer = (doc: OpenApiDocument, ref: string): unknown => {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
};

/** Follows `$ref`s until an object without one; throws on a dangling or circular reference. */
export const deref = <T extends { $ref?: string }>(doc: OpenApiDocument, value: T): T => {
  let current: T = value;
  const seen = new Set<string>();
  while (current.$ref) {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    const next = resolvePointer(doc, current.$ref);
    if (next === undefined || next === null || typeof next !== 'object') throw new Error(`dangling $ref ${current.$ref}`);
    current = next as T;
  }
  return current;
};

/** The component name of a `$ref` (`Server` of `#/components/schemas/Server`). */
export const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);
