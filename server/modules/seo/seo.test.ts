import { and, eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../core/i18n/catalogues.ts';
import { linkTargets } from '../../../core/i18n/inline-links.ts';
import type { Channel } from '../../../core/api.ts';
import { writeGoods } from '../../../db/goods-writer.ts';
import { categories, goods } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { STATIC_PAGES } from './service.ts';
import { shopGoods, shops, users } from '../../../db/schema/index.ts';

const ORIGIN = 'https://haulbridge.example';
const LOCALE_PREFIXES = ['', '/it', '/es', '/de', '/fr', '/pl', '/ru', '/zh'];
/** Ids far above anything a seed creates: pages 5001, 5002 and 5004 of 1,000 ids each (none in 5003). */
const GOODS = [
  { id: 5_000_001, channel: 'taobao', offerId: '678901234567' },
  { id: 5_000_002, channel: 'weidian', offerId: '7654321' },
  { id: 5_001_000, channel: '1688', offerId: '610947572360' },
  { id: 5_001_001, channel: 'taobao', offerId: '111222333' },
  { id: 5_003_500, channel: 'weidian', offerId: '999888' },
];

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });

type UrlEntry = { loc: string; 'xhtml:link': Array<{ '@rel': string; '@hreflang': string; '@href': string }> };

function parseXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
  const [category] = await ctx.database.db.select({ id: categories.id }).from(categories).limit(1);
  // Through the one goods writer, then moved to the ids the sitemap pages are about (the writer takes no ids).
  await writeGoods(
    ctx.database.db,
    GOODS.map((g) => ({
      channel: g.channel as Channel,
      offerId: g.offerId,
      titleCn: `商品 ${g.offerId}`,
      titles: {},
      priceCny: 99,
      images: [],
      categoryId: category!.id,
      weightG: 500,
      volumeCm3: 1000,
      deliveryDays: 3,
      productUrl: `https://example.com/${g.offerId}`,
      isDemo: false,
    })),
  );
  for (const g of GOODS) await ctx.database.db.update(goods).set({ id: g.id }).where(and(eq(goods.channel, g.channel), eq(goods.offerId, g.offerId)));
});

/** Shops far above anything a seed creates (pages 9001 and 9003 of 1,000 ids each): only those with a ready product count. */
const SHOPS = [
  { id: 9_000_001, storeSpace: 'Trendy-Finds', goods: ['ready', 'failed'] },
  { id: 9_000_002, storeSpace: 'Only-Syncing', goods: ['syncing', 'failed'] },
  { id: 9_000_003, storeSpace: 'Empty-Shop', goods: [] },
  { id: 9_001_500, storeSpace: 'Lonely-Page', goods: ['syncing'] },
  { id: 9_002_500, storeSpace: 'Far-Away', goods: ['ready'] },
];

async function insertShops() {
  const db = ctx.database.db;
  let n = 0;
  for (const shop of SHOPS) {
    const [user] = await db.insert(users).values({ encryptUserId: `seo-${shop.id}`, email: `seo-${shop.id}@example.com`, inviteCode: `SEO${shop.id}` }).returning({ id: users.id });
    await db.insert(shops).values({ id: shop.id, userId: user!.id, storeSpace: shop.storeSpace, name: shop.storeSpace });
    for (const status of shop.goods) await db.insert(shopGoods).values({ shopId: shop.id, channel: 'taobao', offerId: String(700_000_000 + n++), status });
  }
}

beforeAll(insertShops);

afterAll(async () => {
  await ctx.close();
});

describe('GET /robots.txt', () => {
  it('allows crawling, keeps crawlers out of the API and account pages in every locale, and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    for (const prefix of LOCALE_PREFIXES) {
      for (const path of ['/dashboard', '/login', '/sign-up', '/reset-password', '/setNewPassword']) {
        expect(lines).toContain(`Disallow: ${prefix}${path}`);
      }
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('is an index of the pages sitemap and of each product page that holds goods', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const xml = parseXml(res.body);
    const locs: string[] = xml.sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
    expect(locs[0]).toBe(`${ORIGIN}/sitemaps/pages.xml`);
    expect(locs).toEqual(expect.arrayContaining([5001, 5002, 5004].map((n) => `${ORIGIN}/sitemaps/products-${n}.xml`)));
    expect(locs).not.toContain(`${ORIGIN}/sitemaps/products-5003.xml`);
    expect(locs).toEqual(expect.arrayContaining([9001, 9003].map((n) => `${ORIGIN}/sitemaps/stores-${n}.xml`)));
    expect(locs).not.toContain(`${ORIGIN}/sitemaps/stores-9002.xml`);
  });
});

