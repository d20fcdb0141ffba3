import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PATH } from '../../../core/api.ts';
import { BOT_PATH, BotSchema, RegisteredCommandsSchema } from '../../../core/bot-schemas.ts';
import { agents, bots, creatorClicks, creatorCodes, users } from '../../../db/schema/index.ts';
import { asCookie, createSignedInUser, type TestSession } from '../../test-support/sessions.ts';
import { callApi, createTestApp } from '../../test-support/test-app.ts';
import { createTestUpload } from '../../test-support/uploads.ts';
import { messageCommand, signedInteractionHeaders, slashCommand, testDiscordApp } from '../../test-support/discord-interactions.ts';
import { STAND_IN_APP, startDiscordStandIn } from '../../test-support/discord-stand-in.ts';
import { insertGoods, insertQcPhotos, newOfferId } from '../catalog/test-fixtures.ts';
import { BOT_COMMANDS_PER_MINUTE } from './service.ts';

const ORIGIN = 'https://hb.example';
const TOKEN = 'MTA5ODc2NTQzMjEwOTg3NjU0.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789ABCD';
let t: Awaited<ReturnType<typeof createTestApp>>;
let discord: Awaited<ReturnType<typeof startDiscordStandIn>>;
let agentIds: number[];
let agentNames: Map<number, string>;
let product: { channel: string; offerId: string };
const discordApp = testDiscordApp();

const call = (path: string, body: unknown, who?: TestSession, headers: Record<string, string> = {}) => callApi(t.app, t.config.SIGN_KEY, path, body, { ...(who ? asCookie(who) : {}), ...headers });
const form = (extra: Record<string, unknown> = {}) => ({ name: 'Finds Bot', serverId: '123456789012345678', inviteUrl: 'discord.gg/finds42', type: 'influencer', agentIds: agentIds.slice(0, 2), ...extra });
const itemUrl = (offerId: string) => `https://item.taobao.com/item.htm?id=${offerId}`;

async function newBot(who: TestSession, extra: Record<string, unknown> = {}) {
  const res = await call(BOT_PATH.add, form(extra), who);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data as { id: number; interactionsUrl: string };
}

/** POST an interaction to a bot's endpoint; `headers` replace the signed ones. */
async function interact(botId: number, payload: unknown, options: { headers?: Record<string, string>; timestampS?: number; app?: ReturnType<typeof testDiscordApp> } = {}) {
  const body = JSON.stringify(payload);
  const headers = options.headers ?? signedInteractionHeaders(options.app ?? discordApp, body, options.timestampS);
  const res = await t.app.inject({ method: 'POST', url: `/api/discord/interactions/${botId}`, headers, payload: body });
  return { status: res.statusCode, json: res.body ? (JSON.parse(res.body) as { type: number; data?: any }) : null };
}

beforeAll(async () => {
  discord = await startDiscordStandIn();
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_ORIGIN: ORIGIN, DISCORD_API_BASE: discord.base, DISCORD_API_TIMEOUT_MS: '500', AUTH_SECRET: 'bots-test-secret-with-at-least-32-characters' } });
  const rows = await t.database.db.select({ id: agents.id, agentName: agents.agentName }).from(agents).where(eq(agents.isActive, true)).orderBy(agents.id);
  agentIds = rows.map((r) => r.id);
  agentNames = new Map(rows.map((r) => [r.id, r.agentName]));
  const [goods] = await insertGoods(t.database.db, [{ titleCn: '机器人测试卫衣', titles: { en: 'Bot Test Hoodie', de: 'Bot-Test-Kapuzenpullover' }, categoryKey: 'clothing-accessories/hoodies-sweatshirts', priceCny: 129, qcCount: 2 }]);
  product = goods!;
  await insertQcPhotos(t.database.db, goods!.id, [{ image: 'demo/qc/bot-1.svg', takenAt: new Date('2026-03-01T10:00:00Z') }, { image: 'demo/qc/bot-2.svg', takenAt: new Date('2026-03-02T10:00:00Z') }]);
});
afterAll(async () => {
  await t?.close();
  await discord?.close();
});

