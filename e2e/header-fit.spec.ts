import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '../core/locale.ts';
import { DESKTOP_USER_AGENT, PHONE, openPage } from './support/site.ts';
import { clippedControls, type Clipped } from './support/text-fit.ts';

/**
 * No header control cuts its text ("Beliebiger Ager", "Любой посред", half a search hint) in any
 * of the eight locales: selects are as wide as their longest option, the search hint fits its box,
 * and the phone header keeps "Log in" and "Sign up" inside the screen.
 */

const WIDTHS = [
  { name: 'a phone (390 px)', use: PHONE, sheet: true },
  { name: 'a tablet (768 px)', use: { viewport: { width: 768, height: 1024 }, userAgent: DESKTOP_USER_AGENT }, sheet: true },
  { name: 'a small laptop (1024 px)', use: { viewport: { width: 1024, height: 768 }, userAgent: DESKTOP_USER_AGENT }, sheet: true },
  { name: 'a desktop (1280 px)', use: { viewport: { width: 1280, height: 800 }, userAgent: DESKTOP_USER_AGENT }, sheet: false },
];

const describe = (locale: string, where: string, clipped: Clipped[]) => clipped.map(({ control, text, overflowPx }) => `${locale} ${where}: ${control} cuts “${text}” by ${overflowPx} px`);

async function headerProblems(page: Page, locale: string, sheet: boolean) {
  const header = page.getByRole('banner');
  const problems = describe(locale, 'header', await clippedControls(header));
  if (sheet) {
    // The preferences sheet (a disclosure in the header) holds the language, currency and agent selects.
    await header.locator('summary').click();
    await expect(header.getByRole('combobox')).toHaveCount(3);
    problems.push(...describe(locale, 'preferences sheet', await clippedControls(header)));
  } else {
    await expect(header.getByRole('combobox')).toHaveCount(3);
  }
  return problems;
}

for (const width of WIDTHS) {
  test.describe(`on ${width.name}`, () => {
    test.use(width.use);

    test('no header control cuts its text in any locale, the preferences sheet included', async ({ page }) => {
      const problems: string[] = [];
      for (const locale of LOCALES) {
        await openPage(page, `/${locale}/brand`);
        await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
        problems.push(...(await headerProblems(page, locale, width.sheet)));
      }
      expect(problems).toEqual([]);
    });
  });
}

test.describe('the home page search', () => {
  for (const width of [WIDTHS[0]!, WIDTHS[3]!]) {
    test.describe(`on ${width.name}`, () => {
      test.use(width.use);
      test('shows a search hint that fits its box in every locale', async ({ page }) => {
        const problems: string[] = [];
        for (const locale of LOCALES) {
          await openPage(page, `/${locale}`);
          problems.push(...describe(locale, 'home search', await clippedControls(page.getByRole('main').getByRole('search'))));
        }
        expect(problems).toEqual([]);
      });
    });
  }
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a visitor finds Sign up in the header, next to Log in', async ({ page }) => {
    await openPage(page, '/brand');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeInViewport();
    const signUp = header.getByRole('link', { name: 'Sign up' });
    await expect(signUp).toBeInViewport();
    await signUp.click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await openPage(page, '/de/brand');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registrieren' })).toBeInViewport();
  });
});
