import { Hono } from 'hono/tiny';
import { describe, expect, it } from 'vitest';
import { rscGuard, rscRefusal } from '#server/middleware/rsc-guard.ts';

describe('RSC guard', () => {
  it('lets the router’s payload requests through: GET and HEAD of /RSC/R/<route>.txt', () => {
    for (const path of [
      '/RSC/R/_root.txt',
      '/RSC/R/blog.txt',
      '/RSC/R/de/docs/kubernetes/create-cluster.txt',
      '/RSC/R/%E0%A4%A.txt',
    ]) {
      expect(rscRefusal('GET', path), path).toBeNull();
      expect(rscRefusal('HEAD', path), path).toBeNull();
    }
    expect(rscRefusal('POST', '/pricing/')).toBeNull();
    expect(rscRefusal('GET', '/RSCX/')).toBeNull();
  });

  it('answers what Waku cannot decode with 404, and any other method with 405 and Allow', () => {
    for (const path of [
      '/RSC',
      '/RSC/',
      '/RSC/R/',
      '/RSC/R/blog',
      '/RSC/X',
      '/RSC/F/x/y.txt',
      '/RSC/F/_/a.txt',
      '/RSC/S/x.txt',
    ]) {
      expect(rscRefusal('GET', path)?.status, path).toBe(404);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = rscRefusal(method, '/RSC/R/blog.txt');
      expect(res?.status, method).toBe(405);
      expect(res?.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('as middleware, answers before the handler behind it runs', async () => {
    const reached: string[] = [];
    const app = new Hono();
    app.use(rscGuard);
    app.all('*', (c) => {
      reached.push(`${c.req.method} ${c.req.path}`);
      throw new Error('Invalid encoded rscPath');
    });
    expect((await app.request('/RSC/F/x/y.txt')).status).toBe(404);
    expect((await app.request('/RSC/R/blog.txt', { method: 'POST', body: '"$@1"' })).status).toBe(405);
    expect(reached).toEqual([]);
    expect((await app.request('/RSC/R/blog.txt')).status).toBe(500);
    expect(reached).toEqual(['GET /RSC/R/blog.txt']);
  });
});
