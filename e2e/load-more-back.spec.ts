import { expect, test, type Locator, type Page } from '@playwright/test';
import { FAVORITE_PATH } from '../core/api.ts';
import { SEARCH_PAGE_SIZE } from '../app/lib/search-query.ts';
import { logInWithForm, newEmail, registerByApi } from './support/accounts.ts';
import { apiData, defaultGoods } from './support/catalog-api.ts';
import { openPage, ORIGIN } from './support/site.ts';

/**
 * Issue 11, buyer journey 1: Load More twice, open a product, go Back → the same list, at the same place.
 * The page count lives in the URL (`?pages=3`), so a reload or a shared link shows the same list too.
 */

/** Scroll positions after Back may differ by a few pixels (rounding, late fonts). */
const SCROLL_TOLERANCE_PX = 40;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Load More twice; then the item at `index` is scrolled to the middle of the screen and opened. Returns where the page was. */
async function loadTwiceThenOpen(page: Page, list: Locator, items: Locator, perPage: number, index: number) {
  for (const shown of [2 * perPage, 3 * perPage]) {
    await list.getByRole('button', { name: 'Load More' }).click();
    await expect(items).toHaveCount(shown);
  }
  await expect(page).toHaveURL(/[?&]pages=3(&|$)/);
  const target = items.nth(index);
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(500);
  const link = target.getByRole('link').first();
  await link.click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return before;
}

async function expectRestored(page: Page, items: Locator, count: number, before: number) {
  await page.goBack();
  await expect(items).toHaveCount(count);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - SCROLL_TOLERANCE_PX);
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(SCROLL_TOLERANCE_PX);
}

test('search: Back after Load More twice shows all 36 results at the same scroll position; a reload too; the canonical link has no page count', async ({ page }) => {
  await openPage(page, '/search-result?showNoQc=1');
  const region = page.getByRole('region', { name: /\d+ products?$/ });
  const cards = region.getByRole('article');
  await expect(cards).toHaveCount(SEARCH_PAGE_SIZE);
  const before = await loadTwiceThenOpen(page, region, cards, SEARCH_PAGE_SIZE, 2 * SEARCH_PAGE_SIZE + 4);
  await expectRestored(page, cards, 3 * SEARCH_PAGE_SIZE, before);
  await expect(page).toHaveURL(`${ORIGIN}/search-result?showNoQc=1&pages=3`);

  // Load More goes on from the restored list.
  await region.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(4 * SEARCH_PAGE_SIZE);
  await expect(page).toHaveURL(/pages=4/);

  // The server renders every page the URL names (a reload, a shared link), and says so without the count in the canonical link.
  const response = await page.request.get('/search-result?showNoQc=1&pages=3');
  const html = await response.text();
  expect(html.match(/<article/g)?.length).toBe(3 * SEARCH_PAGE_SIZE);
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/search-result"/>`);
});

test('home feed: Back after Load More twice shows the three feed pages at the same scroll position', async ({ page }) => {
  await openPage(page, '/');
  const feed = page.getByRole('region', { name: 'Discover goods' });
  const cards = feed.getByRole('article');
  const perPage = await cards.count();
  expect(perPage).toBeGreaterThan(0);
  const before = await loadTwiceThenOpen(page, feed, cards, perPage, 2 * perPage + 2);
  await expectRestored(page, cards, 3 * perPage, before);
  await expect(page).toHaveURL(`${ORIGIN}/?pages=3`);
});

test('favourites: Back after Load More twice shows all three pages at the same scroll position', async ({ page, request }) => {
  const email = newEmail('favpages');
  await registerByApi(request, email);
  await openPage(page, '/login');
  await logInWithForm(page, email);
  await expect(page).toHaveURL(`${ORIGIN}/`);
  const perPage = 12;
  const goods = (await defaultGoods(request, 3 * perPage)).list;
  for (const item of goods) await apiData(page.request, FAVORITE_PATH.add, { channel: item.channel, offerId: item.offerId });

  await openPage(page, '/dashboard/my-favorite');
  const list = page.getByRole('region', { name: 'My Favorite' });
  const rows = list.getByRole('article');
  await expect(rows).toHaveCount(perPage);
  const before = await loadTwiceThenOpen(page, list, rows, perPage, 2 * perPage + 4);
  await expectRestored(page, rows, 3 * perPage, before);
  await expect(page).toHaveURL(`${ORIGIN}/dashboard/my-favorite?pages=3`);
});