describe('GET /sitemaps/stores-{n}.xml', () => {
  it('lists every locale URL of each store with a ready product, in the slug\'s own case, with all alternates', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemaps/stores-9001.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const urls: UrlEntry[] = parseXml(res.body).urlset.url;
    const locs = urls.map((u) => u.loc);
    expect([...locs].sort()).toEqual(LOCALE_PREFIXES.map((prefix) => `${ORIGIN}${prefix}/store/Trendy-Finds`).sort());
    expect(urls.every((u) => u['xhtml:link'].length === 9)).toBe(true);
    const polish = urls.find((u) => u.loc === `${ORIGIN}/pl/store/Trendy-Finds`)!;
    expect(polish['xhtml:link'].find((l) => l['@hreflang'] === 'x-default')!['@href']).toBe(`${ORIGIN}/store/Trendy-Finds`);

    const far = await ctx.app.inject({ method: 'GET', url: '/sitemaps/stores-9003.xml' });
    expect(parseXml(far.body).urlset.url.map((u: UrlEntry) => u.loc)).toContain(`${ORIGIN}/zh/store/Far-Away`);
  });

  it('answers 404 for a page whose stores have no ready goods and for malformed names', async () => {
    for (const url of ['/sitemaps/stores-9002.xml', '/sitemaps/stores-0.xml', '/sitemaps/stores-x.xml', '/sitemaps/stores-99999999.xml', '/sitemaps/stores.xml']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('GET /sitemaps/products-{n}.xml', () => {
  it('lists every locale URL of each product on the page, each with all hreflang alternates and x-default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemaps/products-5001.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const urls: UrlEntry[] = parseXml(res.body).urlset.url;
    expect(urls).toHaveLength(3 * 8); // ids 5,000,001 5,000,002 5,001,000
    const locs = urls.map((u) => u.loc);
    for (const { channel, offerId } of GOODS.slice(0, 3)) {
      for (const prefix of LOCALE_PREFIXES) expect(locs).toContain(`${ORIGIN}${prefix}/products/${channel}/${offerId}`);
    }
    expect(locs).not.toContain(`${ORIGIN}/products/taobao/111222333`);

    const german = urls.find((u) => u.loc === `${ORIGIN}/de/products/weidian/7654321`)!;
    const alternates = Object.fromEntries(german['xhtml:link'].map((l) => [l['@hreflang'], l['@href']]));
    expect(german['xhtml:link'].every((l) => l['@rel'] === 'alternate')).toBe(true);
    expect(alternates).toEqual({
      it: `${ORIGIN}/it/products/weidian/7654321`,
      es: `${ORIGIN}/es/products/weidian/7654321`,
      de: `${ORIGIN}/de/products/weidian/7654321`,
      en: `${ORIGIN}/products/weidian/7654321`,
      fr: `${ORIGIN}/fr/products/weidian/7654321`,
      pl: `${ORIGIN}/pl/products/weidian/7654321`,
      ru: `${ORIGIN}/ru/products/weidian/7654321`,
      'zh-Hans': `${ORIGIN}/zh/products/weidian/7654321`,
      'x-default': `${ORIGIN}/products/weidian/7654321`,
    });
  });

  it('answers 404 for a page without goods and for malformed names', async () => {
    for (const url of ['/sitemaps/products-5003.xml', '/sitemaps/products-0.xml', '/sitemaps/products-x.xml', '/sitemaps/products-99999999.xml', '/sitemaps/other.xml']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('GET /sitemaps/pages.xml', () => {
  it('lists every page a policy text or the sign-up agreement links to', () => {
    const english = JSON.stringify([CATALOGUES.en.legal, CATALOGUES.en.common]);
    const targets = new Set(linkTargets(english));
    expect(targets).toContain('/protocol/terms-of-use');
    for (const target of targets) expect(STATIC_PAGES, target).toContain(target);
  });

  it('lists the public pages in every locale, and neither search nor account pages', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(res.statusCode).toBe(200);
    const urls: UrlEntry[] = parseXml(res.body).urlset.url;
    const locs = urls.map((u) => u.loc);
    for (const path of ['/brand', '/faq', '/protocol/terms-of-use', '/protocol/privacy-policy', '/protocol/dmca']) {
      for (const prefix of LOCALE_PREFIXES) expect(locs).toContain(`${ORIGIN}${prefix}${path}`);
    }
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/zh`);
    expect(locs.some((l) => /search-result|login|dashboard/.test(l))).toBe(false);
    expect(urls.every((u) => u['xhtml:link'].length === 9)).toBe(true);
  });
});
