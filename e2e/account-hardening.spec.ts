import { expect, test, type Page } from '@playwright/test';
import { emailedResetPath, hasSessionCookie, logInWithForm, newEmail, PASSWORD, registerByApi } from './support/accounts.ts';
import { ACCOUNT_PATH } from '../core/api.ts';
import { callApi, defaultGoods } from './support/catalog-api.ts';
import { GA_ORIGIN, openPage, ORIGIN } from './support/site.ts';

/** Issue #11: the reset token and analytics, logout from another site, weak passwords, hearts clicked while logged out. */

test.beforeEach(async ({ context }) => {
  await context.route('https://accounts.google.com/**', (route) => route.abort());
});

const accountMenu = (page: Page) => page.getByRole('banner').locator('summary', { hasText: /Account|@/ });
const loginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Log in' });

async function logIn(page: Page, email: string) {
  await openPage(page, '/login');
  await logInWithForm(page, email);
  await expect(accountMenu(page)).toBeVisible();
}

// The server with PUBLIC_GA_ID (GA_ORIGIN) is started by playwright.config.ts beside the suite's server, so that its
// migration and demo seed run while the suite's server starts, not inside a test worker's time.
test.describe('with PUBLIC_GA_ID set', () => {
  test('the reset link\'s token reaches neither analytics nor the address bar, and the form still works after a reload', async ({ page }) => {
    const token = 'e2e-secret-token-4711';
    // The tag cannot load offline: a local stub records what the tag would send (its script URL and every dataLayer command).
    const tagRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagLoaded = true;' });
    });
    await page.route('https://*.google-analytics.com/**', (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await page.goto(`${GA_ORIGIN}/setNewPassword?token=${token}`);
    await page.waitForFunction(() => history.scrollRestoration === 'manual');
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    // The token is out of the address bar once the page has read it.
    await expect.poll(() => page.url()).toBe(`${GA_ORIGIN}/setNewPassword`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagLoaded?: boolean }).__tagLoaded === true)).toBe(true);
    const sent = async () => page.evaluate(() => JSON.stringify((window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))));
    await expect.poll(async () => (await sent()).includes('"page_view"')).toBe(true);
    const commands = JSON.parse(await sent()) as unknown[][];
    const config = commands.find((command) => command[0] === 'config')![2] as { page_location: string };
    const view = commands.find((command) => command[1] === 'page_view')![2] as { page_location: string; page_path: string };
    expect(config.page_location).toBe(`${GA_ORIGIN}/setNewPassword`);
    expect(view).toMatchObject({ page_location: `${GA_ORIGIN}/setNewPassword`, page_path: '/setNewPassword' });
    expect(await sent()).not.toContain(token);
    expect(await sent()).not.toContain('token=');
    expect(tagRequests.length).toBeGreaterThan(0);
    for (const url of tagRequests) expect(url).not.toContain(token);

    // A reload keeps the form (the token is kept for this tab), and the form still sends the token.
    await page.reload();
    await page.waitForFunction(() => history.scrollRestoration === 'manual');
    await expect(page.getByRole('button', { name: 'Save new password' })).toBeVisible();
    await expect(page.locator('input[name="token"]')).toHaveValue(token);
    expect(page.url()).toBe(`${GA_ORIGIN}/setNewPassword`);
    expect(await sent()).not.toContain(token);

    // A search page keeps its query for analytics (only account pages drop it).
    await page.goto(`${GA_ORIGIN}/search-result?keyword=bag`);
    await page.waitForFunction(() => history.scrollRestoration === 'manual');
    await expect.poll(async () => (await sent()).includes('search-result?keyword=bag')).toBe(true);
  });
});

