import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CATALOG_PATH, type GoodsCard } from '../core/api.ts';
import { formatPrice } from '../core/currency.ts';
import { agentOffers, callApi, cnfansLink, defaultGoods, findSearchJourney, goodsInfo, goodsList, marketplaceLink, rates } from './support/catalog-api.ts';
import { SEARCH_PAGE_SIZE } from '../app/lib/search-query.ts';
import { markDocument, openPage, ORIGIN } from './support/site.ts';

/** The buyer journey of issue #3 against the seeded demo catalog: search, filter, product, agents, links. */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const results = (page: Page) => page.getByRole('region', { name: /\d+ products?$/ });
const productPath = (goods: { channel: string; offerId: string }) => `/products/${goods.channel}/${goods.offerId}`;
/** Prices a card or page shows, as numbers ("$1,234.50" → 1234.5). */
const amounts = (texts: string[]) => texts.map((text) => Number(text.replace(/[^\d.]/g, '')));

test('name search, category and price filters, Load More, then a product whose agent button carries its id and referral code', async ({ page, request }) => {
  const journey = await findSearchJourney(request, SEARCH_PAGE_SIZE);
  await openPage(page, '/');

  await page.getByRole('searchbox', { name: 'Search products' }).fill(journey.keyword);
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(`${ORIGIN}/search-result?keyword=${encodeURIComponent(journey.keyword)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${journey.keyword}”` })).toBeVisible();

  await page.getByLabel('Category').selectOption(String(journey.category.id));
  await expect(page).toHaveURL(new RegExp(`categoryId=${journey.category.id}`));
  await page.getByLabel('Max price (USD $)').fill(String(journey.maxPriceUsd));
  await page.getByLabel('Max price (USD $)').press('Enter');
  await expect(page).toHaveURL(new RegExp(`maxPrice=${journey.maxPriceUsd}&currency=USD`));

  const region = results(page);
  await expect(region.getByRole('heading', { name: `${journey.total.toLocaleString('en-US')} products` })).toBeVisible();
  await expect(region.getByRole('article')).toHaveCount(SEARCH_PAGE_SIZE);
  await expect(region.getByText(`Showing ${SEARCH_PAGE_SIZE} of ${journey.total}`)).toBeVisible();
  for (const price of amounts(await region.getByRole('article').locator('.goods-card-price').allTextContents())) {
    expect(price).toBeLessThanOrEqual(journey.maxPriceUsd);
  }

  await region.getByRole('button', { name: 'Load More' }).click();
  const shown = Math.min(2 * SEARCH_PAGE_SIZE, journey.total);
  await expect(region.getByRole('article')).toHaveCount(shown);
  await expect(region.getByText(`Showing ${shown} of ${journey.total}`)).toBeVisible();

  // Back returns to the previous filters (every change was a navigation).
  await page.goBack();
  await expect(page).not.toHaveURL(/maxPrice=/);
  await expect(page.getByLabel('Category')).toHaveValue(String(journey.category.id));
  await page.goForward();
  await expect(page).toHaveURL(/maxPrice=/);
  await expect(page.getByLabel('Max price (USD $)')).toHaveValue(String(journey.maxPriceUsd));
  // The URL kept how many pages were shown (`pages=2`), so Forward shows them all again.
  await expect(results(page).getByRole('article')).toHaveCount(shown);

  const first = journey.firstPage.list[0]!;
  await results(page).getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN}${productPath(first)}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title, exact: true })).toBeVisible();

  const cnfans = (await agentOffers(request, first)).find((offer) => offer.agentName === 'CNFans')!;
  expect(cnfans.referralCode).toBeTruthy();
  const buy = page.getByRole('link', { name: 'Buy via CNFans', exact: true });
  // The button goes through the click counter (/go, decision 026); the agent link it leads to is its title.
  await expect(buy).toHaveAttribute('href', cnfans.clickUrl);
  await expect(buy).toHaveAttribute('title', cnfans.buyUrl);
  const href = new URL((await buy.getAttribute('title'))!);
  expect(href.searchParams.get('id')).toBe(first.offerId);
  expect(href.searchParams.get('ref')).toBe(cnfans.referralCode);
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('rel', 'noopener noreferrer nofollow');
});

