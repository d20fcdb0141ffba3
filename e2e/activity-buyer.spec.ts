import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ACTIVITY_BUYER_PATH } from '../core/activity-buyer-schemas.ts';
import { ADMIN_PATH } from '../core/admin-schemas.ts';
import type { GoodsCard } from '../core/api.ts';
import type { ShopGoodsPage } from '../core/api-schemas.ts';
import { REGISTRATION_PATH } from '../core/registration-schemas.ts';
import { SHOP_PATH } from '../core/shop-paths.ts';
import { logInWithForm, newEmail, registerByApi } from './support/accounts.ts';
import { callApi, defaultGoods, marketplaceLink } from './support/catalog-api.ts';
import { DESKTOP_USER_AGENT, openPage, ORIGIN, PHONE } from './support/site.ts';

/**
 * Issue 14 §3: buyers. An operator makes a flash sale (sellers register goods while it is upcoming; the operator
 * approves and starts it) and a group buy, and sets the site banner; buyers open the sale from the banner, claim,
 * join the group buy until it succeeds and see the deal. Expired, unknown and unsupported activities.
 */
const OPERATOR_EMAIL = 'e2e-buyers@haulbridge.example';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SHOTS = process.env.E2E_SHOTS_DIR;

type Fixture = { saleId: number; saleTitle: string; groupId: number; expiredId: number; goods: GoodsCard[]; shopGoodsIds: number[]; soldOutId: number };
let fixture: Fixture;
let operator: APIRequestContext;
let seller: APIRequestContext;

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const texts = (en: string, de: string) => ({ titles: { en, de }, descriptions: { en: `${en}: limited time.`, de: `${de}: nur kurze Zeit.` }, rules: { en: ['One per buyer.', 'While stock lasts.'], de: ['Eins pro Käufer.', 'Solange der Vorrat reicht.'] } });

async function ok<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const answer = await callApi<T>(request, path, body);
  expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

async function newBuyer(): Promise<APIRequestContext> {
  const buyer = await playwrightRequest.newContext({ baseURL: ORIGIN });
  await registerByApi(buyer, newEmail('buyer'));
  return buyer;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  operator = await playwrightRequest.newContext({ baseURL: ORIGIN });
  await registerByApi(operator, OPERATOR_EMAIL);
  seller = await playwrightRequest.newContext({ baseURL: ORIGIN });
  await registerByApi(seller, newEmail('seller'));
  const goods = (await defaultGoods(operator, 6)).list;
  const saleTitle = `E2E Flash ${Date.now().toString(36)}`;
  const saleBody = { type: 'flash_sale', ...texts(saleTitle, `${saleTitle} DE`), startAt: iso(DAY), endAt: iso(3 * DAY), minDiscountPct: 10, capacity: 100 };
  const sale = await ok<{ id: number }>(operator, ADMIN_PATH.activitySave, saleBody);
  const group = await ok<{ id: number }>(operator, ADMIN_PATH.activitySave, {
    type: 'group_buy', ...texts('E2E group buy', 'E2E-Gruppenkauf'), startAt: iso(-DAY), endAt: iso(2 * DAY), minDiscountPct: 0, capacity: 10,
    groupBuy: { channel: goods[0]!.channel, offerId: goods[0]!.offerId, groupPriceCny: Math.max(1, Math.round(goods[0]!.priceCny * 0.6)), requirement: 3 },
  });
  const expired = await ok<{ id: number }>(operator, ADMIN_PATH.activitySave, {
    type: 'group_buy', ...texts('E2E old group buy', 'E2E alter Gruppenkauf'), startAt: iso(-5 * DAY), endAt: iso(-DAY), minDiscountPct: 0, capacity: 10,
    groupBuy: { channel: goods[0]!.channel, offerId: goods[0]!.offerId, groupPriceCny: 1, requirement: 2 },
  });

  // The seller's shop with four goods of the catalog, registered to the sale while it is upcoming.
  await ok(seller, SHOP_PATH.create, { name: 'E2E Deals', storeSpace: `E2E-Deals-${Date.now().toString(36)}` });
  const offered = goods.slice(1, 5);
  for (const item of offered) await ok(seller, SHOP_PATH.addGoods, { url: marketplaceLink(item) });
  await expect.poll(async () => (await ok<ShopGoodsPage>(seller, SHOP_PATH.goodsList, { pageId: 1, pageSize: 20 })).list.filter((g) => g.status === 'ready').length, { timeout: 30_000 }).toBe(offered.length);
  const mine = (await ok<ShopGoodsPage>(seller, SHOP_PATH.goodsList, { pageId: 1, pageSize: 20 })).list;
  const shopGoodsIds = offered.map((item) => mine.find((g) => g.offerId === item.offerId)!.id);
  const registration = await ok<{ id: number }>(seller, REGISTRATION_PATH.register, {
    activityId: sale.id,
    items: offered.map((item, i) => ({ shopGoodsId: shopGoodsIds[i]!, activityPriceCny: Math.round(item.priceCny * 50) / 100, stock: i === 3 ? 1 : 20 })),
  });
  await ok(operator, ADMIN_PATH.registrationReview, { id: registration.id, decision: 'approve' });
  // The operator starts the sale now.
  await ok(operator, ADMIN_PATH.activitySave, { ...saleBody, id: sale.id, startAt: iso(-60_000) });
  // Another buyer took the only unit of the fourth product.
  const early = await newBuyer();
  await ok(early, ACTIVITY_BUYER_PATH.join, { id: sale.id, shopGoodsId: shopGoodsIds[3]! });
  await early.dispose();
  fixture = { saleId: sale.id, saleTitle, groupId: group.id, expiredId: expired.id, goods, shopGoodsIds, soldOutId: shopGoodsIds[3]! };
});

