import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { SHOP_PATH, type GoodsCard } from '../core/api.ts';
import type { ShopGoodsPage } from '../core/api-schemas.ts';
import { DEFAULT_SIGN_KEY, signNonce } from '../core/signature.ts';
import { UPLOAD_PATH } from '../core/upload.ts';
import { newEmail, registerByApi } from './support/accounts.ts';
import { apiData, callApi, defaultGoods, marketplaceLink } from './support/catalog-api.ts';
import { DESKTOP_USER_AGENT, openPage, ORIGIN, PHONE } from './support/site.ts';

/**
 * Issue 12 §4: a seller's public store `/store/{storeSpace}`. A seller made through the API opens a store with a
 * logo, a description with a link (and markup that must stay text), two tags and 20 goods of the seeded catalog;
 * visitors (fresh browser contexts, no session) then read it.
 */

/** app/routes/store.tsx STORE_PAGE_SIZE. */
const PAGE_SIZE = 12;
const GOODS = 20;
const TAGGED = 3;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Fixture = { slug: string; name: string; goods: GoodsCard[]; tagId: number; emptyTagId: number };
let fixture: Fixture;
let seller: APIRequestContext;

const description = [
  'Hand-picked goods, checked with QC photos.',
  'Our channel: https://example.com/our-shop?ref=e2e.',
  '<b>not bold</b> <script>window.__storeXss = 1</script> <img src=x onerror="window.__storeXss = 2">',
].join('\n');

async function uploadLogo(request: APIRequestContext): Promise<string> {
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0f766e' } }).png().toBuffer();
  const nonce = crypto.randomUUID();
  const response = await request.post(`/api/${UPLOAD_PATH}`, {
    headers: { 'X-NONCE': nonce, 'X-SIGNATURE': signNonce(nonce, DEFAULT_SIGN_KEY), 'X-PLATFORM': 'web', language: 'en' },
    multipart: { purpose: 'logo', file: { name: 'logo.png', mimeType: 'image/png', buffer: png } },
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { key: string } };
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.key;
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  seller = await playwrightRequest.newContext({ baseURL: ORIGIN });
  await registerByApi(seller, newEmail('store'));
  const slug = `E2E-Store-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // Markup in the name must reach the page (title, heading, JSON-LD) as text.
  const name = 'E2E Finds </script><script>window.__storeXss=3</script>';
  await apiData(seller, SHOP_PATH.create, { name, storeSpace: slug, logo: await uploadLogo(seller), description });
  const tag = await apiData<{ id: number }>(seller, SHOP_PATH.addTag, { name: 'Sneakers' });
  const emptyTag = await apiData<{ id: number }>(seller, SHOP_PATH.addTag, { name: 'Nothing yet' });
  const goods = (await defaultGoods(seller, GOODS)).list;
  for (const [index, item] of goods.entries()) {
    const answer = await callApi(seller, SHOP_PATH.addGoods, { url: marketplaceLink(item), ...(index < TAGGED ? { tagIds: [tag.id] } : {}) });
    expect(answer.code, answer.msg).toBe(0);
  }
  // Goods are shown once ready (the product source may finish them in the background).
  await expect
    .poll(async () => (await apiData<ShopGoodsPage>(seller, SHOP_PATH.pubGoodsList, { storeSpace: slug, pageId: 1, pageSize: 1 })).total, { timeout: 30_000 })
    .toBe(GOODS);
  fixture = { slug, name, goods, tagId: tag.id, emptyTagId: emptyTag.id };
});

test.afterAll(async () => {
  await seller?.dispose();
});

/** A visitor: a fresh context without the seller's session. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ userAgent: DESKTOP_USER_AGENT, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

test('a visitor sees the store: logo, name, goods count, description with a nofollow ugc link and markup as text; JSON-LD and Open Graph', async ({ browser }) => {
  const { context, page } = await visitor(browser);
  const response = await openPage(page, `/store/${fixture.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.name);
  await expect(page).toHaveTitle(`${fixture.name} · Store – Haulbridge`);
  await expect(page.getByText(`${GOODS} products`, { exact: true })).toBeVisible();
  await expect(page.locator('main img[src*="/thumb/"][src*="uploads/"]').first()).toBeVisible();

  const link = page.getByRole('link', { name: 'https://example.com/our-shop?ref=e2e' });
  await expect(link).toHaveAttribute('href', 'https://example.com/our-shop?ref=e2e');
  expect((await link.getAttribute('rel'))!.split(' ')).toEqual(expect.arrayContaining(['nofollow', 'ugc']));
  // Line breaks are kept; markup is shown as typed, never run or rendered.
  await expect(page.getByText('<b>not bold</b> <script>window.__storeXss = 1</script>', { exact: false })).toBeVisible();
  expect(await page.locator('main b, main script').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __storeXss?: number }).__storeXss)).toBeUndefined();
  const paragraph = page.locator('main p.whitespace-pre-line');
  expect((await paragraph.innerText()).split('\n')).toHaveLength(3);

  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
  await expect(cards).toHaveCount(PAGE_SIZE);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Store', name: fixture.name, url: `${ORIGIN}/store/${fixture.slug}` });
  expect(jsonLd.logo).toMatch(/\/thumb\/320x320\/inside\/85\/uploads\//);
  expect(jsonLd.mainEntity['@type']).toBe('ItemList');
  expect(jsonLd.mainEntity.numberOfItems).toBe(GOODS);
  expect(jsonLd.mainEntity.itemListElement).toHaveLength(PAGE_SIZE);
  const first = fixture.goods[fixture.goods.length - 1]!; // newest first
  expect(jsonLd.mainEntity.itemListElement[0]).toMatchObject({ position: 1, url: `${ORIGIN}/products/${first.channel}/${first.offerId}` });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/thumb\/800x800\/inside\/85\/uploads\//);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/store/${fixture.slug}`);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', `${ORIGIN}/de/store/${fixture.slug}`);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await context.close();
});

