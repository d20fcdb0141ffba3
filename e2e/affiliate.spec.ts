import { expect, test, type Page } from '@playwright/test';
import type { GoodsCard } from '../core/api.ts';
import { logInWithForm, newEmail, registerByApi } from './support/accounts.ts';
import { defaultGoods } from './support/catalog-api.ts';
import { openPage, ORIGIN, PHONE, waitForHydration } from './support/site.ts';

/** Issue 15 §1 in the browser: a creator sets codes, a visitor comes by the share link, buys, the click is counted. */

const said = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
/** Screenshots for people to look at, written only when SHOTS_DIR is set (never compared). */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};

test('a visitor opening Affiliate Setting is sent to the login page', async ({ page }) => {
  await openPage(page, '/dashboard/affiliate-setting');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/affiliate-setting');
});

test("creator sets codes → a visitor arrives by the share link → the product page shows the creator's code → the click is counted and charted", async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const email = newEmail('creator');
  await registerByApi(request, email);
  const [goods] = (await defaultGoods(request, 1)).list as [GoodsCard];

  await openPage(page, '/dashboard/affiliate-setting');
  await logInWithForm(page, email);
  await expect(page).toHaveURL(`${ORIGIN}/dashboard/affiliate-setting`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Setting' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Affiliate Setting' })).toBeVisible();
  await expect(page.getByText('No affiliate codes yet. Add your first one below.')).toBeVisible();

  // The one schema speaks first in the browser; the agent's code form next.
  const codes = page.getByRole('region', { name: 'Affiliate codes' });
  const addButton = codes.getByRole('button', { name: 'Add code' });
  await addButton.click();
  await expect(page.getByText('Please choose an agent.')).toBeVisible();
  await codes.getByLabel('Agent', { exact: true }).selectOption({ label: 'CNFans' });
  await addButton.click();
  await expect(page.getByText('Please add affiliate code')).toBeVisible();
  await codes.getByLabel('Affiliate code', { exact: true }).fill('has space');
  await addButton.click();
  await expect(page.getByText("This is not a referral code of this agent's form.")).toBeVisible();
  await codes.getByLabel('Affiliate code', { exact: true }).fill('8675309');
  await addButton.click();
  await said(page, 'Add Affiliate Platform Successfully');
  const row = page.getByTestId('affiliate-code-row').filter({ hasText: 'CNFans' });
  await expect(row).toContainText('8675309');

  await row.getByRole('button', { name: 'Edit your code for CNFans' }).click();
  await page.getByLabel('Edit your code for CNFans').fill('8675310');
  await page.getByRole('button', { name: 'Save' }).click();
  await said(page, 'Update Affiliate Platform Successfully');
  await expect(row).toContainText('8675310');

  const shareLink = (await page.getByTestId('share-link').textContent())!;
  const inviteCode = new URL(shareLink).searchParams.get('inviteCode')!;
  expect(shareLink).toBe(`${ORIGIN}/?inviteCode=${inviteCode}`);
  await page.getByLabel('Link of a Haulbridge product or store page').fill(`${ORIGIN}/products/${goods.channel}/${goods.offerId}`);
  await page.getByRole('button', { name: 'Make share link' }).click();
  await expect(page.getByTestId('page-share-link')).toHaveText(`${ORIGIN}/products/${goods.channel}/${goods.offerId}?inviteCode=${inviteCode}`);
  await shot(page, 'affiliate-1280-en');

  // A visitor in a browser of their own comes by the share link (the shell keeps inviteCode in a cookie).
  const visitor = await browser.newContext();
  await visitor.route('https://cnfans.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>CNFans</title>agent' }));
  const visitorPage = await visitor.newPage();
  await openPage(visitorPage, `/?inviteCode=${inviteCode}`);
  await openPage(visitorPage, `/products/${goods.channel}/${goods.offerId}`);
  const showAll = visitorPage.getByText(/^Show all \d+ agents$/);
  if (await showAll.isVisible()) await showAll.click();
  const cnfansRow = visitorPage.locator('li.agent-row').filter({ hasText: 'CNFans' });
  await expect(cnfansRow).toContainText('8675310');
  await expect(cnfansRow.getByTestId('attribution')).toHaveText(`Code of ${inviteCode}`);
  const buy = cnfansRow.getByRole('link', { name: 'Buy via CNFans' });
  const target = (await buy.getAttribute('title'))!;
  expect(new URL(target).searchParams.get('ref')).toBe('8675310');
  await expect(cnfansRow).toContainText('cnfans.com');
  expect(await buy.getAttribute('href')).toMatch(/^\/go\/\d+\?u=/);
  const [popup] = await Promise.all([visitorPage.waitForEvent('popup'), buy.click()]);
  await expect(popup).toHaveURL(target);
  await visitor.close();

  // The creator sees it the same day: on the chart, and at a glance on the dashboard home.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('clicks-total')).toHaveText('1 click');
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByTestId('click-chart').locator(`rect[data-day="${today}"]`)).toHaveAttribute('data-clicks', '1');
  await shot(page, 'affiliate-clicks-1280-en');
  await openPage(page, '/dashboard/home');
  await expect(page.getByTestId('glance-clicks-total')).toHaveText('1 click');
  await expect(page.getByTestId('glance-codes')).toContainText('8675310');
  await shot(page, 'home-1280-en');
  await page.setViewportSize({ width: PHONE.viewport.width, height: PHONE.viewport.height });
  await shot(page, 'home-390-en');
  await openPage(page, '/de/dashboard/affiliate-setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate-Einstellungen' })).toBeVisible();
  await shot(page, 'affiliate-390-de');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'affiliate-1280-de');
  await openPage(page, '/dashboard/affiliate-setting');

  await page.getByRole('button', { name: 'Delete your code for CNFans' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await said(page, 'Delete Affiliate Platform Successfully');
  await expect(page.getByText('No affiliate codes yet. Add your first one below.')).toBeVisible();
});
