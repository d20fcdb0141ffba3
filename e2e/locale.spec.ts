import { expect, test, type Page } from '@playwright/test';
import { markDocument, openPage, ORIGIN } from './support/site.ts';

/** Locale routing (product §D5): English unprefixed, the other locales under `/{lang}/…`. */

test.describe('a visitor whose browser prefers German', () => {
  test.use({ locale: 'de-DE' });

  test("redirects an unprefixed URL to the browser's language once, then follows the visitor's choice", async ({ page, context }) => {
    const first = await openPage(page, '/');
    expect(first?.request().redirectedFrom()?.url()).toBe(`${ORIGIN}/`);
    await expect(page).toHaveURL(`${ORIGIN}/de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();
    expect(await cookieValue(page, 'language')).toBe('de');

    const document = await markDocument(page);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
    await expect(page).toHaveURL(`${ORIGIN}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(await document.isSameDocument()).toBe(true);
    expect(await cookieValue(page, 'language')).toBe('en');

    const reloaded = await page.reload();
    expect(reloaded?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(`${ORIGIN}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    expect((await context.cookies()).filter((c) => c.name === 'language')).toHaveLength(1);
  });
});

test('renders a prefixed URL in its language without redirecting', async ({ page }) => {
  const response = await page.goto('/fr/brand');
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  await expect(page).toHaveURL(`${ORIGIN}/fr/brand`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de Haulbridge' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Questions fréquentes' })).toHaveAttribute('href', '/fr/faq');
});

test('permanently redirects /en/… to the unprefixed English URL', async ({ page, request }) => {
  const direct = await request.get('/en/brand', { maxRedirects: 0, headers: { accept: 'text/html,application/xhtml+xml' } });
  expect(direct.status()).toBe(301);
  expect(direct.headers().location).toBe('/brand');

  await page.goto('/en/brand');
  await expect(page).toHaveURL(`${ORIGIN}/brand`);
  await expect(page.getByRole('heading', { level: 1, name: 'About Haulbridge' })).toBeVisible();
});

/** The hreflang alternates every page declares: the page's unprefixed path under each locale's prefix. */
const ALTERNATE_PREFIXES: Record<string, string> = {
  it: '/it',
  es: '/es',
  de: '/de',
  en: '',
  fr: '/fr',
  pl: '/pl',
  ru: '/ru',
  'zh-Hans': '/zh',
  'x-default': '',
};

function expectedAlternates(unprefixedPath: string) {
  return Object.fromEntries(
    Object.entries(ALTERNATE_PREFIXES).map(([hreflang, prefix]) => [hreflang, ORIGIN + (unprefixedPath === '/' ? prefix || '/' : prefix + unprefixedPath)]),
  );
}

async function alternates(page: Page) {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute('hreflang') ?? '', element.getAttribute('href') ?? ''] as const),
  );
  return Object.fromEntries(links);
}

async function cookieValue(page: Page, name: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
}

const SEO_PAGES = [
  { path: '/', unprefixed: '/' },
  { path: '/brand', unprefixed: '/brand' },
  { path: '/faq', unprefixed: '/faq' },
  { path: '/protocol/privacy-policy', unprefixed: '/protocol/privacy-policy' },
  { path: '/protocol/dmca', unprefixed: '/protocol/dmca' },
  { path: '/protocol/terms-of-use', unprefixed: '/protocol/terms-of-use' },
  { path: '/de/protocol/terms-of-use', unprefixed: '/protocol/terms-of-use' },
  { path: '/de/faq', unprefixed: '/faq' },
];

for (const { path, unprefixed } of SEO_PAGES) {
  test(`${path} declares its canonical URL, hreflang alternates and a title`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/\S/);
    const canonical = page.locator('head link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', ORIGIN + path);
    expect(await alternates(page)).toEqual(expectedAlternates(unprefixed));
  });
}

test('updates the canonical URL, alternates and title on client-side navigation', async ({ page }) => {
  await openPage(page, '/');
  await expect(page).toHaveTitle('Haulbridge – buy from Chinese marketplaces through trusted agents');
  const document = await markDocument(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page).toHaveTitle('Frequently asked questions – Haulbridge');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/faq`);
  await expect.poll(() => alternates(page)).toEqual(expectedAlternates('/faq'));
  expect(await document.isSameDocument()).toBe(true);
});
