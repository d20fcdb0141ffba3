import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPage, PHONE } from './support/site.ts';

/** Issue 11, buyer polish 3: the terms of use the sign-up form asks a person to agree to. */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// Google Identity Services cannot load offline: fail its script at once instead of waiting on DNS.
test.beforeEach(async ({ context }) => {
  await context.route('https://accounts.google.com/**', (route) => route.abort());
});

const SIGN_UP = [
  { prefix: '', email: 'Email', link: 'Terms of use', heading: 'Terms of use', effective: 'Effective date: 2026-11-24', firstSection: 'What Haulbridge is' },
  { prefix: '/de', email: 'E-Mail', link: 'Nutzungsbedingungen', heading: 'Nutzungsbedingungen', effective: 'Gültig ab: 2026-11-24', firstSection: 'Was Haulbridge ist' },
];

for (const { prefix, email, link, heading, effective, firstSection } of SIGN_UP) {
  test(`sign-up${prefix ? ` (${prefix.slice(1)})` : ''}: the agreement links to the terms in a new tab and the form keeps what was typed`, async ({ page }) => {
    await openPage(page, `${prefix}/sign-up`);
    await page.getByLabel(email, { exact: true }).fill('keep.me@example.com');
    const agreement = page.getByRole('checkbox');
    await expect(agreement).toHaveAccessibleName(new RegExp(link));

    const termsLink = page.getByRole('main').getByRole('link', { name: link });
    await expect(termsLink).toHaveAttribute('target', '_blank');
    const [terms] = await Promise.all([page.waitForEvent('popup'), termsLink.click()]);
    await expect(terms).toHaveURL(new RegExp(`${prefix}/protocol/terms-of-use$`));
    await expect(terms.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(terms.getByText(effective)).toBeVisible();
    await expect(terms.getByRole('heading', { level: 2, name: firstSection })).toBeVisible();

    // The sign-up tab is where it was: same page, the address still typed, the box still unticked.
    await expect(page).toHaveURL(new RegExp(`${prefix}/sign-up$`));
    await expect(page.getByLabel(email, { exact: true })).toHaveValue('keep.me@example.com');
    await expect(agreement).not.toBeChecked();
  });
}

test('login: once the Google button is shown, it says that continuing accepts the terms', async ({ page, context }) => {
  // A stand-in for Google's script (it cannot load offline) that draws a button as the real one does.
  await context.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: { initialize() {}, renderButton(parent) { const b = document.createElement('button'); b.type = 'button'; b.textContent = 'Weiter mit Google'; parent.append(b); } } } };`,
    }),
  );
  await openPage(page, '/de/login');
  await expect(page.getByRole('button', { name: 'Weiter mit Google' })).toBeVisible();
  await expect(page.getByText('Wenn du mit Google fortfährst, akzeptierst du die Nutzungsbedingungen.')).toBeVisible();
  const [terms] = await Promise.all([page.waitForEvent('popup'), page.getByRole('main').getByRole('link', { name: 'Nutzungsbedingungen' }).click()]);
  await expect(terms).toHaveURL(/\/de\/protocol\/terms-of-use$/);
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Nutzungsbedingungen');
});

const FOOTER_LINK = { en: 'Terms of use', it: 'Termini di utilizzo', es: 'Condiciones de uso', de: 'Nutzungsbedingungen', fr: "Conditions d'utilisation", pl: 'Regulamin', ru: 'Пользовательское соглашение', zh: '用户协议' };

test('every locale has the terms in its footer, and the link opens them', async ({ page }) => {
  for (const [locale, name] of Object.entries(FOOTER_LINK)) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const response = await page.goto(`${prefix}/protocol/dmca`);
    expect(response?.status()).toBe(200);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name, exact: true });
    await expect(footerLink, locale).toHaveAttribute('href', `${prefix}/protocol/terms-of-use`);
  }
  await openPage(page, '/de/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nutzungsbedingungen', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/protocol\/terms-of-use$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutzungsbedingungen');
});

test('the terms link to the other policies in the reader’s language', async ({ page }) => {
  await openPage(page, '/de/protocol/terms-of-use');
  await page.getByRole('article').getByRole('link', { name: 'Verbotene Links und Waren' }).click();
  await expect(page).toHaveURL(/\/de\/protocol\/prohibited-links$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verbotene Links und Waren');
});

test('the terms in Chinese have no WCAG 2.1 AA violations on a desktop', async ({ page }) => {
  await page.goto('/zh/protocol/terms-of-use');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('用户协议');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the terms have no WCAG 2.1 AA violations and fit 390 px', async ({ page }) => {
    for (const { path, heading } of [
      { path: '/protocol/terms-of-use', heading: 'Terms of use' },
      { path: '/de/protocol/terms-of-use', heading: 'Nutzungsbedingungen' },
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
