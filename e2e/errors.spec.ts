import { expect, test } from '@playwright/test';
import { ORIGIN } from './support/site.ts';

/** The not-found page of product §2/§8: HTTP 404, translated texts, a way back home. */

test('answers an unknown page with 404 and a way back home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('There is no page at /no-such-page.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chinese marketplaces, without the guesswork' })).toBeVisible();
});

test('answers an unknown locale prefix with 404', async ({ page }) => {
  const response = await page.goto('/xx/brand');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('answers an unknown German page with 404 in German', async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/Seite nicht gefunden/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
});

test('answers an unknown policy page with 404', async ({ page }) => {
  const response = await page.goto('/protocol/unknown');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('answers an unknown API path with a 404 JSON envelope', async ({ request }) => {
  const response = await request.post('/api/S/pub/get/nothing', { data: {} });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({ code: 404, msg: expect.any(String), data: { reason: 'unknown_api_path' } });
});
