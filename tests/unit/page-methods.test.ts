import { describe, expect, it } from 'vitest';
import { readOnlyPages } from '#server/page-methods.ts';

type Input = { type: 'rsc' | 'call' | 'http'; req: Request; pathname: string };

const handlers = () => {
  const seen: string[] = [];
  return {
    seen,
    handlers: readOnlyPages({
      handleRequest: async (input: Input, _utils: never) => {
        seen.push(`${input.type} ${input.req.method}`);
        // What Waku does with a multipart page POST it cannot parse as an action.
        if (input.req.method === 'POST') await input.req.formData();
        return new Response('page', { status: 200 });
      },
      handleBuild: async () => {},
    }),
  };
};

const page = (method: string, type: Input['type'] = 'http', body?: string): Input => ({
  type,
  pathname: '/pricing/',
  req: new Request('http://localhost/pricing/', {
    method,
    ...(body === undefined ? {} : { body, headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
  }),
});

describe('page methods', () => {
  it('answers POST, PUT, PATCH, DELETE and OPTIONS on a page with 405 and Allow, without parsing the body', async () => {
    const { handlers: h, seen } = handlers();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const res = (await h.handleRequest(
        page(method, 'http', method === 'OPTIONS' ? undefined : 'not multipart'),
        {} as never,
      )) as Response;
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
    expect(seen).toEqual([]);
  });

  it('passes GET and HEAD page requests and RSC payloads through', async () => {
    const { handlers: h, seen } = handlers();
    for (const input of [page('GET'), page('HEAD'), page('GET', 'rsc')]) {
      expect(((await h.handleRequest(input, {} as never)) as Response).status).toBe(200);
    }
    expect(seen).toEqual(['http GET', 'http HEAD', 'rsc GET']);
  });
});
