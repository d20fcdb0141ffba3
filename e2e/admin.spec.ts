import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatPrice } from '../core/currency.ts';
import { logInWithForm, newEmail, registerByApi } from './support/accounts.ts';
import { defaultGoods, rates } from './support/catalog-api.ts';
import { openPage } from './support/site.ts';

/** Listed in ADMIN_EMAILS of the e2e server (playwright.config.ts): an operator as soon as the account exists. */
const E2E_OPERATOR_EMAIL = 'e2e-operator@haulbridge.example';

/** WCAG 2.1 A and AA violations as axe reports them (as e2e/a11y.spec.ts checks the other pages). */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const notFound = (page: Page) => expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

test('the console is not advertised: a visitor and a signed-in user get the 404 page at /admin', async ({ page, request }) => {
  for (const path of ['/admin', '/admin/rates', '/admin/audit']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await notFound(page);
  }
  expect((await page.goto('/de/admin/rates'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();

  const email = newEmail('not-operator');
  await registerByApi(request, email);
  await openPage(page, '/login');
  await logInWithForm(page, email);
  await expect(page).toHaveURL(/\/$/);
  for (const path of ['/admin', '/admin/rates', '/admin/audit']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await notFound(page);
  }
  await expect(page.getByText('Exchange rates')).toHaveCount(0);
});

test('an operator edits a rate, finds it in the audit log, and the product page shows the new price', async ({ page, request }) => {
  test.slow(); // login, two console pages with axe, and a product page
  // PLN: no other spec reads it (they run alongside).
  const before = (await rates(request)).find((r) => r.currency === 'PLN')!;
  const newRate = Number((before.rate + 0.37).toFixed(2));
  await registerByApi(request, E2E_OPERATOR_EMAIL);
  await openPage(page, '/login');
  await logInWithForm(page, E2E_OPERATOR_EMAIL);
  await expect(page).toHaveURL(/\/$/);

  await openPage(page, '/admin');
  await expect(page).toHaveURL(/\/admin\/rates$/);
  await expect(page.getByRole('heading', { name: 'Exchange rates', level: 1 })).toBeVisible();
  const row = page.locator('li[data-currency="PLN"]');
  const field = row.getByLabel('Rate (CNY per unit)');
  await expect(field).toHaveValue(String(before.rate));

  // The shared schema refuses a bad rate in the browser, before any call.
  await field.fill('0');
  await row.getByRole('button', { name: 'Save the PLN rate' }).click();
  await expect(row.getByRole('alert')).toHaveText('Enter a rate from 0.0001 to 1000 (CNY per one unit).');
  await expect(field).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await field.fill(String(newRate));
  await expect(row.getByText(formatPrice(100, { ...before, rate: newRate }))).toBeVisible();
  await row.getByRole('button', { name: 'Save the PLN rate' }).click();
  await expect(row.getByRole('status')).toHaveText('Exchange rate saved');
  expect((await rates(request)).find((r) => r.currency === 'PLN')!.rate).toBe(newRate);

  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const entry = page.getByRole('listitem').filter({ hasText: 'currency:PLN' }).first();
  await expect(entry).toContainText('Exchange rate changed');
  await expect(entry).toContainText(`rate: ${before.rate} → ${newRate}`);
  await expect(entry).toContainText(E2E_OPERATOR_EMAIL);
  expect(await axeViolations(page)).toEqual([]);

  // Every page shows the new rate at once: a product's price in złoty.
  const goods = (await defaultGoods(request, 1)).list[0]!;
  await openPage(page, `/products/${goods.channel}/${goods.offerId}`);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('PLN');
  await expect(page.getByText(formatPrice(goods.priceCny, { ...before, rate: newRate }), { exact: true }).first()).toBeVisible();
});
