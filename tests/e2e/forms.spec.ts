import { expect, test } from '@playwright/test';
import { hydrated, storedSubmissions, storedVisits } from './helpers.ts';

test('a valid submission is stored before the 201 and shows up in forms:export', async ({ request, baseURL }) => {
  const res = await request.post('/api/forms/join-program', {
    headers: { origin: baseURL as string },
    data: { locale: 'nl', name: 'Sanne de Vries', email: 'sanne@nuvora-fan.example', socials: 'https://github.com/nuvora-fan' },
  });
  expect(res.status()).toBe(201);
  const { id, message } = await res.json();
  expect(message).toBeTruthy();
  expect(storedSubmissions().find((s) => s.id === id)).toMatchObject({
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
  const { errors, messageIds } = await invalid.json();
  expect(errors.products).toBe('Please select a product or service');
  expect(messageIds.products).toBe('form.error.product');
  expect(errors.challenge).toBe('Please describe your challenge');
  expect(errors.email).toBe('Field must not be blank');
  const crossSite = await request.post('/api/forms/join-program', {
    headers: { origin: 'https://evil.example' },
    data: { socials: 'x' },
  });
  expect(crossSite.status()).toBe(403);
});

test.describe('sign-up modal', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opened from a product page, it carries that product to the stored submission', async ({ page }) => {
    await page.goto('/products/kubernetes/');
    await hydrated(page);
    await page.locator('main [data-modal="sign-up"]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Create your Nuvora account' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/products\/kubernetes\/$/);
    await expect(dialog.locator('[data-sign-up-service]')).toHaveText('You are signing up for: Managed Kubernetes');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Field must not be blank')).toHaveCount(4);
    await dialog.getByLabel('Your name').fill('Lena Vogel');
    await dialog.getByLabel('Work e-mail').fill('lena@example.de');
    await dialog.getByLabel('Country').fill('Germany');
    await dialog.getByLabel('What are you planning to run?').fill('A staging cluster for our API');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.locator('[data-form-sent]')).toBeVisible();
    const stored = storedSubmissions().filter((s) => s.form === 'sign-up' && s.payload.email === 'lena@example.de');
    expect(stored.at(-1)?.payload).toMatchObject({ service: 'kubernetes', redirectUrl: '/products/kubernetes/' });
  });

  test('closing it resets the service it was opened with', async ({ page }) => {
    await page.goto('/products/vpc/');
    await hydrated(page);
    await page.locator('main [data-modal="sign-up"]').first().click();
    await expect(page.locator('[data-sign-up-service]')).toContainText('Virtual private cloud');
    await page.keyboard.press('Escape');
    await page.goto('/products/vpc/?modal=sign-up');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('[data-sign-up-service]')).toHaveCount(0);
  });
});

test('a referral link stores the visit, sets wmid for 360 days and drops i and a from the URL', async ({ request }) => {
  const res = await request.get('/de/pricing/?i=wm42&a=banner7&utm_source=mail', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/de/pricing/?utm_source=mail');
  expect(res.headers()['set-cookie']).toBe('wmid=wm42; Max-Age=31104000; Path=/; HttpOnly; SameSite=Lax');
  expect(storedVisits().at(-1)).toMatchObject({ wmid: 'wm42', bannerId: 'banner7', path: '/de/pricing/' });
  // A visit is not a form: the form outbox has none.
  expect(storedSubmissions().filter((s) => s.form === 'webmaster-visit')).toEqual([]);
  const hostile = await request.get(`http://127.0.0.1:${process.env.E2E_PORT || 8090}//evil.example/?i=a&a=b`, {
    maxRedirects: 0,
  });
  expect(hostile.headers().location).toBe('/evil.example/');
});
