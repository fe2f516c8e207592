import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createFormsModule } from '#server/forms/forms-module.ts';
import { openOutbox } from '#server/forms/outbox.ts';
import { deliveryGiveUp, formsWebhookSecret } from '#server/forms/settings.ts';
import { webhookSender } from '#server/forms/webhook.ts';
import { signatureHeader, signatureValid } from '#server/forms/webhook-signature.ts';
import { createDelivery } from '#server/outbox/delivery.ts';

const SECRET = 'whsec-test-0123456789abcdef';
const dbFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'webhook-')), 'forms.sqlite');
const author = { name: 'Ana', email: 'ana@example.pt', country: 'PT', message: 'I write about Kubernetes.' };

type Verify = (secret: string, header: string, body: string, now?: number) => boolean;

/** The verification example operators copy from docs/deploy.md, run as they would run it. */
const documentedVerifier = async (): Promise<Verify> => {
  const doc = readFileSync(path.join(import.meta.dirname, '../../docs/deploy.md'), 'utf8');
  const example = doc.match(/<!-- webhook-verify:start -->\s*```js\n([\s\S]*?)```\s*<!-- webhook-verify:end -->/)?.[1];
  if (!example) throw new Error('docs/deploy.md has no webhook verification example between its markers');
  expect(example.trim().split('\n').length).toBeLessThanOrEqual(10);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'verify-')), 'verify.mjs');
  writeFileSync(file, example);
  return (await import(pathToFileURL(file).href)).verified as Verify;
};

type Received = { headers: Record<string, string | string[] | undefined>; body: string; accepted: boolean };

