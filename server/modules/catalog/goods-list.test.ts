import { sql } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PATH } from '../../../core/api.ts';
import { callApi, createTestApp, signedHeaders } from '../../test-support/test-app.ts';
import { categoryId, insertGoods, type GoodsFixture } from './test-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const list = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callApi(t.app, t.config.SIGN_KEY, CATALOG_PATH.goodsList, { pageId: 1, pageSize: 60, ...body }, headers);
const feed = (body: Record<string, unknown>) => callApi(t.app, t.config.SIGN_KEY, CATALOG_PATH.defaultGoodsList, body);
const titlesOf = (data: { list: { title: string }[] }) => data.list.map((g) => g.title);

const HOODIES = 'clothing-accessories/hoodies-sweatshirts';
const TEES = 'clothing-accessories/t-shirts-tops';
const SNEAKERS = 'shoes/sneakers';
const PAGING = 'other-general-goods/stationery';

const g = (en: string, cn: string, key: string, patch: Partial<GoodsFixture> = {}): GoodsFixture => ({
  titleCn: cn,
  titles: { en, de: `${en} (DE)` },
  categoryKey: key,
  ...patch,
});

const FIXTURES: GoodsFixture[] = [
  g('Fleece Hoodie with Hood', '加绒连帽卫衣男', HOODIES, { soldCount: 500, qcCount: 3, priceCny: 71.2, titles: { en: 'Fleece Hoodie with Hood', de: 'Kapuzenpullover aus Fleece', ru: 'Флисовое худи с капюшоном' } }),
  g('Oversized Hoodie', '宽松卫衣女', HOODIES, { soldCount: 900, qcCount: 2, priceCny: 142.4 }),
  g('Hoodie with Fleece Lining', '抓绒内里外套', HOODIES, { soldCount: 2000, qcCount: 1, priceCny: 35.6 }),
  g('Hoodei Streetwear Tee', '街头短袖', TEES, { soldCount: 1, qcCount: 1, priceCny: 50 }),
  g('Cotton T-Shirt', '纯棉短袖T恤', TEES, { soldCount: 300, qcCount: 4, priceCny: 39 }),
  g('Running Sneakers', '休闲运动鞋', SNEAKERS, { soldCount: 1000, qcCount: 0, priceCny: 299 }),
  g('Leather Sneakers Low', '真皮低帮板鞋', SNEAKERS, { soldCount: 10, qcCount: 2, priceCny: 399 }),
  { titleCn: '无英文标题的卫衣', titles: {}, categoryKey: HOODIES, soldCount: 5, qcCount: 1, priceCny: 250 },
];

/** 47 goods with few distinct sold counts, prices and dates: paging must break the ties by id. */
const PAGING_FIXTURES: GoodsFixture[] = Array.from({ length: 47 }, (_, i) => ({
  titleCn: `分页测试文具${i}`,
  titles: { en: `Pagingtest Notebook ${i}` },
  categoryKey: PAGING,
  soldCount: (i % 3) * 10,
  priceCny: 10 + (i % 4),
  qcCount: 1,
  createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 5))),
}));

beforeAll(async () => {
  t = await createTestApp();
  await insertGoods(t.database.db, [...FIXTURES, ...PAGING_FIXTURES]);
});
afterAll(async () => {
  await t.close();
});

