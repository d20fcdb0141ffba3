import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_PATH } from '../../../core/admin-schemas.ts';
import { APPLICATION_PATH, InfluencerApplicationOutSchema, SellerApplicationOutSchema } from '../../../core/application-schemas.ts';
import { auditLog, categories, programmeApplications, users } from '../../../db/schema/index.ts';
import { createSignedInUser, type TestSession } from '../../test-support/sessions.ts';
import { createAccountsTestApp, freshIp } from '../accounts/test-fixtures.ts';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
let operator: TestSession;
let hotIds: number[];

// Each call from an address of its own: the parallel calls send more than one address may per minute (rate limit).
const as = (who: TestSession | null, language?: string) => (path: string, body: unknown = {}) => t.api(path, body, { cookies: who ? { token: who.token } : {}, language, ip: freshIp() });
// The answers, key for key (`.strict()`: no field the schemas do not name).
const StrictApplication = z.discriminatedUnion('programme', [InfluencerApplicationOutSchema.extend({ details: InfluencerApplicationOutSchema.shape.details.strict() }).strict(), SellerApplicationOutSchema.extend({ details: SellerApplicationOutSchema.shape.details.strict() }).strict()]);
const ADMIN_EXTRA = { applicantEmail: z.string(), locale: z.string() };
const StrictAdminPage = z.object({
  list: z.array(z.discriminatedUnion('programme', [InfluencerApplicationOutSchema.extend({ ...ADMIN_EXTRA, details: InfluencerApplicationOutSchema.shape.details.strict() }).strict(), SellerApplicationOutSchema.extend({ ...ADMIN_EXTRA, details: SellerApplicationOutSchema.shape.details.strict() }).strict()])),
  total: z.number().int(),
  pageId: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
}).strict();

const influencer = (overrides: Record<string, unknown> = {}) => ({ programme: 'influencers', discordInvite: 'https://discord.com/invite/Finds-Club', memberCount: 2400, links: ['https://www.youtube.com/@findsclub'], message: 'We post QC daily.', ...overrides });
const seller = (overrides: Record<string, unknown> = {}) => ({ programme: 'become_seller', storeLinks: ['https://shop123456789.taobao.com/', 'https://weidian.com/?userid=1234567'], categoryIds: hotIds.slice(0, 2), message: '', ...overrides });

beforeAll(async () => {
  t = await createAccountsTestApp();
  const { seedReferenceData } = await import('../../../db/seed/reference.ts');
  await seedReferenceData(t.database.db);
  operator = await createSignedInUser(t.database.db);
  await t.database.db.update(users).set({ isOperator: true }).where(eq(users.id, operator.userId));
  hotIds = (await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.isHot, true))).map((c) => c.id);
});
afterAll(async () => {
  await t.close();
});