describe('S/add/bot, S/get/bot/list, S/edit/bot, S/delete/bot', () => {
  it('creates a bot with the spec message; the answer has the Bot shape and never the token or key', async () => {
    const user = await createSignedInUser(t.database.db);
    const logo = await createTestUpload(t.database.db, user.userId);
    const res = await call(BOT_PATH.add, form({ logo, applicationId: STAND_IN_APP.ok, publicKey: discordApp.publicKeyHex, botToken: TOKEN }), user);
    expect(res.body).toMatchObject({ code: 0, msg: 'Create Successfully' });
    const bot = BotSchema.strict().parse(res.body.data);
    expect(bot).toEqual({
      id: expect.any(Number),
      name: 'Finds Bot',
      logo,
      serverId: '123456789012345678',
      inviteUrl: 'https://discord.gg/finds42',
      type: 'influencer',
      agentIds: agentIds.slice(0, 2),
      applicationId: STAND_IN_APP.ok,
      hasPublicKey: true,
      hasToken: true,
      interactionsUrl: `${ORIGIN}/api/discord/interactions/${bot.id}`,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain(TOKEN);
    expect(JSON.stringify(res.body)).not.toContain(discordApp.publicKeyHex);
    const list = await call(BOT_PATH.list, {}, user);
    expect(list.body).toMatchObject({ code: 0 });
    expect(list.body.data.map((b: unknown) => BotSchema.strict().parse(b))).toEqual([bot]);
    expect(JSON.stringify(list.body)).not.toContain(TOKEN);
  });

  it('stores the bot token encrypted, never as typed', async () => {
    const user = await createSignedInUser(t.database.db);
    const bot = await newBot(user, { botToken: TOKEN });
    const [row] = await t.database.db.select().from(bots).where(eq(bots.id, bot.id));
    expect(row!.tokenSealed).toMatch(/^v1\./);
    expect(row!.tokenSealed).not.toContain(TOKEN.split('.')[0]);
  });

  it('refuses a bad invitation link and no agents with the spec messages, and changes nothing', async () => {
    const user = await createSignedInUser(t.database.db);
    const badInvite = await call(BOT_PATH.add, form({ inviteUrl: 'https://example.com/join/abc' }), user);
    expect(badInvite.body).toMatchObject({ code: 400, data: { fields: { inviteUrl: 'Please enter a valid server invitation link' } } });
    const noAgents = await call(BOT_PATH.add, form({ agentIds: [] }), user);
    expect(noAgents.body).toMatchObject({ code: 400, data: { fields: { agentIds: 'Please select at least one agent' } } });
    const german = await call(BOT_PATH.add, form({ agentIds: [] }), user, { language: 'de' });
    expect(german.body.data.fields.agentIds).toBe('Bitte wähle mindestens einen Agenten aus');
    const unknownAgent = await call(BOT_PATH.add, form({ agentIds: [999_999] }), user);
    expect(unknownAgent.body).toMatchObject({ code: 400, data: { reason: 'agents_unknown' } });
    const othersLogo = await call(BOT_PATH.add, form({ logo: await createTestUpload(t.database.db, (await createSignedInUser(t.database.db)).userId) }), user);
    expect(othersLogo.body).toMatchObject({ code: 400, data: { reason: 'logo_invalid' } });
    expect((await call(BOT_PATH.list, {}, user)).body.data).toEqual([]);
  });

  it('needs a session', async () => {
    for (const path of [BOT_PATH.list, BOT_PATH.add, BOT_PATH.edit, BOT_PATH.delete, BOT_PATH.registerCommands]) {
      expect((await call(path, path === BOT_PATH.list ? {} : path === BOT_PATH.add ? form() : { ...form(), id: 1 })).body.code, path).toBe(401);
    }
  });

  it('edits a bot: secrets left out stay, null removes them; the spec message', async () => {
    const user = await createSignedInUser(t.database.db);
    const bot = await newBot(user, { publicKey: discordApp.publicKeyHex, botToken: TOKEN, applicationId: STAND_IN_APP.ok });
    const edited = await call(BOT_PATH.edit, { ...form({ name: 'Renamed', type: 'promotion', agentIds: [agentIds[2]!], inviteUrl: 'https://discord.com/invite/newcode' }), id: bot.id }, user);
    expect(edited.body).toMatchObject({ code: 0, msg: 'Update Successfully', data: { name: 'Renamed', type: 'promotion', agentIds: [agentIds[2]], inviteUrl: 'https://discord.gg/newcode', hasPublicKey: true, hasToken: true, applicationId: STAND_IN_APP.ok } });
    const cleared = await call(BOT_PATH.edit, { ...form(), id: bot.id, botToken: null, publicKey: null, applicationId: null }, user);
    expect(cleared.body).toMatchObject({ code: 0, data: { hasPublicKey: false, hasToken: false, applicationId: null } });
  });

  it('another user\'s bot is not found: edit, delete and register answer 404 and change nothing', async () => {
    const owner = await createSignedInUser(t.database.db);
    const bot = await newBot(owner);
    const stranger = await createSignedInUser(t.database.db);
    expect((await call(BOT_PATH.edit, { ...form({ name: 'Stolen' }), id: bot.id }, stranger)).body).toMatchObject({ code: 404, msg: 'Bot not found.', data: { reason: 'bot_not_found' } });
    expect((await call(BOT_PATH.delete, { id: bot.id }, stranger)).body).toMatchObject({ code: 404, data: { reason: 'bot_not_found' } });
    expect((await call(BOT_PATH.registerCommands, { id: bot.id }, stranger)).body).toMatchObject({ code: 404, data: { reason: 'bot_not_found' } });
    expect((await call(BOT_PATH.list, {}, stranger)).body.data).toEqual([]);
    expect((await call(BOT_PATH.list, {}, owner)).body.data).toMatchObject([{ id: bot.id, name: 'Finds Bot' }]);
  });

  it('100 saves at once never pass the limit of 20 bots a user', async () => {
    const user = await createSignedInUser(t.database.db);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => call(BOT_PATH.add, form({ name: `Bot ${i}` }), user)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(20);
    expect(answers.filter((a) => a.body.code === 409).map((a) => a.body)).toEqual(Array.from({ length: 80 }, () => ({ code: 409, msg: 'You can have at most 20 bots.', data: { reason: 'bots_full' } })));
    expect((await call(BOT_PATH.list, {}, user)).body.data).toHaveLength(20);
  });

  it('deletes a bot with the spec message; a second delete is 404', async () => {
    const user = await createSignedInUser(t.database.db);
    const bot = await newBot(user);
    expect((await call(BOT_PATH.delete, { id: bot.id }, user)).body).toMatchObject({ code: 0, msg: 'Delete Successfully', data: null });
    expect((await call(BOT_PATH.delete, { id: bot.id }, user)).body).toMatchObject({ code: 404 });
    expect((await call(BOT_PATH.list, {}, user)).body.data).toEqual([]);
  });
});

describe('S/bot/register/commands (against a loopback Discord)', () => {
  it('puts /convert, /qc and "Convert links" with the bot token and answers what Discord holds', async () => {
    const user = await createSignedInUser(t.database.db);
    const bot = await newBot(user, { applicationId: STAND_IN_APP.ok, botToken: TOKEN });
    const before = discord.requests.length;
    const res = await call(BOT_PATH.registerCommands, { id: bot.id }, user);
    expect(res.body).toMatchObject({ code: 0, msg: 'Commands registered' });
    expect(RegisteredCommandsSchema.strict().parse(res.body.data).commands.map((c) => [c.name, c.type])).toEqual([['convert', 1], ['qc', 1], ['Convert links', 3]]);
    const [sent] = discord.requests.slice(before);
    expect(sent).toMatchObject({ method: 'PUT', url: `/applications/${STAND_IN_APP.ok}/commands`, authorization: `Bot ${TOKEN}` });
    expect(sent!.userAgent).toMatch(/^DiscordBot \(/);
    const convert = (sent!.body as { name: string; options?: { name: string; required: boolean }[]; description_localizations?: Record<string, string> }[])[0]!;
    expect(convert.options).toMatchObject([{ name: 'link', required: true }]);
    expect(convert.description_localizations?.de).toBe('Macht aus einem Taobao-, Weidian- oder 1688-Link Kauflinks der Agenten');
  });

  it('shows Discord\'s own refusal, and a clear message when Discord does not answer in time', async () => {
    const user = await createSignedInUser(t.database.db);
    const refused = await newBot(user, { applicationId: STAND_IN_APP.refused, botToken: TOKEN });
    expect((await call(BOT_PATH.registerCommands, { id: refused.id }, user)).body).toMatchObject({ code: 400, msg: 'Discord refused (HTTP 401): 401: Unauthorized', data: { reason: 'discord_refused', status: 401, discordMessage: '401: Unauthorized' } });
    const silent = await newBot(user, { applicationId: STAND_IN_APP.silent, botToken: TOKEN });
    expect((await call(BOT_PATH.registerCommands, { id: silent.id }, user)).body).toMatchObject({ code: 503, msg: 'Discord did not answer in time. Please try again.', data: { reason: 'discord_unreachable' } });
  });

  it('needs the application id and the token first', async () => {
    const user = await createSignedInUser(t.database.db);
    const bot = await newBot(user, { applicationId: STAND_IN_APP.ok });
    expect((await call(BOT_PATH.registerCommands, { id: bot.id }, user)).body).toMatchObject({ code: 400, msg: 'Save the application ID and the bot token first.', data: { reason: 'application_missing' } });
  });
});

describe('POST /api/discord/interactions/{botId}', () => {
  let botId: number;
  let chosen: number[];
  beforeAll(async () => {
    const user = await createSignedInUser(t.database.db);
    chosen = [agentIds[1]!, agentIds[0]!, agentIds[2]!];
    botId = (await newBot(user, { name: 'Rep Finds', publicKey: discordApp.publicKeyHex, agentIds: chosen })).id;
    // The owner's own referral code at the first chosen agent (Affiliate Setting): its button carries it.
    await t.database.db.insert(creatorCodes).values({ userId: user.userId, agentId: chosen[0]!, code: 'REPFINDS7' });
  });

  it('buttons carry the bot owner\'s referral code where they set one, the platform\'s code elsewhere', async () => {
    const { json } = await interact(botId, slashCommand('convert', itemUrl(product.offerId)));
    const buttons: { label: string; url: string }[] = json!.data.components.flatMap((row: { components: unknown[] }) => row.components);
    expect(buttons[0]!.url).toContain('REPFINDS7');
    for (const other of buttons.slice(1)) expect(other.url).not.toContain('REPFINDS7');
    // The catalog's own answer for a visitor who came by nobody's link: no creator code anywhere.
    const plain = await call(CATALOG_PATH.goodsAgentList, { channel: 'taobao', offerId: product.offerId });
    expect(JSON.stringify(plain.body.data)).not.toContain('REPFINDS7');
  });

  it("a buy from Discord counts for the bot's owner: the owner's button goes through /go with their invite code, the others without one", async () => {
    const { json } = await interact(botId, slashCommand('convert', itemUrl(product.offerId)));
    const buttons: { url: string }[] = json!.data.components.flatMap((row: { components: unknown[] }) => row.components);
    const [owner] = await t.database.db.select({ userId: bots.userId, inviteCode: users.inviteCode }).from(bots).innerJoin(users, eq(users.id, bots.userId)).where(eq(bots.id, botId));
    const urls = buttons.map((b) => new URL(b.url));
    urls.forEach((url, i) => {
      expect(url.origin).toBe(ORIGIN);
      expect(url.pathname).toBe(`/go/${chosen[i]}`);
    });
    expect(urls[0]!.searchParams.get('c')).toBe(owner!.inviteCode);
    for (const url of urls.slice(1)) expect(url.searchParams.has('c')).toBe(false);

    const clicks = () => t.database.db.select({ clicks: creatorClicks.clicks }).from(creatorClicks).where(eq(creatorClicks.userId, owner!.userId));
    expect(await clicks()).toEqual([]);
    const followed = await t.app.inject({ method: 'GET', url: `${urls[0]!.pathname}${urls[0]!.search}`, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' } });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(urls[0]!.searchParams.get('u'));
    expect(followed.headers.location).toContain('REPFINDS7');
    expect(await clicks()).toEqual([{ clicks: 1 }]);
  });

  it('answers a signed PING with PONG', async () => {
    expect(await interact(botId, { type: 1 })).toEqual({ status: 200, json: { type: 1 } });
  });

  it('answers 401 to an unsigned, forged, replayed (old timestamp) or other-key request, an unknown bot and a bot without a key', async () => {
    const ping = { type: 1 };
    expect((await interact(botId, ping, { headers: { 'content-type': 'application/json' } })).status).toBe(401);
    const body = JSON.stringify(ping);
    const headers = signedInteractionHeaders(discordApp, body);
    expect((await interact(botId, { type: 1, extra: true }, { headers })).status).toBe(401);
    expect((await interact(botId, ping, { timestampS: Math.floor(Date.now() / 1000) - 6 * 60 })).status).toBe(401);
    expect((await interact(botId, ping, { app: testDiscordApp() })).status).toBe(401);
    expect((await interact(999_999, ping)).status).toBe(401);
    const keyless = await newBot(await createSignedInUser(t.database.db));
    expect((await interact(keyless.id, ping)).status).toBe(401);
  });

  it('/convert: the product (title, price, QC count) and one link button per chosen agent, in the creator\'s order', async () => {
    const { status, json } = await interact(botId, slashCommand('convert', itemUrl(product.offerId)));
    expect(status).toBe(200);
    expect(json!.type).toBe(4);
    const embed = json!.data.embeds[0];
    expect(embed).toMatchObject({ title: 'Bot Test Hoodie', url: `${ORIGIN}/products/taobao/${product.offerId}`, fields: [{ name: 'Price', value: expect.stringMatching(/^¥129\.00 \(≈ \$\d+\.\d\d\)$/) }, { name: 'QC photos', value: '2' }] });
    expect(embed.description).toContain('Buy links carry the referral codes of Rep Finds.');
    const buttons = json!.data.components.flatMap((row: { components: { label: string; url: string; style: number }[] }) => row.components);
    expect(buttons.map((b: { label: string }) => b.label)).toEqual(chosen.map((id) => agentNames.get(id)));
    for (const button of buttons) {
      expect(button.style).toBe(5);
      expect(button.url).toMatch(/^https:\/\//);
      expect(button.url).toContain(product.offerId);
    }
    expect(json!.data.flags).toBeUndefined();
  });

  it('/qc adds the QC photos button; the reply is in the interaction\'s locale', async () => {
    const { json } = await interact(botId, slashCommand('qc', itemUrl(product.offerId), 'de'));
    const buttons = json!.data.components.flatMap((row: { components: { label: string; url: string }[] }) => row.components);
    expect(buttons[0]).toMatchObject({ label: 'QC-Fotos ansehen', url: `${ORIGIN}/de/products/taobao/${product.offerId}` });
    expect(json!.data.embeds[0]).toMatchObject({ title: 'Bot-Test-Kapuzenpullover', fields: [{ name: 'Preis' }, { name: 'QC-Fotos', value: '2' }] });
  });

  it('a product the catalog does not hold still gets the agent buttons, with a note', async () => {
    const offerId = newOfferId();
    const { json } = await interact(botId, slashCommand('convert', itemUrl(offerId), 'zh-CN'));
    expect(json!.data.embeds[0]).toMatchObject({ title: `taobao 商品 ${offerId}` });
    expect(json!.data.embeds[0].description).toContain('我们还没有这个商品的详细信息');
    expect(json!.data.components.flatMap((row: { components: unknown[] }) => row.components)).toHaveLength(chosen.length);
  });

  it('a bad link gets a clear reply only the asker sees, never an error', async () => {
    const { status, json } = await interact(botId, slashCommand('convert', 'https://example.com/not-a-product'));
    expect(status).toBe(200);
    expect(json).toEqual({ type: 4, data: { content: 'That is not a Taobao, Weidian or 1688 product link. Paste the product page\'s link.', flags: 64, allowed_mentions: { parse: [] } } });
    expect((await interact(botId, slashCommand('convert', 'https://m.tb.cn/h.abc123'))).json!.data.content).toContain('Short links');
    expect((await interact(botId, slashCommand('convert', 'just words', 'fr'))).json!.data.content).toBe('Ce n\'est pas un lien de produit Taobao, Weidian ou 1688. Collez le lien de la page du produit.');
  });

  it('"Convert links" on a message converts each product link in it', async () => {
    const other = newOfferId();
    const { json } = await interact(botId, messageCommand(`look at ${itemUrl(product.offerId)} and https://weidian.com/item.html?itemID=${other}, also https://example.com`));
    expect(json!.data.embeds.map((e: { title: string }) => e.title)).toEqual(['1 · Bot Test Hoodie', `2 · weidian product ${other}`]);
    const labels = json!.data.components.flatMap((row: { components: { label: string }[] }) => row.components.map((c) => c.label));
    expect(labels.slice(0, chosen.length)).toEqual(chosen.map((id) => `1 · ${agentNames.get(id)}`));
    expect((await interact(botId, messageCommand('no links here'))).json).toMatchObject({ type: 4, data: { content: 'This message has no Taobao, Weidian or 1688 product link.', flags: 64 } });
  });

  it('an unknown command and a malformed body get clear answers', async () => {
    expect((await interact(botId, { type: 2, data: { name: 'dance', type: 1 } })).json).toMatchObject({ data: { flags: 64, content: expect.stringContaining('unknown') } });
    const body = 'not json';
    const res = await t.app.inject({ method: 'POST', url: `/api/discord/interactions/${botId}`, headers: signedInteractionHeaders(discordApp, body), payload: body });
    expect(res.statusCode).toBe(400);
  });

  it(`answers at most ${BOT_COMMANDS_PER_MINUTE} commands a minute per bot, then asks to wait`, async () => {
    const user = await createSignedInUser(t.database.db);
    const busy = (await newBot(user, { publicKey: discordApp.publicKeyHex })).id;
    const answers = [];
    for (let i = 0; i <= BOT_COMMANDS_PER_MINUTE; i++) answers.push((await interact(busy, slashCommand('convert', 'not a link'))).json!.data.content);
    expect(answers.slice(0, BOT_COMMANDS_PER_MINUTE).every((a) => a.startsWith('That is not'))).toBe(true);
    expect(answers.at(-1)).toBe('This bot is getting too many requests. Please try again in a minute.');
    // PING is not a command: Discord's endpoint checks keep working.
    expect((await interact(busy, { type: 1 })).json).toEqual({ type: 1 });
  });
});
