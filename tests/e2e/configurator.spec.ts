import { expect, type Page, test } from '@playwright/test';
import { chooseOption, hydrated } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** Tab forward until the focused element matches, as a keyboard user would. */
const tabTo = async (page: Page, accessibleName: RegExp) => {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !['select', 'checkbox', 'button'].includes(el.getAttribute('role') ?? el.tagName.toLowerCase())) return '';
      const labels = (el as HTMLInputElement).labels ?? [];
      const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      return [el.getAttribute('aria-label'), ...labelledBy, ...[...labels].map((l) => l.textContent), el.textContent].join(' ');
    });
    if (accessibleName.test(name)) return;
  }
  throw new Error(`never reached ${accessibleName}`);
};

/** Moves the focused select with ArrowDown, as a keyboard user does, until the chosen option matches. */
const pick = async (page: Page, expected: RegExp) => {
  const chosen = page.locator('select:focus option:checked');
  await expect(chosen).toHaveCount(1);
  for (let i = 0; i < 12 && !expected.test((await chosen.textContent()) ?? ''); i++) {
    const before = await chosen.textContent();
    await page.keyboard.press('ArrowDown');
    await expect(chosen).not.toHaveText(before ?? '');
  }
  await expect(chosen).toHaveText(expected);
};

test('the dedicated configurator walks its cascade with the keyboard alone', async ({ page }) => {
  await page.goto('/pricing/');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Cloud servers' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Dedicated servers' })).toHaveAttribute('aria-selected', 'true');
  const total = page.locator('[data-total]');
  await expect(total).toHaveText('—');

  await tabTo(page, /Processor/);
  await pick(page, /AMD EPYC/);
  await tabTo(page, /Memory/);
  await pick(page, /128 GB/);
  await tabTo(page, /System disks/);
  await pick(page, /3\.84 TB NVMe/);
  await expect(page.getByText('Up to 6 storage disks fit this server.')).toBeVisible();
  await expect(total).toHaveText('$289/mo');

  await tabTo(page, /3\.84 TB NVMe.*number of disks/);
  await pick(page, /^2$/);
  await expect(total).toHaveText('$429/mo');
  await tabTo(page, /RAID 10/);
  await page.keyboard.press('Space');
  await expect(total).toHaveText('$454/mo');
  await tabTo(page, /Remove all services/);
  await page.keyboard.press('Enter');
  await expect(total).toHaveText('$429/mo');

  // Changing an earlier step clears and re-runs what follows.
  await tabTo(page, /Processor/);
  await pick(page, /Xeon Gold/);
  await expect(total).toHaveText('—');
  await expect(page.getByText('System disks', { exact: true })).toHaveCount(0);
});

test('a failed step keeps the previous choice and says so', async ({ page }) => {
  await page.route('**/v1/dedicated/configuration/primary_storage**', (route) => route.fulfill({ status: 502, body: '{}' }));
  await page.goto('/pricing/');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Dedicated servers' }).click();
  const processor = page.getByRole('combobox', { name: 'Processor' });
  const memory = page.getByRole('combobox', { name: 'Memory' });
  await expect(processor.locator('option', { hasText: /Xeon E-2386G/ })).toHaveCount(1);
  await chooseOption(processor, /Xeon E-2386G/);
  await expect(memory.locator('option', { hasText: /64 GB/ })).toHaveCount(1);
  await chooseOption(memory, /64 GB/);
  await expect(page.locator('[data-configurator-status]')).toContainText('could not load');
  await expect(memory).toHaveValue('');
  await expect(memory.locator('option:checked')).toHaveText('Choose…');
  await expect(processor.locator('option:checked')).toHaveText(/Xeon E-2386G/);
});