test.afterAll(async () => {
  await operator?.dispose();
  await seller?.dispose();
});

async function signedInPage(browser: Browser, options: { viewport?: { width: number; height: number }; mobile?: boolean } = {}) {
  const context = await browser.newContext(options.mobile ? { ...PHONE } : { userAgent: DESKTOP_USER_AGENT, viewport: options.viewport ?? { width: 1280, height: 900 } });
  const page = await context.newPage();
  // The context's request shares the browser's cookies: signing up through it signs the browser in.
  await registerByApi(context.request, newEmail('buyer'));
  return { context, page };
}

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('the operator sets the site banner; visitors see it on every page (cached pages too), it links to the sale and closes for the day', async ({ browser, page }) => {
  await openPage(page, '/login');
  await logInWithForm(page, OPERATOR_EMAIL);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  // The console link in the user menu (operators only).
  await page.locator('header summary').filter({ hasText: OPERATOR_EMAIL }).click();
  await page.getByRole('link', { name: 'Operator console' }).click();
  await expect(page).toHaveURL(/\/admin(\/[\w-]+)?$/);
  await openPage(page, '/admin/activities');
  const control = page.locator('form', { has: page.getByRole('heading', { name: 'Site banner' }) });
  await control.getByLabel('Flash sale').selectOption(String(fixture.saleId));
  await control.getByRole('button', { name: 'Save banner' }).click();
  await expect(control.getByRole('status')).toHaveText('Site banner saved');

  const visitor = await browser.newContext({ userAgent: DESKTOP_USER_AGENT, viewport: { width: 1280, height: 900 } });
  const home = await visitor.newPage();
  // Twice: the second answer may come from the anonymous page cache; both carry the banner.
  for (let i = 0; i < 2; i++) {
    await openPage(home, '/');
    const banner = home.getByTestId('site-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link')).toHaveAttribute('href', `/activity/flash-sale/${fixture.saleId}`);
    await expect(banner).toContainText(fixture.saleTitle);
  }
  expect(await axe(home)).toEqual([]);
  if (SHOTS) await home.screenshot({ path: `${SHOTS}/banner-en-1280.png` });
  await home.getByRole('button', { name: 'Close the banner' }).click();
  await expect(home.getByTestId('site-banner')).toHaveCount(0);
  const cookie = (await visitor.cookies()).find((c) => c.name === 'closedSiteBanner');
  expect(cookie?.value).toBe(String(fixture.saleId));
  expect(cookie!.expires * 1000).toBeGreaterThan(Date.now());
  expect(cookie!.expires * 1000).toBeLessThanOrEqual(new Date(new Date().setHours(23, 59, 59, 999)).getTime() + 1000);
  // The next page is rendered without it: the header is at the very top, nothing moves.
  await openPage(home, '/brand');
  await expect(home.getByTestId('site-banner')).toHaveCount(0);
  expect((await home.locator('header').boundingBox())!.y).toBe(0);
  await visitor.close();

  // A phone shows the mobile picture's place (the same link) and the close icon.
  const phone = await browser.newContext({ ...PHONE });
  const phonePage = await phone.newPage();
  await openPage(phonePage, '/de');
  await expect(phonePage.getByTestId('site-banner')).toBeVisible();
  await expect(phonePage.getByRole('button', { name: 'Banner schließen' })).toBeVisible();
  if (SHOTS) await phonePage.screenshot({ path: `${SHOTS}/banner-de-390.png` });
  await phone.close();
});

