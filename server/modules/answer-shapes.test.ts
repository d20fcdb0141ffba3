import { eq } from 'drizzle-orm';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATH, AgentAdminSchema } from '../../core/admin-schemas.ts';
import { ActivitySchema } from '../../core/activity-schemas.ts';
import { PricedItemSchema, PriceCalculationSchema, REGISTRATION_PATH, RegistrationAdminPageSchema, RegistrationAdminSchema, RegistrationItemSchema, RegistrationSchema } from '../../core/registration-schemas.ts';
import { activities, categories, users } from '../../db/schema/index.ts';
import { APPLICATION_PATH, InfluencerApplicationOutSchema, SellerApplicationOutSchema } from '../../core/application-schemas.ts';
import { BOT_PATH, BotSchema } from '../../core/bot-schemas.ts';
import { z } from 'zod';
import { ACCOUNT_PATH, API_PATH, CATALOG_PATH, FAVORITE_PATH, SHOP_PATH } from '../../core/api.ts';
import { asCookie, createSignedInUser } from '../test-support/sessions.ts';
import { AgentOfferSchema, AgentUrlSchema, GoodsCardSchema, GoodsDetailSchema, GoodsKeySchema, GoodsPageSchema, SellerSummarySchema, FavoriteCardSchema, pageOf, RateEntrySchema, HotCategorySchema, CategoryNodeSchema, AgentSummarySchema } from '../../core/api-schemas.ts';
import {
  IsRegisteredAnswerSchema,
  RegisterEmailCheckAnswerSchema,
  ShopGoodsSchema,
  ShopJobSchema,
  ShopSchema,
  ShopTagNameSchema,
  ShopTagSchema,
  ShopWithTagsSchema,
  SignedInSchema,
  StoreSpaceCheckSchema,
  UserInfoSchema,
} from '../../core/api-schemas.ts';
import { createAccountsTestApp, freshIp } from './accounts/test-fixtures.ts';
import sharp from 'sharp';
import { UPLOAD_PATH } from '../../core/upload.ts';
import { ASSISTANT_PATH } from '../../core/assistant.ts';
import { ArticleAnswerSchema, AssistantOfferSchema, AssistantSuggestionSchema, GoodsAnswerSchema, LinkRefusedAnswerSchema, ProductAnswerSchema } from '../../core/assistant-answers.ts';
import { CREATOR_PATH, AffiliateOverviewSchema, CreatorCodeSchema, type AffiliateOverview } from '../../core/creator-codes.ts';
import { renderDemoArt } from '../../db/seed/demo-art/render.ts';
import { callApi, createTestApp, signedHeaders } from '../test-support/test-app.ts';
import { insertGoods, insertQcPhotos, insertSeller } from './catalog/test-fixtures.ts';