test('a mailed reset link works after the token left the address bar, also after a reload', async ({ page, request }) => {
  const email = newEmail('resettoken');
  await registerByApi(request, email);
  const since = Date.now();
  expect((await callApi(request, ACCOUNT_PATH.resetMailSend, { email })).code).toBe(0);
  // The sign-up code mail came just before: wait for the one with the link.
  let link = '';
  await expect.poll(async () => (link = await emailedResetPath(email, since).catch(() => ''))).not.toBe('');
  await openPage(page, link);
  await expect.poll(() => page.url()).toBe(`${ORIGIN}/setNewPassword`);
  await page.reload();
  await page.waitForFunction(() => history.scrollRestoration === 'manual');
  const newPassword = 'Fresh-reset-pass-2026';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/login?reset=1`);
  await logInWithForm(page, email, newPassword);
  await expect(accountMenu(page)).toBeVisible();
  // Leaving the page forgot the token.
  expect(await page.evaluate(() => sessionStorage.getItem('hb.resetToken'))).toBeNull();
});

test.describe('logout', () => {
  test('a post from another site keeps the session; one from this site ends it', async ({ page, request }) => {
    const email = newEmail('logoutcsrf');
    await registerByApi(request, email);
    await logIn(page, email);
    const post = (headers: Record<string, string>) => page.request.post('/logout', { headers, form: {}, maxRedirects: 0 });
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: ORIGIN },
    ];
    for (const headers of foreign) {
      const answer = await post(headers);
      expect(answer.status(), JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
      expect(answer.headers()['set-cookie'] ?? '', JSON.stringify(headers)).not.toMatch(/token=;/);
      // The session still works.
      expect((await page.request.get('/dashboard/change-password', { maxRedirects: 0 })).status(), JSON.stringify(headers)).toBe(200);
    }
    expect(await hasSessionCookie(page.context())).toBe(true);

    const same = await post({ origin: ORIGIN, referer: `${ORIGIN}/`, 'sec-fetch-site': 'same-origin' });
    expect(same.status()).toBe(302);
    expect(await hasSessionCookie(page.context())).toBe(false);
    expect((await page.request.get('/dashboard/change-password', { maxRedirects: 0 })).status()).toBe(302);
  });

  test('a typed /logout asks first, then logs out; logged out, /logout goes home', async ({ page, request }) => {
    const email = newEmail('logoutget');
    await registerByApi(request, email);
    await logIn(page, email);
    await openPage(page, '/logout');
    await expect(page.getByRole('heading', { level: 1, name: 'Log out?' })).toBeVisible();
    await expect(page.getByText(`You are logged in as ${email}.`, { exact: false })).toBeVisible();
    expect(await hasSessionCookie(page.context())).toBe(true);
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/`);
    await expect(loginLink(page)).toBeVisible();
    expect(await hasSessionCookie(page.context())).toBe(false);
    await page.goto('/logout');
    await expect(page).toHaveURL(`${ORIGIN}/`);

    // "Stay logged in" leaves the session alone.
    await logIn(page, email);
    await openPage(page, '/de/logout');
    await expect(page.getByRole('heading', { level: 1, name: 'Abmelden?' })).toBeVisible();
    await page.getByRole('link', { name: 'Angemeldet bleiben' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/de`);
    expect(await hasSessionCookie(page.context())).toBe(true);
  });
});

test.describe('weak passwords', () => {
  test('sign-up shows the strength meter and refuses a common or guessable password before a code is sent', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await openPage(page, '/sign-up');
    // The rule and its word list are not part of the page's first load.
    expect(scripts.filter((url) => url.includes('password-strength'))).toEqual([]);
    await page.getByLabel('Email').fill(newEmail('weak'));
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('password');
    await expect(page.getByText('Password strength: Very weak')).toBeVisible();
    expect(scripts.some((url) => url.includes('password-strength'))).toBe(true);
    await page.getByLabel('Confirm password').fill('password');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(page.getByText('This password is too common. Please choose another one.')).toBeVisible();
    await expect(password).toBeFocused();

    await password.fill('Summer2024');
    await expect(page.getByText('Password strength: Weak')).toBeVisible();
    // The refusal went with the edit (it would contradict the meter).
    await expect(page.getByText('This password is too common. Please choose another one.')).toHaveCount(0);
    await page.getByLabel('Confirm password').fill('Summer2024');
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(page.getByText('This password is too easy to guess.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toHaveCount(0);

    await password.fill(PASSWORD);
    await expect(page.getByText('Password strength: Very strong')).toBeVisible();
  });

  test('the sign-up action refuses "PASSWORD" without JavaScript too (the server applies the same rule)', async ({ request }) => {
    const form = { intent: 'send-code', email: newEmail('weaknojs'), password: 'PASSWORD', confirmPassword: 'PASSWORD', agree: 'on' };
    const answer = await request.post('/sign-up', { form, headers: { origin: ORIGIN } });
    expect(await answer.text()).toContain('This password is too common. Please choose another one.');
  });

  test('change password: the meter shows and a weak new password is refused with the German reason', async ({ page, request }) => {
    const email = newEmail('weakchange');
    await registerByApi(request, email);
    await logIn(page, email);
    await openPage(page, '/de/dashboard/change-password');
    await page.getByLabel('Aktuelles Passwort').fill(PASSWORD);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Password1');
    await expect(page.getByText('Passwortstärke: Sehr schwach')).toBeVisible();
    await page.getByLabel('Neues Passwort bestätigen').fill('Password1');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Dieses Passwort ist zu häufig. Bitte wähle ein anderes.')).toBeVisible();
  });
});

test.describe('hearts clicked while logged out', () => {
  test('a product card\'s heart and the product page\'s are saved after login, and the favourites count follows un-hearting', async ({ page, request }) => {
    const email = newEmail('pendingfav');
    await registerByApi(request, email);
    // A card on the home page.
    await openPage(page, '/');
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    const second = (await defaultGoods(request, 20)).list.find((goods) => goods.title !== title)!;
    await card.getByRole('button', { name: `Add ${title} to favourites` }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await logInWithForm(page, email);
    await expect(page.getByRole('status').filter({ hasText: 'Collection Successfully' })).toBeVisible();
    await expect(page).toHaveURL(`${ORIGIN}/`);
    await expect(page.getByRole('button', { name: `Add ${title} to favourites` }).first()).toHaveAttribute('aria-pressed', 'true');

    // The product page, after logging out.
    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(loginLink(page)).toBeVisible();
    const productPath = `/products/${second.channel}/${second.offerId}`;
    await openPage(page, productPath);
    await page.getByRole('main').getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await logInWithForm(page, email);
    await expect(page.getByRole('status').filter({ hasText: 'Collection Successfully' })).toBeVisible();
    await expect(page).toHaveURL(`${ORIGIN}${productPath}`);
    await expect(page.getByRole('main').getByRole('button', { name: 'In favourites' })).toHaveAttribute('aria-pressed', 'true');

    // Both are in the list; un-hearting one updates the count at once.
    await openPage(page, '/dashboard/my-favorite');
    await expect(page.getByText('2 products', { exact: true })).toBeVisible();
    const row = page.getByRole('article').filter({ hasText: second.title });
    await row.getByRole('button', { name: `Add ${second.title} to favourites` }).click();
    await expect(page.getByText('1 product', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Add ${second.title} to favourites` }).click();
    await expect(page.getByText('2 products', { exact: true })).toBeVisible();
  });

  test('a crafted link with collect= adds nothing', async ({ page, request }) => {
    const email = newEmail('craftedfav');
    await registerByApi(request, email);
    const [goods] = (await defaultGoods(request, 1)).list;
    await logIn(page, email);
    await openPage(page, `/products/${goods!.channel}/${goods!.offerId}?collect=${goods!.channel}:${goods!.offerId}`);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(page.getByRole('main').getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
    await openPage(page, '/dashboard/my-favorite');
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  });
});
