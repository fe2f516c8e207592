import { Hono } from 'hono/tiny';

/** `GET /healthz`: the process answers, and for how long it has. */
export const health = new Hono().get('/healthz', (c) => c.json({ status: 'ok', uptime: Math.round(process.uptime()) }));
