import {
  deref,
  type HttpMethod,
  httpMethods,
  type JsonSchema,
  type MediaType,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  refName,
} from './openapi-document.ts';

/** One field of a schema, flattened: `networks.ipv4[].ip_address` at depth 2. */
export type SchemaField = {
  name: string;
  depth: number;
  type: string;
  required: boolean;
  /** Enum values, format, range and default, as code-like text: `new | running`, `1–200, default 20`. */
  constraints: string;
};

export type ReferenceParameter = {
  name: string;
  in: ParameterObject['in'];
  required: boolean;
  type: string;
  constraints: string;
  /** Catalog id of its description (`apiReference.parameter.page`). */
  messageId: string;
};

export type ReferenceBody = {
  mediaType: string;
  /** The named schema (`ServerCreate`), whose one-line description is translated. */
  schemaName?: string;
  fields: readonly SchemaField[];
  /** The first example, as the text a client sends or receives. */
  example?: string;
};

export type ReferenceResponse = { status: string; body?: ReferenceBody };

export type ReferenceOperation = {
  id: string;
  tag: string;
  method: HttpMethod;
  path: string;
  /** The English summary of the document; pages show the catalog's `apiReference.operation.<id>`. */
  summary: string;
  authenticated: boolean;
  parameters: readonly ReferenceParameter[];
  requestBody?: ReferenceBody & { required: boolean };
  /** Every status the operation answers; only the first 2xx carries its body's fields and example. */
  responses: readonly ReferenceResponse[];
  curl: string;
};

export type ReferenceTag = { slug: string; operations: readonly ReferenceOperation[] };

const typeOf = (doc: OpenApiDocument, schema: JsonSchema): string => {
  if (schema.$ref) {
    const target = deref(doc, schema);
    return target.type === 'object' || target.allOf ? refName(schema.$ref) : typeOf(doc, target);
  }
  if (schema.oneOf) return schema.oneOf.map((s) => typeOf(doc, s)).join(' | ');
  if (schema.type === 'array') return `${schema.items ? typeOf(doc, schema.items) : 'any'}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  const base = schema.type ?? 'any';
  return schema.format ? `${base} (${schema.format})` : base;
};

const constraintsOf = (doc: OpenApiDocument, input: JsonSchema): string => {
  const schema = input.$ref ? deref(doc, input) : input;
  if (schema.oneOf)
    return schema.oneOf
      .map((s) => constraintsOf(doc, s))
      .filter(Boolean)
      .join('; ');
  const parts: string[] = [];
  if (schema.enum) parts.push(schema.enum.map(String).join(' | '));
  if (schema.pattern) parts.push(schema.pattern);
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    parts.push(`${schema.minimum ?? '…'}–${schema.maximum ?? '…'}`);
  if (schema.maxLength !== undefined) parts.push(`≤ ${schema.maxLength}`);
  if (schema.minItems !== undefined) parts.push(`≥ ${schema.minItems}`);
  if (schema.maxItems !== undefined) parts.push(`≤ ${schema.maxItems}`);
  if (schema.default !== undefined) parts.push(`= ${JSON.stringify(schema.default)}`);
  return parts.join(', ');
};

/** The properties of an object schema (its `allOf` parts merged), with which of them are required. */
const objectParts = (
  doc: OpenApiDocument,
  input: JsonSchema,
): { properties: Record<string, JsonSchema>; required: Set<string> } => {
  const schema = deref(doc, input);
  const properties: Record<string, JsonSchema> = { ...schema.properties };
  const required = new Set(schema.required ?? []);
  for (const part of schema.allOf ?? []) {
    const inner = objectParts(doc, part);
    Object.assign(properties, inner.properties);
    for (const name of inner.required) required.add(name);
  }
  return { properties, required };
};

/** Whether a schema has fields of its own to list (an object, or an array of objects). */
const nestedObject = (doc: OpenApiDocument, input: JsonSchema): JsonSchema | undefined => {
  const schema = deref(doc, input);
  if (schema.type === 'object' || schema.allOf) return schema;
  if (schema.type === 'array' && schema.items) return nestedObject(doc, schema.items);
  return undefined;
};

/**
 * Every field of a schema as rows of a table, nested objects and arrays of objects below their
 * parent (`networks.ipv4[].type`). Named schemas met again deeper (a `Server` inside a list) are
 * expanded too, but never inside themselves.
 */
export const schemaFields = (
  doc: OpenApiDocument,
  schema: JsonSchema,
  prefix = '',
  depth = 0,
  seen = new Set<string>(),
): SchemaField[] => {
  if (schema.$ref && seen.has(schema.$ref)) return [];
  const inside = schema.$ref ? new Set([...seen, schema.$ref]) : seen;
  const { properties, required } = objectParts(doc, schema);
  return Object.entries(properties).flatMap(([name, property]) => {
    const fullName = `${prefix}${name}`;
    const row: SchemaField = {
      name: fullName,
      depth,
      type: typeOf(doc, property),
      required: required.has(name),
      constraints: constraintsOf(doc, property),
    };
    const nested = nestedObject(doc, property);
    if (!nested) return [row];
    const isArray = deref(doc, property).type === 'array';
    const itemSchema = isArray ? (deref(doc, property).items as JsonSchema) : property;
    return [row, ...schemaFields(doc, itemSchema, `${fullName}${isArray ? '[]' : ''}.`, depth + 1, inside)];
  });
};

const exampleText = (doc: OpenApiDocument, media: MediaType, mediaType: string): string | undefined => {
  const first = Object.values(media.examples ?? {})[0];
  if (!first) return undefined;
  const value = deref(doc, first).value;
  if (typeof value === 'string' && mediaType !== 'application/json') return value.trimEnd();
  return JSON.stringify(value, null, 2);
};

const bodyOf = (doc: OpenApiDocument, content: Record<string, MediaType> | undefined): ReferenceBody | undefined => {
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  if (!mediaType || !media) return undefined;
  const schema = media.schema;
  const objectSchema = schema ? nestedObject(doc, schema) : undefined;
  return {
    mediaType,
    ...(schema?.$ref ? { schemaName: refName(schema.$ref) } : {}),
    fields: schema && objectSchema ? schemaFields(doc, schema) : [],
    ...(exampleText(doc, media, mediaType) !== undefined ? { example: exampleText(doc, media, mediaType) } : {}),
  };
};

/** The shell command that makes the request, with the token from `$NUVORA_TOKEN`. */
export const curlCommand = (baseUrl: string, method: HttpMethod, path: string, authenticated: boolean, body?: string): string => {
  const lines = [`curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} ${baseUrl}${path}`];
  if (authenticated) lines.push('-H "Authorization: Bearer $NUVORA_TOKEN"');
  if (body !== undefined) {
    lines.push('-H "Content-Type: application/json"');
    // Shell single quotes: a quote inside the body ends the string, is escaped, and reopens it.
    lines.push(`-d '${JSON.stringify(JSON.parse(body)).replaceAll("'", `'\\''`)}'`);
  }
  return lines.join(' \\\n  ');
};

