import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { latestMailTo, logInWithForm, newEmail, registerByApi } from './support/accounts.ts';
import { openPage, ORIGIN, waitForHydration } from './support/site.ts';

/** Issue 15 §3 in the browser: the programme pages, an application, the operator's review, the applicant's view and mail. */

/** Listed in ADMIN_EMAILS of the e2e server (playwright.config.ts). */
const OPERATOR_EMAIL = 'e2e-applications@haulbridge.example';
/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the programme pages are public, show the promised figures and ask a visitor to log in to apply', async ({ page }) => {
  test.setTimeout(90_000);
  const influencers = await page.goto('/activity/influencers');
  expect(influencers?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Turn your community into income' })).toBeVisible();
  await expect(page).toHaveTitle(/Influencer programme/);
  for (const figure of ['2,000+', '15%', 'from $50', '24 h']) await expect(page.getByText(figure, { exact: true })).toBeVisible();
  const login = page.getByRole('link', { name: 'Log in to apply' });
  expect(new URL((await login.getAttribute('href'))!, ORIGIN).searchParams.get('redirect')).toBe('/activity/influencers');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'programme-influencers-en-visitor');

  await openPage(page, '/de/activity/become-a-seller');
  await expect(page.getByRole('heading', { level: 1, name: 'Erreiche Käufer weltweit über vertrauenswürdige Agenten' })).toBeVisible();
  for (const figure of ['95 %+', '0,5 %', '24/7']) await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden und bewerben' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'programme-seller-de-visitor');
  await openPage(page, '/activity/become-a-seller');
  await shoot(page, 'programme-seller-en-visitor');
});

test('a user applies on /activity/influencers → the operator accepts with a message → the applicant sees it and is mailed', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = newEmail('applicant');
  const setup = await playwrightRequest.newContext({ baseURL: ORIGIN });
  await registerByApi(setup, OPERATOR_EMAIL);
  await registerByApi(setup, email);
  await setup.dispose();

  // The visitor is sent to log in and comes back to the programme page.
  const applicantContext = await browser.newContext({ baseURL: ORIGIN });
  const applicant = await applicantContext.newPage();
  await openPage(applicant, '/activity/influencers');
  await applicant.getByRole('link', { name: 'Log in to apply' }).click();
  await expect(applicant).toHaveURL(/\/login\?/);
  await logInWithForm(applicant, email);
  await expect(applicant).toHaveURL(/\/activity\/influencers$/);
  await waitForHydration(applicant);

  // The browser checks the form with the shared schema before sending it.
  const form = applicant.getByRole('form', { name: 'Apply' });
  await form.getByLabel('Discord server invite link').fill('https://example.com/not-discord');
  await form.getByLabel('Members in your server').fill('2,400');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText("Enter your Discord server's invite link, like https://discord.gg/yourserver.")).toBeVisible();
  await expect(form.getByLabel('Discord server invite link')).toBeFocused();
  await form.getByLabel('Discord server invite link').fill('https://discord.gg/e2e-finds');
  await form.getByLabel('Channels and social profiles (optional)').fill('https://www.youtube.com/@e2efinds');
  await form.getByLabel('Message (optional)').fill('We post QC photos every day.');
  await shoot(applicant, 'programme-influencers-en-form');
  await form.getByRole('button', { name: 'Submit application' }).click();
  const status = applicant.getByTestId('application-status');
  await expect(status.getByText('Under review')).toBeVisible();
  await expect(applicant.getByRole('button', { name: 'Withdraw application' })).toBeVisible();
  expect(await axeViolations(applicant)).toEqual([]);

  // The operator finds it in the console and accepts it with a message.
  const operatorContext = await browser.newContext({ baseURL: ORIGIN });
  const operator = await operatorContext.newPage();
  await openPage(operator, '/login');
  await logInWithForm(operator, OPERATOR_EMAIL);
  await expect(operator).toHaveURL(/\/$/);
  await openPage(operator, '/admin/applications?status=pending&programme=influencers');
  await waitForHydration(operator);
  await expect(operator.getByRole('link', { name: 'Applications' })).toBeVisible();
  const card = operator.locator('li[data-application]').filter({ hasText: email });
  await expect(card.getByText('https://discord.gg/e2e-finds')).toBeVisible();
  await expect(card.getByText('2,400')).toBeVisible();
  // Declining needs a message.
  await card.getByRole('button', { name: 'Decline' }).click();
  await expect(card.getByRole('alert')).toHaveText('Write a message: the applicant will read why they were declined.');
  await card.getByLabel('Message to the applicant').fill('Welcome! Ping @ops on our Discord to set up your codes.');
  expect(await axeViolations(operator)).toEqual([]);
  await shoot(operator, 'admin-applications-en');
  const since = Date.now();
  await card.getByRole('button', { name: 'Accept' }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(operator.getByRole('status').filter({ hasText: 'Application accepted' })).toBeVisible();
  await expect(operator.locator('li[data-application]').filter({ hasText: email })).toHaveCount(0);

  // The applicant sees the decision and the message; the mail says the same.
  await applicant.reload();
  await expect(status.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(status.getByText('Welcome! Ping @ops on our Discord to set up your codes.')).toBeVisible();
  await expect(applicant.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  await shoot(applicant, 'programme-influencers-en-accepted');
  const mail = await latestMailTo(email, since, /Welcome to the Haulbridge influencer programme/);
  expect(mail).toContain('Message from our team: Welcome! Ping @ops on our Discord to set up your codes.');
  expect(mail).toContain(`${ORIGIN}/activity/influencers`);

  await applicantContext.close();
  await operatorContext.close();
});
