import { describe, expect, it } from 'vitest';
import { DEMO_SHAPES } from '../demo-art/keys.ts';
import { renderDemoArt } from '../demo-art/render.ts';
import { CATEGORY_SEED } from '../categories.ts';
import { buildCatalogContext, DEFAULT_DEMO_GOODS, DEFAULT_SELLER_COUNT, planGoods, planGoodsFor, planSellers, type GoodsPlan } from './generate.ts';
import { composeTitle } from './titles.ts';
import { SUBCATEGORY_VOCAB, TITLE_LOCALES, type Phrase } from './vocabulary/index.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const DAY = 86_400_000;
const SEED = 424242;
const categoryIds = new Map(CATEGORY_SEED.flatMap((hot) => hot.children).map((sub, i) => [sub.key, 100 + i]));
const agentIds = [1, 2, 3, 4, 5, 6];
const sellers = planSellers(SEED, DEFAULT_SELLER_COUNT, NOW);
const ctx = buildCatalogContext({ seed: SEED, now: NOW, categoryIds, agentIds, sellers });
const plans: GoodsPlan[] = Array.from({ length: DEFAULT_DEMO_GOODS }, (_, i) => planGoods(ctx, i));
const goods = plans.map((p) => p.goods);
const share = (predicate: (g: (typeof goods)[number]) => boolean) => goods.filter(predicate).length / goods.length;

describe('demo catalog vocabulary', () => {
  it('covers exactly the sub-categories of the category seed', () => {
    const seeded = CATEGORY_SEED.flatMap((hot) => hot.children.map((c) => c.key)).sort();
    expect(SUBCATEGORY_VOCAB.map((v) => v.key).sort()).toEqual(seeded);
  });

  it('writes every phrase in all eight locales, so every title can be emitted in every language', () => {
    const phrases: Phrase[] = SUBCATEGORY_VOCAB.flatMap((v) => [
      ...v.attrs,
      ...v.features,
      ...v.variants,
      ...v.kinds.flatMap((k) => [k.name, ...(k.attrs ?? []), ...(k.features ?? []), ...(k.variants ?? [])]),
    ]);
    for (const phrase of phrases) {
      for (const locale of TITLE_LOCALES) expect(phrase[locale], `${phrase.en} in ${locale}`).toMatch(/\S/);
    }
  });

  it('draws every kind of product with a silhouette the demo art knows', () => {
    const shapes = new Set<string>(DEMO_SHAPES);
    for (const kind of SUBCATEGORY_VOCAB.flatMap((v) => v.kinds)) expect(shapes.has(kind.shape), kind.name.en).toBe(true);
  });

  it('gives every kind sane ranges: price, weight and volume increasing and positive', () => {
    for (const kind of SUBCATEGORY_VOCAB.flatMap((v) => v.kinds)) {
      for (const [min, max] of [kind.price, kind.weight, kind.volume]) {
        expect(min, kind.name.en).toBeGreaterThan(0);
        expect(max, kind.name.en).toBeGreaterThan(min);
      }
    }
  });

  it('composes titles per language with the noun first outside English and no agreement-bearing glue', () => {
    const vocab = SUBCATEGORY_VOCAB.find((v) => v.key === 'clothing-accessories/hoodies-sweatshirts')!;
    const parts = { kind: vocab.kinds[0]!, attr: vocab.attrs[0]!, feature: vocab.features.find((f) => f.en.startsWith('with'))!, variant: vocab.variants[0]! };
    expect(composeTitle('en', parts)).toBe('Heavyweight Cotton Hoodie with Varsity Letter Print – Black');
    expect(composeTitle('de', parts)).toBe('Kapuzenpullover aus schwerer Baumwolle mit College-Schriftzug – Schwarz');
    expect(composeTitle('pl', parts)).toBe('Bluza z kapturem z grubej bawełny z nadrukiem w stylu college – kolor: czarny');
    expect(composeTitle('ru', parts)).toBe('Худи из плотного хлопка с надписью в университетском стиле — цвет: чёрный');
    expect(composeTitle('zh', parts)).toBe('重磅纯棉连帽卫衣 美式字母印花 黑色');
    expect(composeTitle('fr', { ...parts, feature: vocab.features.find((f) => f.en === 'Unisex')! })).toBe('Sweat à capuche en coton épais, unisexe – Noir');
  });

  it('omits a locale whose wording is missing instead of falling back to another language', () => {
    const vocab = SUBCATEGORY_VOCAB[0]!;
    const kind = { ...vocab.kinds[0]!, name: { zh: '短袖T恤', en: 'T-Shirt' } };
    expect(composeTitle('de', { kind, attr: null, feature: null, variant: null })).toBeNull();
    expect(composeTitle('en', { kind, attr: null, feature: null, variant: null })).toBe('T-Shirt');
  });
});

