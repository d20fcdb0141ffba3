import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SHOP_PATH } from '../../core/api.ts';
import type { ShopGoods, ShopWithTags } from '../../core/api-schemas.ts';
import { CATALOGUES } from '../../core/i18n/catalogues.ts';
import { provideCommonMessages } from '../lib/common-messages.ts';
import type { ApiTransport } from '../lib/load-context.ts';
import { loader, meta } from './store.tsx';

/** The store page's loader against a fake API: what it asks for, and how it answers slugs, tags and page counts. */

const SHOP: ShopWithTags = {
  id: 7,
  name: 'Trendy Finds',
  storeSpace: 'Trendy-Finds',
  logo: null,
  description: 'Hello',
  goodsCount: 45,
  url: '/store/Trendy-Finds',
  createdAt: '2026-11-24T00:00:00.000Z',
  tags: [{ id: 3, name: 'Sneakers', goodsCount: 2 }],
};

function goods(n: number): ShopGoods {
  return { id: n, channel: 'taobao', offerId: String(1000 + n), title: `Item ${n}`, titleCn: '', image: `demo/goods/${n}.svg`, priceCny: 10, soldCount: 0, viewCount: 0, qcCount: 0, categoryId: 1, outOfStock: false, stock: null, tags: [], status: 'ready', addedAt: '2026-11-24T00:00:00.000Z' };
}

type Call = { path: string; body: Record<string, unknown> };

function fakeApi(options: { shop?: ShopWithTags | null; total?: number } = {}) {
  const calls: Call[] = [];
  const shop = options.shop === undefined ? SHOP : options.shop;
  const total = options.total ?? 45;
  const apiFetch: ApiTransport = async (path, init) => {
    const body = init.body as Record<string, unknown>;
    calls.push({ path, body });
    const answer = (code: number, data: unknown) => ({ status: 200, body: JSON.stringify({ code, msg: code ? 'Not found' : 'ok', data }) });
    const known = shop && String(body.storeSpace).toLowerCase() === shop.storeSpace.toLowerCase();
    if (path.endsWith(SHOP_PATH.get)) return known ? answer(0, shop) : answer(404, null);
    if (path.endsWith(SHOP_PATH.pubGoodsList)) {
      if (!known) return answer(404, null);
      if ((Number(body.pageId) - 1) * Number(body.pageSize) >= 10_000) return answer(400, null);
      if (body.tagId !== undefined && !shop!.tags.some((tag) => tag.id === body.tagId)) return answer(404, null);
      const count = body.tagId !== undefined ? 2 : total;
      const pageId = Number(body.pageId);
      const pageSize = Number(body.pageSize);
      const from = (pageId - 1) * pageSize;
      const list = Array.from({ length: Math.max(0, Math.min(pageSize, count - from)) }, (_, i) => goods(from + i + 1));
      return answer(0, { list, total: count, pageId, pageSize, hasMore: pageId * pageSize < count });
    }
    throw new Error(`unexpected call ${path}`);
  };
  const context = { apiFetch, signKey: 'k'.repeat(8), clientIp: '127.0.0.1', origin: 'https://haulbridge.example' } as unknown as AppLoadContext;
  return { calls, context };
}

async function load(url: string, params: { lang?: string; storeSpace: string }, api = fakeApi()) {
  const request = new Request(`https://haulbridge.example${url}`);
  const result = await (loader as (args: unknown) => Promise<Awaited<ReturnType<typeof loader>>>)({ request, url: new URL(request.url), params, context: api.context }).catch((thrown: unknown) => thrown);
  return { result, calls: api.calls };
}

function thrownResponse(value: unknown): { status: number; location: string | null } {
  if (value instanceof Response) return { status: value.status, location: value.headers.get('location') };
  const data = value as { init?: { status?: number }; type?: string };
  if (data && typeof data === 'object' && data.type === 'DataWithResponseInit') return { status: data.init?.status ?? 200, location: null };
  throw new Error(`expected a thrown response, got ${String(value)}`);
}

