import { expect, type Page, test } from '@playwright/test';
import { localizePath } from '#intl/locales.ts';
import { catalog, hydrated, storedSubmissions } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const account = catalog('en-us', 'account');
const common = catalog('en-us', 'common');

/**
 * Starts a sign-in as the header's link does (`/api/auth/start`), stopping before the control panel:
 * the browser keeps the state cookie, and the `state` the control panel would hand back is returned.
 */
const startSignIn = async (page: Page): Promise<string> => {
  const start = await page.request.get('/api/auth/start', { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  return new URL(start.headers().location as string).searchParams.get('state') as string;
};

test('signed out: the header offers sign in and sign up once the visitor is known', async ({ page }) => {
  await page.goto('/pricing/');
  await expect(page.locator('header [data-auth="settled"]').first()).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: common['header.signIn'] }).first()).toBeVisible();
  await expect(page.locator('header [data-auth="authorized"]')).toHaveCount(0);
});

test('the demo customer token signs in through /oauth/: control panel, balance and payments, log out; no staff link', async ({
  page,
  context,
}) => {
  const state = await startSignIn(page);
  await page.goto(`/oauth/#token=demo-customer-token&state=${state}&next=/pricing/`);
  await page.waitForURL((url) => url.pathname === '/pricing/');
  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  expect(cookie).toMatchObject({ value: 'demo-customer-token', httpOnly: true, sameSite: 'Lax' });
  const menu = page.locator('header [data-auth="authorized"]').first();
  await expect(menu).toBeVisible();
  await menu.getByRole('group').or(menu.locator('summary')).first().click();
  await expect(menu.getByRole('link', { name: common['header.controlPanel'] })).toHaveAttribute(
    'href',
    'https://my.nuvora.cloud',
  );
  await expect(menu.getByRole('link', { name: common['header.balance'] })).toHaveAttribute(
    'href',
    'https://my.nuvora.cloud/billing',
  );
  await expect(menu.getByRole('link', { name: account['account.editor'] })).toHaveCount(0);
  expect(page.url()).not.toContain('demo-customer-token');

  await menu.getByRole('button', { name: common['header.logOut'] }).click();
  await expect(page.locator('header [data-auth="settled"]').first()).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('the staff link shows only for an address of the provider domain', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'token', value: 'demo-staff-token', url: baseURL as string }]);
  await page.goto('/');
  const menu = page.locator('header [data-auth="authorized"]').first();
  await menu.locator('summary').click();
  await expect(menu.locator('summary')).toHaveAttribute('aria-label', 'Account: demo-editor');
  await expect(menu.getByRole('link', { name: account['account.editor'] })).toHaveAttribute('href', /\/admin\/content$/);
});

test('/oauth/ without credentials explains itself; a bad token is refused in the visitor language', async ({ page }) => {
  await page.goto('/oauth/');
  await expect(page.locator('[data-oauth="missing"]')).toContainText(account['account.oauth.missing'] as string);
  const de = catalog('de', 'account');
  await page.goto(`${localizePath('/oauth/', 'de')}#token=not-a-token&next=//evil.example/`);
  await expect(page.locator('[data-oauth="failed"]')).toContainText(de['account.error.signInFailed'] as string);
  expect(new URL(page.url()).hash).toBe('');
  // Above the error, nothing still says the sign-in is being completed.
  await expect(page.locator('main')).not.toContainText('Wir schließen Ihre sichere Anmeldung ab');
  await expect(page.getByText(de['account.oauth.working'] as string)).toHaveCount(0);
});

