import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCodes, locales } from '#intl/locales.ts';
import { curlCommand, referenceTags, schemaFields } from '#src/lib/api-reference/api-reference.ts';
import {
  deref,
  type ExampleObject,
  httpMethods,
  type JsonSchema,
  type MediaType,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  parseOpenApi,
  resolvePointer,
} from '#src/lib/api-reference/openapi-document.ts';
import { apiTagSlugs } from '#src/routes/api-reference-tags.ts';

const doc = parseOpenApi(readFileSync('src/lib/api-reference/openapi.yaml', 'utf8'));
const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join('intl/messages', locales[locale as 'en-us'].file, 'api-reference.json'), 'utf8'));

const operations = Object.entries(doc.paths).flatMap(([route, item]) =>
  httpMethods.flatMap((method) => {
    const operation = item[method];
    return operation ? [{ route, method, operation, shared: item.parameters ?? [] }] : [];
  }),
);

/** Every `$ref` anywhere in the document, with where it sits. */
const refsIn = (node: unknown, at = '#'): { at: string; ref: string }[] => {
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [{ at, ref: value }] : refsIn(value, `${at}/${key}`),
  );
};

/**
 * The ways `value` breaks `schema` (the JSON Schema keywords the document uses: type, enum,
 * required, properties with no others, items, oneOf, allOf, ranges, pattern, lengths).
 */
