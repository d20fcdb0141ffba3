import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { createProductSource, ProductSourceError, type ProductSource } from './index.ts';

/**
 * A loopback vendor API: each test sets `handler`; every request is recorded. Requests a test leaves
 * unanswered are cut when the server closes.
 */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
let handler: Handler;
const requests: { url: string; authorization?: string; accept?: string }[] = [];
const server = http.createServer((req, res) => {
  requests.push({ url: req.url ?? '', authorization: req.headers.authorization, accept: req.headers.accept });
  handler(req, res);
});
let baseUrl: string;

const OFFER = '652345678901';
const itemAnswer = { offerId: OFFER, title: '加绒连帽卫衣男', titles: { en: 'Fleece Hoodie' }, priceCny: 129, images: ['https://img.vendor.example/1.jpg'], stock: 7 };
const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/** The http source as configured; the db is never touched by it. */
function source(env: { key?: string; timeoutMs?: number; retries?: number; maxAnswerBytes?: number } = {}): ProductSource {
  return createProductSource(
    { PRODUCT_SOURCE: 'http', PRODUCT_SOURCE_URL: `${baseUrl}/v1/`, PRODUCT_SOURCE_KEY: env.key, PRODUCT_SOURCE_TIMEOUT_MS: env.timeoutMs ?? 4000 },
    { db: null as unknown as Db, http: { retryDelayMs: 0, retries: env.retries ?? 1, ...(env.maxAnswerBytes ? { maxAnswerBytes: env.maxAnswerBytes } : {}) } },
  );
}

async function failure(promise: Promise<unknown>): Promise<ProductSourceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProductSourceError) return error;
    throw error;
  }
  throw new Error('expected a ProductSourceError');
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
  handler = (_req, res) => json(res, 500, { error: 'no handler' });
});

describe('http product source: item', () => {
  it('asks GET {base}/items/{channel}/{offerId} and maps the answer to our listing', async () => {
    handler = (_req, res) => json(res, 200, itemAnswer);
    const s = source();
    expect(s.kind).toBe('http');
    const listing = await s.item('taobao', OFFER);
    expect(listing).toMatchObject({ channel: 'taobao', offerId: OFFER, titleCn: '加绒连帽卫衣男', titles: { en: 'Fleece Hoodie' }, priceCny: 129, stock: 7, isDemo: false });
    expect(requests).toEqual([{ url: `/v1/items/taobao/${OFFER}`, authorization: undefined, accept: 'application/json' }]);
  });

  it('sends the key as a bearer token', async () => {
    handler = (_req, res) => json(res, 200, itemAnswer);
    await source({ key: 's3cret-key' }).item('taobao', OFFER);
    expect(requests[0]?.authorization).toBe('Bearer s3cret-key');
  });

  it('answers null for an item the source does not know (404)', async () => {
    handler = (_req, res) => json(res, 404, { error: 'not found' });
    expect(await source().item('weidian', '7234567890')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('answers null without asking for an offer id that cannot exist', async () => {
    expect(await source().item('taobao', '../../admin')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('reports a 5xx as unavailable after one retry', async () => {
    handler = (_req, res) => json(res, 503, { error: 'maintenance' });
    const error = await failure(source().item('taobao', OFFER));
    expect(error.reason).toBe('unavailable');
    expect(error.retryable).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('succeeds when the retry does', async () => {
    let calls = 0;
    handler = (_req, res) => (++calls === 1 ? json(res, 502, 'bad gateway') : json(res, 200, itemAnswer));
    expect((await source().item('taobao', OFFER))?.offerId).toBe(OFFER);
  });

  it('reports a refused connection as unavailable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = createProductSource(
      { PRODUCT_SOURCE: 'http', PRODUCT_SOURCE_URL: `http://127.0.0.1:${port}`, PRODUCT_SOURCE_KEY: undefined, PRODUCT_SOURCE_TIMEOUT_MS: 2000 },
      { db: null as unknown as Db, http: { retryDelayMs: 0 } },
    );
    expect((await failure(down.item('taobao', OFFER))).reason).toBe('unavailable');
  });

  it('reports a server that never answers as a timeout, without retrying', async () => {
    handler = () => {};
    const error = await failure(source({ timeoutMs: 150 }).item('taobao', OFFER));
    expect(error.reason).toBe('timeout');
    expect(requests).toHaveLength(1);
  });

  it('reports an answer whose body stops half-way as a timeout', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"offerId":"652345678901","ti');
    };
    expect((await failure(source({ timeoutMs: 150 }).item('taobao', OFFER))).reason).toBe('timeout');
  });

  it('reports a connection dropped half-way through the answer as unavailable', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      res.write('{"offerId":"652345678901","ti', () => res.destroy());
    };
    expect((await failure(source().item('taobao', OFFER))).reason).toBe('unavailable');
  });

  it.each([
    ['text that is not JSON', (res: http.ServerResponse) => json(res, 200, '<html>oops</html>')],
    ['JSON of the wrong shape', (res: http.ServerResponse) => json(res, 200, { data: itemAnswer })],
    ['a wrong field type', (res: http.ServerResponse) => json(res, 200, { ...itemAnswer, priceCny: 'cheap' })],
    ['JSON null', (res: http.ServerResponse) => json(res, 200, 'null')],
    ['an empty body', (res: http.ServerResponse) => json(res, 200, '')],
    ['another item', (res: http.ServerResponse) => json(res, 200, { ...itemAnswer, offerId: '652345678999' })],
    ['invalid UTF-8', (res: http.ServerResponse) => res.end(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))],
    ['an unexpected status', (res: http.ServerResponse) => json(res, 401, { error: 'bad key' })],
    ['a redirect (not followed)', (res: http.ServerResponse) => res.writeHead(302, { location: 'http://169.254.169.254/' }).end()],
  ])('reports %s as a bad answer', async (_, answer) => {
    handler = (_req, res) => answer(res);
    expect((await failure(source().item('taobao', OFFER))).reason).toBe('bad_answer');
    expect(requests).toHaveLength(1);
  });

  it('refuses an answer over the size limit, declared or streamed', async () => {
    const big = JSON.stringify({ ...itemAnswer, padding: 'x'.repeat(5000) });
    handler = (_req, res) => json(res, 200, big);
    expect((await failure(source({ maxAnswerBytes: 4096 }).item('taobao', OFFER))).reason).toBe('bad_answer');
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      for (let i = 0; i < 10; i++) res.write(' '.repeat(1000));
      res.end(JSON.stringify(itemAnswer));
    };
    expect((await failure(source({ maxAnswerBytes: 4096 }).item('taobao', OFFER))).reason).toBe('bad_answer');
  });

  it('refuses the default 2 MB cap plus one byte', async () => {
    handler = (_req, res) => json(res, 200, JSON.stringify(itemAnswer).padEnd(2 * 1024 * 1024 + 1, ' '));
    expect((await failure(source().item('taobao', OFFER))).reason).toBe('bad_answer');
  });
});

