import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { SHOP_PATH, type GoodsCard } from '../core/api.ts';
import { REGISTRATION_PATH } from '../core/registration-schemas.ts';
import { logInWithForm, newEmail, registerByApi } from './support/accounts.ts';
import { callApi, defaultGoods, marketplaceLink } from './support/catalog-api.ts';
import { openPage, ORIGIN, PHONE, waitForHydration } from './support/site.ts';

/** Issue 14 §1–§2 in the browser: an operator's flash sale, a seller's registration with a price preview, the review. */

/** Listed in ADMIN_EMAILS of the e2e server (playwright.config.ts). */
const OPERATOR_EMAIL = 'e2e-registrations@haulbridge.example';
/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR;

// The schedule is typed in the browser's zone: UTC here, so typed and stored times are the same.
test.use({ timezoneId: 'UTC' });

const localInput = (hours: number) => new Date(Math.floor((Date.now() + hours * 3_600_000) / 60_000) * 60_000).toISOString().slice(0, 16);
const said = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
const price = (cny: number, share: number) => (Math.round(cny * share * 100) / 100).toFixed(2);

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signedIn(browser: Browser, email: string, path: string) {
  const context = await browser.newContext({ baseURL: ORIGIN, timezoneId: 'UTC' });
  const page = await context.newPage();
  await openPage(page, '/login');
  await logInWithForm(page, email);
  await expect(page).toHaveURL(/\/$/);
  await openPage(page, path);
  await waitForHydration(page);
  return page;
}