describe('S/pub/get/goods/list: search by name', () => {
  it('finds goods by an English word, as a prefix, best sellers first', async () => {
    const { body } = await list({ keyword: 'hood' });
    expect(body.code).toBe(0);
    expect(titlesOf(body.data)).toEqual(['Hoodie with Fleece Lining', 'Oversized Hoodie', 'Fleece Hoodie with Hood', 'Hoodei Streetwear Tee']);
    expect(body.data.total).toBe(4);
  });

  it('ranks goods holding the exact phrase above goods holding its words apart', async () => {
    const { body } = await list({ keyword: 'Fleece Hoodie' });
    // "Hoodie with Fleece Lining" sells more, but only the first holds "fleece hoodie".
    expect(titlesOf(body.data)).toEqual(['Fleece Hoodie with Hood', 'Hoodie with Fleece Lining']);
  });

  it('tolerates a typo: "hoodei" finds hoodies, after the exact match of the word', async () => {
    const { body } = await list({ keyword: 'hoodei' });
    expect(body.code).toBe(0);
    const titles = titlesOf(body.data);
    expect(titles[0]).toBe('Hoodei Streetwear Tee'); // the exact word beats the corrections despite 1 sale
    expect(titles.slice(1, 4)).toEqual(['Hoodie with Fleece Lining', 'Oversized Hoodie', 'Fleece Hoodie with Hood']);
    expect(body.data.total).toBe(titles.length);
    expect(body.data.correctedKeyword).toBeUndefined(); // the word as typed matched something
  });

  it('corrects a misspelt word that matches nothing and says what it searched for', async () => {
    const { body } = await list({ keyword: 'sneakres' });
    expect(titlesOf(body.data)).toEqual(['Leather Sneakers Low']);
    expect(body.data.correctedKeyword).toBe('sneakers');
  });

  it('finds a Chinese fragment inside a title without spaces', async () => {
    const { body } = await list({ keyword: '卫衣' });
    expect(body.data.list.map((x: { titleCn: string }) => x.titleCn).sort()).toEqual(['加绒连帽卫衣男', '宽松卫衣女', '无英文标题的卫衣'].sort());
    expect((await list({ keyword: '连帽卫衣' })).body.data.list.map((x: { titleCn: string }) => x.titleCn)).toEqual(['加绒连帽卫衣男']);
    // The bigrams 连帽 and 卫衣 both occur in 加绒连帽卫衣男, but not the run 帽连卫衣.
    expect((await list({ keyword: '帽连卫衣' })).body.data.total).toBe(0);
  });

  it('finds one Chinese character, wherever it sits in the title', async () => {
    const { body } = await list({ keyword: '鞋', showNoQc: true });
    expect(titlesOf(body.data)).toEqual(['Running Sneakers', 'Leather Sneakers Low']);
  });

  it('matches a keyword mixing Chinese and English', async () => {
    expect(titlesOf((await list({ keyword: 'oversized 卫衣' })).body.data)).toEqual(['Oversized Hoodie']);
  });

  it('finds goods by their title in another language', async () => {
    const { body } = await list({ keyword: 'флисовое' });
    expect(titlesOf(body.data)).toEqual(['Fleece Hoodie with Hood']);
    expect(titlesOf((await list({ keyword: 'Kapuzenpullover' })).body.data)).toEqual(['Fleece Hoodie with Hood']);
  });

  it('answers titles in the language of the request, falling back to English, then the Chinese title', async () => {
    const de = await list({ keyword: 'hood' }, { language: 'de' });
    expect(titlesOf(de.body.data)).toContain('Kapuzenpullover aus Fleece');
    const pl = await list({ keyword: 'hood' }, { language: 'pl' });
    expect(titlesOf(pl.body.data)).toContain('Fleece Hoodie with Hood');
    const cnOnly = await list({ keyword: '无英文标题' });
    expect(cnOnly.body.data.list[0]).toMatchObject({ title: '无英文标题的卫衣', titleCn: '无英文标题的卫衣' });
  });

  it('answers a cached page in the language of each request, byte for byte the same for the same language', async () => {
    const raw = (language: string) =>
      t.app.inject({ method: 'POST', url: `/api/${CATALOG_PATH.goodsList}`, headers: { ...signedHeaders(t.config.SIGN_KEY), 'content-type': 'application/json', language }, payload: { keyword: 'fleece', pageId: 1, pageSize: 60 } });
    const en1 = await raw('en');
    const de = await raw('de');
    const en2 = await raw('en');
    expect(en1.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(en2.body).toBe(en1.body);
    expect(de.body).not.toBe(en1.body);
    expect(de.json().msg).not.toBe(en1.json().msg);
    expect(titlesOf(de.json().data)).toContain('Kapuzenpullover aus Fleece');
    expect(titlesOf(en2.json().data)).toContain('Fleece Hoodie with Hood');
    expect(Number(en1.headers['content-length'])).toBe(Buffer.byteLength(en1.body));
  });

  it('answers every GoodsCard field', async () => {
    const { body } = await list({ keyword: 'Cotton' });
    expect(body.data.list).toEqual([
      {
        channel: 'taobao',
        offerId: expect.stringMatching(/^\d+$/),
        title: 'Cotton T-Shirt',
        titleCn: '纯棉短袖T恤',
        image: expect.stringMatching(/^demo\/goods\/\d+\.svg$/),
        priceCny: 39,
        soldCount: 300,
        viewCount: 0,
        qcCount: 4,
        categoryId: await categoryId(t.database.db, TEES),
        outOfStock: false,
      },
    ]);
    expect(body.data).toMatchObject({ total: 1, pageId: 1, pageSize: 60, hasMore: false });
  });

  it('treats SQL and HTML in the keyword as plain text', async () => {
    const injection = await list({ keyword: "'; drop table goods;--" });
    expect(injection.body.code).toBe(0);
    expect(injection.body.data.total).toBe(0);
    const html = await list({ keyword: '<script>alert(1)</script>' });
    expect(html.body.code).toBe(0);
    expect(html.body.data.list).toEqual([]);
    expect((await list({ keyword: 'Cotton' })).body.data.total).toBe(1); // the table is still there
  });

  it('answers an empty list for a keyword of punctuation only', async () => {
    const { body } = await list({ keyword: '%%% ___ ***' });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ list: [], total: 0, hasMore: false });
  });

  it('answers the product of a pasted link instead of searching the link as text', async () => {
    const [tee] = (await list({ keyword: 'Cotton' })).body.data.list;
    const byLink = await list({ keyword: `https://item.taobao.com/item.htm?id=${tee.offerId}&spm=a1z10` });
    expect(byLink.body.data).toMatchObject({ total: 1, list: [{ offerId: tee.offerId, title: 'Cotton T-Shirt' }] });
    const unknown = await list({ keyword: 'https://item.taobao.com/item.htm?id=99999999999' });
    expect(unknown.body.data).toMatchObject({ total: 0, list: [] });
    const notAProduct = await list({ keyword: 'https://example.com/some/page' });
    expect(notAProduct.body.data).toMatchObject({ total: 0, list: [] });
  });
});

