import { expect, test } from '@playwright/test';
import { PHONE, openPage } from './support/site.ts';

test.use(PHONE);

test('on a phone, the display preferences open from the header, apply, and close after navigating', async ({ page }) => {
  await openPage(page, '/brand');
  // The header's disclosure (a <summary>, named by its screen-reader text).
  const preferences = page.locator('summary', { hasText: 'Display preferences' });
  const currency = page.getByLabel('Currency').filter({ visible: true });
  await expect(currency).toHaveCount(0);

  await preferences.click();
  await currency.selectOption('EUR');
  await expect(page.getByLabel('Language').filter({ visible: true })).toHaveValue('en');

  await page.getByRole('link', { name: 'Haulbridge home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Shop by budget' }).getByRole('link').first()).toHaveText('Under €10');
  await expect(currency).toHaveCount(0);

  await preferences.click();
  await expect(currency).toHaveValue('EUR');
  await page.keyboard.press('Escape');
  await expect(currency).toHaveCount(0);
});

test('on a phone, an empty search explains what to enter', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter product image/link/name' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