test('a pasted agent link opens its product page; a link that is no product says why, next to the box', async ({ page, request }) => {
  const goods = (await defaultGoods(request)).list[0]!;
  await openPage(page, '/');
  const box = page.getByRole('searchbox', { name: 'Search products' });

  await box.fill('https://example.com/some/page');
  await box.press('Enter');
  const refusal = await callApi(request, CATALOG_PATH.goodsIdByUrl, { url: 'https://example.com/some/page' });
  expect(refusal.code).toBe(400);
  const why = (refusal.data as { fields: { url: string } }).fields.url;
  expect(why).toContain('not a product page');
  await expect(page.getByRole('alert').filter({ hasText: `${refusal.msg} ${why}` })).toBeVisible();
  await expect(page).toHaveURL(`${ORIGIN}/`);

  await box.fill(cnfansLink(goods));
  await box.press('Enter');
  await expect(page).toHaveURL(`${ORIGIN}${productPath(goods)}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.title, exact: true })).toBeVisible();
});

test('an empty search shows the message and stays on the page', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter product image/link/name' })).toBeVisible();
  await expect(page).toHaveURL(`${ORIGIN}/`);
});

test('without JavaScript a pasted link still reaches its product page through /search-result', async ({ browser, request }) => {
  const goods = (await defaultGoods(request)).list[1]!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/search-result?keyword=${encodeURIComponent(marketplaceLink(goods))}`);
  await expect(page).toHaveURL(`${ORIGIN}${productPath(goods)}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.title, exact: true })).toBeVisible();
  await context.close();
});

test('while the catalog holds demo listings, every page says so in the footer', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('contentinfo')).toContainText('The catalogue shown is demo data');
  await openPage(page, '/de/convert');
  await expect(page.getByRole('contentinfo')).toContainText('Der angezeigte Katalog');
});

test('a product view is counted once per visitor: reloading the page does not count it again', async ({ page, request }) => {
  const goods = (await defaultGoods(request, 60)).list[47]!;
  const before = (await goodsInfo(request, goods)).viewCount;
  const viewsOnPage = page.getByText('Views').locator('xpath=following-sibling::dd');
  await openPage(page, productPath(goods));
  await expect(viewsOnPage).toHaveText(new Intl.NumberFormat('en').format(before + 1));
  await page.reload();
  await expect(viewsOnPage).toHaveText(new Intl.NumberFormat('en').format(before + 1));
  expect((await goodsInfo(request, goods)).viewCount).toBe(before + 1);
});

test('the product page re-prices in the chosen currency without loading its data again', async ({ page, request }) => {
  const goods = (await defaultGoods(request)).list[2]!;
  const table = await rates(request);
  const rateOf = (code: string) => table.find((rate) => rate.currency === code)!;
  await openPage(page, productPath(goods));
  const price = page.locator('main').getByText(formatPrice(goods.priceCny, rateOf('USD')), { exact: true }).first();
  await expect(price).toBeVisible();
  const views = await page.getByText('Views').locator('xpath=following-sibling::dd').textContent();

  const dataRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('.data')) dataRequests.push(req.url());
  });
  const document = await markDocument(page);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(page.locator('main').getByText(formatPrice(goods.priceCny, rateOf('EUR')), { exact: true }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('KRW');
  await expect(page.locator('main').getByText(formatPrice(goods.priceCny, rateOf('KRW')), { exact: true }).first()).toBeVisible();
  expect(await document.isSameDocument()).toBe(true);
  expect(dataRequests).toEqual([]);
  await expect(page.getByText('Views').locator('xpath=following-sibling::dd')).toHaveText(views!);
});

test('the visitor\'s chosen agent comes first and is marked; similar goods never include the product itself', async ({ page, request }) => {
  const goods = (await defaultGoods(request)).list[3]!;
  await openPage(page, productPath(goods));
  await page.getByRole('combobox', { name: 'Agent' }).selectOption('Kakobuy');
  const agents = page.getByRole('region', { name: 'Buy via trusted agent' });
  const first = agents.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Buy via / }) }).first();
  await expect(first.getByRole('link', { name: 'Buy via Kakobuy', exact: true })).toBeVisible();
  await expect(first.getByText('Your agent')).toBeVisible();

  const similar = page.getByRole('region', { name: 'Similar goods' });
  await expect(similar.getByRole('article').first()).toBeVisible();
  expect(await similar.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).not.toContain(productPath(goods));
});

test('an invalid product address shows Product not found with HTTP 404 and a way home', async ({ page }) => {
  for (const path of ['/products/taobao/not-a-number', '/products/amazon/600000000000']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/`);
});

