import { expect, test, type Page } from '@playwright/test';
import type { AgentOffer, GoodsCard } from '../core/api.ts';
import { signedInteractionHeaders, slashCommand, testDiscordApp } from '../server/test-support/discord-interactions.ts';
import { STAND_IN_APP, startDiscordStandIn } from '../server/test-support/discord-stand-in.ts';
import { logInWithForm, newEmail, registerByApi } from './support/accounts.ts';
import { agentOffers, defaultGoods, marketplaceLink } from './support/catalog-api.ts';
import { DISCORD_FRONT_PORT } from './support/discord-front.ts';
import { openPage, ORIGIN, waitForHydration } from './support/site.ts';

/** Issue 15 §2 in the browser: design a bot, connect it to (a stand-in for) Discord, answer a signed /convert. */

/** A tiny valid PNG (1×1), uploaded as the bot's logo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const TOKEN = 'MTA5ODc2NTQzMjEwOTg3NjU0.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789ABCD';

/** The app's toast (its one live region) saying `text`. */
const said = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

// One stand-in on a fixed port: these tests run one after another in one worker.
test.describe.configure({ mode: 'serial' });
let discord: Awaited<ReturnType<typeof startDiscordStandIn>>;
test.beforeAll(async () => {
  discord = await startDiscordStandIn(DISCORD_FRONT_PORT);
});
test.afterAll(async () => {
  await discord?.close();
});

test('a visitor opening My Bots is sent to the login page and back', async ({ page }) => {
  await openPage(page, '/dashboard/my-bots?isDesignBot=1');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('redirect')).toBe('/dashboard/my-bots?isDesignBot=1');
});