test('a visitor is sent to log in; a buyer opens the sale from the banner, sees the countdown, prices and sold counts, claims and gets the deal', async ({ browser, page }) => {
  await page.goto(`/activity/flash-sale/${fixture.saleId}`);
  await expect(page).toHaveURL(/\/login\?redirect=/);

  const { context, page: buyer } = await signedInPage(browser);
  await openPage(buyer, '/');
  await buyer.getByTestId('site-banner').getByRole('link').click();
  await expect(buyer).toHaveURL(new RegExp(`/activity/flash-sale/${fixture.saleId}$`));
  await expect(buyer).toHaveTitle(/^Flash Sale - Limited Time Offers/);
  await expect(buyer.getByRole('heading', { level: 1, name: fixture.saleTitle })).toBeVisible();
  const countdown = buyer.getByTestId('countdown');
  await expect(countdown.locator('[data-unit]')).toHaveCount(4);
  // About two days left (the sale ends three days after it was made, started now): the days read 02 or 01.
  await expect(countdown.locator('[data-unit="days"]')).toHaveText(/^0[12]$/);

  const items = buyer.locator('li[data-shop-goods-id]');
  await expect(items).toHaveCount(4);
  const soldOut = buyer.locator(`li[data-shop-goods-id="${fixture.soldOutId}"]`);
  await expect(soldOut.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  await expect(soldOut).toContainText('1 sold');

  const first = buyer.locator(`li[data-shop-goods-id="${fixture.shopGoodsIds[0]}"]`);
  await expect(first).toContainText('0 sold');
  await expect(first).toContainText('20 left');
  await expect(first).toContainText('50% off');
  await first.getByRole('button', { name: 'Claim' }).click();
  await expect(first.getByTestId('deal')).toBeVisible();
  // Through the counting redirect; the agent's own link is its title.
  await expect(first.getByRole('link', { name: /^Buy via / })).toHaveAttribute('href', /^\/go\/\d+\?u=https%3A%2F%2F/);
  await expect(first.getByRole('link', { name: /^Buy via / })).toHaveAttribute('title', /^https:\/\//);
  await expect(first).toContainText('1 sold');
  expect(await axe(buyer)).toEqual([]);
  if (SHOTS) await buyer.screenshot({ path: `${SHOTS}/flash-sale-en-1280.png`, fullPage: true });
  await context.close();

  const phone = await signedInPage(browser, { mobile: true });
  await openPage(phone.page, `/de/activity/flash-sale/${fixture.saleId}`);
  await expect(phone.page).toHaveTitle(/^Blitzangebote – Nur für kurze Zeit/);
  await expect(phone.page.getByText('Ausverkauft').first()).toBeVisible();
  if (SHOTS) await phone.page.screenshot({ path: `${SHOTS}/flash-sale-de-390.png`, fullPage: true });
  await phone.context.close();
});

test('buyers join the group buy until the requirement is reached; everyone who joined sees the deal', async ({ browser }) => {
  const { context, page } = await signedInPage(browser);
  await openPage(page, `/activity/group-buy/${fixture.groupId}`);
  await expect(page).toHaveTitle(/^Group Buy - Join the Deal/);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E group buy' })).toBeVisible();
  await expect(page.getByTestId('joined-count')).toHaveText('0 of 3 joined');
  await expect(page.getByText('Time left')).toBeVisible();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByTestId('joined-flag')).toHaveText('You joined');
  await expect(page.getByTestId('joined-count')).toHaveText('1 of 3 joined');
  await expect(page.getByTestId('deal')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/group-buy-en-1280.png`, fullPage: true });

  // Two more buyers join (through the API): the requirement is reached.
  for (let i = 0; i < 2; i++) {
    const other = await newBuyer();
    await ok(other, ACTIVITY_BUYER_PATH.join, { id: fixture.groupId });
    await other.dispose();
  }
  await openPage(page, `/activity/group-buy/${fixture.groupId}`);
  await expect(page.getByTestId('joined-count')).toHaveText('3 of 3 joined');
  await expect(page.getByText('Deal unlocked: the group reached its goal.')).toBeVisible();
  const deal = page.getByTestId('deal');
  await expect(deal).toBeVisible();
  await expect(deal.getByRole('link', { name: /^Buy via / })).toHaveAttribute('href', new RegExp(fixture.goods[0]!.offerId));
  expect(await axe(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/group-buy-succeeded-en-1280.png`, fullPage: true });
  await context.close();

  const phone = await signedInPage(browser, { mobile: true });
  await openPage(phone.page, `/de/activity/group-buy/${fixture.groupId}`);
  await expect(phone.page).toHaveTitle(/^Gruppenkauf – Mach mit beim Deal/);
  await expect(phone.page.getByRole('button', { name: 'Mitmachen' })).toBeVisible();
  if (SHOTS) await phone.page.screenshot({ path: `${SHOTS}/group-buy-de-390.png`, fullPage: true });
  await phone.context.close();
});

test('an expired activity shows Activity Expired; an unknown id Activity not found with Back to Home; a flash sale on the detail page is not supported', async ({ browser }) => {
  const { context, page } = await signedInPage(browser);
  const expired = await openPage(page, `/activity/group-buy/${fixture.expiredId}`);
  expect(expired?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Expired' })).toBeVisible();
  await expect(page.getByText('This activity has ended', { exact: true })).toBeVisible();
  await expect(page.getByText(/ended before 2 people joined/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/expired-en-1280.png` });

  const unknown = await openPage(page, '/activity/group-buy/987654');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  const unsupported = await openPage(page, `/activity/group-buy/${fixture.saleId}`);
  expect(unsupported?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'The requested activity type is not supported' })).toBeVisible();
  await openPage(page, `/activity/flash-sale/${fixture.groupId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The requested activity type is not supported' })).toBeVisible();
  await context.close();
});
