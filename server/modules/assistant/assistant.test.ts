import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_PATH, ASSISTANT_MESSAGE_MAX } from '../../../core/assistant.ts';
import { AssistantReplySchema } from '../../../core/assistant-answers.ts';
import { CATALOGUES } from '../../../core/i18n/catalogues.ts';
import { callApi, createTestApp, signedHeaders } from '../../test-support/test-app.ts';
import { insertGoods } from '../catalog/test-fixtures.ts';
import { ASSISTANT_RATE_LIMIT } from './routes.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let hoodie: { channel: string; offerId: string };

const ask = async (body: unknown, headers: Record<string, string> = {}) => (await callApi(t.app, t.config.SIGN_KEY, ASSISTANT_PATH, body, headers)).body;
const faqOf = (locale: 'en' | 'de' | 'pl' | 'zh', n: number) => (CATALOGUES[locale].legal as unknown as { faq: { items: { q: string; a: string }[] } }).faq.items[n - 1]!;

beforeAll(async () => {
  t = await createTestApp();
  const written = await insertGoods(t.database.db, [
    { titleCn: '助手测试卫衣', titles: { en: 'Assistant Fleece Hoodie', de: 'Assistent Fleece-Kapuzenpullover' }, categoryKey: 'clothing-accessories/hoodies-sweatshirts', priceCny: 129, qcCount: 2 },
    { titleCn: '助手测试夹克', titles: { en: 'Assistant Fleece Jacket' }, categoryKey: 'clothing-accessories/hoodies-sweatshirts', priceCny: 199 },
  ]);
  hoodie = written[0]!;
});
afterAll(async () => t?.close());

