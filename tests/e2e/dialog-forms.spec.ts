import { expect, test } from '@playwright/test';
import { localizePath } from '#intl/locales.ts';
import { catalog, hydrated, storedSubmissions } from './helpers.ts';

const stored = (form: string) => storedSubmissions().filter((s) => s.form === form);

test.use({ viewport: { width: 1280, height: 900 } });

test('consultation: every message of spec §5, "other" asks for the option, a full request is stored', async ({ page }) => {
  const t = catalog('en-us', 'forms');
  await page.goto('/solutions/cloud-solutions-for-business/');
  await hydrated(page);
  await page.locator('main [data-modal="schedule-consultation"]').first().click();
  const dialog = page.getByRole('dialog', { name: t['schedule-consultation.title'] });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: t['form.submit'] });
  await send.click();
  await expect(dialog.getByText(t['form.error.blank'] as string, { exact: true })).toHaveCount(6);
  await expect(dialog.getByText(t['form.error.product'] as string)).toBeVisible();
  await expect(dialog.getByText(t['form.error.challenge'] as string)).toBeVisible();
  await expect(dialog.getByText(t['form.error.choose'] as string)).toBeVisible();

  const field = (name: string) => dialog.locator(`[name="${name}"]`);
  await field('firstName').fill('Maya');
  await field('lastName').fill('Ortiz');
  await field('email').fill('maya@');
  await field('phone').fill('+1 415 555 0142');
  await field('company').fill('Ortiz Analytics');
  await field('country').fill('United States');
  await expect(field('otherProduct')).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: t['schedule-consultation.products.big-data'] }).click();
  await dialog.getByRole('checkbox', { name: t['schedule-consultation.products.other'] }).click();
  await expect(field('otherProduct')).toBeVisible();
  await field('challenge').fill('Our nightly ETL jobs outgrew a single server.');
  await dialog.getByRole('radio', { name: t['schedule-consultation.timeline.within-4-weeks'] }).check();
  await send.click();
  await expect(dialog.getByText(t['form.error.emailMust'] as string)).toBeVisible();
  await expect(dialog.getByText(t['form.error.option'] as string)).toBeVisible();
  await expect(field('company')).toHaveValue('Ortiz Analytics');

  await field('email').fill('maya@ortiz-analytics.example');
  await field('otherProduct').fill('Managed Airflow');
  await send.click();
  await expect(dialog.locator('[data-form-sent]')).toBeVisible();
  expect(stored('schedule-consultation').find((s) => s.payload.email === 'maya@ortiz-analytics.example')?.payload).toMatchObject({
    email: 'maya@ortiz-analytics.example',
    products: ['big-data', 'other'],
    otherProduct: 'Managed Airflow',
    timeline: 'within-4-weeks',
    phone: '+1 415 555 0142',
  });
});

test('the short consultation from the French contacts page speaks French', async ({ page }) => {
  const t = catalog('fr', 'forms');
  const contacts = catalog('fr', 'marketing/contacts');
  await page.goto(localizePath('/contacts/', 'fr'));
  await hydrated(page);
  await page.getByRole('link', { name: contacts['intro.extra'] }).click();
  const dialog = page.getByRole('dialog', { name: t['schedule-consultation-short.title'] });
  await expect(dialog).toBeVisible();
  await dialog.locator('[name="email"]').fill('pas-une-adresse');
  await dialog.getByRole('button', { name: t['form.submit'] }).click();
  await expect(dialog.getByText(t['form.error.emailMust'] as string)).toBeVisible();
  await expect(dialog.getByText(t['form.error.product'] as string)).toBeVisible();
});

test('join the programme from the German ambassador page', async ({ page }) => {
  const t = catalog('de', 'forms');
  await page.goto(`${localizePath('/ambassador/', 'de')}?modal=join-program`);
  const dialog = page.getByRole('dialog', { name: t['join-program.title'] });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: t['form.submit'] });
  await send.click();
  // Name, e-mail and the socials (issue 24.7): three fields that must not be blank.
  await expect(dialog.getByText(t['form.error.blank'] as string, { exact: true })).toHaveCount(3);
  await dialog.locator('[name="name"]').fill('Anna Becker');
  await dialog.locator('[name="email"]').fill('anna@kubernetes-mit-anna.example');
  await dialog.locator('[name="socials"]').fill('https://youtube.com/@kubernetes-mit-anna');
  await send.click();
  await expect(dialog.locator('[data-form-sent]')).toBeVisible();
  // Other tests post this form too: find this one by what was typed.
  const mine = stored('join-program').filter((s) => s.payload.socials === 'https://youtube.com/@kubernetes-mit-anna');
  expect(mine.at(-1)?.locale).toBe('de');
});

test('a deep link with a modal’s former name is redirected to its current name and opens it', async ({ page }) => {
  const t = catalog('en-us', 'forms');
  await page.goto('/faq/?modal=sending-message');
  await expect(page).toHaveURL(/\/faq\/\?modal=contact-message$/);
  await expect(page.getByRole('dialog', { name: t['contact-message.title'] })).toBeVisible();
});
