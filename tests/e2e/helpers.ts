import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { type Locale, localeCodes, locales, localizePath } from '#intl/locales.ts';
import { pageKey } from '#src/routes/page-key.ts';
import { matchRoute } from '#src/routes/route-matcher.ts';
import { concretePathsOf, isRouteInLocale, routeTable } from '#src/routes/route-table.ts';
import { formsDb } from '../../playwright.config.ts';

const messagesRoot = path.resolve(import.meta.dirname, '../../intl/messages');

export const catalog = (locale: Locale, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(messagesRoot, locales[locale].file, `${ns}.json`), 'utf8'));

/** Every page that exists without content: the static paths plus dynamic pages that need no content item. */
export const pagePaths = [...routeTable.flatMap(concretePathsOf), '/static-disable/', '/r/friend42/'];

export const pagesOf = (locale: Locale) =>
  pagePaths.flatMap((p) => {
    const match = matchRoute(p);
    if (!match || !isRouteInLocale(match.route, locale)) return [];
    const titleRef =
      match.route.kind === 'product'
        ? { ns: `products/${match.params.slug}`, id: 'meta.title' }
        : match.route.kind === 'search'
          ? { ns: 'search', id: 'search.title' }
          : match.route.kind === 'privacy'
            ? { ns: 'privacy', id: 'privacy.title' }
            : p === '/r/'
              ? { ns: 'marketing/referral', id: 'referral.about.title' }
              : { ns: 'pages', id: `${pageKey(match.route, match.params)}.title` };
    // An API reference page's title is the reference's title template filled with its tag's name.
    const title =
      match.route.kind === 'api-docs-tag'
        ? (catalog(locale, 'api-reference')['api-docs-tag.title'] ?? '').replace(
            '{tag}',
            catalog(locale, 'api-reference')[`api-docs-tag.${match.params.tag}.heading`] ?? '',
          )
        : catalog(locale, titleRef.ns)[titleRef.id];
    return [{ url: localizePath(p, locale), ...titleRef, title, kind: match.route.kind }];
  });

export { localeCodes, locales };

export const decodeEntities = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The text of an HTML document's <body>, without <script> (the RSC payload repeats the page's props, the
 * meta description included), <style> and <template>. Tags are dropped without a space, so
 * "0 results for “<mark>x</mark>”" reads as one phrase; runs of spaces and newlines become one space, while
 * a no-break space (as in `18\u00a0$`) stays. Elements hidden by an attribute or CSS still count: where
 * visibility matters, use a locator. Assert visible values on this (or a locator), never on the whole HTML,
 * whose <head> carries titles, descriptions and prices too (tests/unit/e2e-assertions.test.ts checks that).
 */
export const visibleText = (html: string) => {
  const body = html.search(/<body[\s>]/);
  if (body < 0) throw new Error('not an HTML page: no <body>');
  return decodeEntities(
    html
      .slice(body)
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/[ \t\r\n]+/g, ' '),
  );
};

/** Picks the option of a (native) select whose label matches, as a visitor choosing from its list would. */
export const chooseOption = async (select: Locator, option: RegExp) => {
  const label = await select.locator('option').filter({ hasText: option }).first().textContent();
  await select.selectOption({ label: label ?? '' });
};

/** Resolves once the client shell has hydrated: its first page view lands in dataLayer. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length);

export type StoredSubmission = { id: string; form: string; locale: string; payload: Record<string, unknown> };
export type StoredVisit = { id: string; wmid: string; bannerId: string; path: string };

/** The JSON lines an export script prints for the e2e server's outbox. */
const exported = <T>(script: string): T[] =>
  execFileSync(process.execPath, [script], { env: { ...process.env, FORMS_DB_PATH: formsDb }, encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);

/** Every submission in the e2e server's outbox, through `npm run forms:export`. */
export const storedSubmissions = (): StoredSubmission[] => exported('server/forms/export.ts');

/** Every referral visit in the e2e server's visit outbox, through `npm run visits:export`. */
export const storedVisits = (): StoredVisit[] => exported('server/referral-visits/export.ts');

/**
 * axe-core (WCAG 2 A and AA) violations inside `selector`, as rule ids. axe is injected as a script,
 * which the site's CSP refuses: use it in a test with `bypassCSP: true`.
 */
export const axeViolations = async (page: Page, selector: string) => {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async (root) => {
    const axe = (window as unknown as { axe: { run: (n: Element, o: object) => Promise<{ violations: { id: string }[] }> } }).axe;
    const result = await axe.run(document.querySelector(root) as Element, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.map((v) => v.id);
  }, selector);
};
