import { expect, test } from '@playwright/test';
import { hydrated } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('the author form: blank submit shows the messages, a bad e-mail its own, a valid one is sent', async ({ page }) => {
  await page.goto('/blog/become-an-author/');
  // The button works once the page is hydrated; the client shell's first page view marks that.
  await hydrated(page);
  // The page offers the application twice (after the intro and at the end); the first one opens it.
  await page.getByRole('link', { name: 'Apply as an author' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Become a Nuvora author' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Field must not be blank')).toHaveCount(4);

  await dialog.getByLabel('Your name').fill('Ana Silva');
  await dialog.getByLabel('E-mail').fill('ana@');
  await dialog.getByLabel('Country').fill('Portugal');
  await dialog.getByLabel('What would you like to write about?').fill('Kubernetes networking with kube-router');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Must be a valid email')).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  // What was typed survives the failed submit.
  await expect(dialog.getByLabel('Your name')).toHaveValue('Ana Silva');

  await dialog.getByLabel('E-mail').fill('ana@example.pt');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('[data-form-sent]')).toContainText('Message sent');
});

test('the form is deep-linkable and speaks the page’s language', async ({ page }) => {
  await page.goto('/de/blog/become-an-author/?modal=become-an-author');
  // The modal opens once the page is hydrated, as the button does.
  await hydrated(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button')
    .filter({ hasText: /Senden/ })
    .click();
  await expect(dialog.getByText('Dieses Feld darf nicht leer sein').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/de\/blog\/become-an-author\/$/);
});