describe('S/add/programme/application', () => {
  it('an influencer applies: pending, the invite stored as its canonical link; the answer has exactly its fields', async () => {
    const user = await createSignedInUser(t.database.db);
    const res = await as(user)(APPLICATION_PATH.apply, influencer());
    expect(res.body).toMatchObject({ code: 0, msg: 'Application submitted', data: { programme: 'influencers', status: 'pending', message: 'We post QC daily.', reviewMessage: null, reviewedAt: null, details: { discordInvite: 'https://discord.gg/Finds-Club', memberCount: 2400, links: ['https://www.youtube.com/@findsclub'] } } });
    StrictApplication.parse(res.body.data);
  });

  it('a seller applies with store links the link engine reads: each shop stored as the engine read it, duplicates once', async () => {
    const user = await createSignedInUser(t.database.db);
    const res = await as(user, 'de')(APPLICATION_PATH.apply, seller({ storeLinks: ['https://shop123456789.taobao.com/', 'https://shop123456789.taobao.com/?spm=a1z10', 'https://weidian.com/?userid=1234567'] }));
    expect(res.body.code).toBe(0);
    StrictApplication.parse(res.body.data);
    expect(res.body.data.details).toEqual({ stores: [{ channel: 'taobao', shopId: '123456789', url: 'https://shop123456789.taobao.com/' }, { channel: 'weidian', shopId: '1234567', url: expect.stringContaining('1234567') }], categoryIds: hotIds.slice(0, 2) });
    const [row] = await t.database.db.select().from(programmeApplications).where(eq(programmeApplications.id, res.body.data.id));
    expect(row!.locale).toBe('de');
  });

  it('validates with the shared schema, field by field, in the caller\'s language', async () => {
    const user = await createSignedInUser(t.database.db);
    const call = as(user);
    const cases: [unknown, string, string][] = [
      [influencer({ discordInvite: 'https://example.com/invite/x' }), 'discordInvite', "Enter your Discord server's invite link, like https://discord.gg/yourserver."],
      [influencer({ memberCount: 0 }), 'memberCount', 'Enter how many members your server has, as a whole number.'],
      [influencer({ memberCount: 12.5 }), 'memberCount', 'Enter how many members your server has, as a whole number.'],
      [influencer({ links: ['javascript:alert(1)'] }), 'links.0', 'Enter each link as a full web address starting with https://.'],
      [influencer({ links: Array.from({ length: 6 }, (_, i) => `https://x${i}.example.com`) }), 'links', 'Add at most 5 links.'],
      [influencer({ message: 'x'.repeat(2001) }), 'message', 'Keep the message under 2,000 characters.'],
      [seller({ storeLinks: [] }), 'storeLinks', 'Add at least one link to your store on Taobao, Weidian or 1688.'],
      [seller({ storeLinks: ['https://item.taobao.com/item.htm?id=123456789'] }), 'storeLinks.0', 'One of these is not a link to a store on Taobao, Weidian or 1688.'],
      [seller({ categoryIds: [] }), 'categoryIds', 'Choose at least one category.'],
      [seller({ categoryIds: [999_999] }), 'categoryIds', 'Choose categories from the list.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(APPLICATION_PATH.apply, body);
      expect(res.body, JSON.stringify(body).slice(0, 120)).toMatchObject({ code: 400, data: { fields: { [field]: message } } });
    }
    expect((await call(APPLICATION_PATH.apply, { programme: 'astronauts' })).body.code).toBe(400);
    const german = await as(user, 'de')(APPLICATION_PATH.apply, influencer({ memberCount: -1 }));
    expect(german.body.data.fields.memberCount).toBe('Gib die Mitgliederzahl deines Servers als ganze Zahl ein.');
    expect(await t.database.db.select().from(programmeApplications).where(eq(programmeApplications.userId, user.userId))).toEqual([]);
  });

  it('401 for a visitor', async () => {
    expect((await as(null)(APPLICATION_PATH.apply, influencer())).body).toMatchObject({ code: 401 });
    expect((await as(null)(APPLICATION_PATH.mine, { programme: 'influencers' })).body).toMatchObject({ code: 401 });
    expect((await as(null)(APPLICATION_PATH.withdraw, { id: 1 })).body).toMatchObject({ code: 401 });
  });

  it('one open application per user and programme: a second → 409 already_applied; the other programme is separate', async () => {
    const user = await createSignedInUser(t.database.db);
    expect((await as(user)(APPLICATION_PATH.apply, influencer())).body.code).toBe(0);
    expect((await as(user)(APPLICATION_PATH.apply, influencer({ memberCount: 9000 }))).body).toMatchObject({ code: 409, msg: 'You already have an open application for this programme.', data: { reason: 'already_applied', status: 'pending' } });
    expect((await as(user)(APPLICATION_PATH.apply, seller())).body.code).toBe(0);
  });

  it('100 submissions of one user at once end with one application', async () => {
    const user = await createSignedInUser(t.database.db);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => as(user)(APPLICATION_PATH.apply, influencer({ memberCount: 2000 + i }))));
    const codes = answers.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    const rows = await t.database.db.select().from(programmeApplications).where(and(eq(programmeApplications.userId, user.userId), eq(programmeApplications.programme, 'influencers')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(answers.find((r) => r.body.code === 0)!.body.data.id);
  });
});

describe('the open-application rule is the database\'s', () => {
  it('a second open row for the same user and programme is refused by the partial unique index; a closed one is not', async () => {
    const user = await createSignedInUser(t.database.db);
    const row = { programme: 'influencers', userId: user.userId, details: {} };
    await t.database.db.insert(programmeApplications).values({ ...row, status: 'declined' });
    await t.database.db.insert(programmeApplications).values({ ...row, status: 'pending' });
    await expect(t.database.db.insert(programmeApplications).values({ ...row, status: 'accepted' })).rejects.toMatchObject({ cause: { code: '23505' } });
    await t.database.db.insert(programmeApplications).values({ ...row, programme: 'become_seller', status: 'pending' });
  });
});

describe('the applicant\'s own application', () => {
  it('mine: null before applying, then the open one; never another user\'s', async () => {
    const a = await createSignedInUser(t.database.db);
    const b = await createSignedInUser(t.database.db);
    expect((await as(a)(APPLICATION_PATH.mine, { programme: 'influencers' })).body).toEqual({ code: 0, msg: expect.any(String), data: { application: null } });
    const applied = (await as(a)(APPLICATION_PATH.apply, influencer())).body.data;
    const mine = await as(a)(APPLICATION_PATH.mine, { programme: 'influencers' });
    StrictApplication.parse(mine.body.data.application);
    expect(mine.body.data.application).toEqual(applied);
    expect((await as(a)(APPLICATION_PATH.mine, { programme: 'become_seller' })).body.data).toEqual({ application: null });
    expect((await as(b)(APPLICATION_PATH.mine, { programme: 'influencers' })).body.data).toEqual({ application: null });
    expect((await as(a)(APPLICATION_PATH.mine, { programme: 'nope' })).body.code).toBe(400);
  });

  it('withdraw: only one\'s own (404 for another user\'s, like an unknown id), only while pending; then a new one may follow', async () => {
    const a = await createSignedInUser(t.database.db);
    const b = await createSignedInUser(t.database.db);
    const applied = (await as(a)(APPLICATION_PATH.apply, influencer())).body.data;
    expect((await as(b)(APPLICATION_PATH.withdraw, { id: applied.id })).body).toMatchObject({ code: 404, msg: 'Application not found.', data: { reason: 'not_found' } });
    expect((await as(b)(APPLICATION_PATH.withdraw, { id: 999_999 })).body).toMatchObject({ code: 404, data: { reason: 'not_found' } });
    const withdrawn = await as(a)(APPLICATION_PATH.withdraw, { id: applied.id });
    expect(withdrawn.body).toMatchObject({ code: 0, msg: 'Application withdrawn', data: { id: applied.id, status: 'withdrawn' } });
    StrictApplication.parse(withdrawn.body.data);
    expect((await as(a)(APPLICATION_PATH.withdraw, { id: applied.id })).body).toMatchObject({ code: 409, data: { reason: 'invalid_transition', status: 'withdrawn' } });
    const again = (await as(a)(APPLICATION_PATH.apply, influencer())).body;
    expect(again).toMatchObject({ code: 0, data: { status: 'pending' } });
    expect(again.data.id).not.toBe(applied.id);
    expect((await as(a)(APPLICATION_PATH.mine, { programme: 'influencers' })).body.data.application.id).toBe(again.data.id);
  });
});

describe('the operator\'s review', () => {
  it('403 for a non-operator on both console calls', async () => {
    const user = await createSignedInUser(t.database.db);
    const applied = (await as(user)(APPLICATION_PATH.apply, influencer())).body.data;
    expect((await as(user)(ADMIN_PATH.applicationList, { pageId: 1, pageSize: 10 })).body).toMatchObject({ code: 403, data: { reason: 'operator_only' } });
    expect((await as(user)(ADMIN_PATH.applicationReview, { id: applied.id, decision: 'accept' })).body).toMatchObject({ code: 403 });
    expect((await as(null)(ADMIN_PATH.applicationList, { pageId: 1, pageSize: 10 })).body.code).toBe(401);
  });

  it('lists by programme and status, oldest first, paged, with the applicant\'s email and language', async () => {
    const a = await createSignedInUser(t.database.db);
    const b = await createSignedInUser(t.database.db);
    const first = (await as(a, 'fr')(APPLICATION_PATH.apply, seller())).body.data;
    const second = (await as(b, 'pl')(APPLICATION_PATH.apply, seller())).body.data;
    const all = await as(operator)(ADMIN_PATH.applicationList, { programme: 'become_seller', status: 'pending', pageId: 1, pageSize: 60 });
    StrictAdminPage.parse(all.body.data);
    const ids = all.body.data.list.map((r: { id: number }) => r.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(all.body.data.list.every((r: { programme: string; status: string }) => r.programme === 'become_seller' && r.status === 'pending')).toBe(true);
    expect(all.body.data.list.find((r: { id: number }) => r.id === first.id)).toMatchObject({ applicantEmail: a.email, locale: 'fr' });
    const influencers = await as(operator)(ADMIN_PATH.applicationList, { programme: 'influencers', pageId: 1, pageSize: 60 });
    expect(influencers.body.data.list.every((r: { programme: string }) => r.programme === 'influencers')).toBe(true);
    // Paging: one per page, the total counts them all.
    const page1 = (await as(operator)(ADMIN_PATH.applicationList, { programme: 'become_seller', status: 'pending', pageId: 1, pageSize: 1 })).body.data;
    const page2 = (await as(operator)(ADMIN_PATH.applicationList, { programme: 'become_seller', status: 'pending', pageId: 2, pageSize: 1 })).body.data;
    expect(page1).toMatchObject({ total: all.body.data.total, pageId: 1, pageSize: 1, hasMore: true });
    expect(page1.list).toHaveLength(1);
    expect(page2.list[0].id).not.toBe(page1.list[0].id);
    expect((await as(operator)(ADMIN_PATH.applicationList, { status: 'sleeping', pageId: 1, pageSize: 10 })).body.code).toBe(400);
  });

  it('accept (with a message) and decline (message required): audited, mailed in the applicant\'s language, seen by the applicant', async () => {
    const a = await createSignedInUser(t.database.db);
    const b = await createSignedInUser(t.database.db);
    const appA = (await as(a, 'de')(APPLICATION_PATH.apply, influencer())).body.data;
    const appB = (await as(b, 'zh')(APPLICATION_PATH.apply, seller())).body.data;

    const noMessage = await as(operator)(ADMIN_PATH.applicationReview, { id: appB.id, decision: 'decline', message: '  ' });
    expect(noMessage.body).toMatchObject({ code: 400, data: { fields: { message: 'Write a message: the applicant will read why they were declined.' } } });

    const mails = t.outbox.messages.length;
    const accepted = await as(operator)(ADMIN_PATH.applicationReview, { id: appA.id, decision: 'accept', message: 'Welcome! Ping @ops on our Discord.' });
    expect(accepted.body).toMatchObject({ code: 0, msg: 'Application accepted', data: { id: appA.id, status: 'accepted', reviewMessage: 'Welcome! Ping @ops on our Discord.', reviewedAt: expect.any(String) } });
    StrictApplication.parse(accepted.body.data);
    const declined = await as(operator)(ADMIN_PATH.applicationReview, { id: appB.id, decision: 'decline', message: 'Please add a store with at least 20 listings.' });
    expect(declined.body).toMatchObject({ code: 0, msg: 'Application declined', data: { status: 'declined', reviewMessage: 'Please add a store with at least 20 listings.' } });

    const sent = t.outbox.messages.slice(mails);
    const toA = sent.find((m) => m.to === a.email)!;
    expect(toA.subject).toBe('Deine Bewerbung für das Influencer-Programm ist angenommen');
    expect(toA.text).toContain('Nachricht unseres Teams: Welcome! Ping @ops on our Discord.');
    expect(toA.text).toContain('/de/activity/influencers');
    const toB = sent.find((m) => m.to === b.email)!;
    expect(toB.subject).toBe('你的卖家计划申请未通过');
    expect(toB.text).toContain('我们团队的留言：Please add a store with at least 20 listings.');
    expect(toB.text).toContain('/zh/activity/become-a-seller');

    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.target, `application:${appB.id}`))).toMatchObject([
      { action: 'application.decline', actorEmail: operator.email, before: { status: 'pending', reviewMessage: null }, after: { status: 'declined', reviewMessage: 'Please add a store with at least 20 listings.' } },
    ]);
    // The applicant sees the decision and the message.
    expect((await as(a)(APPLICATION_PATH.mine, { programme: 'influencers' })).body.data.application).toMatchObject({ status: 'accepted', reviewMessage: 'Welcome! Ping @ops on our Discord.' });
    // Final states stay final; accepted blocks a new application, declined does not.
    expect((await as(operator)(ADMIN_PATH.applicationReview, { id: appA.id, decision: 'decline', message: 'x' })).body).toMatchObject({ code: 409, data: { reason: 'invalid_transition', status: 'accepted' } });
    expect((await as(a)(APPLICATION_PATH.withdraw, { id: appA.id })).body).toMatchObject({ code: 409 });
    expect((await as(a)(APPLICATION_PATH.apply, influencer())).body).toMatchObject({ code: 409, data: { reason: 'already_applied', status: 'accepted' } });
    expect((await as(b)(APPLICATION_PATH.apply, seller())).body.code).toBe(0);
    expect((await as(operator)(ADMIN_PATH.applicationReview, { id: 999_999, decision: 'accept' })).body.code).toBe(404);
  });

  it('an accept without a message is fine; the mail then has none', async () => {
    const a = await createSignedInUser(t.database.db);
    const app = (await as(a)(APPLICATION_PATH.apply, seller())).body.data;
    const mails = t.outbox.messages.length;
    expect((await as(operator)(ADMIN_PATH.applicationReview, { id: app.id, decision: 'accept' })).body).toMatchObject({ code: 0, data: { status: 'accepted', reviewMessage: null } });
    const [mail] = t.outbox.messages.slice(mails).filter((m) => m.to === a.email);
    expect(mail!.subject).toBe('Your seller programme application is accepted');
    expect(mail!.text).not.toContain('Message from our team');
  });

  it('200 reviews of one application at once: one wins, one audit row, one mail', async () => {
    const a = await createSignedInUser(t.database.db);
    const app = (await as(a)(APPLICATION_PATH.apply, influencer())).body.data;
    const mails = t.outbox.messages.length;
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => as(operator)(ADMIN_PATH.applicationReview, i % 2 ? { id: app.id, decision: 'accept' } : { id: app.id, decision: 'decline', message: 'No.' })));
    expect(answers.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.body.code === 409)).toHaveLength(199);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.target, `application:${app.id}`))).toHaveLength(1);
    expect(t.outbox.messages.slice(mails).filter((m) => m.to === a.email)).toHaveLength(1);
  });
});
