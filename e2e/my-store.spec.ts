import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { SHOP_PATH, type GoodsCard } from '../core/api.ts';
import { logInWithForm, newEmail, registerByApi } from './support/accounts.ts';
import { callApi, defaultGoods, marketplaceLink } from './support/catalog-api.ts';
import { openPage, ORIGIN, PHONE, waitForHydration } from './support/site.ts';

/** Issue #12 §3 in the browser: My Store from opening a shop to tagging, stock and deleting goods. */

/** A tiny valid PNG (1×1), uploaded as the shop's logo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const slug = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An .xlsx with the template's English header and the given data rows. */
function spreadsheet(rows: (string | number)[][]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([['url', 'tags', 'stock'], ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Goods');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The app's toast (its one live region) saying `text`. */
const said = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

async function signedInOnMyStore(page: Page, email: string) {
  await openPage(page, '/dashboard/my-store');
  await expect(page).toHaveURL(/\/login\?/);
  await logInWithForm(page, email);
  await expect(page).toHaveURL(`${ORIGIN}/dashboard/my-store`);
  await waitForHydration(page);
}

test('a visitor opening My Store is sent to the login page and back', async ({ page }) => {
  await openPage(page, '/dashboard/my-store');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('redirect')).toBe('/dashboard/my-store');
});

test('a seller opens a store with a logo, fills it by link, store import and spreadsheet, tags, edits and deletes goods', async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  const email = newEmail('store');
  await registerByApi(request, email);
  const catalog = (await defaultGoods(request, 6)).list;
  const [linked, fromSheet] = catalog as [GoodsCard, GoodsCard];

  await signedInOnMyStore(page, email);
  await expect(page.getByRole('heading', { level: 2, name: 'Open your store' })).toBeVisible();

  // The link slug is checked as it is typed, and the public address shown.
  const storeLink = page.getByLabel('Store link');
  await storeLink.fill('ab');
  await expect(page.getByText('Use 3 to 40 letters, digits or hyphens.')).toBeVisible();
  await storeLink.fill('Dashboard');
  await expect(page.getByText('This link is reserved. Please choose another one.')).toBeVisible();
  const space = slug('Trendy');
  await storeLink.fill(space);
  await expect(page.getByText('This link is available.')).toBeVisible();
  await expect(page.getByText(`${ORIGIN}/store/${space}`)).toBeVisible();

  // A bad input keeps what was typed: the name is missing, the rest stays.
  await page.getByLabel('Description').fill('Streetwear finds.\nShipped by trusted agents.');
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByText('A store name is required.')).toBeVisible();
  await expect(storeLink).toHaveValue(space);
  await expect(page.getByLabel('Store name')).toBeFocused();

  await page.getByLabel('Store name').fill('Trendy Finds');
  await page.getByLabel('Upload a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Your store\'s logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Create store' }).click();
  await said(page, 'Create and Update Store Successfully');
  await expect(page.getByRole('heading', { level: 2, name: 'Store details' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View your store' })).toHaveAttribute('href', `/store/${space}`);
  await expect(page.getByText('This is your store\'s current link.')).toBeVisible();

  // By link: a refused link says so next to the field; a product link adds the product.
  const productLink = page.getByLabel('Product link');
  await productLink.fill('not a product');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Please enter a valid goods URL.')).toBeVisible();
  await expect(productLink).toHaveValue('not a product');
  await productLink.fill(marketplaceLink(linked));
  await page.getByRole('button', { name: 'Add product' }).click();
  await said(page, 'Add and Delete Product Successfully');
  const products = page.getByRole('region', { name: 'Products' });
  const linkedRow = products.getByRole('article').filter({ hasText: linked.title });
  await expect(linkedRow).toBeVisible();
  await expect(linkedRow.getByText('Ready')).toBeVisible();

  // A whole store: the question first, then the job's progress until it is done, and the goods without a reload.
  await page.getByRole('tab', { name: 'Import a store' }).click();
  await page.getByLabel('Link to a marketplace store').fill('https://shop77701.taobao.com/');
  await page.getByRole('button', { name: 'Import store' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('Whether to import all products in the current store');
  await question.getByRole('button', { name: 'Confirm' }).click();
  const imports = page.getByRole('region', { name: 'Imports' });
  const storeJob = imports.getByRole('listitem').filter({ hasText: 'Store import' }).first();
  await expect(storeJob).toBeVisible();
  await expect(storeJob.getByText('Finished')).toBeVisible({ timeout: 60_000 });
  const jobs = await callApi<{ kind: string; status: string; total: number; done: number }[]>(page.request, SHOP_PATH.jobs);
  const finished = jobs.data.find((job) => job.kind === 'shop')!;
  expect(finished.total).toBeGreaterThan(0);
  await expect(storeJob).toContainText(`${finished.done} added`);
  await expect.poll(() => products.getByRole('article').count()).toBeGreaterThan(1);

  // A spreadsheet: nothing chosen is refused; good and bad rows give a per-row report.
  await page.getByRole('tab', { name: 'Spreadsheet' }).click();
  await page.getByRole('button', { name: 'Upload spreadsheet' }).click();
  await expect(page.getByText('Please select a file; only .xlsx and .xls files are supported.')).toBeVisible();
  await page.getByLabel('Spreadsheet file (.xlsx or .xls)').setInputFiles({
    name: 'goods.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: spreadsheet([[marketplaceLink(fromSheet), 'summer', 3], ['not a link', '', ''], [marketplaceLink(catalog[2]!), '', 'many']]),
  });
  await page.getByRole('button', { name: 'Upload spreadsheet' }).click();
  const report = page.getByRole('region', { name: 'goods.xlsx' });
  await expect(report.getByText('1 row accepted: its product is being added.')).toBeVisible();
  const refused = report.getByRole('table', { name: '2 rows refused' }).getByRole('row');
  await expect(refused.filter({ has: page.getByRole('cell', { name: '3', exact: true }) })).toHaveCount(1);
  await expect(refused.filter({ has: page.getByRole('cell', { name: '4', exact: true }) })).toHaveCount(1);
  await expect(imports.getByRole('listitem').filter({ hasText: 'Spreadsheet' }).first().getByText('Finished')).toBeVisible({ timeout: 30_000 });
  await expect(products.getByRole('article').filter({ hasText: fromSheet.title })).toBeVisible();

  // Tags: the name is required; then a tag, goods attached to it, and the list filtered by it.
  const tags = page.getByRole('region', { name: 'Tags' });
  await tags.getByRole('button', { name: 'Create tag' }).click();
  await expect(tags.getByText('A tag name is required.')).toBeVisible();
  await tags.getByLabel('New tag').fill('Best sellers');
  await tags.getByRole('button', { name: 'Create tag' }).click();
  await said(page, 'Update and Delete Store Tag Successfully');
  await expect(tags.getByText('Best sellers')).toBeVisible();

  // Search (a product id matches exactly) finds the linked product among the imported ones.
  const search = products.getByLabel('Search your products');
  await search.fill(linked.offerId);
  await products.getByRole('button', { name: 'Search' }).click();
  await expect(products.getByRole('article')).toHaveCount(1);
  await expect(linkedRow).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/my-store\\?keyword=${linked.offerId}$`));

  await linkedRow.getByRole('checkbox').check();
  await products.getByRole('button', { name: 'Add to tag' }).click();
  await expect(products.getByText('Please select a tag.')).toBeVisible();
  await products.getByLabel('Tag for the selected products').selectOption({ label: 'Best sellers' });
  await products.getByRole('button', { name: 'Add to tag' }).click();
  await said(page, 'Update store label product successfully');
  await expect(linkedRow.getByRole('listitem').filter({ hasText: 'Best sellers' })).toBeVisible();

  await search.fill('');
  await products.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => products.getByRole('article').count()).toBeGreaterThan(1);
  await products.getByLabel('Tag', { exact: true }).selectOption({ label: 'Best sellers (1)' });
  await expect(products.getByRole('article')).toHaveCount(1);
  await expect(products.getByText('1 product', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/my-store\?tag=\d+$/);

  // Stock, edited in place, holds after a reload; so does the filter, which the address keeps.
  await linkedRow.getByLabel(`Stock of ${linked.title}`).fill('12');
  await linkedRow.getByRole('button', { name: 'Save' }).click();
  await said(page, 'Add and Delete Product Successfully');
  await page.reload();
  await waitForHydration(page);
  await expect(products.getByLabel('Tag', { exact: true })).toHaveValue(/^\d+$/);
  await expect(products.getByRole('article')).toHaveCount(1);
  await expect(linkedRow).toBeVisible();
  await products.getByLabel('Tag', { exact: true }).selectOption({ value: '' });
  await expect(page).toHaveURL(/\/dashboard\/my-store$/);
  await search.fill(linked.offerId);
  await products.getByRole('button', { name: 'Search' }).click();
  await expect(products.getByRole('article')).toHaveCount(1);
  await expect(linkedRow.getByLabel(`Stock of ${linked.title}`)).toHaveValue('12');

  // A visitor (no session) opens the public store and filters it by the tag: only the tagged product.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openPage(visitor, `/store/${space}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  const chips = visitor.getByRole('navigation', { name: 'Filter by tag' });
  await chips.getByRole('link', { name: 'Best sellers' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/store/${space}\\?tag=\\d+$`));
  const tagged = visitor.getByRole('region', { name: /^Best sellers/ }).getByRole('article');
  await expect(tagged).toHaveCount(1);
  await expect(tagged.getByRole('heading')).toHaveText(linked.title);
  await visitorContext.close();

  // Removed from the tag, then deleted after the question.
  await linkedRow.getByRole('checkbox').check();
  await products.getByLabel('Tag for the selected products').selectOption({ label: 'Best sellers' });
  await products.getByRole('button', { name: 'Remove from tag' }).click();
  await said(page, 'Remove Product Tag Successfully');
  await expect(linkedRow.getByRole('listitem').filter({ hasText: 'Best sellers' })).toHaveCount(0);

  await linkedRow.getByRole('button', { name: `Delete: ${linked.title}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this product?');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await said(page, 'Add and Delete Product Successfully');
  await expect(linkedRow).toHaveCount(0);

  // Deleting the tag after its question.
  await tags.getByRole('button', { name: 'Delete the tag Best sellers' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this store tag?');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await said(page, 'Update and Delete Store Tag Successfully');
  await expect(tags.getByRole('button', { name: 'Delete the tag Best sellers' })).toHaveCount(0);
});

test('another seller sees none of the first seller\'s goods and cannot take the store link', async ({ page, request }) => {
  const first = newEmail('store-a');
  await registerByApi(request, first);
  const space = slug('Owner');
  expect((await callApi(request, SHOP_PATH.create, { name: 'Owner store', storeSpace: space })).code).toBe(0);
  const [item] = (await defaultGoods(request, 1)).list;
  expect((await callApi(request, SHOP_PATH.addGoods, { url: marketplaceLink(item!) })).code).toBe(0);

  const secondApi = await playwrightRequest.newContext({ baseURL: ORIGIN });
  const second = newEmail('store-b');
  await registerByApi(secondApi, second);
  await secondApi.dispose();

  await signedInOnMyStore(page, second);
  await expect(page.getByRole('heading', { level: 2, name: 'Open your store' })).toBeVisible();
  await expect(page.getByText(item!.title)).toHaveCount(0);
  await page.getByLabel('Store link').fill(space.toLowerCase());
  await expect(page.getByText('This link is taken. Please choose another one.')).toBeVisible();
  // The first seller's goods are not reachable through the second seller's session either.
  const answer = await callApi(page.request, SHOP_PATH.goodsList, { pageId: 1, pageSize: 20 });
  expect(answer.code).toBe(404);
});

test('a filled store page has no WCAG 2.1 AA violations and its add-goods tabs work from the keyboard', async ({ page, request }) => {
  const email = newEmail('store-a11y');
  await registerByApi(request, email);
  expect((await callApi(request, SHOP_PATH.create, { name: 'Axe store', storeSpace: slug('Axe'), description: 'Checked.' })).code).toBe(0);
  const [item] = (await defaultGoods(request, 1)).list;
  expect((await callApi(request, SHOP_PATH.addGoods, { url: marketplaceLink(item!) })).code).toBe(0);
  expect((await callApi(request, SHOP_PATH.addTag, { name: 'Axe tag' })).code).toBe(0);

  await signedInOnMyStore(page, email);
  await expect(page.getByRole('article').filter({ hasText: item!.title })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  // The tabs follow the arrow keys (focus and selection move together).
  await page.getByRole('tab', { name: 'By link' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Import a store' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Import a store' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Link to a marketplace store')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Spreadsheet' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Download the template' })).toHaveAttribute('href', '/api/S/get/user/shop/goods/template?lang=en');
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the create form fits and is usable at 390 px', async ({ page, request }) => {
    const email = newEmail('store-phone');
    await registerByApi(request, email);
    await signedInOnMyStore(page, email);
    await page.getByLabel('Store name').fill('Phone store');
    await page.getByLabel('Store link').fill(slug('Phone'));
    await expect(page.getByText('This link is available.')).toBeVisible();
    await page.getByRole('button', { name: 'Create store' }).click();
    await said(page, 'Create and Update Store Successfully');
    await expect(page.getByRole('tab', { name: 'By link' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
