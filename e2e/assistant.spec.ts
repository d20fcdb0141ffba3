import { expect, test, type Page } from '@playwright/test';
import type { GoodsCard } from '../core/api.ts';
import { agentOffers, cnfansLink, defaultGoods, marketplaceLink } from './support/catalog-api.ts';
import { markDocument, openPage, PHONE } from './support/site.ts';

/**
 * The floating assistant (issue #15 §4; product §2, §7, §8, §9): it answers FAQ questions and pasted links in the
 * page's language, opens with `?autoOpen=true`, works with the keyboard alone, and a page whose assistant code
 * cannot load works on without any error shown.
 */

const dialog = (page: Page) => page.getByRole('dialog');
/** The assistant loads after the page is idle, in two chunks (and the first question indexes the FAQ): more than the default 5 s on a busy machine. */
const LOADS = { timeout: 20_000 };
const launcher = (page: Page, name = 'Open the assistant') => page.getByRole('button', { name });

async function ask(page: Page, message: string, label = 'Your message') {
  const input = dialog(page).getByLabel(label);
  await input.fill(message);
  await input.press('Enter');
}

async function someGoods(page: Page): Promise<GoodsCard> {
  const { list } = await defaultGoods(page.request, 5);
  return list[0]!;
}

test.describe.configure({ timeout: 60_000 });

test('answers an English FAQ question with the FAQ entry and a link to it', async ({ page }) => {
  await openPage(page, '/?autoOpen=true');
  await expect(dialog(page).getByRole('heading', { name: 'Haulbridge assistant' })).toBeVisible(LOADS);
  await expect(dialog(page).getByLabel('Your message')).toBeFocused();
  await ask(page, 'How long can my items stay in the warehouse?');
  const log = dialog(page).getByRole('log');
  await expect(log.getByText("How long can my items stay in the agent's warehouse?")).toBeVisible(LOADS);
  await expect(log.getByText(/30 to 90 days of free storage/)).toBeVisible();
  await expect(log.getByRole('link', { name: 'Read it on its page' })).toHaveAttribute('href', '/faq#faq-5');
});

test('suggests questions while typing, and a suggestion is asked when chosen', async ({ page }) => {
  await openPage(page, '/?autoOpen=true');
  await expect(dialog(page).getByLabel('Your message')).toBeFocused(LOADS);
  await dialog(page).getByLabel('Your message').pressSequentially('referral');
  const suggestion = dialog(page).getByRole('button', { name: 'What is a referral code?' });
  await expect(suggestion).toBeVisible(LOADS);
  await suggestion.click();
  await expect(dialog(page).getByRole('log').getByText(/A referral code is a partner's identifier/)).toBeVisible();
});

test('reads a pasted marketplace link: the product and agents buy links carrying the platform code', async ({ page }) => {
  const goods = await someGoods(page);
  const offers = await agentOffers(page.request, goods);
  await openPage(page, '/?autoOpen=true');
  await ask(page, `have a look ${marketplaceLink(goods)}`);
  const log = dialog(page).getByRole('log');
  await expect(log.getByText('The product from your link')).toBeVisible(LOADS);
  await expect(log.getByRole('link', { name: goods.title })).toHaveAttribute('href', `/products/${goods.channel}/${goods.offerId}`);
  const buy = log.getByRole('link', { name: `Buy via ${offers[0]!.agentName}` });
  // Through the counting redirect, with the agent's own link as the title.
  await expect(buy).toHaveAttribute('href', offers[0]!.clickUrl);
  await expect(buy).toHaveAttribute('title', offers[0]!.buyUrl);
  await expect(buy).toHaveAttribute('target', '_blank');
  // The first five agents, then all of them on request.
  expect(offers.length).toBeGreaterThan(5);
  await expect(log.getByRole('link', { name: /^Buy via / })).toHaveCount(5);
  await log.getByRole('button', { name: `Show all ${offers.length} agents` }).click();
  await expect(log.getByRole('link', { name: /^Buy via / })).toHaveCount(offers.length);
});

test('answers in German on the German site: a FAQ question and a pasted agent link', async ({ page }) => {
  const goods = await someGoods(page);
  const offers = await agentOffers(page.request, goods);
  await openPage(page, '/de?autoOpen=true');
  await expect(dialog(page).getByRole('heading', { name: 'Haulbridge-Assistent' })).toBeVisible(LOADS);
  await ask(page, 'Welche Gebühren fallen an?', 'Deine Nachricht');
  const log = dialog(page).getByRole('log');
  await expect(log.getByText('Aus den FAQ')).toBeVisible(LOADS);
  await expect(log.getByRole('link', { name: 'Auf der Seite lesen' })).toHaveAttribute('href', '/de/faq#faq-4');
  await ask(page, cnfansLink(goods), 'Deine Nachricht');
  await expect(log.getByText('Das Produkt aus deinem Link')).toBeVisible(LOADS);
  await expect(log.getByRole('link', { name: `Über ${offers[0]!.agentName} kaufen` })).toHaveAttribute('title', offers[0]!.buyUrl);
  // The card's title is the German one; the page link says so in German.
  await expect(log.getByRole('link', { name: 'Produktseite öffnen' })).toHaveAttribute('href', `/de/products/${goods.channel}/${goods.offerId}`);
});

test('works from the keyboard: Enter opens, Enter sends, Escape closes and focus returns to the launcher', async ({ page }) => {
  await openPage(page, '/faq');
  await expect(dialog(page)).toHaveCount(0);
  await expect(launcher(page)).toBeVisible(LOADS);
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  const input = dialog(page).getByLabel('Your message');
  await expect(input).toBeFocused(LOADS);
  await page.keyboard.type('What are QC photos?');
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('log').getByText(/quality-check/).first()).toBeVisible(LOADS);
  await expect(input).toBeFocused();
  // An empty message is refused in words, next to the field.
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('alert')).toHaveText('Type a question, a product name or a link.');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
});