test('a link to /oauth/ with someone else’s token signs nobody in (issue 30 item 7)', async ({ page, context }) => {
  await page.goto('/oauth/#token=demo-customer-token&next=/pricing/');
  await expect(page.locator('[data-oauth="failed"]')).toContainText(account['account.error.signInFailed'] as string);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  // Nor when this browser started a sign-in of its own: the attacker's link carries another state.
  await startSignIn(page);
  await page.goto('/oauth/#token=demo-customer-token&state=attackers-own-state&next=/pricing/');
  await expect(page.locator('[data-oauth="failed"]')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('the header’s sign-in link starts the sign-in on the site', async ({ page }) => {
  await page.goto('/pricing/');
  await expect(page.locator('header').getByRole('link', { name: common['header.signIn'] }).first()).toHaveAttribute(
    'href',
    '/api/auth/start',
  );
});

test('the next path after sign-in never leaves the site', async ({ page, baseURL }) => {
  const state = await startSignIn(page);
  await page.goto(`/oauth/#token=demo-customer-token&state=${state}&next=//evil.example/path`);
  await page.waitForURL((url) => url.pathname === '/');
  expect(new URL(page.url()).origin).toBe(new URL(baseURL as string).origin);
});

test('the top-liner stays closed after reload, and Android never sees it', async ({ page, browser, context }) => {
  await page.goto('/products/');
  const banner = page.getByRole('region', { name: account['topLiner.label'] });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: account['topLiner.action'] })).toHaveAttribute('href', /^https:\/\/t\.me\//);
  await hydrated(page);
  await banner.getByRole('button', { name: account['topLiner.dismiss'] }).click();
  await expect(banner).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'telegram-top-liner');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 31_104_000 - 120);
  await page.reload();
  // Hidden from the first paint (the head script), then removed.
  await expect(page.locator('div[data-top-liner]')).toBeHidden();
  await hydrated(page);
  await expect(banner).toHaveCount(0);

  const android = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });
  const phone = await android.newPage();
  await phone.goto(new URL('/products/', page.url()).href);
  await expect(phone.locator('div[data-top-liner]')).toBeHidden();
  await android.close();
});

test('the header sign-up opens the by-email mode: personal and business accounts, with the §5 messages', async ({ page }) => {
  const t = catalog('en-us', 'forms');
  await page.goto('/pricing/');
  await hydrated(page);
  await page.locator('header').getByRole('link', { name: common['header.signUp'] }).first().click();
  const dialog = page.getByRole('dialog', { name: t['sign-up.byEmail.title'] });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: t['personal-sign-up.submit'] });
  await send.click();
  await expect(dialog.getByText(t['form.error.blank'] as string, { exact: true })).toHaveCount(5);
  const field = (name: string) => dialog.locator(`[name="${name}"]`);
  await field('firstName').fill('Lena');
  await field('lastName').fill('Hart');
  await field('email').fill('lena@');
  await field('mobilePhone').fill('12');
  await field('country').fill('Canada');
  await send.click();
  await expect(dialog.getByText(t['form.error.emailPlease'] as string)).toBeVisible();
  await expect(dialog.getByText(t['form.error.phone'] as string)).toBeVisible();
  await field('email').fill('taken@example.com');
  await field('mobilePhone').fill('+1 416 555 0199');
  await send.click();
  await expect(dialog.getByText(t['form.error.emailExists'] as string)).toBeVisible();
  // Signing in starts on the site (its state cookie), then goes on to the control panel.
  await expect(dialog.locator('[data-login-hint] a')).toHaveAttribute('href', '/api/auth/start');
  await field('email').fill('lena.hart@example.org');
  await send.click();
  await expect(dialog.getByText(t['personal-sign-up.sentHeading'] as string)).toBeVisible();
  expect(
    storedSubmissions().find((s) => s.form === 'personal-sign-up' && s.payload.email === 'lena.hart@example.org'),
  ).toBeTruthy();

  await page.keyboard.press('Escape');
  await page.locator('header').getByRole('link', { name: common['header.signUp'] }).first().click();
  await dialog.getByRole('tab', { name: t['sign-up.byEmail.account.business'] }).click();
  await dialog.getByRole('button', { name: t['business-sign-up.submit'] }).click();
  await expect(dialog.getByText(t['form.error.blank'] as string, { exact: true })).toHaveCount(4);
  await expect(dialog.getByText(t['form.error.choose'] as string)).toBeVisible();
  await field('companyName').fill('Hart & Sons');
  await dialog.getByRole('radio', { name: t['business-sign-up.accountType.company'] }).check();
  await field('firstName').fill('Lena');
  await field('lastName').fill('Hart');
  await field('email').fill('billing@hart-sons.example');
  await dialog.getByRole('button', { name: t['business-sign-up.submit'] }).click();
  await expect(dialog.locator('[data-form-sent]')).toBeVisible();
  expect(storedSubmissions().find((s) => s.form === 'business-sign-up')?.payload).toMatchObject({
    companyName: 'Hart & Sons',
    accountType: 'company',
  });
});