async function shoot(page: Page, name: string, locale: 'en' | 'de', path: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openPage(page, locale === 'en' ? path : `/${locale}${path}`);
    await waitForHydration(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${locale}-${width}.png`, fullPage: true });
  }
}

/** The page as it is now (an open flow keeps its state), at both widths; back to the desktop width after. */
async function shootHere(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('/dashboard/activity sends a visitor to the login page; the console queue is the 404 page for a visitor', async ({ page }) => {
  await openPage(page, '/dashboard/activity');
  expect(new URL(page.url()).pathname).toBe('/login');
  expect((await page.goto('/admin/registrations'))?.status()).toBe(404);
});

test('operator creates an upcoming flash sale → seller registers goods with a price preview → operator approves → seller sees Approved', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `E2E registration sale ${Date.now()}`;

  // The operator creates the flash sale in the console.
  const operatorApi = await playwrightRequest.newContext({ baseURL: ORIGIN });
  await registerByApi(operatorApi, OPERATOR_EMAIL);
  await operatorApi.dispose();
  const operator = await signedIn(browser, OPERATOR_EMAIL, '/admin/activities');
  const form = operator.locator('#activity-form');
  await form.getByLabel('Type').selectOption('flash_sale');
  await form.getByLabel('Starts').fill(localInput(24));
  await form.getByLabel('Ends').fill(localInput(72));
  await form.locator('#title-en').fill(title);
  await form.locator('#description-en').fill('Up to 70 % off.');
  await form.getByLabel('Minimum discount (%)').fill('30');
  await form.getByLabel('Capacity').fill('100');
  await form.getByRole('button', { name: 'Save activity' }).click();
  await expect(form.getByRole('status')).toHaveText('Activity saved');
  await expect(operator.getByRole('listitem').filter({ hasText: title })).toContainText('Upcoming');

  // A seller with a store and three catalog goods.
  const sellerEmail = newEmail('registrant');
  const sellerApi = await playwrightRequest.newContext({ baseURL: ORIGIN });
  await registerByApi(sellerApi, sellerEmail);
  const storeName = `Registrant store ${Date.now().toString(36)}`;
  expect((await callApi(sellerApi, SHOP_PATH.create, { name: storeName, storeSpace: `reg-${Date.now().toString(36)}` })).code).toBe(0);
  const goods = (await defaultGoods(sellerApi, 12)).list.filter((g) => g.priceCny >= 10).slice(0, 3) as [GoodsCard, GoodsCard, GoodsCard];
  for (const g of goods) expect((await callApi(sellerApi, SHOP_PATH.addGoods, { url: marketplaceLink(g) })).code).toBe(0);
  await expect.poll(async () => (await callApi<unknown[]>(sellerApi, REGISTRATION_PATH.userProducts, {})).data.length).toBe(3);
  await sellerApi.dispose();

  const seller = await signedIn(browser, sellerEmail, '/dashboard/activity');
  await expect(seller.getByRole('heading', { level: 1, name: 'Activity Management' })).toBeVisible();
  await expect(seller.getByRole('navigation', { name: 'User center' }).getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
  // Tabs: the new sale is upcoming, not ended.
  await seller.getByRole('tab', { name: 'Ended' }).click();
  await expect(seller.locator('[data-activity]').filter({ hasText: title })).toHaveCount(0);
  await seller.getByRole('tab', { name: 'Upcoming' }).click();
  const card = seller.locator('[data-activity]').filter({ hasText: title });
  await expect(card).toContainText('Products need at least 30 % off.');

  // Step 1: select two products, one priced too high for the minimum discount.
  await card.getByRole('button', { name: 'Register Now' }).click();
  await card.getByRole('checkbox', { name: `Select ${goods[0].title}` }).check();
  await card.getByRole('checkbox', { name: `Select ${goods[1].title}` }).check();
  const line = (g: GoodsCard) => card.locator(`[data-draft-item]`).filter({ hasText: g.title });
  await line(goods[0]).getByLabel('Activity price (¥)').fill(price(goods[0].priceCny, 0.6));
  await line(goods[0]).getByLabel('Stock for the activity').fill('5');
  await line(goods[1]).getByLabel('Activity price (¥)').fill(price(goods[1].priceCny, 0.9));
  await line(goods[1]).getByLabel('Stock for the activity').fill('3');
  await card.getByRole('button', { name: 'Next' }).click();

  // Step 2: the server's preview refuses the 10 % discount; Previous goes back with the typed values kept.
  await expect(card.getByRole('table').getByText('The discount is below this activity\'s minimum of 30 %.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Next' })).toBeDisabled();
  await card.getByRole('button', { name: 'Previous' }).click();
  await expect(line(goods[0]).getByLabel('Activity price (¥)')).toHaveValue(price(goods[0].priceCny, 0.6));
  await line(goods[1]).getByLabel('Activity price (¥)').fill(price(goods[1].priceCny, 0.5));
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card.getByRole('table')).toContainText('40 % off');
  await expect(card.getByRole('table')).toContainText('50 % off');
  await expect(card.getByRole('table')).toContainText('Totals');
  await shootHere(seller, 'seller-preview-en');

  // Step 3: confirm.
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card).toContainText('You are registering 2 products for');
  await card.getByRole('button', { name: 'Confirm registration' }).click();
  await said(seller, 'Registration submitted');
  await expect(card.locator('[data-registration-status]')).toHaveText('Registration Pending');

  // Registered products: remove one, add the third, save.
  await card.getByRole('button', { name: `Remove ${goods[1].title}` }).click();
  await seller.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await said(seller, 'Product removed');
  await expect(card.locator('[data-draft-item]')).toHaveCount(1);
  await card.getByRole('button', { name: 'Add More Products' }).click();
  await card.getByRole('checkbox', { name: `Select ${goods[2].title}` }).check();
  await card.getByRole('button', { name: 'Add Selected' }).click();
  await line(goods[2]).getByLabel('Activity price (¥)').fill(price(goods[2].priceCny, 0.65));
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await said(seller, 'Changes saved');
  await shootHere(seller, 'seller-manage-en');
  expect(await axeViolations(seller)).toEqual([]);
  await shoot(seller, 'seller-pending', 'en', '/dashboard/activity');

  // The operator approves it in the queue.
  await openPage(operator, '/admin/activities');
  await operator.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Registrations' }).click();
  await expect(operator).toHaveURL(/\/admin\/registrations$/);
  const queued = operator.locator('[data-registration]').filter({ hasText: storeName });
  await expect(queued).toContainText(title);
  await expect(queued).toContainText(sellerEmail);
  await expect(queued.getByRole('row')).toHaveCount(3); // header + the two registered goods
  // A rejection needs a reason.
  await queued.getByRole('button', { name: 'Reject' }).click();
  await queued.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(queued.getByRole('alert')).toHaveText('Enter the reason the seller will read.');
  await queued.getByRole('button', { name: 'Back' }).click();
  expect(await axeViolations(operator)).toEqual([]);
  await queued.getByRole('button', { name: 'Approve' }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await said(operator, 'Registration approved');
  await expect(operator.locator('[data-registration]').filter({ hasText: storeName })).toHaveCount(0);
  await operator.getByLabel('Show').selectOption('approved');
  await expect(operator.locator('[data-registration]').filter({ hasText: storeName })).toBeVisible();

  // The seller sees Approved; the registration can no longer be changed or cancelled.
  await openPage(seller, '/dashboard/activity');
  await waitForHydration(seller);
  const approved = seller.locator('[data-activity]').filter({ hasText: title });
  await expect(approved.locator('[data-registration-status]')).toHaveText('Registration Approved');
  await expect(approved.getByRole('button', { name: 'Cancel registration' })).toHaveCount(0);
  await approved.getByRole('button', { name: 'Registered products' }).click();
  await expect(approved).toContainText('This registration can no longer be changed.');

  await shoot(seller, 'seller-approved', 'en', '/dashboard/activity');
  await shoot(seller, 'seller-approved', 'de', '/dashboard/activity');
  await operator.getByLabel('Show').selectOption('approved');
  await shoot(operator, 'queue', 'en', '/admin/registrations?status=approved');
  await shoot(operator, 'queue', 'de', '/admin/registrations?status=approved');
  // The product page's agent comparison says how recent the registry's figures are.
  await openPage(operator, `/products/${goods[0].channel}/${goods[0].offerId}`);
  await expect(operator.getByText(/come from our agent registry \(as of \w{3} \d{1,2}, \d{4}\)\./)).toBeVisible();

  await openPage(operator, '/de/admin/agents');
  await waitForHydration(operator);
  await operator.locator('[data-agent="cnfans"] summary').click();
  await shootHere(operator, 'agents-de');
});

test('the seller page on a phone: tabs and the empty state', async ({ browser }) => {
  const email = newEmail('activity-phone');
  const api = await playwrightRequest.newContext({ baseURL: ORIGIN });
  await registerByApi(api, email);
  await api.dispose();
  const context = await browser.newContext({ ...PHONE, baseURL: ORIGIN });
  const page = await context.newPage();
  await openPage(page, '/login');
  await logInWithForm(page, email);
  await expect(page).toHaveURL(/\/$/);
  await openPage(page, '/dashboard/activity');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Ended' }).click();
  await expect(page.getByRole('tab', { name: 'Ended' })).toHaveAttribute('aria-selected', 'true');
  // Every tab either lists activities or says there are none.
  await expect(page.getByRole('tabpanel').locator('[data-activity]').or(page.getByText('No activities found'))).not.toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