test('a creator designs a bot, registers its commands, and a signed /convert is answered with the chosen agents\' buttons', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = newEmail('bots');
  await registerByApi(request, email);
  const [goods] = (await defaultGoods(request, 1)).list as [GoodsCard];
  const app = testDiscordApp();

  // ?isDesignBot=1 opens the design form at once.
  await openPage(page, '/dashboard/my-bots?isDesignBot=1');
  await logInWithForm(page, email);
  await expect(page).toHaveURL(`${ORIGIN}/dashboard/my-bots?isDesignBot=1`);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'My Bots' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Design a bot' })).toBeVisible();

  // The spec's messages, before anything is sent.
  await page.getByLabel('Bot name').fill('Rep Finds');
  await page.getByLabel('Discord server ID').fill('123456789012345678');
  await page.getByLabel('Server invitation link').fill('https://example.com/join');
  await page.getByRole('button', { name: 'Create the bot' }).click();
  await expect(page.getByText('Please enter a valid server invitation link')).toBeVisible();
  await expect(page.getByText('Please select at least one agent')).toBeVisible();
  await expect(page.getByLabel('Server invitation link')).toBeFocused();

  await page.getByLabel('Server invitation link').fill('discord.gg/repfinds');
  await page.getByRole('radio', { name: 'Promotion' }).check();
  const checkboxes = page.getByRole('group', { name: 'Agents' }).getByRole('checkbox');
  await checkboxes.nth(1).check();
  await checkboxes.nth(0).check();
  const chosen = [await checkboxes.nth(1).getAttribute('value'), await checkboxes.nth(0).getAttribute('value')].map(Number);
  await page.getByLabel('Upload a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Bot logo' })).toBeVisible();
  await page.getByLabel('Application ID').fill(STAND_IN_APP.ok);
  await page.getByLabel('Public key').fill(app.publicKeyHex);
  await page.getByLabel('Bot token').fill(TOKEN);
  await page.getByRole('button', { name: 'Create the bot' }).click();
  await said(page, 'Create Successfully');

  const card = page.getByRole('article', { name: 'Rep Finds' });
  await expect(card.getByText('Promotion')).toBeVisible();
  await expect(card.getByRole('link', { name: 'https://discord.gg/repfinds' })).toBeVisible();
  const endpoint = (await card.locator('code').textContent())!;
  expect(endpoint).toMatch(new RegExp(`^${ORIGIN}/api/discord/interactions/\\d+$`));
  // The token never comes back to the page.
  expect(await page.content()).not.toContain(TOKEN);

  // Discord calls the endpoint: a signed /convert gets the product and one button per chosen agent, in order.
  const body = JSON.stringify(slashCommand('convert', marketplaceLink(goods)));
  const answer = await request.post(endpoint, { headers: signedInteractionHeaders(app, body), data: body });
  expect(answer.status()).toBe(200);
  const reply = (await answer.json()) as { type: number; data: { embeds: { title: string }[]; components: { components: { label: string; url: string }[] }[] } };
  expect(reply.type).toBe(4);
  expect(reply.data.embeds[0]!.title).toBe(goods.title);
  const offers = await agentOffers(request, goods);
  const expected = chosen.map((id) => offers.find((o: AgentOffer) => o.id === id)!);
  // Each button goes through our counting redirect to that agent's link (the bot owner set no codes here).
  expect(reply.data.components.flatMap((row) => row.components).map((b) => [b.label, b.url])).toEqual(expected.map((o) => [o.agentName, `${ORIGIN}${o.clickUrl}`]));
  // The same request unsigned is refused.
  expect((await request.post(endpoint, { headers: { 'content-type': 'application/json' }, data: body })).status()).toBe(401);

  // Register commands: the stand-in answers as Discord does, and the page shows it.
  await card.getByRole('button', { name: 'Register commands' }).click();
  await expect(card.getByRole('status')).toHaveText('Discord now has these commands: convert, qc, Convert links');
  expect(discord.requests.at(-1)).toMatchObject({ method: 'PUT', url: `/applications/${STAND_IN_APP.ok}/commands`, authorization: `Bot ${TOKEN}` });

  // Edit: the saved secrets stay when their fields are left blank.
  await card.getByRole('button', { name: 'Edit Rep Finds' }).click();
  await expect(page.getByLabel('Bot token')).toHaveAttribute('placeholder', 'Saved – leave blank to keep it');
  await page.getByLabel('Bot name').fill('Rep Finds EU');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await said(page, 'Update Successfully');
  const renamed = page.getByRole('article', { name: 'Rep Finds EU' });
  await expect(renamed.getByText('Bot token: saved')).toBeVisible();

  // Delete, through the confirm dialog.
  await renamed.getByRole('button', { name: 'Delete Rep Finds EU' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this bot?' });
  await expect(dialog).toContainText('Are you sure you want to delete Rep Finds EU?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await said(page, 'Delete Successfully');
  await expect(renamed).toHaveCount(0);
  await expect(page.getByText('You have no bots yet.', { exact: false })).toBeVisible();
  expect((await request.post(endpoint, { headers: signedInteractionHeaders(app, body), data: body })).status()).toBe(401);
});

test('Discord\'s refusal of a wrong token is shown on the card', async ({ page, request }) => {
  const email = newEmail('bots-refused');
  await registerByApi(request, email);
  await openPage(page, '/dashboard/my-bots');
  await logInWithForm(page, email);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Design a bot' }).click();
  await page.getByLabel('Bot name').fill('Wrong Token');
  await page.getByLabel('Discord server ID').fill('123456789012345678');
  await page.getByLabel('Server invitation link').fill('https://discord.com/invite/wrongtoken');
  await page.getByRole('group', { name: 'Agents' }).getByRole('checkbox').first().check();
  await page.getByLabel('Application ID').fill(STAND_IN_APP.refused);
  await page.getByLabel('Bot token').fill(TOKEN);
  await page.getByRole('button', { name: 'Create the bot' }).click();
  await said(page, 'Create Successfully');
  const card = page.getByRole('article', { name: 'Wrong Token' });
  await card.getByRole('button', { name: 'Register commands' }).click();
  await expect(card.getByRole('status')).toHaveText('Discord refused (HTTP 401): 401: Unauthorized');
});