describe('http product source: shop items', () => {
  it('asks GET {base}/shops/{channel}/{shopId}/items with pageSize and cursor, and pages by the cursor it is given', async () => {
    handler = (req, res) => {
      const url = new URL(req.url ?? '', baseUrl);
      const cursor = url.searchParams.get('cursor');
      if (!cursor) return json(res, 200, { offerIds: ['652345678901', '652345678902'], nextCursor: 'page 2/€', shopName: '杭州针织工厂店' });
      return json(res, 200, { offerIds: ['652345678903'], nextCursor: null });
    };
    const s = source({ key: 'k' });
    const first = await s.shopItems('taobao', 'shop 42/x', { pageSize: 2 });
    expect(first).toEqual({ offerIds: ['652345678901', '652345678902'], nextCursor: 'page 2/€', shopName: '杭州针织工厂店' });
    const second = await s.shopItems('taobao', 'shop 42/x', { pageSize: 2, cursor: first.nextCursor });
    expect(second).toEqual({ offerIds: ['652345678903'], nextCursor: null });
    expect(requests.map((r) => r.url)).toEqual(['/v1/shops/taobao/shop%2042%2Fx/items?pageSize=2', `/v1/shops/taobao/shop%2042%2Fx/items?pageSize=2&cursor=page+2%2F%E2%82%AC`]);
    expect(requests.every((r) => r.authorization === 'Bearer k')).toBe(true);
  });

  it('reports an unknown shop (404) as not_found', async () => {
    handler = (_req, res) => json(res, 404, {});
    const error = await failure(source().shopItems('1688', 'b2b-nobody', { pageSize: 50 }));
    expect(error.reason).toBe('not_found');
    expect(error.retryable).toBe(false);
  });

  it('reports 5xx, silence and garbage as unavailable, timeout and bad_answer', async () => {
    handler = (_req, res) => json(res, 500, 'boom');
    expect((await failure(source().shopItems('taobao', 's', { pageSize: 10 }))).reason).toBe('unavailable');
    handler = () => {};
    expect((await failure(source({ timeoutMs: 150 }).shopItems('taobao', 's', { pageSize: 10 }))).reason).toBe('timeout');
    handler = (_req, res) => json(res, 200, { offerIds: 'all of them', nextCursor: null });
    expect((await failure(source().shopItems('taobao', 's', { pageSize: 10 }))).reason).toBe('bad_answer');
  });
});