test('a valid product that is not in the catalog still offers the marketplace and every agent', async ({ page, request }) => {
  const unknown = { channel: 'taobao' as const, offerId: '987654321012' };
  expect((await callApi(request, CATALOG_PATH.goodsInfo, unknown)).code).toBe(404);
  const response = await page.goto(productPath(unknown));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'We have no details for this product yet' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('link', { name: 'View on Taobao' })).toHaveAttribute('href', marketplaceLink(unknown));
  const offers = await agentOffers(request, unknown);
  expect(offers.length).toBeGreaterThan(0);
  const buy = page.getByRole('link', { name: 'Buy via CNFans', exact: true });
  await expect(buy).toHaveAttribute('href', offers.find((offer) => offer.agentName === 'CNFans')!.clickUrl);
  expect(await buy.getAttribute('title')).toContain(unknown.offerId);
  // Every agent has a button, the rest behind "Show all".
  await page.getByText(`Show all ${offers.length} agents`).click();
  for (const offer of offers) await expect(page.getByRole('link', { name: `Buy via ${offer.agentName}`, exact: true })).toBeVisible();
});

test('the product page describes the product for search engines and link previews', async ({ page, request }) => {
  const goods = (await defaultGoods(request)).list[0]!;
  await page.goto(productPath(goods));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: goods.title,
    offers: { '@type': 'Offer', priceCurrency: 'CNY', price: goods.priceCny.toFixed(2), availability: goods.outOfStock ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock' },
  });
  expect(jsonLd.image[0]).toMatch(new RegExp(`^${ORIGIN}/thumb/`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(goods.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${ORIGIN}/thumb/`));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${ORIGIN}${productPath(goods)}`);
});

test('QC photos open in a lightbox that the keyboard drives: arrows, counter, Escape back to the thumbnail', async ({ page, request }) => {
  const candidates = (await goodsList(request, { sort: 'sales', pageSize: 60 })).list.filter((goods: GoodsCard) => goods.qcCount >= 3);
  const goods = await goodsInfo(request, candidates[0]!);
  const total = goods.qcPhotos.length;
  await openPage(page, productPath(goods));

  const thumbnails = page.getByRole('button', { name: /^Open QC photo/ });
  await expect(thumbnails).toHaveCount(total);
  await expect(page.getByText(/^Taken /).first()).toBeVisible();
  await thumbnails.first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'QC photos' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnails.first()).toBeFocused();
});

test('the home feed loads more goods, disabled while it loads', async ({ page }) => {
  await openPage(page, '/');
  const feed = page.getByRole('region', { name: 'Discover goods' });
  await expect(feed.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
  const perPage = await feed.getByRole('article').count();
  expect(perPage).toBeGreaterThan(0);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/feedPage=2/, async (route) => {
    await held;
    await route.continue();
  });
  const button = feed.getByRole('button', { name: /Load More|Loading/ });
  await button.click();
  await expect(button).toBeDisabled();
  release();
  await expect(feed.getByRole('article')).toHaveCount(perPage * 2);
  await expect(feed.getByRole('button', { name: 'Load More' })).toBeEnabled();
});

test('search states: no more results on the last page, No products found, and invalid filters explained next to the field', async ({ page, request }) => {
  // A category's five cheapest goods: one page, so no more results.
  const sample = await goodsList(request, { sort: 'price_asc', pageSize: 5 });
  const cheapest = sample.list[4]!.priceCny;
  const small = await goodsList(request, { maxPrice: cheapest, currency: 'CNY' });
  expect(small.total).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
  await openPage(page, `/search-result?maxPrice=${cheapest}&currency=CNY`);
  await expect(results(page).getByRole('article')).toHaveCount(small.total);
  await expect(results(page).getByText('No more results')).toBeVisible();

  await openPage(page, '/search-result?keyword=qqqqzzzzxxxxwwww');
  await expect(page.getByText('No products found')).toBeVisible();

  const refused = await callApi<{ fields: Record<string, string> }>(request, CATALOG_PATH.goodsList, { pageId: 1, pageSize: 20, minPrice: 100, maxPrice: 10, currency: 'USD' });
  expect(refused.code).toBe(400);
  await openPage(page, '/search-result?minPrice=100&maxPrice=10&currency=USD');
  const maxPrice = page.getByLabel('Max price (USD $)');
  await expect(maxPrice).toHaveValue('10');
  await expect(page.getByLabel('Min price (USD $)')).toHaveValue('100');
  await expect(maxPrice).toHaveAttribute('aria-invalid', 'true');
  await expect(maxPrice).toHaveAccessibleDescription(refused.data.fields.maxPrice!);
});