test('sits where product §9 puts it: 56 px, 20 px from the bottom and right on a desktop', async ({ page }) => {
  await openPage(page, '/');
  await expect(launcher(page)).toBeVisible(LOADS);
  const box = (await launcher(page).boundingBox())!;
  expect(box).toMatchObject({ width: 56, height: 56, x: 1280 - 20 - 56, y: 800 - 20 - 56 });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('32 px, 5 px from the bottom, centred; the conversation works there', async ({ page }) => {
    await openPage(page, '/');
    await expect(launcher(page)).toBeVisible(LOADS);
    const box = (await launcher(page).boundingBox())!;
    expect(box).toMatchObject({ width: 32, height: 32, x: (390 - 32) / 2, y: 844 - 5 - 32 });
    await launcher(page).tap();
    await ask(page, 'What is a shopping agent?');
    await expect(dialog(page).getByRole('log').getByText(/buys goods on your behalf/)).toBeVisible(LOADS);
  });
});

test('a page whose assistant code cannot load works on, with no error shown and no reload', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.route(/\/assets\/assistant[\w-]*\.js$/, (route) => route.abort());
  const blocked = page.waitForEvent('requestfailed', (request) => /\/assets\/assistant/.test(request.url()));
  await openPage(page, '/?autoOpen=true');
  const document = await markDocument(page);
  await blocked;
  // The page still works: a search from the header goes to its results.
  const box = page.getByRole('searchbox', { name: 'Search products' }).first();
  await box.fill('hoodie');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-result\?keyword=hoodie/);
  expect(await document.isSameDocument()).toBe(true);
  await expect(launcher(page)).toHaveCount(0);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText(/Internal Server Error|Something went wrong/i)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a conversation chunk that cannot load leaves only the launcher gone', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.route(/\/assets\/assistant-panel[\w-]*\.js$/, (route) => route.abort());
  await openPage(page, '/faq');
  const document = await markDocument(page);
  await expect(launcher(page)).toBeVisible(LOADS);
  await launcher(page).click();
  await expect(launcher(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await document.isSameDocument()).toBe(true);
  expect(errors).toEqual([]);
});