describe('store page loader', () => {
  it('loads the shop and its first page of goods, with the store texts of the page\'s language', async () => {
    const { result, calls } = await load('/de/store/Trendy-Finds', { lang: 'de', storeSpace: 'Trendy-Finds' });
    const data = result as Awaited<ReturnType<typeof loader>>;
    expect(data.shop).toMatchObject({ name: 'Trendy Finds', storeSpace: 'Trendy-Finds' });
    expect(data.page.list).toHaveLength(12);
    // What a card shows only: the shop's own fields (stock, tags, status), the Chinese title and the view count are not sent to the page.
    expect(Object.keys(data.page.list[0]!).sort()).toEqual(['categoryId', 'channel', 'image', 'offerId', 'outOfStock', 'priceCny', 'qcCount', 'soldCount', 'title']);
    expect(data.more).toEqual([]);
    expect(data.goodsTotal).toBe(45);
    expect(data.tagId).toBeNull();
    expect(data.messages).toEqual(CATALOGUES.de.store);
    expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining([expect.stringContaining(SHOP_PATH.get), expect.stringContaining(SHOP_PATH.pubGoodsList)]));
    expect(calls.find((call) => call.path.includes(SHOP_PATH.pubGoodsList))!.body).toEqual({ storeSpace: 'Trendy-Finds', pageId: 1, pageSize: 12 });
  });

  it('answers 404 for an unknown shop, and for a slug no shop can have without asking the API', async () => {
    expect(thrownResponse((await load('/store/No-Such-Shop', { storeSpace: 'No-Such-Shop' })).result).status).toBe(404);
    for (const slug of ['ab', 'a'.repeat(41), 'bad_slug', 'héllo', '../etc']) {
      const { result, calls } = await load(`/store/${encodeURIComponent(slug)}`, { storeSpace: slug });
      expect(thrownResponse(result).status, slug).toBe(404);
      expect(calls, slug).toEqual([]);
    }
  });

  it('sends a slug in another case to the shop\'s own spelling with 301, keeping the language and the query', async () => {
    const { result } = await load('/de/store/trendy-finds?tag=3&pages=2', { lang: 'de', storeSpace: 'trendy-finds' });
    expect(thrownResponse(result)).toEqual({ status: 301, location: '/de/store/Trendy-Finds?tag=3&pages=2' });
  });

  it('filters by a tag of the shop and still counts the whole shop; an unknown tag goes to the whole shop', async () => {
    const { result, calls } = await load('/store/Trendy-Finds?tag=3', { storeSpace: 'Trendy-Finds' });
    const data = result as Awaited<ReturnType<typeof loader>>;
    expect(data.tagId).toBe(3);
    expect(data.page.total).toBe(2);
    expect(data.goodsTotal).toBe(45);
    // The whole shop's count is the shop's own (its ready goods): one page of goods is read, the tag's.
    expect(calls.filter((call) => call.path.includes(SHOP_PATH.pubGoodsList)).map((call) => call.body.tagId)).toEqual([3]);

    const unknown = await load('/store/Trendy-Finds?tag=99', { storeSpace: 'Trendy-Finds' });
    expect(thrownResponse(unknown.result)).toEqual({ status: 301, location: '/store/Trendy-Finds' });
    // A page past the deepest one the API serves: the whole shop too (not an error page).
    const deep = await load('/store/Trendy-Finds?pageId=100000', { storeSpace: 'Trendy-Finds' });
    expect(thrownResponse(deep.result)).toEqual({ status: 301, location: '/store/Trendy-Finds' });
    // Not a tag id at all: ignored.
    const junk = (await load('/store/Trendy-Finds?tag=abc', { storeSpace: 'Trendy-Finds' })).result as Awaited<ReturnType<typeof loader>>;
    expect(junk.tagId).toBeNull();
  });

  it('loads every page the URL says is shown (Back after Load More), and one page for a Load More fetch', async () => {
    const restored = (await load('/store/Trendy-Finds?pages=4', { storeSpace: 'Trendy-Finds' })).result as Awaited<ReturnType<typeof loader>>;
    expect([restored.page, ...restored.more].map((page) => page.list.length)).toEqual([12, 12, 12, 9]);
    const past = (await load('/store/Trendy-Finds?pages=6', { storeSpace: 'Trendy-Finds' })).result as Awaited<ReturnType<typeof loader>>;
    expect(past.more).toHaveLength(3);
    const fetched = await load('/store/Trendy-Finds?pageId=2', { storeSpace: 'Trendy-Finds' });
    const page = (fetched.result as Awaited<ReturnType<typeof loader>>).page;
    expect(page.pageId).toBe(2);
    expect(fetched.calls.filter((call) => call.path.includes(SHOP_PATH.pubGoodsList)).map((call) => call.body.pageId)).toEqual([2]);
  });
});