test('send us a message from the FAQ: blank, bad e-mail, then sent', async ({ page }) => {
  const t = catalog('en-us', 'forms');
  const pages = catalog('en-us', 'pages');
  await page.goto('/faq/');
  await hydrated(page);
  await page.getByRole('link', { name: pages['faq.ask'] }).click();
  const dialog = page.getByRole('dialog', { name: t['contact-message.title'] });
  await dialog.getByRole('button', { name: t['form.submit'] }).click();
  await expect(dialog.getByText(t['form.error.blank'] as string, { exact: true })).toHaveCount(3);
  await dialog.locator('[name="name"]').fill('Omar');
  await dialog.locator('[name="email"]').fill('omar@example');
  await dialog.locator('[name="message"]').fill('Do you offer IPv6 on every server?');
  await dialog.getByRole('button', { name: t['form.submit'] }).click();
  await expect(dialog.getByText(t['form.error.emailValid'] as string)).toBeVisible();
  await dialog.locator('[name="email"]').fill('omar@example.net');
  await dialog.getByRole('button', { name: t['form.submit'] }).click();
  await expect(dialog.locator('[data-form-sent]')).toBeVisible();
  expect(storedSubmissions().find((s) => s.form === 'contact-message' && s.payload.email === 'omar@example.net')).toBeTruthy();
});

test('a promotion shows its code in a pop-up that leads to sign-up with the code', async ({ page }) => {
  const pages = catalog('en-us', 'pages');
  await page.goto('/vps/promo/fast20/');
  await hydrated(page);
  await page.getByRole('link', { name: pages['promo.popUp.open'] }).click();
  const dialog = page.getByRole('dialog', { name: 'Your promo code: FAST20' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: pages['promo.popUp.action'] })).toHaveAttribute(
    'href',
    /\/signup\?promo=fast20$/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('ordering a registration plan opens the offer modal with the order summed up', async ({ page }) => {
  const r = catalog('en-us', 'registration');
  await page.goto('/vps/promo/fast20/');
  await hydrated(page);
  const card = page.locator('[data-tariff]').first();
  await card.getByRole('checkbox').first().check();
  const order = card.getByRole('link', { name: /^Order / });
  await order.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-offer-summary]')).toBeVisible();
  await expect(dialog).toContainText(r['registration.confirm.continue'] as string);
  const href = await dialog.getByRole('link', { name: r['registration.confirm.continue'] }).getAttribute('href');
  expect(href).toMatch(/service=registration&promo=fast20&plan=\d+&term=12&addons=\d+/);
  await dialog.getByRole('button', { name: r['registration.confirm.change'] }).click();
  await expect(dialog).toHaveCount(0);
});

test('the mobile menu holds the page still while open (overscroll counter)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/products/');
  await hydrated(page);
  await page.locator('header details[data-scroll-lock] > summary').click();
  await expect(page.locator('html')).toHaveAttribute('data-overscroll', 'locked');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.locator('header details[data-scroll-lock] > summary').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-overscroll', 'locked');
});

// Issue 25.12: a signed-in visitor saw "Sign in / Sign up" on every full page load until the profile
// answered, then a bare name. Recorded on every frame from the first paint, with the answer held 1 s.
test('signed in: no sign-in flash on a full load, nothing moves, and the account button shows an avatar and a menu cue', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'token', value: 'demo-customer-token', url: baseURL as string }]);
  await page.route('**/api/auth/profile', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript((signIn) => {
    const w = window as unknown as { __seen: { signIn: boolean; mainTops: number[] } };
    w.__seen = { signIn: false, mainTops: [] };
    const look = () => {
      for (const link of document.querySelectorAll<HTMLElement>('header a')) {
        if (link.textContent?.trim() === signIn && link.checkVisibility({ visibilityProperty: true })) w.__seen.signIn = true;
      }
      const main = document.querySelector('main');
      if (main) w.__seen.mainTops.push(Math.round(main.getBoundingClientRect().top));
      if (!document.querySelector('header [data-auth="authorized"]')) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, common['header.signIn'] as string);
  await page.goto('/pricing/');
  const menu = page.locator('header [data-auth="authorized"]').first();
  await expect(menu).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __seen: { signIn: boolean; mainTops: number[] } }).__seen);
  expect(seen.mainTops.length).toBeGreaterThan(5);
  expect(seen.signIn, '"Sign in" was shown to a signed-in visitor').toBe(false);
  expect(new Set(seen.mainTops).size, `main moved: ${[...new Set(seen.mainTops)]}`).toBe(1);

  const toggle = menu.locator('summary');
  await expect(toggle).toHaveAccessibleName('Account: demo-customer');
  await expect(toggle.locator('[data-initials]')).toHaveText('DC');
  await expect(toggle.locator('svg')).toBeVisible();
});

test('signed out: sign in and sign up appear once the visitor is known, and without scripts after a moment', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/pricing/');
  await expect(page.locator('header').getByRole('link', { name: common['header.signIn'] }).first()).toBeVisible({
    timeout: 10_000,
  });
  await context.close();
});