describe('S/pub/get/goods/list: filters', () => {
  it('hides goods without QC photos unless showNoQc is true', async () => {
    expect(titlesOf((await list({ keyword: 'sneakers' })).body.data)).toEqual(['Leather Sneakers Low']);
    expect(titlesOf((await list({ keyword: 'sneakers', showNoQc: true })).body.data)).toEqual(['Running Sneakers', 'Leather Sneakers Low']);
  });

  it('filters by a sub-category', async () => {
    const hoodies = await categoryId(t.database.db, HOODIES);
    const { body } = await list({ categoryId: hoodies });
    expect(body.data.total).toBe(4);
    expect(body.data.list.every((x: { categoryId: number }) => x.categoryId === hoodies)).toBe(true);
  });

  it('filters by a hot category including all its sub-categories', async () => {
    const clothing = await categoryId(t.database.db, 'clothing-accessories');
    const { body } = await list({ categoryId: clothing });
    expect(body.data.total).toBe(6); // the 4 hoodies and 2 tees
    expect(new Set(body.data.list.map((x: { categoryId: number }) => x.categoryId))).toEqual(
      new Set([await categoryId(t.database.db, HOODIES), await categoryId(t.database.db, TEES)]),
    );
  });

  it('filters by price in the request currency, converted with the rate table', async () => {
    const byPrice = async (body: Record<string, unknown>) => titlesOf((await list({ categoryId: await categoryId(t.database.db, HOODIES), sort: 'price_asc', ...body })).body.data);
    // USD rate 7.12 CNY: $6–$15 is ¥42.72–¥106.80; the hoodies cost ¥35.60, ¥71.20, ¥142.40 and ¥250.
    expect(await byPrice({ minPrice: 6, maxPrice: 15, currency: 'USD' })).toEqual(['Fleece Hoodie with Hood']);
    // Bounds are inclusive: exactly $10 = ¥71.20.
    expect(await byPrice({ minPrice: 10, maxPrice: 10, currency: 'usd' })).toEqual(['Fleece Hoodie with Hood']);
    expect(await byPrice({ minPrice: 100 })).toEqual(['Oversized Hoodie', '无英文标题的卫衣']); // CNY by default
    expect(await byPrice({ maxPrice: 40 })).toEqual(['Hoodie with Fleece Lining']);
    expect(await byPrice({ minPrice: 5, currency: 'EUR' })).toEqual(['Fleece Hoodie with Hood', 'Oversized Hoodie', '无英文标题的卫衣']); // ≥ ¥38.60
  });

  it('follows an operator’s rate change', async () => {
    // Reference data is cached for a minute in a running app: a fresh app reads the edited rate.
    const fresh = await createTestApp();
    try {
      await fresh.database.db.execute(sql`update currencies set rate = 14.24 where code = 'GBP'`);
      await insertGoods(fresh.database.db, [g('Rate Probe', '汇率测试', TEES, { priceCny: 71.2 })]);
      const res = await callApi(fresh.app, fresh.config.SIGN_KEY, CATALOG_PATH.goodsList, { pageId: 1, pageSize: 10, minPrice: 5, maxPrice: 5, currency: 'GBP' });
      expect(titlesOf(res.body.data)).toEqual(['Rate Probe']);
    } finally {
      await fresh.close();
    }
  });
});

