import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { categoryTree } from './support/catalog-api.ts';
import { openPage, PHONE } from './support/site.ts';

/**
 * Issue 11, buyer journey 6 and 7: the search filters behave one way — each applies as soon as it is set
 * (selects and the switch on change, a price when committed with Enter or by leaving the field) — and on
 * a phone they live in a sheet, so the results start on the first screen.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((violation) => violation.id);
const optionTexts = (page: Page) => page.getByLabel('Sort by').locator('option').allTextContents();

test('the sort menu names its first choice once: Best match with a keyword, Recommended without', async ({ page }) => {
  await openPage(page, '/search-result?keyword=bag&showNoQc=1');
  const withKeyword = await optionTexts(page);
  expect(withKeyword.filter((text) => text === 'Best match')).toHaveLength(1);
  expect(withKeyword).toEqual(['Best match', 'Best selling', 'Price: low to high', 'Price: high to low', 'Newest']);

  // An old link that names the default sort shows it as the selected first choice.
  await openPage(page, '/search-result?keyword=bag&sort=relevance');
  await expect(page.getByLabel('Sort by')).toHaveValue('');

  await openPage(page, '/search-result?showNoQc=1');
  expect(await optionTexts(page)).toEqual(['Recommended', 'Best selling', 'Price: low to high', 'Price: high to low', 'Newest']);
});

test('every filter applies as soon as it is set: selects and the switch on change, a price on Enter or on leaving the field', async ({ page, request }) => {
  const category = (await categoryTree(request))[0]!;
  await openPage(page, '/search-result?keyword=bag&showNoQc=1');
  await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);

  await page.getByLabel('Category').selectOption(String(category.id));
  await expect(page).toHaveURL(new RegExp(`categoryId=${category.id}`));
  await expect(page.getByLabel('Category')).toHaveValue(String(category.id));

  await page.getByLabel('Min price (USD $)').fill('1');
  await page.getByLabel('Min price (USD $)').press('Tab');
  await expect(page).toHaveURL(/minPrice=1&currency=USD/);
  await expect(page.getByLabel('Max price (USD $)')).toBeFocused();

  await page.getByLabel('Max price (USD $)').fill('80');
  await page.getByLabel('Max price (USD $)').press('Enter');
  await expect(page).toHaveURL(/minPrice=1&maxPrice=80&currency=USD/);
  await expect(page.getByLabel('Max price (USD $)')).toBeFocused();

  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price_asc/);

  await page.getByRole('switch', { name: 'Show No QC' }).click({ force: true });
  await expect(page).not.toHaveURL(/showNoQc/);
  await expect(page).toHaveURL(new RegExp(`keyword=bag&categoryId=${category.id}&minPrice=1&maxPrice=80&currency=USD&sort=price_asc$`));

  // Back undoes one change at a time.
  await page.goBack();
  await expect(page).toHaveURL(/showNoQc=1/);
  await expect(page.getByRole('switch', { name: 'Show No QC' })).toBeChecked();
});

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  test('results start on the first screen; the filters open in a sheet, apply from it, and its button shows the results', async ({ page, request }) => {
    const category = (await categoryTree(request))[0]!;
    await openPage(page, '/search-result?showNoQc=1');
    const results = page.getByRole('region', { name: /\d+ products?$/ });
    const firstCard = (await results.getByRole('article').first().boundingBox())!;
    expect(firstCard.y).toBeLessThan(PHONE.viewport.height);
    expect(firstCard.y + firstCard.height / 2).toBeLessThan(PHONE.viewport.height);

    const trigger = page.getByRole('button', { name: /^Filters/ });
    await expect(trigger).toHaveAccessibleName('Filters 1 filter set');
    await trigger.click();
    const sheet = page.getByRole('dialog', { name: 'Search filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Every change applies at once.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await sheet.getByLabel('Category').selectOption(String(category.id));
    await expect(page).toHaveURL(new RegExp(`categoryId=${category.id}`));
    await expect(sheet).toBeVisible();
    await sheet.getByLabel('Max price (USD $)').fill('80');
    const show = sheet.getByRole('button', { name: /^Show [\d,]+ results?$/ });
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`categoryId=${category.id}&maxPrice=80&currency=USD&showNoQc=1$`));
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAccessibleName('Filters 3 filters set');

    // The keyboard: Enter opens, the sheet names the updated count (the heading's, read once the new results are in:
    // a loaded machine may still show the previous count for a moment; the sheet hides the page, hence includeHidden),
    // Escape closes and focus returns.
    await trigger.press('Enter');
    await expect
      .poll(async () => {
        const total = (await results.getByRole('heading', { level: 2, includeHidden: true }).textContent())!.replace(/\D/g, '');
        return sheet.getByRole('button', { name: new RegExp(`^Show ${Number(total).toLocaleString('en-US')} results?$`) }).isVisible();
      })
      .toBe(true);
    await expect(sheet.getByLabel('Max price (USD $)')).toHaveValue('80');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
});