/**
 * Every catalog, reference, favourites, account and shop call's answer matches its one schema in core/api-schemas.ts, key for key
 * (`.strict()`: no field the schema does not name) — including the cached-bytes path of the goods lists
 * (routes.ts `makeAnswerBytes`), whose second answer is the prewritten bytes.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => (await callApi(t.app, t.config.SIGN_KEY, path, body, headers)).body;
const strictPage = z.object({ ...GoodsPageSchema.shape, list: z.array(GoodsCardSchema.strict()) }).strict();
let hoodie: { channel: string; offerId: string };

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: await mkdtemp(path.join(tmpdir(), 'hb-shapes-')) } });
  const db = t.database.db;
  const sellerId = (await insertSeller(db, { name: 'Shape Knit Co.', verified: true, qcPassRate: 0.97, onTimeShipRate: 0.92, disputeRate: 0.004 })).id;
  const [inserted] = await insertGoods(db, [
    { titleCn: '形状测试卫衣', titles: { en: 'Shape Test Hoodie' }, categoryKey: 'clothing-accessories/hoodies-sweatshirts', priceCny: 129, soldCount: 5, qcCount: 1, sellerId },
    { titleCn: '形状测试夹克', titles: { en: 'Shape Test Jacket' }, categoryKey: 'clothing-accessories/hoodies-sweatshirts', priceCny: 99, sellerId },
  ]);
  hoodie = inserted!;
  await insertQcPhotos(db, inserted!.id, [{ image: 'demo/qc/shape.svg', takenAt: new Date('2026-03-01T10:00:00Z'), agentSlug: 'cnfans' }]);
});
afterAll(async () => t?.close());

describe('catalog answer shapes', () => {
  it('default goods list: first answer and cached bytes both parse strictly and agree', async () => {
    const first = await call(CATALOG_PATH.defaultGoodsList, { pageId: 1, pageSize: 20 });
    expect(first.code).toBe(0);
    expect(first.data.list.length).toBeGreaterThan(0);
    expect(strictPage.parse(first.data)).toEqual(first.data);
    const again = await call(CATALOG_PATH.defaultGoodsList, { pageId: 1, pageSize: 20 });
    expect(again).toEqual(first);
    expect(strictPage.parse(again.data)).toEqual(again.data);
  });

  it('goods list (search) parses strictly', async () => {
    const res = await call(CATALOG_PATH.goodsList, { keyword: 'Shape Test', pageId: 1, pageSize: 20 });
    expect(res.code).toBe(0);
    expect(res.data.list.length).toBeGreaterThan(0);
    expect(strictPage.parse(res.data)).toEqual(res.data);
  });

  it('goods list by image (imageKey) parses strictly: similarity, matchedImage, similarityThreshold', async () => {
    const image = 'demo/goods/hoodie-0badcafe-0.svg';
    await insertGoods(t.database.db, [{ titleCn: '形状测试图搜', titles: { en: 'Shape Test Image' }, categoryKey: 'clothing-accessories/hoodies-sweatshirts', qcCount: 1, images: [image] }]);
    await t.app.imageSearch.indexImage(image);
    const boundary = 'hbshape';
    const file = await sharp(Buffer.from(renderDemoArt(image)!)).jpeg().toBuffer();
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/${UPLOAD_PATH}`,
      headers: { ...signedHeaders(t.config.SIGN_KEY), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    const res = await call(CATALOG_PATH.goodsList, { imageKey: upload.json().data.key, pageId: 1, pageSize: 20 });
    expect(res.code).toBe(0);
    expect(res.data.list[0].title).toBe('Shape Test Image');
    const card = GoodsCardSchema.extend({ similarity: z.number(), matchedImage: z.object({ kind: z.enum(['goods', 'qc']), image: z.string() }).strict() }).strict();
    const strictImagePage = z.object({ ...GoodsPageSchema.shape, list: z.array(card), similarityThreshold: z.number() }).strict();
    expect(strictImagePage.parse(res.data)).toEqual(res.data);
  });

  it('goods id by url parses strictly', async () => {
    const res = await call(CATALOG_PATH.goodsIdByUrl, { url: `https://item.taobao.com/item.htm?id=${hoodie.offerId}` });
    expect(res.code).toBe(0);
    expect(GoodsKeySchema.strict().parse(res.data)).toEqual(res.data);
  });

  it('goods info parses strictly, seller and QC photos included', async () => {
    const res = await call(CATALOG_PATH.goodsInfo, { channel: hoodie.channel, offerId: hoodie.offerId });
    expect(res.code).toBe(0);
    expect(res.data.seller).not.toBeNull();
    expect(res.data.qcPhotos.length).toBe(1);
    const strict = GoodsDetailSchema.extend({ seller: SellerSummarySchema.strict().nullable(), qcPhotos: z.array(GoodsDetailSchema.shape.qcPhotos.element.strict()) }).strict();
    expect(strict.parse(res.data)).toEqual(res.data);
  });

  it('similar goods parse strictly', async () => {
    const res = await call(CATALOG_PATH.similarGoodsList, { channel: hoodie.channel, offerId: hoodie.offerId });
    expect(res.code).toBe(0);
    expect(res.data.list.length).toBeGreaterThan(0);
    expect(z.object({ list: z.array(GoodsCardSchema.strict()) }).strict().parse(res.data)).toEqual(res.data);
  });

  it('trusted sellers parse strictly', async () => {
    const res = await call(CATALOG_PATH.trustedSellerList, {});
    expect(res.code).toBe(0);
    expect(res.data.list.length).toBeGreaterThan(0);
    const strict = z.object({ list: z.array(z.object({ seller: SellerSummarySchema.strict(), goods: z.array(GoodsCardSchema.strict()) }).strict()) }).strict();
    expect(strict.parse(res.data)).toEqual(res.data);
  });

  it('agent offers and agent links parse strictly', async () => {
    const offers = await call(CATALOG_PATH.goodsAgentList, { channel: hoodie.channel, offerId: hoodie.offerId });
    expect(offers.code).toBe(0);
    expect(offers.data.length).toBeGreaterThan(0);
    expect(z.array(AgentOfferSchema.strict()).parse(offers.data)).toEqual(offers.data);
    const urls = await call(CATALOG_PATH.goodsAgentUrlList, { channel: hoodie.channel, offerId: hoodie.offerId });
    expect(urls.code).toBe(0);
    expect(urls.data.length).toBeGreaterThan(0);
    expect(z.array(AgentUrlSchema.strict()).parse(urls.data)).toEqual(urls.data);
  });
});

describe('reference answer shapes', () => {
  it('rate list, hot categories, category tree and agents parse strictly', async () => {
    const rates = await call(API_PATH.rateList, {});
    expect(rates.code).toBe(0);
    expect(rates.data.length).toBeGreaterThan(0);
    expect(z.array(RateEntrySchema.strict()).parse(rates.data)).toEqual(rates.data);
    const hot = await call(API_PATH.hotCategoryList, {});
    expect(hot.data.length).toBeGreaterThan(0);
    expect(z.array(HotCategorySchema.strict()).parse(hot.data)).toEqual(hot.data);
    const tree = await call(API_PATH.categoryTree, {});
    expect(tree.data.length).toBeGreaterThan(0);
    expect(tree.data.some((node: { children: unknown[] }) => node.children.length > 0)).toBe(true);
    // CategoryNodeSchema is recursive (z.lazy); strictness is checked level by level.
    const strictNode = HotCategorySchema.extend({ children: z.array(z.unknown()) }).strict();
    const walk = (nodes: { children: unknown[] }[]): void => nodes.forEach((node) => { strictNode.parse(node); walk(node.children as { children: unknown[] }[]); });
    walk(tree.data);
    expect(z.array(CategoryNodeSchema).parse(tree.data)).toEqual(tree.data);
    const agents = await call(API_PATH.agentList, {});
    expect(agents.data.length).toBeGreaterThan(0);
    expect(z.array(AgentSummarySchema.strict()).parse(agents.data)).toEqual(agents.data);
  });
});

describe('favourites answer shapes', () => {
  it('favourites list parses strictly, for a catalog product and one the catalog does not hold', async () => {
    const ana = await createSignedInUser(t.database.db);
    expect((await call(FAVORITE_PATH.add, hoodie, asCookie(ana))).code).toBe(0);
    expect((await call(FAVORITE_PATH.add, { channel: 'taobao', offerId: '69999999999' }, asCookie(ana))).code).toBe(0);
    const res = await call(FAVORITE_PATH.list, { pageId: 1, pageSize: 20 }, asCookie(ana));
    expect(res.code).toBe(0);
    expect(res.data.list.map((card: { inCatalog: boolean }) => card.inCatalog).sort()).toEqual([false, true]);
    expect(pageOf(FavoriteCardSchema.strict()).strict().parse(res.data)).toEqual(res.data);
  });
});

describe('account answer shapes', () => {
  it('code, email checks, register, login (web and native), user info, logout and password calls parse strictly', async () => {
    const a = await createAccountsTestApp();
    try {
      const email = `shape-${process.pid}@example.com`;
      const password = 'plum tree 42';
      const ip = freshIp();
      const none = (body: { code: number; data: unknown }) => {
        expect(body.code).toBe(0);
        expect(body.data).toBeNull();
      };
      none((await a.api(ACCOUNT_PATH.verifyCode, { email, type: 'register' }, { ip })).body);
      const code = a.outbox.codeFor(email);
      const registered = await a.api(ACCOUNT_PATH.isRegistered, { email }, { ip });
      expect(IsRegisteredAnswerSchema.strict().parse(registered.body.data)).toEqual({ registered: false });
      const check = await a.api(ACCOUNT_PATH.registerEmailCheck, { email, code }, { ip });
      expect(RegisterEmailCheckAnswerSchema.strict().parse(check.body.data)).toEqual({ valid: true });

      const web = await a.api(ACCOUNT_PATH.register, { email, password, confirmPassword: password, code, agree: true }, { ip });
      expect(web.body.code).toBe(0);
      expect(web.body.data.token).toBeUndefined();
      expect(SignedInSchema.strict().parse(web.body.data)).toEqual(web.body.data);
      const token = web.cookies.token!.value;

      const native = await a.api(ACCOUNT_PATH.login, { email, password }, { ip, platform: 'android' });
      expect(native.body.code).toBe(0);
      expect(typeof native.body.data.token).toBe('string');
      expect(SignedInSchema.strict().parse(native.body.data)).toEqual(native.body.data);
      const login = await a.api(ACCOUNT_PATH.login, { email, password }, { ip });
      expect(SignedInSchema.strict().parse(login.body.data)).toEqual(login.body.data);

      const info = await a.api(ACCOUNT_PATH.userInfo, {}, { token });
      expect(info.body.code).toBe(0);
      expect(UserInfoSchema.strict().parse(info.body.data)).toEqual(info.body.data);
      expect(info.body.data).toEqual(web.body.data);

      none((await a.api(ACCOUNT_PATH.editPass, { oldPassword: password, newPassword: 'pear tree 43', confirmPassword: 'pear tree 43' }, { token, ip })).body);
      none((await a.api(ACCOUNT_PATH.resetMailSend, { email }, { ip })).body);
      await a.outbox.waitFor(2);
      none((await a.api(ACCOUNT_PATH.resetPass, { token: a.outbox.resetTokenFor(email), password: 'fig tree 44', confirmPassword: 'fig tree 44' }, { ip })).body);
      const again = await a.api(ACCOUNT_PATH.login, { email, password: 'fig tree 44' }, { ip });
      expect(again.body.code).toBe(0);
      none((await a.api(ACCOUNT_PATH.logout, {}, { token: again.cookies.token!.value })).body);
    } finally {
      await a.close();
    }
  });
});

describe('shop answer shapes', () => {
  const strictGoods = ShopGoodsSchema.extend({ tags: z.array(ShopTagNameSchema.strict()) }).strict();
  const strictGoodsPage = z.object({ ...GoodsPageSchema.shape, list: z.array(strictGoods) }).strict();

  it('every My Store call answers its schema strictly', async () => {
    const owner = asCookie(await createSignedInUser(t.database.db));
    const space = `shape-shop-${process.pid}`;
    const ok = async (path: string, body: unknown, headers: Record<string, string> = owner) => {
      const res = await call(path, body, headers);
      expect(res.code, `${path} ${JSON.stringify(res)}`).toBe(0);
      return res.data;
    };
    const created = await ok(SHOP_PATH.create, { name: 'Shape shop', storeSpace: space, description: 'Hello' });
    expect(ShopSchema.strict().parse(created)).toEqual(created);
    const edited = await ok(SHOP_PATH.edit, { name: 'Shape shop 2' });
    expect(ShopSchema.strict().parse(edited)).toEqual(edited);
    const check = await ok(SHOP_PATH.checkStoreSpace, { storeSpace: 'admin' });
    expect(StoreSpaceCheckSchema.strict().parse(check)).toEqual({ available: false, reason: 'reserved' });

    const tag = await ok(SHOP_PATH.addTag, { name: 'Hoodies' });
    expect(ShopTagNameSchema.strict().parse(tag)).toEqual(tag);
    const renamed = await ok(SHOP_PATH.editTag, { id: tag.id, name: 'Sweat' });
    expect(ShopTagNameSchema.strict().parse(renamed)).toEqual(renamed);
    const added = await ok(SHOP_PATH.addGoods, { url: `https://item.taobao.com/item.htm?id=${hoodie.offerId}`, tagIds: [tag.id], stock: 3 });
    expect(added.tags).toHaveLength(1);
    expect(strictGoods.parse(added)).toEqual(added);
    const stocked = await ok(SHOP_PATH.editGoods, { id: added.id, stock: 4 });
    expect(strictGoods.parse(stocked)).toEqual(stocked);
    expect(await ok(SHOP_PATH.attachTag, { goodsIds: [added.id], labId: tag.id })).toBeNull();

    for (const page of [await ok(SHOP_PATH.goodsList, { pageId: 1, pageSize: 10 }), await ok(SHOP_PATH.pubGoodsList, { storeSpace: space, pageId: 1, pageSize: 10 }, {})]) {
      expect(page.list).toHaveLength(1);
      expect(strictGoodsPage.parse(page)).toEqual(page);
    }
    const shop = await ok(SHOP_PATH.get, { storeSpace: space }, {});
    expect(ShopWithTagsSchema.extend({ tags: z.array(ShopTagSchema.strict()) }).strict().parse(shop)).toEqual(shop);
    for (const tags of [await ok(SHOP_PATH.tagList, {}), await ok(SHOP_PATH.pubTagList, { storeSpace: space }, {})]) {
      expect(tags).toHaveLength(1);
      expect(z.array(ShopTagSchema.strict()).parse(tags)).toEqual(tags);
    }

    const queued = await ok(SHOP_PATH.importShop, { url: 'https://shop123456789.taobao.com', all: true });
    expect(z.object({ jobId: z.number().int() }).strict().parse(queued)).toEqual(queued);
    const jobs = await ok(SHOP_PATH.jobs, {});
    expect(jobs.length).toBeGreaterThan(0);
    expect(z.array(ShopJobSchema.strict()).parse(jobs)).toEqual(jobs);

    expect(await ok(SHOP_PATH.detachTag, { goodsIds: [added.id], labId: tag.id })).toBeNull();
    expect(await ok(SHOP_PATH.removeTag, { id: tag.id })).toBeNull();
    expect(await ok(SHOP_PATH.deleteGoods, { ids: [added.id] })).toBeNull();
  });
});

describe('activity registration answer shapes', () => {
  const strictItem = RegistrationItemSchema.strict();
  const strictRegistration = RegistrationSchema.extend({ items: z.array(strictItem) }).strict();

  it('every registration call, the seller\'s and the operator\'s, answers its schema strictly', async () => {
    const db = t.database.db;
    const seller = await createSignedInUser(db);
    const operator = await createSignedInUser(db);
    await db.update(users).set({ isOperator: true }).where(eq(users.id, operator.userId));
    const ok = async (path: string, body: unknown, headers: Record<string, string> = asCookie(seller)) => {
      const res = await call(path, body, headers);
      expect(res.code, `${path} ${JSON.stringify(res)}`).toBe(0);
      return res.data;
    };
    await ok(SHOP_PATH.create, { name: 'Shape registrant', storeSpace: `shape-reg-${process.pid}` });
    const added = await ok(SHOP_PATH.addGoods, { url: `https://item.taobao.com/item.htm?id=${hoodie.offerId}`, stock: 5 });
    const [activity] = await db.insert(activities).values({ type: 'flash_sale', titles: { en: 'Shape sale' }, descriptions: { en: 'Shapes.' }, rules: {}, startAt: new Date(Date.now() + 86_400_000), endAt: new Date(Date.now() + 2 * 86_400_000), minDiscountPct: 10, capacity: 10 }).returning();

    const products = await ok(REGISTRATION_PATH.userProducts, {});
    expect(z.array(ShopGoodsSchema.extend({ tags: z.array(ShopTagNameSchema.strict()) }).strict()).parse(products)).toEqual(products);
    const preview = await ok(REGISTRATION_PATH.calculate, { activityId: activity!.id, items: [{ shopGoodsId: added.id, activityPriceCny: 90 }] });
    expect(PriceCalculationSchema.extend({ items: z.array(PricedItemSchema.strict()), totals: PriceCalculationSchema.shape.totals.strict() }).strict().parse(preview)).toEqual(preview);
    const registered = await ok(REGISTRATION_PATH.register, { activityId: activity!.id, items: [{ shopGoodsId: added.id, activityPriceCny: 90, stock: 2 }] });
    expect(strictRegistration.parse(registered)).toEqual(registered);
    const mine = await ok(REGISTRATION_PATH.mine, {});
    expect(z.array(strictRegistration.extend({ activity: ActivitySchema.strict() }).strict()).parse(mine)).toEqual(mine);
    const checked = await ok(REGISTRATION_PATH.check.replace(':id', String(activity!.id)), {});
    expect(z.object({ registered: z.boolean(), registration: strictRegistration.nullable() }).strict().parse(checked)).toEqual(checked);
    const goods = await ok(REGISTRATION_PATH.goods, { activityId: activity!.id });
    expect(z.array(strictItem).parse(goods)).toEqual(goods);

    const queue = await ok(ADMIN_PATH.registrationList, { status: 'pending', pageId: 1, pageSize: 10 }, asCookie(operator));
    expect(RegistrationAdminPageSchema.extend({ list: z.array(RegistrationAdminSchema.extend({ items: z.array(strictItem) }).strict()) }).strict().parse(queue)).toEqual(queue);
    const rejected = await ok(ADMIN_PATH.registrationReview, { id: registered.id, decision: 'reject', reason: 'Shapes only.' }, asCookie(operator));
    expect(strictRegistration.parse(rejected)).toEqual(rejected);
    const again = await ok(REGISTRATION_PATH.register, { activityId: activity!.id, items: [{ shopGoodsId: added.id, activityPriceCny: 90, stock: 2 }] });
    const cancelled = await ok(REGISTRATION_PATH.cancel.replace(':id', String(again.id)), {});
    expect(strictRegistration.parse(cancelled)).toEqual(cancelled);

    const agents = await ok(ADMIN_PATH.agentList, {}, asCookie(operator));
    expect(z.array(AgentAdminSchema.extend({ productUrlTemplates: AgentAdminSchema.shape.productUrlTemplates.strict() }).strict()).parse(agents)).toEqual(agents);
  });
  it('every creator call answers its schema strictly', async () => {
    const creator = asCookie(await createSignedInUser(t.database.db));
    const ok = async (path: string, body: unknown) => {
      const res = await call(path, body, creator);
      expect(res.code, `${path} ${JSON.stringify(res)}`).toBe(0);
      return res.data;
    };
    const agents = (await ok(CREATOR_PATH.overview, {})) as AffiliateOverview;
    const cnfans = agents.agents.find((a) => a.agentName === 'CNFans')!;
    const added = await ok(CREATOR_PATH.add, { agentId: cnfans.id, code: 'SHAPE42' });
    expect(CreatorCodeSchema.strict().parse(added)).toEqual(added);
    const edited = await ok(CREATOR_PATH.edit, { id: added.id, code: 'SHAPE43' });
    expect(CreatorCodeSchema.strict().parse(edited)).toEqual(edited);
    const list = await ok(CREATOR_PATH.list, {});
    expect(z.array(CreatorCodeSchema.strict()).parse(list)).toEqual(list);
    const overview = await ok(CREATOR_PATH.overview, {});
    const strictOverview = AffiliateOverviewSchema.extend({
      agents: z.array(AffiliateOverviewSchema.shape.agents.element.strict()),
      clicks: AffiliateOverviewSchema.shape.clicks.extend({ days: z.array(AffiliateOverviewSchema.shape.clicks.shape.days.element.strict()), byAgent: z.array(AffiliateOverviewSchema.shape.clicks.shape.byAgent.element.strict()) }).strict(),
    }).strict();
    expect(strictOverview.parse(overview)).toEqual(overview);
    expect(await ok(CREATOR_PATH.remove, { id: added.id })).toBeNull();
  });
});

describe('programme application answer shapes', () => {
  const strictOut = <S extends typeof InfluencerApplicationOutSchema | typeof SellerApplicationOutSchema>(schema: S, extra: z.ZodRawShape = {}) => schema.extend({ ...extra, details: schema.shape.details.strict() }).strict();
  const strictApplication = z.discriminatedUnion('programme', [strictOut(InfluencerApplicationOutSchema), strictOut(SellerApplicationOutSchema)]);

  it('every application call, the applicant\'s and the operator\'s, answers its schema strictly', async () => {
    const db = t.database.db;
    const applicant = await createSignedInUser(db);
    const operator = await createSignedInUser(db);
    await db.update(users).set({ isOperator: true }).where(eq(users.id, operator.userId));
    const ok = async (path: string, body: unknown, headers: Record<string, string> = asCookie(applicant)) => {
      const res = await call(path, body, headers);
      expect(res.code, `${path} ${JSON.stringify(res)}`).toBe(0);
      return res.data;
    };
    const [hot] = await db.select({ id: categories.id }).from(categories).where(eq(categories.isHot, true)).limit(1);
    const applied = await ok(APPLICATION_PATH.apply, { programme: 'become_seller', storeLinks: ['https://shop123456789.taobao.com/'], categoryIds: [hot!.id], message: 'Shapes.' });
    expect(strictApplication.parse(applied)).toEqual(applied);
    const mine = await ok(APPLICATION_PATH.mine, { programme: 'become_seller' });
    expect(z.object({ application: strictApplication.nullable() }).strict().parse(mine)).toEqual(mine);
    const influencer = await ok(APPLICATION_PATH.apply, { programme: 'influencers', discordInvite: 'discord.gg/shapes', memberCount: 3000, links: [], message: '' });
    expect(strictApplication.parse(influencer)).toEqual(influencer);
    const withdrawn = await ok(APPLICATION_PATH.withdraw, { id: influencer.id });
    expect(strictApplication.parse(withdrawn)).toEqual(withdrawn);

    const extra = { applicantEmail: z.string(), locale: z.string() };
    const list = await ok(ADMIN_PATH.applicationList, { status: 'pending', pageId: 1, pageSize: 10 }, asCookie(operator));
    const strictPage = z.object({ list: z.array(z.discriminatedUnion('programme', [strictOut(InfluencerApplicationOutSchema, extra), strictOut(SellerApplicationOutSchema, extra)])), total: z.number().int(), pageId: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() }).strict();
    expect(strictPage.parse(list)).toEqual(list);
    const reviewed = await ok(ADMIN_PATH.applicationReview, { id: applied.id, decision: 'decline', message: 'Shapes only.' }, asCookie(operator));
    expect(strictApplication.parse(reviewed)).toEqual(reviewed);
  });
});

describe('assistant answer shapes', () => {
  const strictReply = z
    .object({
      answers: z.array(
        z.union([
          ArticleAnswerSchema.strict(),
          GoodsAnswerSchema.extend({ goods: z.array(GoodsCardSchema.strict()) }).strict(),
          ProductAnswerSchema.extend({ goods: GoodsCardSchema.strict().nullable(), offers: z.array(AssistantOfferSchema.strict()) }).strict(),
          LinkRefusedAnswerSchema.strict(),
        ]),
      ),
      suggestions: z.array(AssistantSuggestionSchema.strict()),
    })
    .strict();

  it('S/pub/assistant/ask: every kind of answer and the suggestions parse strictly', async () => {
    const kinds = new Set<string>();
    for (const body of [
      { message: 'What are QC photos?', locale: 'en' },
      { message: 'Shape Test', locale: 'en' },
      { message: `https://item.taobao.com/item.htm?id=${hoodie.offerId}`, locale: 'en' },
      { message: 'https://example.com/a/b', locale: 'en' },
      { message: 'Shape', locale: 'en', mode: 'suggest' },
    ]) {
      const res = await call(ASSISTANT_PATH, body);
      expect(res.code).toBe(0);
      expect(strictReply.parse(res.data)).toEqual(res.data);
      for (const answer of res.data.answers) kinds.add(answer.kind);
      if (body.mode) expect(res.data.suggestions.length).toBeGreaterThan(0);
    }
    expect([...kinds].sort()).toEqual(['article', 'goods', 'link_refused', 'product']);
  });
});

describe('bot answer shapes', () => {
  it('S/add/bot, S/edit/bot, S/get/bot/list and S/delete/bot match the Bot shape key for key (no token, no key)', async () => {
    const user = await createSignedInUser(t.database.db);
    const who = asCookie(user);
    const agentList = (await call(API_PATH.agentList, {})).data as { id: number }[];
    const form = { name: 'Shape Bot', serverId: '123456789012345678', inviteUrl: 'https://discord.gg/shapes', type: 'footer', agentIds: [agentList[0]!.id], publicKey: 'ab'.repeat(32), botToken: 'MTA5ODc2NTQzMjEwOTg3NjU0.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789ABCD' };
    const added = await call(BOT_PATH.add, form, who);
    expect(added.code).toBe(0);
    expect(BotSchema.strict().parse(added.data)).toEqual(added.data);
    const edited = await call(BOT_PATH.edit, { ...form, id: added.data.id, name: 'Shape Bot 2' }, who);
    expect(BotSchema.strict().parse(edited.data)).toEqual(edited.data);
    const list = await call(BOT_PATH.list, {}, who);
    expect(z.array(BotSchema.strict()).parse(list.data)).toEqual(list.data);
    const deleted = await call(BOT_PATH.delete, { id: added.data.id }, who);
    expect(deleted).toEqual({ code: 0, msg: 'Delete Successfully', data: null });
  });
});
