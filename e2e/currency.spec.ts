import { expect, test, type Page } from '@playwright/test';
import { markDocument, openPage } from './support/site.ts';

/** The home page's budget shortcuts: round amounts in the display currency (core/budget.ts), not converted yuan. */
const BUDGET_LABELS: Record<string, string[]> = {
  USD: ['Under $10', 'Under $25', 'Under $50', 'Under $100'],
  EUR: ['Under €10', 'Under €25', 'Under €50', 'Under €100'],
  KRW: ['Under ₩10,000', 'Under ₩30,000', 'Under ₩50,000', 'Under ₩100,000'],
};
const budgetLabels = (code: string) => BUDGET_LABELS[code]!;

const budgetChips = (page: Page) => page.getByRole('region', { name: 'Shop by budget' }).getByRole('link');

test('shows the budget shortcuts as round US dollar amounts by default', async ({ page }) => {
  await page.goto('/');
  await expect(budgetChips(page)).toHaveText(budgetLabels('USD'));
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
});

test('re-prices the shortcuts in the chosen currency without a reload and keeps the choice', async ({ page }) => {
  await openPage(page, '/');
  const document = await markDocument(page);

  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(budgetChips(page)).toHaveText(budgetLabels('EUR'));
  expect(await document.isSameDocument()).toBe(true);

  await page.reload();
  await expect(budgetChips(page)).toHaveText(budgetLabels('EUR'));
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
});

test('remembers the chosen currency in a cookie for 3000 days', async ({ page }) => {
  // Chromium caps a stored cookie's lifetime at 400 days, so read what the page asks for.
  await page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    (window as unknown as { __e2eCookieWrites: string[] }).__e2eCookieWrites = written;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get: descriptor.get,
      set(value: string) {
        written.push(value);
        descriptor.set!.call(this, value);
      },
    });
  });
  await openPage(page, '/');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(budgetChips(page).first()).toHaveText(budgetLabels('EUR')[0]!);

  const writes = await page.evaluate(() => (window as unknown as { __e2eCookieWrites: string[] }).__e2eCookieWrites);
  const currencyCookie = writes.find((cookie) => cookie.startsWith('currency='));
  expect(currencyCookie).toMatch(/^currency=EUR;/);
  const maxAge = Number(/;\s*Max-Age=(\d+)/i.exec(currencyCookie ?? '')?.[1]);
  expect(maxAge).toBe(3000 * 24 * 60 * 60);

  const stored = (await page.context().cookies()).find((cookie) => cookie.name === 'currency');
  expect(stored?.value).toBe('EUR');
  expect(stored?.path).toBe('/');
  // The browser keeps it for 3000 days or its own ceiling, whichever is shorter (Chromium: 400 days).
  const daysLeft = ((stored?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(daysLeft).toBeGreaterThan(399);
});

test('shows Korean won without decimals', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('KRW');
  await expect(budgetChips(page)).toHaveText(budgetLabels('KRW'));
  for (const label of await budgetChips(page).allTextContents()) expect(label).toMatch(/^Under ₩\d{1,3}(,\d{3})*$/);
});