describe('S/pub/assistant/ask', () => {
  it('answers an English FAQ question with that entry and a link to it', async () => {
    const res = await ask({ message: 'How long can my items stay in the warehouse?', locale: 'en' });
    expect(res.code).toBe(0);
    const reply = AssistantReplySchema.parse(res.data);
    expect(reply.answers[0]).toEqual({ kind: 'article', source: 'faq', title: faqOf('en', 5).q, text: faqOf('en', 5).a, path: '/faq#faq-5' });
  });

  it('answers the same question in German from the German FAQ (stemmed: "Gebühren" finds "Welche Gebühren fallen an?")', async () => {
    const warehouse = await ask({ message: 'Wie lange bleiben Artikel im Lager?', locale: 'de' });
    expect(warehouse.data.answers[0]).toMatchObject({ kind: 'article', title: faqOf('de', 5).q, path: '/faq#faq-5' });
    const fees = await ask({ message: 'Welche Gebühr zahle ich?', locale: 'de' });
    expect(fees.data.answers[0]).toMatchObject({ kind: 'article', title: faqOf('de', 4).q, text: faqOf('de', 4).a });
  });

  it('answers Polish questions across inflected forms ("wysyłka" finds "linie wysyłkowe")', async () => {
    const shipping = await ask({ message: 'Jak długo trwa wysyłka?', locale: 'pl' });
    expect(shipping.data.answers[0]).toMatchObject({ kind: 'article', title: faqOf('pl', 10).q, path: '/faq#faq-10' });
  });

  it('answers Chinese questions by character pairs', async () => {
    const res = await ask({ message: '仓库存放多久？', locale: 'zh' });
    expect(res.data.answers[0]).toMatchObject({ kind: 'article', title: faqOf('zh', 5).q });
  });

  it('takes the page language from the language header when the body names none', async () => {
    const res = await ask({ message: 'Was ist ein Empfehlungscode?' }, { language: 'de' });
    expect(res.data.answers[0]).toMatchObject({ kind: 'article', title: faqOf('de', 11).q });
  });

  it('answers policy questions with the policy section and its anchor', async () => {
    const res = await ask({ message: 'How do you handle DMCA copyright notices?', locale: 'en' });
    const first = res.data.answers[0];
    expect(first).toMatchObject({ kind: 'article', source: 'policy' });
    expect(first.path).toMatch(/^\/protocol\/dmca#section-\d+$/);
  });

  it('looks goods up by name: cards and the search page', async () => {
    const res = await ask({ message: 'fleece hoodie', locale: 'en' });
    const reply = AssistantReplySchema.parse(res.data);
    const goods = reply.answers[0];
    expect(goods?.kind).toBe('goods');
    if (goods?.kind !== 'goods') return;
    expect(goods.goods[0]).toMatchObject({ offerId: hoodie.offerId, title: 'Assistant Fleece Hoodie' });
    expect(goods.searchPath).toBe('/search-result?keyword=fleece%20hoodie');
  });

  it('reads a pasted marketplace link: the product and every agent buy link with its referral code', async () => {
    const res = await ask({ message: `look at this https://item.taobao.com/item.htm?id=${hoodie.offerId}&spm=a1z10`, locale: 'en' });
    const reply = AssistantReplySchema.parse(res.data);
    expect(reply.answers).toHaveLength(1);
    const product = reply.answers[0];
    if (product?.kind !== 'product') throw new Error(`expected a product answer, got ${product?.kind}`);
    expect(product).toMatchObject({ channel: 'taobao', offerId: hoodie.offerId, productPath: `/products/taobao/${hoodie.offerId}` });
    expect(product.goods?.title).toBe('Assistant Fleece Hoodie');
    expect(product.offers.length).toBeGreaterThan(2);
    for (const offer of product.offers) expect(offer.buyUrl).toContain(hoodie.offerId);
    expect(product.offers.some((o) => o.attribution === 'platform' && o.referralCode)).toBe(true);
  });

  it('reads a link to a product the catalog does not hold: buy links, no product page', async () => {
    const res = await ask({ message: 'https://weidian.com/item.html?itemID=7777777777', locale: 'de' });
    expect(res.data.answers[0]).toMatchObject({ kind: 'product', channel: 'weidian', offerId: '7777777777', goods: null, productPath: null });
    expect(res.data.answers[0].offers.length).toBeGreaterThan(0);
  });

  it('says in the page language why a link cannot be read', async () => {
    const res = await ask({ message: 'https://example.com/some/page', locale: 'de' });
    const reply = AssistantReplySchema.parse(res.data);
    expect(reply.answers[0]).toMatchObject({ kind: 'link_refused', reason: 'unsupported_link' });
    expect(reply.answers[0]).toHaveProperty('message', expect.stringMatching(/\w/));
    const en = await ask({ message: 'https://example.com/some/page', locale: 'en' });
    expect(en.data.answers[0].message).not.toBe((reply.answers[0] as { message: string }).message);
  });

  it('answers nothing it cannot back: an empty list', async () => {
    const res = await ask({ message: 'zzzqqq xxyyzz', locale: 'en' });
    expect(res.code).toBe(0);
    expect(res.data).toEqual({ answers: [], suggestions: [] });
  });

  it('suggests FAQ questions and goods titles for text being typed', async () => {
    const res = await ask({ message: 'warehou', locale: 'en', mode: 'suggest' });
    const reply = AssistantReplySchema.parse(res.data);
    expect(reply.answers).toEqual([]);
    expect(reply.suggestions).toContainEqual({ kind: 'article', text: faqOf('en', 5).q });
    const goods = await ask({ message: 'Assistant Fleece', locale: 'en', mode: 'suggest' });
    expect(goods.data.suggestions).toContainEqual({ kind: 'goods', text: 'Assistant Fleece Hoodie' });
  });

  it('refuses bad input with a clear message and code 400', async () => {
    const empty = await ask({ message: '   ', locale: 'en' });
    expect(empty.code).toBe(400);
    expect(empty.data.fields.message).toBe('Type a question, a product name or a link.');
    const long = await ask({ message: 'a'.repeat(ASSISTANT_MESSAGE_MAX + 1), locale: 'en' });
    expect(long.data.fields.message).toMatch(/too long/);
    const control = await ask({ message: 'hello\u0000world', locale: 'en' });
    expect(control.code).toBe(400);
    expect(control.data.fields.message).toMatch(/control characters/);
    const locale = await ask({ message: 'hello', locale: 'xx' });
    expect(locale.code).toBe(400);
    const german = await ask({ message: '' }, { language: 'de' });
    expect(german.data.fields.message).toBe('Gib eine Frage, einen Produktnamen oder einen Link ein.');
  });

  it('limits questions per address (HTTP 429, the envelope, nothing raw)', async () => {
    const remoteAddress = '203.0.113.77';
    const send = () => t.app.inject({ method: 'POST', url: `/api/${ASSISTANT_PATH}`, remoteAddress, headers: signedHeaders(t.config.SIGN_KEY), payload: JSON.stringify({ message: 'QC', mode: 'suggest' }) });
    for (let i = 0; i < ASSISTANT_RATE_LIMIT.max; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, data: { reason: 'rate_limited' } });
  });
});