const violations = (value: unknown, input: JsonSchema, at = '$'): string[] => {
  const schema = deref(doc, input);
  if (schema.oneOf) {
    const matching = schema.oneOf.filter((option) => violations(value, option, at).length === 0);
    return matching.length === 1 ? [] : [`${at}: matches ${matching.length} of oneOf`];
  }
  if (schema.allOf) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map((p) => deref(doc, p))) {
      Object.assign(merged.properties as object, part.properties);
      merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
    }
    return violations(value, merged, at);
  }
  const problems: string[] = [];
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const typeOk = (type: string) =>
    type === kind || (type === 'integer' && Number.isInteger(value)) || (type === 'number' && kind === 'number');
  if (types.length && !types.some(typeOk)) return [`${at}: ${kind} is not ${types.join('|')}`];
  if (schema.enum && !schema.enum.includes(value)) problems.push(`${at}: ${String(value)} not in enum`);
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${at}: below minimum`);
    if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${at}: above maximum`);
  }
  if (typeof value === 'string') {
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) problems.push(`${at}: does not match ${schema.pattern}`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength) problems.push(`${at}: too long`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) problems.push(`${at}: too few items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) problems.push(`${at}: too many items`);
    if (schema.items) problems.push(...value.flatMap((item, i) => violations(item, schema.items as JsonSchema, `${at}[${i}]`)));
  }
  if (kind === 'object' && schema.type === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in record)) problems.push(`${at}: missing ${name}`);
    if (schema.minProperties !== undefined && Object.keys(record).length < schema.minProperties)
      problems.push(`${at}: too few properties`);
    for (const [name, field] of Object.entries(record)) {
      const property = schema.properties?.[name];
      problems.push(...(property ? violations(field, property, `${at}.${name}`) : [`${at}: unknown property ${name}`]));
    }
  }
  return problems;
};

/** Every (schema, example) pair of the document's request and response bodies. */
const examplePairs = (): { at: string; schema: JsonSchema; value: unknown }[] => {
  const pairs: { at: string; schema: JsonSchema; value: unknown }[] = [];
  const fromContent = (at: string, content: Record<string, MediaType> | undefined) => {
    for (const [type, media] of Object.entries(content ?? {})) {
      for (const [name, example] of Object.entries(media.examples ?? {})) {
        if (media.schema) pairs.push({ at: `${at} ${type} ${name}`, schema: media.schema, value: deref(doc, example).value });
      }
    }
  };
  for (const { route, method, operation } of operations) {
    fromContent(`${method} ${route} request`, operation.requestBody?.content);
    for (const [status, response] of Object.entries(operation.responses))
      fromContent(`${method} ${route} ${status}`, deref(doc, response).content);
  }
  return pairs;
};

const hasExample = (operation: OperationObject): boolean => {
  const bodies = [operation.requestBody?.content, ...Object.values(operation.responses).map((r) => deref(doc, r).content)];
  return bodies.some((content) => Object.values(content ?? {}).some((media) => Object.keys(media.examples ?? {}).length > 0));
};

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 for the API of the docs, with bearer tokens', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.servers.map((s) => s.url)).toEqual(['https://api.nuvora.cloud/v1']);
    expect(resolvePointer(doc, '#/components/securitySchemes/bearerToken')).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect((doc as OpenApiDocument & { security: unknown }).security).toEqual([{ bearerToken: [] }]);
  });

  it('covers the provider: servers, volumes, VPCs, firewalls, load balancers, Kubernetes, databases, S3 keys, projects, billing', () => {
    expect(doc.tags.map((t) => t.name)).toEqual([...apiTagSlugs]);
    for (const tag of apiTagSlugs)
      expect(operations.filter((o) => o.operation.tags.includes(tag)).length, tag).toBeGreaterThan(0);
    expect(operations.length).toBeGreaterThanOrEqual(55);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/kubernetes/clusters/{cluster_id}/node_pools', '/s3/keys']));
  });

  it('resolves every $ref', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(100);
    const dangling = refs.filter(({ ref }) => resolvePointer(doc, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary, a known tag, a 2xx answer and an example', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { route, method, operation } of operations) {
      const at = `${method} ${route}`;
      expect(operation.operationId, at).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.summary?.trim(), at).toBeTruthy();
      expect(operation.tags.length, at).toBe(1);
      expect(apiTagSlugs as readonly string[], at).toContain(operation.tags[0]);
      expect(
        Object.keys(operation.responses).some((s) => /^2\d\d$/.test(s)),
        at,
      ).toBe(true);
      expect(hasExample(operation), at).toBe(true);
    }
  });

  it('declares each path placeholder as a required path parameter, and no other', () => {
    for (const { route, method, operation, shared } of operations) {
      const placeholders = [...route.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = [...shared, ...(operation.parameters ?? [])]
        .map((p) => deref(doc, p as ParameterObject))
        .filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), `${method} ${route}`).toEqual(placeholders);
      expect(declared.every((p) => p.required === true)).toBe(true);
    }
  });

  it('has examples that fit their schemas', () => {
    const pairs = examplePairs();
    expect(pairs.length).toBeGreaterThan(60);
    expect(pairs.flatMap(({ at, schema, value }) => violations(value, schema).map((problem) => `${at}: ${problem}`))).toEqual([]);
    // The checker itself catches a broken example.
    const server = resolvePointer(doc, '#/components/schemas/Server') as JsonSchema;
    expect(violations({ id: 'web-1' }, server).length).toBeGreaterThan(1);
    const examples = (resolvePointer(doc, '#/components/examples') as Record<string, ExampleObject>).Server;
    expect(violations({ ...(examples?.value as object), status: 'sleeping' }, server)).toEqual([
      '$.status: sleeping not in enum',
    ]);
  });

  it('has every API path the docs call, so docs and reference agree', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : [],
      );
    const called = new Set(
      files('content/docs/en-us').flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:api\.nuvora\.cloud)?\/v1(\/[a-z_{}/]+[a-z_}])/g)].map((m) => m[1] as string),
      ),
    );
    expect(called.size).toBeGreaterThan(1);
    const shape = (p: string) => p.replace(/\{[^}]+\}/g, '{}');
    const documented = new Set(Object.keys(doc.paths).map(shape));
    for (const call of called) expect(documented, call).toContain(shape(call));
  });
});

describe('the reference built from it', () => {
  const tags = referenceTags(doc);

  it('groups every operation under its tag, in the document order', () => {
    expect(tags.map((t) => t.slug)).toEqual([...apiTagSlugs]);
    expect(tags.flatMap((t) => t.operations).length).toBe(operations.length);
  });

  it('flattens nested schemas into fields and writes a curl command the docs would', () => {
    const create = tags.flatMap((t) => t.operations).find((op) => op.id === 'createServer');
    expect(create?.curl).toBe(
      [
        'curl -X POST https://api.nuvora.cloud/v1/servers',
        '  -H "Authorization: Bearer $NUVORA_TOKEN"',
        '  -H "Content-Type: application/json"',
        `  -d '{"name":"web-1","region":"nl-1","image":"ubuntu-24.04","plan":"s-1vcpu-1gb","ssh_keys":["my-laptop"],"backups":true}'`,
      ].join(' \\\n'),
    );
    const get = tags.flatMap((t) => t.operations).find((op) => op.id === 'getServer');
    expect(get?.curl).toBe('curl https://api.nuvora.cloud/v1/servers/418273 \\\n  -H "Authorization: Bearer $NUVORA_TOKEN"');
    const fields = schemaFields(doc, { $ref: '#/components/schemas/Server' });
    expect(fields.find((f) => f.name === 'networks.ipv4[].type')).toEqual({
      name: 'networks.ipv4[].type',
      depth: 2,
      type: 'string',
      required: true,
      constraints: 'public | private',
    });
    expect(fields.find((f) => f.name === 'status')?.constraints).toBe('new | running | off | resizing | deleting');
    const plans = tags.flatMap((t) => t.operations).find((op) => op.id === 'listDatabasePlans');
    expect(plans?.authenticated).toBe(false);
    expect(plans?.curl).not.toContain('Authorization');
  });

  it('quotes a body with an apostrophe safely for the shell', () => {
    expect(curlCommand('https://x', 'post', '/p', true, '{"a":"it\'s"}')).toContain(`-d '{"a":"it'\\''s"}'`);
  });
});

