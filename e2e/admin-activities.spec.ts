import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInWithForm, registerByApi } from './support/accounts.ts';
import { callApi } from './support/catalog-api.ts';
import { openPage } from './support/site.ts';

/** Listed in ADMIN_EMAILS of the e2e server (playwright.config.ts), apart from e2e/admin.spec.ts's operator. */
const OPERATOR_EMAIL = 'e2e-activities@haulbridge.example';

type PublicActivity = { id: number; type: string; title: string; startAt: string; endAt: string; status: string; rules: string[]; minDiscountPct: number; capacity: number };

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The operator's browser runs in another time zone than the server (UTC): the schedule is typed in this one. */
const OPERATOR_ZONE = 'Asia/Shanghai';
test.use({ timezoneId: OPERATOR_ZONE });

/** An instant `hours` from now, to the minute: as typed in the operator's zone (`datetime-local`), and in UTC. */
const instant = (hours: number) => {
  const utc = new Date(Math.floor((Date.now() + hours * 3_600_000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(utc)
      .map((p) => [p.type, p.value]),
  );
  return { local: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`, utc: utc.toISOString() };
};

test('/admin/activities is the 404 page for a visitor', async ({ page }) => {
  expect((await page.goto('/admin/activities'))?.status()).toBe(404);
});

test('an operator creates a flash sale, sees it listed as ongoing, and the public API returns it', async ({ page, request }) => {
  const title = `E2E flash sale ${Date.now()}`;
  await registerByApi(request, OPERATOR_EMAIL);
  await openPage(page, '/login');
  await logInWithForm(page, OPERATOR_EMAIL);
  await expect(page).toHaveURL(/\/$/);

  await openPage(page, '/admin/rates');
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Activities' }).click();
  await expect(page).toHaveURL(/\/admin\/activities$/);
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  const form = page.locator('#activity-form');

  // The shared schema refuses an empty form in the browser, naming the fields.
  await form.getByRole('button', { name: 'Save activity' }).click();
  await expect(form.getByText('Enter the English title.')).toBeVisible();
  await expect(form.getByText('Enter the English description.')).toBeVisible();
  await expect(form.getByLabel('Title').first()).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Type').selectOption('flash_sale');
  const starts = instant(-1);
  const ends = instant(48);
  await expect(form.getByText(`Times in your time zone (${OPERATOR_ZONE}); stored in UTC.`)).toBeVisible();
  await form.getByLabel('Starts').fill(starts.local);
  await form.getByLabel('Ends').fill(ends.local);
  await form.locator('#title-en').fill(title);
  await form.locator('#description-en').fill('Up to 70 % off, today only.');
  await form.locator('#rules-en').fill('One item per buyer.\n\nWhile stock lasts.');
  await form.getByLabel('Minimum discount (%)').fill('80');
  await form.getByRole('button', { name: 'Save activity' }).click();
  await expect(form.getByText('Enter a minimum discount from 0 to 70 %.')).toBeVisible();
  await form.getByLabel('Minimum discount (%)').fill('30');
  await form.getByLabel('Capacity').fill('100');
  await form.getByRole('button', { name: 'Save activity' }).click();
  await expect(form.getByRole('status')).toHaveText('Activity saved');

  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Ongoing');
  await expect(item).toContainText('Flash sale');
  expect(await axeViolations(page)).toEqual([]);

  // Edit: the form holds the saved values (times back in the browser's zone); a new capacity is saved.
  await item.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(form.getByRole('heading', { name: /^Edit activity #\d+$/ })).toBeVisible();
  await expect(form.locator('#title-en')).toHaveValue(title);
  await expect(form.getByLabel('Starts')).toHaveValue(starts.local);
  await form.getByLabel('Capacity').fill('150');
  await form.getByRole('button', { name: 'Save activity' }).click();
  await expect(form.getByRole('status')).toHaveText('Activity saved');

  const listed = await callApi<{ list: PublicActivity[] }>(request, 'S/pub/get/activity/listV1', { status: 'ongoing', pageId: 1, pageSize: 60 });
  expect(listed.code).toBe(0);
  expect(listed.data.list.find((a) => a.title === title)).toMatchObject({ type: 'flash_sale', status: 'ongoing', startAt: starts.utc, endAt: ends.utc, rules: ['One item per buyer.', 'While stock lasts.'], minDiscountPct: 30, capacity: 150 });
  // Other languages fall back to English.
  const german = await callApi<{ list: PublicActivity[] }>(request, 'S/pub/get/activity/listV1', { pageId: 1, pageSize: 60 }, 'de');
  expect(german.data.list.some((a) => a.title === title)).toBe(true);
});
