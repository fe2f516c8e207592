import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { formsDb } from '../../playwright.config.ts';

const exported = () =>
  execFileSync(process.execPath, ['server/forms/export.ts'], {
    env: { ...process.env, FORMS_DB_PATH: formsDb },
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; form: string; locale: string; payload: Record<string, unknown> });

test('a valid submission is stored before the 201 and shows up in forms:export', async ({ request, baseURL }) => {
  const res = await request.post('/api/forms/join-program', {
    headers: { origin: baseURL as string },
    data: { locale: 'nl', socials: 'https://github.com/nuvora-fan' },
  });
  expect(res.status()).toBe(201);
  const { id, message } = await res.json();
  expect(message).toBeTruthy();
  expect(exported().find((s) => s.id === id)).toMatchObject({
    form: 'join-program',
    locale: 'nl',
    payload: { socials: 'https://github.com/nuvora-fan' },
  });
});

test('an invalid submission gets 400 with messages in its language; a cross-site one 403', async ({ request, baseURL }) => {
  const invalid = await request.post('/api/forms/schedule-consultation', {
    headers: { origin: baseURL as string },
    data: { locale: 'en-us', firstName: 'Ana', products: [] },
  });
  expect(invalid.status()).toBe(400);
  const { errors } = await invalid.json();
  expect(errors.products).toBe('Please select a product or service');
  expect(errors.challenge).toBe('Please describe your challenge');
  expect(errors.email).toBe('Field must not be blank');
  const crossSite = await request.post('/api/forms/join-program', {
    headers: { origin: 'https://evil.example' },
    data: { socials: 'x' },
  });
  expect(crossSite.status()).toBe(403);
});
