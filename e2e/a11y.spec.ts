import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PHONE } from './support/site.ts';

/** WCAG 2.1 A and AA, as axe checks them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Violations as "rule: target, target" lines, so a failure names what to fix. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const DESKTOP_PAGES = [
  { name: 'the home page', path: '/', status: 200 },
  { name: 'the FAQ', path: '/faq', status: 200 },
  { name: 'the privacy policy', path: '/protocol/privacy-policy', status: 200 },
  { name: 'the terms of use', path: '/protocol/terms-of-use', status: 200 },
  { name: 'the not-found page', path: '/no-such-page', status: 404 },
];

for (const { name, path, status } of DESKTOP_PAGES) {
  test(`${name} has no WCAG 2.1 AA violations on a desktop`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the home page has no WCAG 2.1 AA violations on a phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the first Tab reaches "Skip to content", which moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/#main$/);
});