test('/convert turns a mixed list into product pages and agent links, says why a line fails, and copies a link', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [a, b] = (await defaultGoods(request)).list;
  const lines = [marketplaceLink(a!), cnfansLink(b!), 'https://m.tb.cn/h.5QmZkd8', 'hello world', 'https://shop123456.taobao.com/'];
  const reasons = await Promise.all(lines.slice(2).map(async (url) => (await callApi<{ fields: { url: string } }>(request, CATALOG_PATH.goodsIdByUrl, { url })).data.fields.url));
  expect(reasons[1]).toBe('This is not a link. Paste a product link from Taobao, Weidian, 1688 or a shopping agent.');
  expect(reasons[2]).toBe("This is a shop page, not a product. Open one of the shop's products and paste its link.");

  await openPage(page, '/convert');
  await page.getByLabel('Links, one per line').fill(lines.join('\n'));
  await expect(page.getByText('5 links of 100')).toBeVisible();
  await page.getByRole('checkbox', { name: 'CNFans' }).check();
  await page.getByRole('button', { name: 'Convert links' }).click();

  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(6);
  const rows = table.getByRole('row');
  await expect(rows.nth(1).getByRole('link', { name: a!.title, exact: true })).toHaveAttribute('href', productPath(a!));
  await expect(rows.nth(2).getByRole('link', { name: b!.title, exact: true })).toHaveAttribute('href', productPath(b!));
  const cnfans = (await agentOffers(request, b!)).find((offer) => offer.agentName === 'CNFans')!;
  await expect(rows.nth(2).getByRole('link', { name: /^CNFans/ })).toHaveAttribute('href', cnfans.buyUrl);
  await expect(rows.nth(3)).toContainText(reasons[0]!);
  await expect(rows.nth(4)).toContainText(reasons[1]!);
  await expect(rows.nth(5)).toContainText(reasons[2]!);

  await rows.nth(2).getByRole('button', { name: 'Copy the CNFans link of line 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copy Successfully' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cnfans.buyUrl);
  expect(await axeViolations(page)).toEqual([]);
});

test('/convert refuses more than 100 links with a clear message', async ({ page }) => {
  await openPage(page, '/convert');
  const links = Array.from({ length: 101 }, (_, i) => `https://item.taobao.com/item.htm?id=${600000000000 + i}`);
  await page.getByLabel('Links, one per line').fill(links.join('\n'));
  await expect(page.getByRole('alert').filter({ hasText: 'You pasted 101 links. Convert at most 100 at a time.' })).toBeVisible();
  await page.getByRole('button', { name: 'Convert links' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You pasted 101 links.' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('catalog pages hydrate without script errors', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  const goods = (await defaultGoods(request)).list[0]!;
  for (const path of ['/', '/search-result?keyword=bag', productPath(goods), '/products/taobao/987654321012', '/convert']) {
    await openPage(page, path);
  }
  expect(errors).toEqual([]);
});

const AXE_PAGES = [
  { name: 'the home page with its catalog sections', path: async () => '/' },
  { name: 'search results', path: async () => '/search-result?keyword=bag&showNoQc=1' },
  { name: 'a product page', path: async (request: APIRequestContext) => productPath((await defaultGoods(request)).list[0]!) },
  { name: 'a product not in the catalog', path: async () => '/products/taobao/987654321012' },
  { name: 'Product not found', path: async () => '/products/taobao/x' },
  { name: 'the link converter', path: async () => '/convert' },
  { name: 'German search results', path: async () => '/de/search-result' },
];
for (const { name, path } of AXE_PAGES) {
  test(`${name} has no WCAG 2.1 AA violations on a desktop`, async ({ page, request }) => {
    await page.goto(await path(request));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('German pages speak German: results count, filters, product facts and agent buttons', async ({ page, request }) => {
  const goods = (await defaultGoods(request)).list[0]!;
  await openPage(page, '/de/search-result?showNoQc=1');
  await expect(page.getByLabel('Kategorie')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /\d+ Produkte$/ })).toBeVisible();
  await openPage(page, `/de${productPath(goods)}`);
  await expect(page.getByText('Lieferzeit')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Über CNFans kaufen', exact: true })).toBeVisible();
});