describe('store page meta', () => {
  it('describes the shop by its own text, cut at a word, and points Open Graph at the logo or the first product', async () => {
    const shop = { ...SHOP, description: `${'word '.repeat(60)}end`, logo: 'uploads/ab/logo.webp' };
    const data = (await load('/store/Trendy-Finds', { storeSpace: 'Trendy-Finds' }, fakeApi({ shop }))).result as Awaited<ReturnType<typeof loader>>;
    // The server has every locale's common catalogue (entry.server.tsx provides them); the root names the locale.
    provideCommonMessages('en', CATALOGUES.en.common);
    const root = { id: 'root', data: { origin: 'https://haulbridge.example', locale: 'en' } };
    const tags = (meta as (args: unknown) => Array<Record<string, unknown>>)({ loaderData: data, matches: [root], location: { pathname: '/store/Trendy-Finds' } });
    const description = tags.find((tag) => tag.name === 'description')!.content as string;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
    expect(tags.find((tag) => tag.property === 'og:image')!.content).toBe('https://haulbridge.example/thumb/800x800/inside/85/uploads/ab/logo.webp');
    expect(tags.find((tag) => tag.title)!.title).toBe('Trendy Finds · Store – Haulbridge');
    expect(tags.some((tag) => tag.name === 'robots')).toBe(false);

    const plain = (await load('/store/Trendy-Finds', { storeSpace: 'Trendy-Finds' }, fakeApi({ shop: { ...SHOP, description: '' } }))).result as Awaited<ReturnType<typeof loader>>;
    const plainTags = (meta as (args: unknown) => Array<Record<string, unknown>>)({ loaderData: plain, matches: [root], location: { pathname: '/store/Trendy-Finds' } });
    expect(plainTags.find((tag) => tag.name === 'description')!.content).toBe('Products from Chinese marketplaces in the Trendy Finds store, bought safely through a trusted shopping agent.');
    expect(plainTags.find((tag) => tag.property === 'og:image')!.content).toBe('https://haulbridge.example/thumb/800x800/inside/85/demo/goods/1.svg');
  });

  it('keeps filtered and empty views out of the index', async () => {
    // The server has every locale's common catalogue (entry.server.tsx provides them); the root names the locale.
    provideCommonMessages('en', CATALOGUES.en.common);
    const root = { id: 'root', data: { origin: 'https://haulbridge.example', locale: 'en' } };
    const filtered = (await load('/store/Trendy-Finds?tag=3', { storeSpace: 'Trendy-Finds' })).result;
    const empty = (await load('/store/Trendy-Finds', { storeSpace: 'Trendy-Finds' }, fakeApi({ total: 0 }))).result;
    for (const loaderData of [filtered, empty]) {
      const tags = (meta as (args: unknown) => Array<Record<string, unknown>>)({ loaderData, matches: [root], location: { pathname: '/store/Trendy-Finds' } });
      expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    }
  });
});
