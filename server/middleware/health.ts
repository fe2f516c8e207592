import { Hono } from 'hono/tiny';

/**
 * `GET /healthz`: the process answers. Nothing more: how long it has run (when it last restarted)
 * tells a stranger more than a load balancer needs. Mounted after the response headers step, so it
 * carries the security headers like every other answer.
 */
export const health = new Hono().get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'cache-control': 'no-store' }));
