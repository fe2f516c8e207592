import { expect, test } from '@playwright/test';
import { catalog, visibleText } from './helpers.ts';

// Issue 29 items 4 and 7: what a French reader sees is named in French, and English-only articles say so.

test('French price tables name plans in French, never the billing API’s English names', async ({ request }) => {
  const text = visibleText(await (await request.get('/fr/pricing/')).text());
  for (const french of ['Équilibreur de charge 1', 'Stockage objet 1', 'Plan de contrôle 1 + Nœud de travail 1']) {
    expect(text).toContain(french);
  }
  for (const english of ['Load balancer 1', 'Object storage 1', 'Control plane 1', 'Worker 1']) {
    expect(text).not.toContain(english);
  }
});

test('French tutorial cards show tag labels in French', async ({ request }) => {
  const text = visibleText(await (await request.get('/fr/tutorials/tag/containers/')).text());
  expect(text).toContain('conteneurs');
  expect(text).not.toMatch(/#?\bcontainers\b/);
});

test('a translated home’s Latest list shows this year’s English items, marked as English', async ({ page }) => {
  const content = catalog('fr', 'content');
  await page.goto('/fr/');
  const tutorials = page.locator('#home-tutorials');
  const english = tutorials.locator('a[hreflang="en-US"][lang="en"]');
  await expect(english.first()).toBeVisible();
  await expect(tutorials).toContainText(content['content.inEnglish'] as string);
  const years = await tutorials.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')?.slice(0, 4)));
  expect(years).toContain('2026');
});
