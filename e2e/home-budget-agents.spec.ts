import { expect, test } from '@playwright/test';
import { defaultGoods } from './support/catalog-api.ts';
import { openPage, ORIGIN } from './support/site.ts';

/** Issue 11, buyer journey 10: round budget chips that filter in the display currency, agent tiles that do something. */

const budgetChips = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Shop by budget' }).getByRole('link');
/** Prices a card shows, as numbers ("₩12,300" → 12300). */
const amounts = (texts: string[]) => texts.map((text) => Number(text.replace(/[^\d.]/g, '')));

for (const { code, chip, maxPrice } of [
  { code: 'USD', chip: 'Under $25', maxPrice: '25' },
  { code: 'KRW', chip: 'Under ₩30,000', maxPrice: '30000' },
  { code: 'MXN', chip: 'Under MX$500', maxPrice: '500' },
]) {
  test(`a budget chip in ${code} names a round amount and lists goods up to it, converted once by the server`, async ({ page }) => {
    await openPage(page, '/');
    if (code !== 'USD') await page.getByRole('combobox', { name: 'Currency' }).selectOption(code);
    await budgetChips(page).filter({ hasText: chip }).click();
    await expect(page).toHaveURL(`${ORIGIN}/search-result?maxPrice=${maxPrice}&currency=${code}`);
    await expect(page.getByLabel(new RegExp(`^Max price \\(${code} `))).toHaveValue(maxPrice);
    const cards = page.getByRole('region', { name: /\d+ products?$/ }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const prices = amounts(await cards.locator('.goods-card-price').allTextContents());
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(Number(maxPrice));
  });
}

test('an agent tile picks that agent: pressed, marked, in the header, and first with "Your agent" on product pages', async ({ page, request }) => {
  const goods = (await defaultGoods(request)).list[2]!;
  await openPage(page, '/');
  const agents = page.getByRole('region', { name: 'Agents we compare' });
  const kakobuy = agents.getByRole('button', { name: /^Kakobuy/ });
  await expect(kakobuy).toHaveAttribute('aria-pressed', 'false');
  await kakobuy.click();
  await expect(kakobuy).toHaveAttribute('aria-pressed', 'true');
  await expect(kakobuy.getByText('Your agent')).toBeVisible();
  await expect(agents.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Agent' })).toHaveValue('Kakobuy');

  await openPage(page, `/products/${goods.channel}/${goods.offerId}`);
  const offers = page.getByRole('region', { name: 'Buy via trusted agent' });
  const first = offers.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Buy via / }) }).first();
  await expect(first.getByRole('link', { name: 'Buy via Kakobuy', exact: true })).toBeVisible();
  await expect(first.getByText('Your agent')).toBeVisible();

  // Pressing it again lets go of the choice.
  await openPage(page, '/');
  await expect(kakobuy).toHaveAttribute('aria-pressed', 'true');
  await kakobuy.click();
  await expect(kakobuy).toHaveAttribute('aria-pressed', 'false');
  await expect(agents.getByRole('button', { pressed: true })).toHaveCount(0);
});