/** Example values that fill a path's `{placeholders}`: the parameter's first schema example. */
const filledPath = (path: string, parameters: readonly ParameterObject[]): string =>
  path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const example = parameters.find((p) => p.name === name)?.schema?.examples?.[0];
    return example === undefined ? whole : String(example);
  });

const parameterRow = (doc: OpenApiDocument, parameter: ParameterObject): ReferenceParameter => ({
  name: parameter.name,
  in: parameter.in,
  required: parameter.required === true,
  type: parameter.schema ? typeOf(doc, parameter.schema) : 'string',
  constraints: parameter.schema ? constraintsOf(doc, parameter.schema) : '',
  messageId: `apiReference.parameter.${parameter.in}.${parameter.name}`,
});

const referenceOperation = (
  doc: OpenApiDocument,
  path: string,
  method: HttpMethod,
  operation: OperationObject,
  shared: readonly ParameterObject[],
): ReferenceOperation => {
  const parameters = [...shared, ...(operation.parameters ?? [])].map((p) => deref(doc, p));
  const authenticated = (operation.security ?? [{}]).length > 0;
  const requestBody = operation.requestBody ? bodyOf(doc, operation.requestBody.content) : undefined;
  const statuses = Object.keys(operation.responses);
  const success = statuses.find((status) => status.startsWith('2'));
  const responses = statuses.map((status): ReferenceResponse => {
    const response = deref(doc, operation.responses[status] as NonNullable<OperationObject['responses'][string]>);
    const body = status === success ? bodyOf(doc, response.content) : undefined;
    return body ? { status, body } : { status };
  });
  const baseUrl = doc.servers[0]?.url ?? '';
  const sentBody = requestBody?.mediaType === 'application/json' ? requestBody.example : undefined;
  return {
    id: operation.operationId,
    tag: operation.tags[0] ?? '',
    method,
    path,
    summary: operation.summary,
    authenticated,
    parameters: parameters.map((p) => parameterRow(doc, p)),
    ...(requestBody ? { requestBody: { ...requestBody, required: operation.requestBody?.required === true } } : {}),
    responses,
    curl: curlCommand(baseUrl, method, filledPath(path, parameters), authenticated, sentBody),
  };
};

/** Every operation of the document, grouped by its first tag, in the document's tag order. */
export const referenceTags = (doc: OpenApiDocument): ReferenceTag[] => {
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      return operation ? [referenceOperation(doc, path, method, operation, item.parameters ?? [])] : [];
    }),
  );
  return doc.tags.map((tag) => ({ slug: tag.name, operations: operations.filter((op) => op.tag === tag.name) }));
};
