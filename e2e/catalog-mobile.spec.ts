import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { defaultGoods, goodsList } from './support/catalog-api.ts';
import { openPage, PHONE } from './support/site.ts';

/** The catalog pages on a 390 px phone: nothing wider than the screen, the buy buttons within reach. */
test.use(PHONE);

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('the product page fits a 390 px screen and shows its facts, QC photos and agent buttons', async ({ page, request }) => {
  const goods = (await goodsList(request, { sort: 'sales', pageSize: 10 })).list.find((item) => item.qcCount > 0)!;
  await openPage(page, `/products/${goods.channel}/${goods.offerId}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.title, exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const image = page.getByRole('img', { name: new RegExp(`^${goods.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
  const box = (await image.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  const buy = page.getByRole('link', { name: /^Buy via / }).first();
  await buy.scrollIntoViewIfNeeded();
  const buyBox = (await buy.boundingBox())!;
  expect(buyBox.x).toBeGreaterThanOrEqual(0);
  expect(buyBox.x + buyBox.width).toBeLessThanOrEqual(390);
  expect(buyBox.height).toBeGreaterThanOrEqual(40);
  await expect(page.getByText('Weight')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'QC photos' })).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('search results and the home page fit a 390 px screen', async ({ page, request }) => {
  test.slow(); // three pages, each checked by axe
  const goods = (await defaultGoods(request)).list[0]!;
  for (const path of ['/', `/search-result?keyword=${encodeURIComponent(goods.title.split(' ')[0]!)}&showNoQc=1`, '/convert']) {
    await openPage(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((violation) => violation.id), path).toEqual([]);
  }
});
