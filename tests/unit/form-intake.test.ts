import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailRegistered } from '#server/forms/email-registry.ts';
import { createFormIntake } from '#server/forms/intake.ts';
import { openOutbox } from '#server/forms/outbox.ts';
import { createDelivery, nextAttemptDelay } from '#server/outbox/delivery.ts';
import { formMessages } from '#src/features/forms/form-rules.ts';

const catalog = (locale: string) =>
  new Map<string, string>(
    Object.entries(JSON.parse(readFileSync(path.join(import.meta.dirname, `../../intl/messages/${locale}/forms.json`), 'utf8'))),
  );

const dbFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'forms-')), 'forms.sqlite');

const setup = (file = dbFile(), rateLimit = { max: 10, windowMs: 60_000 }) => {
  const outbox = openOutbox(file);
  const app = createFormIntake({
    outbox: () => outbox,
    allowedOrigins: ['https://nuvora.cloud'],
    emailRegistered: emailRegistered(undefined),
    loginUrl: 'https://my.nuvora.cloud/login',
    rateLimit,
    // Behind one proxy, as in production: the address it appends to x-forwarded-for is the visitor's.
    trustedProxies: 1,
  });
  const post = (form: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`http://localhost/api/forms/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': '203.0.113.7', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { outbox, post, file };
};

const author = { name: 'Ana', email: 'ana@example.pt', country: 'PT', message: 'I write about Kubernetes.' };

describe('form intake', () => {
  it('answers 400 with per-field messages in the visitor’s language', async () => {
    const { post, outbox } = setup();
    const res = await post('become-an-author', { locale: 'de', name: '', email: 'x', country: 'DE', message: 'Hallo' });
    expect(res.status).toBe(400);
    const { errors, messageIds } = (await res.json()) as { errors: Record<string, string>; messageIds: object };
    expect(Object.keys(errors).sort()).toEqual(['email', 'name']);
    expect(errors.email).not.toBe('Must be a valid email');
    expect(errors.email).toBe(catalog('de').get(formMessages.emailMust));
    expect(messageIds).toEqual({ name: formMessages.blank, email: formMessages.emailMust });
    expect(outbox.all()).toEqual([]);
  });

  it('answers in English with the spec’s messages by default, and with their ids for the site’s forms', async () => {
    const { post } = setup();
    const res = await post('become-an-author', { ...author, email: 'nope' });
    expect(await res.json()).toEqual({
      errors: { email: 'Must be a valid email' },
      messageIds: { email: formMessages.emailMust },
    });
  });

  it('stores a valid submission before answering 201', async () => {
    const { post, outbox } = setup();
    const res = await post('become-an-author', { ...author, locale: 'pt-br', unexpected: 'dropped' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(outbox.get(id)).toMatchObject({ form: 'become-an-author', locale: 'pt-br', payload: author, deliveredAt: null });
  });

  it('refuses cross-site posts with 403', async () => {
    const { post } = setup();
    const refused = await post('become-an-author', author, { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'This form can only be sent from our website.',
      messageId: formMessages.origin,
    });
    expect((await post('become-an-author', author, { origin: '' })).status).toBe(403);
    expect((await post('become-an-author', author, { origin: 'https://nuvora.cloud' })).status).toBe(201);
  });

  it('limits bursts from one address with 429', async () => {
    const { post } = setup(dbFile(), { max: 3, windowMs: 60_000 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post('become-an-author', author)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await post('become-an-author', author, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(201);
  });

  it('accepts but never stores what fills the honeypot', async () => {
    const { post, outbox } = setup();
    expect((await post('become-an-author', { ...author, fax: 'buy now' })).status).toBe(202);
    expect(outbox.all()).toEqual([]);
  });

  it('rejects unreadable, oversized and unknown-form posts', async () => {
    const { post } = setup();
    expect((await post('become-an-author', '{not json')).status).toBe(400);
    expect((await post('become-an-author', { ...author, message: 'x'.repeat(40_000) })).status).toBe(413);
    expect((await post('nonsense', author)).status).toBe(404);
  });

  it('knows only its own forms: names inherited from Object.prototype are unknown forms (404), not a 500', async () => {
    const { post, outbox } = setup();
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
      const res = await post(name, author, { 'x-forwarded-for': `203.0.113.${name.length}` });
      expect(res.status, name).toBe(404);
    }
    expect(outbox.all()).toEqual([]);
  });

  it('says when the e-mail already has an account, with a login link', async () => {
    const { post } = setup();
    const res = await post('business-sign-up', {
      companyName: 'ACME',
      firstName: 'A',
      lastName: 'B',
      email: 'demo@nuvora.cloud',
      accountType: 'company',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: { email: 'User with this email already exists' },
      messageIds: { email: formMessages.emailExists },
      login: { label: 'Log in', href: 'https://my.nuvora.cloud/login' },
    });
  });
});

describe('form delivery', () => {
  it('retries with back-off while the webhook is down, then delivers once — across a restart', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const file = dbFile();
    const first = openOutbox(file, now);
    const id = first.add('become-an-author', 'en-us', author);
    const received: string[] = [];
    let up = false;
    const send = async (s: { id: string }) => {
      if (!up) throw new Error('webhook down');
      received.push(s.id);
    };
    await createDelivery({ outbox: first, send, now, what: 'form' }).tick();
    expect(first.get(id)).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'Error: webhook down' });
    // Not due again until the back-off has passed.
    await createDelivery({ outbox: first, send, now, what: 'form' }).tick();
    expect(first.get(id)?.attempts).toBe(1);
    first.close();

    // The process restarts; the webhook comes back.
    clock += 60_000;
    up = true;
    const second = openOutbox(file, now);
    const delivery = createDelivery({ outbox: second, send, now, what: 'form' });
    await delivery.tick();
    await delivery.tick();
    expect(received).toEqual([id]);
    expect(second.get(id)?.deliveredAt).toBe(clock);
  });

  it('backs off exponentially, capped at an hour', () => {
    const mid = () => 0.5;
    expect(nextAttemptDelay(1, mid)).toBe(5_000);
    expect(nextAttemptDelay(2, mid)).toBe(10_000);
    expect(nextAttemptDelay(5, mid)).toBe(80_000);
    expect(nextAttemptDelay(30, mid)).toBe(3_600_000);
  });
});