describe('demo catalog generator', () => {
  it('is deterministic: the same seed and index give the same listing', () => {
    const again = buildCatalogContext({ seed: SEED, now: NOW, categoryIds, agentIds, sellers: planSellers(SEED, DEFAULT_SELLER_COUNT, NOW) });
    for (const index of [0, 1, 49, 50, 777, 2999]) expect(planGoods(again, index)).toEqual(plans[index]);
    expect(planSellers(SEED, DEFAULT_SELLER_COUNT, NOW)).toEqual(sellers);
  });

  it('gives another seed another catalog', () => {
    const other = buildCatalogContext({ seed: SEED + 1, now: NOW, categoryIds, agentIds, sellers: planSellers(SEED + 1, DEFAULT_SELLER_COUNT, NOW) });
    const others = Array.from({ length: 200 }, (_, i) => planGoods(other, i).goods);
    const offers = new Set(goods.slice(0, 200).map((g) => g.offer_id));
    expect(others.filter((g) => offers.has(g.offer_id))).toHaveLength(0);
    expect(others.filter((g, i) => g.titles.en !== goods[i]!.titles.en).length).toBeGreaterThan(150);
  });

  it('spreads listings over every hot category and every sub-category', () => {
    const used = new Set(goods.map((g) => g.category_id));
    expect(used).toEqual(new Set(categoryIds.values()));
    const perSub = [...categoryIds.values()].map((id) => goods.filter((g) => g.category_id === id).length);
    expect(Math.min(...perSub)).toBeGreaterThanOrEqual(10);
  });

  it('uses all three channels at roughly 55 / 25 / 20 %, with some Tmall listings among Taobao', () => {
    expect(share((g) => g.channel === 'taobao')).toBeCloseTo(0.55, 1);
    expect(share((g) => g.channel === 'weidian')).toBeCloseTo(0.25, 1);
    expect(share((g) => g.channel === '1688')).toBeCloseTo(0.2, 1);
    const tmall = share((g) => g.product_url.startsWith('https://detail.tmall.com/item.htm?id='));
    expect(tmall).toBeGreaterThan(0.03);
    expect(tmall).toBeLessThan(0.35);
  });

  it('writes realistic offer ids, unique per channel, inside canonical marketplace URLs', () => {
    for (const g of goods) {
      if (g.channel === 'weidian') {
        expect(g.offer_id).toMatch(/^\d{10}$/);
        expect(g.product_url).toBe(`https://weidian.com/item.html?itemID=${g.offer_id}`);
      } else if (g.channel === '1688') {
        expect(g.offer_id).toMatch(/^\d{12}$/);
        expect(g.product_url).toBe(`https://detail.1688.com/offer/${g.offer_id}.html`);
      } else {
        expect(g.offer_id).toMatch(/^\d{12,13}$/);
        expect([`https://item.taobao.com/item.htm?id=${g.offer_id}`, `https://detail.tmall.com/item.htm?id=${g.offer_id}`]).toContain(g.product_url);
      }
    }
    expect(new Set(goods.map((g) => `${g.channel}:${g.offer_id}`)).size).toBe(goods.length);
  });

  it('keeps offer ids unique far beyond the demo catalog (bulk loads continue the sequence)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const g = planGoods(ctx, 1_000_000 + i * 37).goods;
      const key = `${g.channel}:${g.offer_id}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });

  it('titles every listing in English and Chinese (and here in all eight locales)', () => {
    for (const g of goods) {
      expect(g.titles.en).toMatch(/\S/);
      expect(g.titles.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(Object.keys(g.titles).sort()).toEqual([...TITLE_LOCALES].sort());
      expect(g.title_cn).toMatch(/[\u4e00-\u9fff]/);
      expect(g.title_cn.length).toBeLessThanOrEqual(40);
    }
  });

  it('never repeats a word back to back in a title', () => {
    for (const g of goods) {
      for (const [locale, title] of Object.entries(g.titles)) {
        expect(/(^|\s)(\p{L}+)\s+\2(\s|,|$)/iu.test(title), `${locale}: ${title}`).toBe(false);
      }
    }
  });

  it('prices by product type: socks-cheap to electronics-dear, as marketplace prices', () => {
    for (const g of goods) {
      expect(g.price_cny).toBeGreaterThanOrEqual(1.9);
      expect(g.price_cny).toBeLessThanOrEqual(3500);
      expect(Number(g.price_cny.toFixed(2))).toBe(g.price_cny);
    }
    const median = (key: string) => {
      const prices = goods.filter((g) => g.category_id === categoryIds.get(key)).map((g) => g.price_cny).sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)]!;
    };
    expect(median('shoes/running-shoes')).toBeGreaterThan(150);
    expect(median('shoes/running-shoes')).toBeLessThan(900);
    expect(median('other-general-goods/stationery')).toBeLessThan(40);
    expect(Math.max(...goods.filter((g) => g.category_id === categoryIds.get('electronics/smartwatches-fitness-trackers')).map((g) => g.price_cny))).toBeGreaterThan(900);
  });

  it('keeps weight and volume consistent with the product type', () => {
    for (const plan of plans) {
      const g = plan.goods;
      expect(g.weight_g).toBeGreaterThan(0);
      expect(g.volume_cm3).toBeGreaterThan(0);
    }
    const suitcases = goods.filter((g) => g.images[0]!.includes('/suitcase-'));
    const cables = goods.filter((g) => g.images[0]!.includes('/cable-'));
    expect(Math.min(...suitcases.map((g) => g.weight_g))).toBeGreaterThan(Math.max(...cables.map((g) => g.weight_g)));
    expect(Math.min(...suitcases.map((g) => g.volume_cm3))).toBeGreaterThan(Math.max(...cables.map((g) => g.volume_cm3)));
  });

  it('draws delivery days, sales, views, stock and dates from realistic ranges', () => {
    for (const g of goods) {
      expect(g.delivery_days).toBeGreaterThanOrEqual(2);
      expect(g.delivery_days).toBeLessThanOrEqual(10);
      expect(g.view_count).toBeGreaterThan(g.sold_count);
      expect(g.out_of_stock).toBe(g.stock === 0);
      const created = Date.parse(g.created_at);
      expect(created).toBeLessThan(NOW);
      expect(created).toBeGreaterThanOrEqual(NOW - 731 * DAY);
    }
    expect(share((g) => g.sold_count < 100)).toBeGreaterThan(0.5);
    expect(goods.filter((g) => g.sold_count > 10_000).length).toBeGreaterThan(0);
    expect(share((g) => g.sold_count > 10_000)).toBeLessThan(0.03);
    expect(share((g) => g.out_of_stock)).toBeGreaterThan(0.03);
    expect(share((g) => g.out_of_stock)).toBeLessThan(0.07);
    expect(share((g) => Date.parse(g.created_at) < NOW - 365 * DAY)).toBeGreaterThan(0.25);
  });

  it('gives ~60 % of listings 2–6 QC photos taken after the listing appeared, by active agents', () => {
    const withQc = plans.filter((p) => p.qc.length > 0);
    expect(withQc.length / plans.length).toBeGreaterThan(0.55);
    expect(withQc.length / plans.length).toBeLessThan(0.65);
    for (const plan of plans) {
      expect(plan.qc.every((q) => q.offer_id === plan.goods.offer_id && q.channel === plan.goods.channel)).toBe(true);
      if (plan.qc.length === 0) continue;
      expect(plan.qc.length).toBeGreaterThanOrEqual(2);
      expect(plan.qc.length).toBeLessThanOrEqual(6);
      for (const [i, photo] of plan.qc.entries()) {
        expect(photo.sort_order).toBe(i);
        expect(photo.offer_id).toBe(plan.goods.offer_id);
        expect(Date.parse(photo.taken_at)).toBeGreaterThan(Date.parse(plan.goods.created_at));
        expect(Date.parse(photo.taken_at)).toBeLessThan(NOW);
        expect(agentIds).toContain(photo.agent_id);
      }
    }
  });

  it('gives every listing 3–5 product images and every image key to one listing only', () => {
    const keys = plans.flatMap((p) => [...p.goods.images, ...p.qc.map((q) => q.image)]);
    for (const g of goods) {
      expect(g.images.length).toBeGreaterThanOrEqual(3);
      expect(g.images.length).toBeLessThanOrEqual(5);
      for (const key of g.images) expect(key).toMatch(/^demo\/goods\/[a-z]+-[0-9a-f]{8}-\d\.svg$/);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('renders a different picture for every listing, and a picture for every image and QC key', () => {
    const firstImages = goods.map((g) => renderDemoArt(g.images[0]!));
    expect(firstImages.every((svg) => svg?.startsWith('<svg'))).toBe(true);
    expect(new Set(firstImages).size).toBe(goods.length);
    for (const plan of plans.slice(0, 300)) {
      for (const key of [...plan.goods.images, ...plan.qc.map((q) => q.image)]) expect(renderDemoArt(key), key).not.toBeNull();
    }
  });

  it('assigns every listing a shop of its own channel', () => {
    for (const plan of plans) expect(plan.seller?.channel).toBe(plan.goods.channel);
  });
});

describe('demo sellers', () => {
  it('plans ~300 shops over all channels with unique names and numeric shop ids unique per channel', () => {
    expect(sellers.length).toBeGreaterThanOrEqual(290);
    expect(sellers.length).toBeLessThanOrEqual(310);
    expect(new Set(sellers.map((s) => s.channel))).toEqual(new Set(['taobao', 'weidian', '1688']));
    expect(new Set(sellers.map((s) => s.name)).size).toBe(sellers.length);
    expect(new Set(sellers.map((s) => `${s.channel}:${s.shopId}`)).size).toBe(sellers.length);
    for (const s of sellers) {
      expect(s.shopId).toMatch(/^\d{9,10}$/);
      expect(s.name).toMatch(/^[\u4e00-\u9fff0-9A-Za-z]+$/);
    }
  });

  it('verifies about a third of the shops and keeps their outcome figures in range', () => {
    const verified = sellers.filter((s) => s.verified).length / sellers.length;
    expect(verified).toBeGreaterThan(0.28);
    expect(verified).toBeLessThan(0.42);
    for (const s of sellers) {
      expect(s.qcPassRate).toBeGreaterThanOrEqual(0.8);
      expect(s.qcPassRate).toBeLessThanOrEqual(0.995);
      expect(s.onTimeShipRate).toBeGreaterThanOrEqual(0.7);
      expect(s.onTimeShipRate).toBeLessThanOrEqual(0.99);
      expect(s.disputeRate).toBeGreaterThanOrEqual(0.001);
      expect(s.disputeRate).toBeLessThanOrEqual(0.06);
      const age = NOW - s.listedSince.getTime();
      expect(age).toBeGreaterThanOrEqual(89 * DAY);
      expect(age).toBeLessThanOrEqual(9 * 366 * DAY);
    }
  });

  it('names Tmall stores as flagship stores and 1688 sellers as companies or factories', () => {
    for (const s of sellers.filter((s) => s.tmall)) expect(s.name).toMatch(/(旗舰店|专营店|官方店)$/);
    for (const s of sellers.filter((s) => s.channel === '1688')) expect(s.name).toMatch(/(有限公司|厂|商行)$/);
  });
});

describe('planGoodsFor (listings of goods the catalog does not hold)', () => {
  it('is planGoods itself when given the listing\'s own channel and offer id', () => {
    for (const index of [0, 7, 1234, 2999]) {
      const plan = plans[index]!;
      expect(planGoodsFor(ctx, index, plan.goods.channel, plan.goods.offer_id)).toEqual(plan);
    }
  });

  it('uses the given channel and offer id for the seller, the URL and the QC photos', () => {
    for (const channel of ['taobao', 'weidian', '1688'] as const) {
      const plan = planGoodsFor(ctx, 42, channel, '123456789012');
      expect(plan.goods).toMatchObject({ channel, offer_id: '123456789012' });
      expect(plan.goods.product_url).toContain('123456789012');
      expect(plan.seller?.channel).toBe(channel);
      for (const photo of plan.qc) expect(photo).toMatchObject({ channel, offer_id: '123456789012' });
    }
  });
});