describe('the reference texts', () => {
  const english = catalog('en-us');

  it('name every tag, operation, body schema, parameter and status in en-us, as the document says', () => {
    for (const tag of doc.tags) {
      expect(english[`api-docs-tag.${tag.name}.heading`], tag.name).toBeTruthy();
      expect(english[`api-docs-tag.${tag.name}.description`], tag.name).toBe(tag.description);
    }
    const tags = referenceTags(doc);
    for (const operation of tags.flatMap((t) => t.operations)) {
      expect(english[`apiReference.operation.${operation.id}`], operation.id).toBe(operation.summary);
      for (const parameter of operation.parameters) expect(english[parameter.messageId], parameter.messageId).toBeTruthy();
      for (const response of operation.responses)
        expect(english[`apiReference.status.${response.status}`], response.status).toBeTruthy();
      for (const body of [operation.requestBody, ...operation.responses.map((r) => r.body)]) {
        if (!body?.schemaName) continue;
        const schema = resolvePointer(doc, `#/components/schemas/${body.schemaName}`) as JsonSchema;
        const key = `apiReference.schema.${body.schemaName}`;
        // A list schema has no description of its own: its page names it by its items.
        // A described schema's English text is its description; a list schema's is absent or its own.
        expect(english[key] ?? (schema.description === undefined ? 'list' : undefined), key).toBeTruthy();
        expect(schema.description === undefined || english[key] === schema.description, key).toBe(true);
      }
    }
  });

  it('are written for each market, not left in English', () => {
    for (const locale of localeCodes.filter((l) => l !== 'en-us')) {
      const own = catalog(locale);
      // Resource names may be the market's loanword ("Volumes" in Dutch); sentences may not.
      const untranslated = Object.entries(own).filter(
        ([id, text]) =>
          text === english[id] &&
          !id.endsWith('.heading') &&
          text.length > 12 &&
          !/^[\w./{}-]+$/.test(text) &&
          // A pattern of arguments and punctuation only ("{part}: {operation}") has no words to translate.
          /\p{L}/u.test(text.replace(/\{[^}]*\}/g, '')),
      );
      expect(untranslated, locale).toEqual([]);
    }
  });
});
