import { expect, test } from '@playwright/test';
import { localizePath } from '#intl/locales.ts';
import { catalog, hydrated } from './helpers.ts';

// Issue 24.7: a refusal with a reason showed "Please check your connection and try again".
test.use({ viewport: { width: 1366, height: 900 } });

const fillJoinProgram = async (dialog: import('@playwright/test').Locator) => {
  await dialog.locator('[name="name"]').fill('Anna Becker');
  await dialog.locator('[name="email"]').fill('anna@example.org');
  await dialog.locator('[name="socials"]').fill('https://youtube.com/@anna');
};

// The intake's own answers (tests/unit/form-intake.test.ts): a real 429 here would use up the one
// per-address bucket every e2e test's form posts share.
for (const [status, body, id] of [
  [429, { messageId: 'form.error.rateLimit', error: 'Zu viele Anfragen. Bitte warten Sie eine Minute.' }, 'form.error.rateLimit'],
  [
    403,
    { messageId: 'form.error.origin', error: 'Dieses Formular kann nur von unserer Website gesendet werden.' },
    'form.error.origin',
  ],
  [413, { error: 'The form is too large to send.' }, 'form.error.tooLarge'],
] as const) {
  test(`a ${status} answer shows its reason`, async ({ page }) => {
    const t = catalog('de', 'forms');
    await page.route('**/api/forms/**', (route) => route.fulfill({ status, json: body }));
    await page.goto(`${localizePath('/ambassador/', 'de')}?modal=join-program`);
    const dialog = page.getByRole('dialog', { name: t['join-program.title'] });
    await fillJoinProgram(dialog);
    await dialog.getByRole('button', { name: t['form.submit'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t[id] as string);
    await expect(dialog.locator('[name="name"]')).toHaveValue('Anna Becker');
    await expect(dialog.getByText(t['form.failed'] as string)).toHaveCount(0);
  });
}

test('the sign-up confirmation says what happens next, and promises no e-mail the site never sends', async ({ page }) => {
  const t = catalog('en-us', 'forms');
  await page.goto('/pricing/');
  await hydrated(page);
  await page.locator('header [data-modal="sign-up"][data-by-email]').first().click();
  const dialog = page.getByRole('dialog', { name: t['sign-up.byEmail.title'] });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText(/e-mail you a link|inbox/i);
  await dialog.locator('[name="firstName"]').fill('Lena');
  await dialog.locator('[name="lastName"]').fill('Vogel');
  await dialog.locator('[name="email"]').fill(`lena-${Date.now()}@example.org`);
  await dialog.locator('[name="mobilePhone"]').fill('+49 170 1234567');
  await dialog.locator('[name="country"]').fill('Germany');
  await dialog.getByRole('button', { name: t['personal-sign-up.submit'] }).click();
  const sent = dialog.locator('[data-form-sent]');
  await expect(sent).toContainText(t['personal-sign-up.sent'] as string);
  await expect(sent).not.toContainText(/inbox|link|sent you/i);
});