describe('S/pub/get/goods/list: sorting and paging', () => {
  const walk = async (body: Record<string, unknown>, pageSize: number) => {
    const seen: string[] = [];
    let total = -1;
    for (let pageId = 1; pageId < 50; pageId++) {
      const res = await list({ ...body, pageId, pageSize });
      expect(res.body.code).toBe(0);
      total = res.body.data.total;
      seen.push(...res.body.data.list.map((x: { offerId: string }) => x.offerId));
      if (!res.body.data.hasMore) break;
    }
    return { seen, total };
  };

  for (const sort of ['relevance', 'sales', 'price_asc', 'price_desc', 'newest']) {
    it(`pages through every match exactly once when sorted by ${sort}`, async () => {
      const { seen, total } = await walk({ keyword: 'pagingtest', sort }, 10);
      expect(total).toBe(47);
      expect(seen).toHaveLength(47);
      expect(new Set(seen).size).toBe(47);
      const browse = await walk({ categoryId: await categoryId(t.database.db, PAGING), sort }, 7);
      expect(browse.total).toBe(47);
      expect(new Set(browse.seen).size).toBe(47);
    });
  }

  it('sorts by sales, price up, price down and newest', async () => {
    const cards = async (sort: string) => (await list({ keyword: 'pagingtest', sort })).body.data.list as { soldCount: number; priceCny: number }[];
    const isSorted = (values: number[], dir: 1 | -1) => values.every((v, i) => i === 0 || dir * (v - values[i - 1]!) >= 0);
    expect(isSorted((await cards('sales')).map((c) => c.soldCount), -1)).toBe(true);
    expect(isSorted((await cards('price_asc')).map((c) => c.priceCny), 1)).toBe(true);
    expect(isSorted((await cards('price_desc')).map((c) => c.priceCny), -1)).toBe(true);
    const newest = await list({ keyword: 'pagingtest', sort: 'newest', pageSize: 5 });
    // Created on 1–5 January: the first five are the ones of 5 January (i % 5 === 4).
    expect(titlesOf(newest.body.data).every((title) => Number(title.split(' ').pop()) % 5 === 4)).toBe(true);
  });

  it('answers an exact total and hasMore', async () => {
    const first = await list({ keyword: 'pagingtest', pageSize: 20, pageId: 1 });
    expect(first.body.data).toMatchObject({ total: 47, pageId: 1, pageSize: 20, hasMore: true });
    const last = await list({ keyword: 'pagingtest', pageSize: 20, pageId: 3 });
    expect(last.body.data).toMatchObject({ total: 47, hasMore: false });
    expect(last.body.data.list).toHaveLength(7);
    const beyond = await list({ keyword: 'pagingtest', pageSize: 20, pageId: 4 });
    expect(beyond.body.data).toMatchObject({ total: 47, list: [], hasMore: false });
  });
});

