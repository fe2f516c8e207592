import { expect, type Page, test } from '@playwright/test';
import { axeViolations, chooseOption, hydrated } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** Tab forward until the focused element matches, as a keyboard user would. */
const tabTo = async (page: Page, accessibleName: RegExp) => {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !['select', 'checkbox', 'radio', 'button'].includes(el.getAttribute('role') ?? el.tagName.toLowerCase()))
        return '';
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
  await pick(page, /^4$/);
  await expect(total).toHaveText('$569/mo');
  // One RAID controller: a radio group, entered on its chosen option; the arrows move and choose.
  await tabTo(page, /No RAID controller/);
  await page.keyboard.press('ArrowDown');
  await expect(total).toHaveText('$584/mo');
  await page.keyboard.press('ArrowDown');
  await expect(total).toHaveText('$594/mo');
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(/RAID 10/);
  await tabTo(page, /Remove all services/);
  await page.keyboard.press('Enter');
  await expect(total).toHaveText('$569/mo');

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

// Issue 25.9: RAID 1 and RAID 10 could both be ticked, RAID 10 was offered with two disks, counts past
// the "Up to 2" limit were offered and then reset, and the boxes had the browser's grey border.
test.describe('the configurator’s disks and services', () => {
  test.use({ bypassCSP: true });
  for (const width of [390, 1280]) {
    test(`offer only what fits, one RAID controller, in the kit's boxes (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pricing/');
      await hydrated(page);
      await page.getByRole('tab', { name: 'Dedicated servers' }).click();
      const processor = page.getByRole('combobox', { name: 'Processor' });
      await expect(processor.locator('option', { hasText: /Xeon E-2386G/ })).toHaveCount(1);
      await chooseOption(processor, /Xeon E-2386G/);
      const memory = page.getByRole('combobox', { name: 'Memory' });
      await expect(memory.locator('option', { hasText: /32 GB/ })).toHaveCount(1);
      await chooseOption(memory, /32 GB/);
      const system = page.getByRole('combobox', { name: 'System disks' });
      await expect(system.locator('option', { hasText: /480 GB/ })).toHaveCount(1);
      await chooseOption(system, /480 GB/);
      await expect(page.getByText('Up to 2 storage disks fit this server.')).toBeVisible();

      const hdd4 = page.getByRole('combobox', { name: /^4 TB SATA HDD.*number of disks/ });
      const hdd16 = page.getByRole('combobox', { name: /^16 TB SATA HDD.*number of disks/ });
      await expect(hdd16.locator('option')).toHaveText(['0', '1', '2']);
      await chooseOption(hdd4, /^2$/);
      // Both bays taken: the other disk offers no count that would not fit.
      await expect(hdd16.locator('option')).toHaveText(['0']);
      await expect(hdd4).toHaveValue('2');

      // Two disks: RAID 1 fits, RAID 10 (four disks at least) is not offered.
      const raid = page.getByRole('radiogroup', { name: 'RAID controller' });
      await expect(raid.getByRole('radio')).toHaveCount(2);
      await expect(raid.getByRole('radio', { name: /RAID 10/ })).toHaveCount(0);
      await raid.getByRole('radio', { name: /RAID 1 controller/ }).click();
      await expect(page.locator('[data-total]')).toHaveText('$134/mo');

      const boxes = await page
        .locator('[data-storage-disks], [data-services]')
        .evaluateAll((all) =>
          all.map((box) => `${getComputedStyle(box).borderTopStyle} ${getComputedStyle(box).borderTopColor}`),
        );
      expect(boxes).toEqual(['solid rgb(208, 213, 221)', 'solid rgb(208, 213, 221)']);
      expect(await axeViolations(page, 'section[aria-labelledby="configurator-heading"]')).toEqual([]);
    });
  }

  test('with four disks RAID 1 and RAID 10 are offered, and choosing one replaces the other', async ({ page }) => {
    await page.goto('/pricing/');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Dedicated servers' }).click();
    const processor = page.getByRole('combobox', { name: 'Processor' });
    await expect(processor.locator('option', { hasText: /AMD EPYC/ })).toHaveCount(1);
    await chooseOption(processor, /AMD EPYC/);
    const memory = page.getByRole('combobox', { name: 'Memory' });
    await expect(memory.locator('option', { hasText: /128 GB/ })).toHaveCount(1);
    await chooseOption(memory, /128 GB/);
    const system = page.getByRole('combobox', { name: 'System disks' });
    await expect(system.locator('option', { hasText: /3\.84 TB/ })).toHaveCount(1);
    await chooseOption(system, /3\.84 TB/);
    await chooseOption(page.getByRole('combobox', { name: /^3\.84 TB NVMe.*number of disks/ }), /^4$/);
    const total = page.locator('[data-total]');
    await expect(total).toHaveText('$569/mo');
    const raid = page.getByRole('radiogroup', { name: 'RAID controller' });
    await raid.getByRole('radio', { name: /RAID 1 controller/ }).click();
    await expect(total).toHaveText('$584/mo');
    await raid.getByRole('radio', { name: /RAID 10/ }).click();
    await expect(total).toHaveText('$594/mo');
    await expect(raid.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(raid.getByRole('radio', { checked: true })).toHaveAccessibleName(/RAID 10/);
  });
});
