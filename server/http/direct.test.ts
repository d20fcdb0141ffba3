import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH, CATALOG_PATH, SHOP_PATH } from '../../core/api.ts';
import { createTestApp, signedHeaders } from '../test-support/test-app.ts';
import { createSignedInUser } from '../test-support/sessions.ts';
import { directTransport } from './direct.ts';

// A page render's public reads answered by the services directly (docs/decisions/032): the same answers as the same
// calls through HTTP (`inject`), and HTTP for everything a direct call must not decide (a session, a refused body, an error).

describe('direct in-process calls', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let product: { channel: string; offerId: string };

  beforeAll(async () => {
    t = await createTestApp({ catalog: 40 });
    const feed = await t.app.pageApi.viaHttp(CATALOG_PATH.defaultGoodsList, { body: { pageId: 1, pageSize: 5 }, headers: signedHeaders(t.config.SIGN_KEY) });
    const first = (JSON.parse(feed.body) as { data: { list: { channel: string; offerId: string }[] } }).data.list[0]!;
    product = { channel: first.channel, offerId: first.offerId };
  }, 60_000);
  afterAll(async () => t?.close());

  /** The transport pages use, with every call it hands to HTTP counted. */
  const counted = () => {
    const viaHttp: string[] = [];
    const fetch = directTransport(t.app.pageApi.directCalls, (path, init) => {
      viaHttp.push(path);
      return t.app.pageApi.viaHttp(path, init);
    });
    return { fetch, viaHttp };
  };
  const headers = (extra: Record<string, string> = {}) => signedHeaders(t.config.SIGN_KEY, { language: 'de', ...extra });

  it('answers a page render’s public reads without HTTP, byte for byte as HTTP answers them', async () => {
    const calls: [string, unknown][] = [
      [CATALOG_PATH.defaultGoodsList, { pageId: 1, pageSize: 10 }],
      [CATALOG_PATH.goodsList, { keyword: 'bag', pageId: 1, pageSize: 10 }],
      [CATALOG_PATH.goodsList, { sort: 'price_asc', pageId: 2, pageSize: 5, currency: 'USD', minPrice: 1 }],
      [CATALOG_PATH.goodsInfo, product],
      [CATALOG_PATH.goodsAgentList, product],
      [CATALOG_PATH.similarGoodsList, { ...product, pageSize: 6 }],
      [CATALOG_PATH.trustedSellerList, { pageSize: 3 }],
      [API_PATH.categoryTree, {}],
      [API_PATH.rateList, {}],
      [API_PATH.agentList, {}],
      [API_PATH.hotCategoryList, {}],
    ];
    for (const [path, body] of calls) {
      const { fetch, viaHttp } = counted();
      const cookie = 'curAgent=2; currency=USD';
      const direct = await fetch(path, { body, headers: headers({ cookie }), clientIp: '203.0.113.9' });
      const http = await t.app.pageApi.viaHttp(path, { body, headers: headers({ cookie }), clientIp: '203.0.113.9' });
      expect(viaHttp, path).toEqual([]);
      expect(direct.status, path).toBe(http.status);
      expect(JSON.parse(direct.body), path).toEqual(JSON.parse(http.body));
      expect((JSON.parse(direct.body) as { code: number }).code, path).toBe(0);
    }
  });

  it('answers a store page’s reads without HTTP as HTTP answers them', async () => {
    const owner = await createSignedInUser(t.database.db);
    const storeSpace = `direct-${process.pid}`;
    const created = await t.app.pageApi.viaHttp(SHOP_PATH.create, { body: { name: 'Direct shop', storeSpace }, headers: headers({ cookie: `token=${owner.token}` }) });
    expect((JSON.parse(created.body) as { code: number }).code).toBe(0);
    for (const [path, body] of [
      [SHOP_PATH.get, { storeSpace: storeSpace.toUpperCase() }],
      [SHOP_PATH.pubGoodsList, { storeSpace, pageId: 1, pageSize: 20 }],
    ] as const) {
      const { fetch, viaHttp } = counted();
      const direct = await fetch(path, { body, headers: headers() });
      const http = await t.app.pageApi.viaHttp(path, { body, headers: headers() });
      expect(viaHttp, path).toEqual([]);
      expect(JSON.parse(direct.body), path).toEqual(JSON.parse(http.body));
      expect((JSON.parse(direct.body) as { code: number }).code, path).toBe(0);
    }

    // One render's shop and goods calls read the shop once (whatever the slug's case), with the same answers.
    const { fetch } = counted();
    const reads = new Map<string, Promise<unknown>>();
    const init = (body: unknown) => ({ body, headers: headers(), reads });
    const shared = await Promise.all([
      fetch(SHOP_PATH.get, init({ storeSpace: storeSpace.toUpperCase() })),
      fetch(SHOP_PATH.pubGoodsList, init({ storeSpace, pageId: 1, pageSize: 20 })),
    ]);
    expect([...reads.keys()]).toEqual([`shop:${storeSpace.toLowerCase()}`]);
    const alone = await Promise.all([
      t.app.pageApi.viaHttp(SHOP_PATH.get, { body: { storeSpace: storeSpace.toUpperCase() }, headers: headers() }),
      t.app.pageApi.viaHttp(SHOP_PATH.pubGoodsList, { body: { storeSpace, pageId: 1, pageSize: 20 }, headers: headers() }),
    ]);
    expect(shared.map((a) => JSON.parse(a.body))).toEqual(alone.map((a) => JSON.parse(a.body)));
  });

  it('leaves a caller with a session and a refused body to HTTP (one error mapper)', async () => {
    const { token } = await createSignedInUser(t.database.db);
    const cases: [string, unknown, Record<string, string>][] = [
      [CATALOG_PATH.goodsInfo, product, { cookie: `token=${token}` }],
      [CATALOG_PATH.goodsInfo, product, { 'X-TOKEN': token }],
      [CATALOG_PATH.goodsList, { pageId: 0, pageSize: 10 }, {}],
      [CATALOG_PATH.goodsList, { sort: 'priceAsc', pageId: 1, pageSize: 10 }, {}],
    ];
    for (const [path, body, extra] of cases) {
      const { fetch, viaHttp } = counted();
      const answer = await fetch(path, { body, headers: headers(extra) });
      const http = await t.app.pageApi.viaHttp(path, { body, headers: headers(extra) });
      expect(viaHttp, path).toEqual([path]);
      expect(answer.status).toBe(http.status);
      expect(JSON.parse(answer.body)).toEqual(JSON.parse(http.body));
    }
  });

  it('answers a service’s typed refusal itself, byte for byte as the error handler answers it over HTTP', async () => {
    const cases: [string, unknown][] = [
      [CATALOG_PATH.goodsInfo, { channel: product.channel, offerId: '999999999999' }],
      [CATALOG_PATH.goodsAgentUrlList, { url: 'https://example.com/not-a-product' }],
      [SHOP_PATH.get, { storeSpace: 'nobody-has-this-store' }],
    ];
    for (const [path, body] of cases) {
      const { fetch, viaHttp } = counted();
      const answer = await fetch(path, { body, headers: headers() });
      const http = await t.app.pageApi.viaHttp(path, { body, headers: headers() });
      expect(viaHttp, path).toEqual([]);
      expect(JSON.parse(answer.body).code, path).not.toBe(0);
      expect({ status: answer.status, body: answer.body }, path).toEqual({ status: http.status, body: http.body });
    }
  });

  it('reads a product’s goods row once for the detail, agent offers and similar goods of one render', async () => {
    const { fetch } = counted();
    const reads = new Map<string, Promise<unknown>>();
    const init = (body: unknown) => ({ body, headers: headers(), reads });
    const [info, offers] = await Promise.all([fetch(CATALOG_PATH.goodsInfo, init(product)), fetch(CATALOG_PATH.goodsAgentList, init(product))]);
    const similar = await fetch(CATALOG_PATH.similarGoodsList, init({ ...product, pageSize: 7 }));
    expect([...reads.keys()]).toEqual([`goods:${product.channel}:${product.offerId}`]);
    // The same answers as three separate reads give.
    const alone = (path: string, body: unknown) => t.app.pageApi.viaHttp(path, { body, headers: headers() }).then((a) => JSON.parse(a.body));
    expect(JSON.parse(info.body)).toEqual(await alone(CATALOG_PATH.goodsInfo, product));
    expect(JSON.parse(offers.body)).toEqual(await alone(CATALOG_PATH.goodsAgentList, product));
    expect(JSON.parse(similar.body)).toEqual(await alone(CATALOG_PATH.similarGoodsList, { ...product, pageSize: 7 }));
  });
});