describe('S/pub/get/goods/list: bad input', () => {
  const refused = async (body: Record<string, unknown>, field: string, headers: Record<string, string> = {}) => {
    const res = await callApi(t.app, t.config.SIGN_KEY, CATALOG_PATH.goodsList, body, headers);
    expect(res.status).toBe(200);
    expect(res.body.code, JSON.stringify(body)).toBe(400);
    expect(res.body.data.fields[field], JSON.stringify(res.body.data)).toEqual(expect.any(String));
    return res.body;
  };

  it('refuses missing or mistyped paging fields', async () => {
    await refused({ pageSize: 10 }, 'pageId');
    await refused({ pageId: 1 }, 'pageSize');
    await refused({ pageId: '1', pageSize: 10 }, 'pageId');
    await refused({ pageId: 1.5, pageSize: 10 }, 'pageId');
  });

  it('refuses pageSize 0 or 1000 and pageId 0', async () => {
    await refused({ pageId: 1, pageSize: 0 }, 'pageSize');
    await refused({ pageId: 1, pageSize: 1000 }, 'pageSize');
    await refused({ pageId: 0, pageSize: 10 }, 'pageId');
    await refused({ pageId: 10_000, pageSize: 60 }, 'pageId'); // beyond the result window
  });

  it('refuses a keyword over 200 characters or of the wrong type', async () => {
    await refused({ pageId: 1, pageSize: 10, keyword: 'a'.repeat(201) }, 'keyword');
    await refused({ pageId: 1, pageSize: 10, keyword: 42 }, 'keyword');
    expect((await list({ keyword: 'a'.repeat(200) })).body.code).toBe(0);
  });

  it('refuses a minimum price above the maximum, with a message on the field', async () => {
    const body = await refused({ pageId: 1, pageSize: 10, minPrice: 20, maxPrice: 10 }, 'maxPrice');
    expect(body.data.fields.minPrice).toBeUndefined();
    expect(body.data.fields.maxPrice).toBe('The minimum price cannot be higher than the maximum price.');
    await refused({ pageId: 1, pageSize: 10, minPrice: -1 }, 'minPrice');
  });

  it('refuses an unknown category with a clear, translated message', async () => {
    const body = await refused({ pageId: 1, pageSize: 10, categoryId: 999_999 }, 'categoryId');
    expect(body.msg).toBe('This category does not exist.');
    expect(body.data.reason).toBe('unknown_category');
    const de = await refused({ pageId: 1, pageSize: 10, categoryId: 999_999 }, 'categoryId', { language: 'de' });
    expect(de.msg).toBe('Diese Kategorie gibt es nicht.');
    expect(de.data.fields.categoryId).toBe('Diese Kategorie gibt es nicht.');
  });

  it('refuses an unknown or malformed currency', async () => {
    const body = await refused({ pageId: 1, pageSize: 10, minPrice: 1, currency: 'XYZ' }, 'currency');
    expect(body).toMatchObject({ msg: 'This currency is not supported.', data: { reason: 'unknown_currency' } });
    await refused({ pageId: 1, pageSize: 10, currency: 'XYZ' }, 'currency');
    await refused({ pageId: 1, pageSize: 10, currency: '12$' }, 'currency');
  });

  it('refuses a sort it does not know', async () => {
    await refused({ pageId: 1, pageSize: 10, sort: 'cheapest' }, 'sort');
  });
});

describe('S/pub/get/default/goods/list: the home feed', () => {
  it('lists goods with QC photos first, in stock first, then by sold count', async () => {
    const db = t.database.db;
    const extra = await insertGoods(db, [
      g('Feed Out Of Stock Star', '缺货爆款', TEES, { soldCount: 1_000_000, qcCount: 5, outOfStock: true }),
      g('Feed No QC Star', '无质检爆款', TEES, { soldCount: 2_000_000, qcCount: 0 }),
      g('Feed In Stock Star', '有货爆款', TEES, { soldCount: 900_000, qcCount: 1 }),
    ]);
    expect(extra).toHaveLength(3);
    const all: { title: string; qcCount: number; outOfStock: boolean; soldCount: number }[] = [];
    for (let pageId = 1; ; pageId++) {
      const { body } = await feed({ pageId, pageSize: 25 });
      expect(body.code).toBe(0);
      all.push(...body.data.list);
      if (!body.data.hasMore) {
        expect(all).toHaveLength(body.data.total);
        break;
      }
    }
    expect(all[0]!.title).toBe('Feed In Stock Star');
    const key = (x: (typeof all)[number]) => [x.qcCount > 0 ? 0 : 1, x.outOfStock ? 1 : 0, -x.soldCount];
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [key(all[i - 1]!), key(all[i]!)];
      const cmp = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
      expect(cmp, `${all[i - 1]!.title} before ${all[i]!.title}`).toBeLessThanOrEqual(0);
    }
    expect(all.findIndex((x) => x.title === 'Feed Out Of Stock Star')).toBeGreaterThan(all.findIndex((x) => x.title === 'Leather Sneakers Low'));
    expect(all.at(-1)!.qcCount).toBe(0);
  });

  it('refuses bad paging', async () => {
    expect((await feed({ pageId: 0, pageSize: 10 })).body.code).toBe(400);
    expect((await feed({ pageId: 1, pageSize: 61 })).body.code).toBe(400);
    expect((await feed({})).body.data.fields).toMatchObject({ pageId: expect.any(String), pageSize: expect.any(String) });
  });
});