test('the German store page is in German, in the same store', async ({ browser }) => {
  const { context, page } = await visitor(browser);
  const response = await openPage(page, `/de/store/${fixture.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.name);
  await expect(page.getByText('Verkäufer-Shop')).toBeVisible();
  await expect(page.getByText(`${GOODS} Produkte`, { exact: true })).toBeVisible();
  const chips = page.getByRole('navigation', { name: 'Nach Tag filtern' });
  await expect(chips.getByRole('link', { name: 'Alle Produkte' })).toHaveAttribute('aria-current', 'page');
  expect((await page.getByRole('link', { name: 'https://example.com/our-shop?ref=e2e' }).getAttribute('rel'))!.split(' ')).toEqual(expect.arrayContaining(['nofollow', 'ugc']));
  await expect(page.getByRole('region', { name: 'Produkte' }).getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/de\/products\//);
  await context.close();
});

test('a tag chip filters the grid through the URL (with and without JavaScript); a tag without goods is not offered', async ({ browser, request }) => {
  const { context, page } = await visitor(browser);
  await openPage(page, `/store/${fixture.slug}`);
  const chips = page.getByRole('navigation', { name: 'Filter by tag' });
  await expect(chips.getByRole('link')).toHaveText(['All products', 'Sneakers']);
  await chips.getByRole('link', { name: 'Sneakers' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/store/${fixture.slug}?tag=${fixture.tagId}`);
  const region = page.getByRole('region', { name: /^Sneakers/ });
  await expect(region.getByRole('article')).toHaveCount(TAGGED);
  await expect(chips.getByRole('link', { name: 'Sneakers' })).toHaveAttribute('aria-current', 'page');
  const tagged = fixture.goods.slice(0, TAGGED).map((item) => item.title);
  expect((await region.getByRole('article').getByRole('heading').allInnerTexts()).sort()).toEqual([...tagged].sort());
  await expect(page.getByText('No more results')).toBeVisible();
  // Back to every product.
  await chips.getByRole('link', { name: 'All products' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/store/${fixture.slug}`);
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article')).toHaveCount(PAGE_SIZE);
  await context.close();

  // The server renders the filtered page itself (a link works without JavaScript); a filtered view is not indexed.
  const html = await (await request.get(`/store/${fixture.slug}?tag=${fixture.tagId}`)).text();
  expect(html.match(/<article/g)).toHaveLength(TAGGED);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  // A tag with no goods shows the empty state with a way back.
  const empty = await request.get(`/store/${fixture.slug}?tag=${fixture.emptyTagId}`);
  expect(empty.status()).toBe(200);
  const emptyHtml = await empty.text();
  expect(emptyHtml).toContain('No product carries this tag yet.');
  expect(emptyHtml).toContain('Show all products');
});

test('Load More, open a product, Back: the loaded goods are still there; a card opens its product page', async ({ browser }) => {
  const { context, page } = await visitor(browser);
  await openPage(page, `/store/${fixture.slug}`);
  const region = page.getByRole('region', { name: 'Products' });
  const cards = region.getByRole('article');
  await expect(cards).toHaveCount(PAGE_SIZE);
  await region.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(GOODS);
  await expect(page).toHaveURL(`${ORIGIN}/store/${fixture.slug}?pages=2`);
  await expect(region.getByText('No more results')).toBeVisible();

  const target = cards.nth(GOODS - 2);
  const title = await target.getByRole('heading').innerText();
  await target.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/(taobao|weidian|1688)\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const item = fixture.goods.find((goods) => goods.title === title)!;
  expect(new URL(page.url()).pathname).toBe(`/products/${item.channel}/${item.offerId}`);

  await page.goBack();
  await expect(cards).toHaveCount(GOODS);
  await expect(page).toHaveURL(`${ORIGIN}/store/${fixture.slug}?pages=2`);
  await expect(cards.nth(GOODS - 2).getByRole('heading')).toHaveText(title);
  await context.close();
});

test('an unknown store is the 404 page; a slug in another case answers 301 to the store\'s own spelling', async ({ browser, request }) => {
  const { context, page } = await visitor(browser);
  const response = await page.goto('/store/no-such-store-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await context.close();

  const lower = await request.get(`/store/${fixture.slug.toLowerCase()}?tag=${fixture.tagId}`, { maxRedirects: 0 });
  expect(lower.status()).toBe(301);
  expect(lower.headers().location).toBe(`/store/${fixture.slug}?tag=${fixture.tagId}`);
  const german = await request.get(`/de/store/${fixture.slug.toUpperCase()}`, { maxRedirects: 0 });
  expect(german.status()).toBe(301);
  expect(german.headers().location).toBe(`/de/store/${fixture.slug}`);
  expect((await request.get('/store/x')).status()).toBe(404);
});

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  test('the store page fits the screen: two goods per row, chips and description wrap, no accessibility violations', async ({ page }) => {
    await openPage(page, `/store/${fixture.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
    const [a, b, c] = await Promise.all([0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!));
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(c!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(b!.x + b!.width).toBeLessThanOrEqual(390);
    for (const chip of await page.getByRole('navigation', { name: 'Filter by tag' }).getByRole('link').all()) {
      const box = (await chip.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(36);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