/** A webhook receiver on loopback that checks every post with `verify` and answers 401 to a bad one. */
const startReceiver = async (verify: (header: string, body: string) => boolean) => {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const accepted = verify(String(req.headers['x-signature'] ?? ''), body);
      received.push({ headers: req.headers, body, accepted });
      res.writeHead(accepted ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
};
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('signed webhook deliveries (issue 28, item 4)', () => {
  it('signs each post so a real receiver running the documented check accepts it', async () => {
    const verify = await documentedVerifier();
    const receiver = await startReceiver((header, body) => verify(SECRET, header, body));
    const outbox = openOutbox(dbFile());
    const id = outbox.add('become-an-author', 'pt-br', author);
    await createDelivery({ outbox, send: webhookSender(receiver.url, { secret: SECRET }), what: 'form' }).tick();

    expect(receiver.received).toHaveLength(1);
    const post = receiver.received[0] as Received;
    expect(post.accepted).toBe(true);
    expect(post.headers['x-signature']).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(post.headers['idempotency-key']).toBe(id);
    expect(JSON.parse(post.body)).toMatchObject({ id, form: 'become-an-author', locale: 'pt-br', payload: author });
    expect(outbox.get(id)?.deliveredAt).not.toBeNull();
  });

  it('is refused by that receiver when signed with another secret, changed on the way, or replayed after 5 minutes', async () => {
    const verify = await documentedVerifier();
    const body = JSON.stringify({ id: 'x', payload: author });
    const now = Math.floor(Date.now() / 1000);
    expect(verify(SECRET, signatureHeader(SECRET, body, now), body)).toBe(true);
    expect(verify(SECRET, signatureHeader('another-secret-0123456789', body, now), body)).toBe(false);
    expect(verify(SECRET, signatureHeader(SECRET, body, now), body.replace('Ana', 'Eve'))).toBe(false);
    expect(verify(SECRET, signatureHeader(SECRET, body, now - 301), body)).toBe(false);
    expect(verify(SECRET, '', body)).toBe(false);
    // The server's own checker agrees with the documented one.
    expect(signatureValid(SECRET, signatureHeader(SECRET, body, now - 301), body, now)).toBe(false);
    expect(signatureValid(SECRET, signatureHeader(SECRET, body, now - 299), body, now)).toBe(true);

    // A delivery whose clock is 10 minutes behind is a stale signature: the receiver refuses it, the entry stays due.
    const receiver = await startReceiver((header, raw) => verify(SECRET, header, raw));
    const outbox = openOutbox(dbFile());
    const id = outbox.add('become-an-author', 'en-us', author);
    const lateClock = () => Date.now() - 600_000;
    await createDelivery({ outbox, send: webhookSender(receiver.url, { secret: SECRET, now: lateClock }), what: 'form' }).tick();
    expect(receiver.received.map((r) => r.accepted)).toEqual([false]);
    expect(outbox.get(id)).toMatchObject({ deliveredAt: null, attempts: 1 });
  });

  it('requires FORMS_WEBHOOK_SECRET with a webhook in production: the server does not start without it', () => {
    const production = { NODE_ENV: 'production', FORMS_WEBHOOK_URL: 'https://crm.example/hook' };
    expect(() => formsWebhookSecret(production)).toThrow(/FORMS_WEBHOOK_SECRET must be set/);
    expect(formsWebhookSecret({ ...production, FORMS_WEBHOOK_SECRET: SECRET })).toBe(SECRET);
    expect(() => formsWebhookSecret({ ...production, FORMS_WEBHOOK_SECRET: 'short' })).toThrow(/at least 16/);
    // Outside production, or without a webhook, posts may go unsigned.
    expect(formsWebhookSecret({ FORMS_WEBHOOK_URL: 'http://127.0.0.1:9/hook' })).toBeUndefined();
    expect(formsWebhookSecret({ NODE_ENV: 'production' })).toBeUndefined();

    const saved = { ...process.env };
    try {
      Object.assign(process.env, production, { FORMS_DB_PATH: dbFile() });
      delete process.env.FORMS_WEBHOOK_SECRET;
      expect(() => createFormsModule().startDelivery()).toThrow(/FORMS_WEBHOOK_SECRET must be set/);
    } finally {
      process.env = saved;
    }
  });
});

describe('deliveries that keep failing (issue 28, item 4)', () => {
  it('back off, then are marked failed after the last attempt: kept, counted, not sent again', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const outbox = openOutbox(dbFile(), now);
    const id = outbox.add('become-an-author', 'en-us', author);
    const kept = outbox.add('become-an-author', 'en-us', { ...author, email: 'kept@example.pt' });
    let posts = 0;
    const failures: boolean[] = [];
    const delivery = createDelivery({
      outbox,
      send: async (entry) => {
        posts++;
        if (entry.id === id) throw new Error('webhook answered 500');
      },
      what: 'form',
      giveUp: { maxAttempts: 3, maxAgeMs: 86_400_000 },
      onFailure: (gaveUp) => failures.push(gaveUp),
      now,
    });
    for (let i = 0; i < 6; i++) {
      await delivery.tick();
      clock += 3_600_000;
    }
    expect(outbox.get(id)).toMatchObject({ attempts: 3, deliveredAt: null, lastError: 'Error: webhook answered 500' });
    expect(outbox.get(id)?.failedAt).toBeGreaterThan(0);
    expect(failures).toEqual([false, false, true]);
    expect(posts).toBe(4);
    expect(outbox.get(kept)?.deliveredAt).not.toBeNull();
    expect(outbox.backlog()).toEqual({ pending: 0, oldestPendingAt: null, failed: 1 });
  });

  it('gives up on an entry older than the maximum age at its next failure', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const outbox = openOutbox(dbFile(), now);
    const id = outbox.add('become-an-author', 'en-us', author);
    clock += 73 * 3_600_000;
    const delivery = createDelivery({
      outbox,
      send: async () => {
        throw new Error('down');
      },
      what: 'form',
      giveUp: { maxAttempts: 100, maxAgeMs: 72 * 3_600_000 },
      now,
    });
    await delivery.tick();
    expect(outbox.get(id)).toMatchObject({ attempts: 1, failedAt: clock });
  });

  it('reads its limits from the environment, refusing values that are not whole numbers', () => {
    expect(deliveryGiveUp({})).toEqual({ maxAttempts: 48, maxAgeMs: 72 * 3_600_000 });
    expect(deliveryGiveUp({ FORMS_DELIVERY_MAX_ATTEMPTS: '5', FORMS_DELIVERY_MAX_AGE_HOURS: '1' })).toEqual({
      maxAttempts: 5,
      maxAgeMs: 3_600_000,
    });
    expect(() => deliveryGiveUp({ FORMS_DELIVERY_MAX_ATTEMPTS: 'ten' })).toThrow(/FORMS_DELIVERY_MAX_ATTEMPTS/);
    expect(() => deliveryGiveUp({ FORMS_DELIVERY_MAX_AGE_HOURS: '0' })).toThrow(/FORMS_DELIVERY_MAX_AGE_HOURS/);
  });
});
