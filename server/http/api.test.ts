import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locale.ts';
import { callApi, createTestApp, signedHeaders } from '../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const KEY = () => t.config.SIGN_KEY;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('reference data calls', () => {
  it('S/pub/get/rate/list answers the eleven currencies with CNY at rate 1', async () => {
    const { status, body } = await callApi(t.app, KEY(), 'S/pub/get/rate/list');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.map((r: { currency: string }) => r.currency)).toEqual(['USD', 'GBP', 'EUR', 'NZD', 'AUD', 'CAD', 'MXN', 'BRL', 'KRW', 'CNY', 'PLN']);
    const cny = body.data.find((r: { currency: string }) => r.currency === 'CNY');
    expect(cny).toEqual({ currency: 'CNY', symbol: '¥', rate: 1, exchange: 1 });
    const usd = body.data.find((r: { currency: string }) => r.currency === 'USD');
    expect(usd.exchange).toBeCloseTo(1 / usd.rate, 5);
  });

  it('S/pub/get/hot/category/list answers the nine hot categories of product §3 in order', async () => {
    const { body } = await callApi(t.app, KEY(), 'S/pub/get/hot/category/list');
    expect(body.data.map((c: { enName: string }) => c.enName)).toEqual([
      'Clothing&Accessories', 'Shoes', 'Luggage', 'Electronics', 'Textiles', 'Adult Products', 'Medicines', 'Food', 'Other General Goods',
    ]);
    for (const c of body.data) expect(c).toMatchObject({ id: expect.any(Number), cnName: expect.any(String) });
  });

  it('S/pub/get/category/tree nests at least three sub-categories under each, named in all eight locales', async () => {
    const { body } = await callApi(t.app, KEY(), 'S/pub/get/category/tree');
    expect(body.data).toHaveLength(9);
    for (const root of body.data) {
      expect(root.children.length).toBeGreaterThanOrEqual(3);
      for (const node of [root, ...root.children]) {
        for (const locale of LOCALES) expect(node.names[locale], `${node.enName} in ${locale}`).toBeTruthy();
      }
    }
  });

  it('S/pub/get/agent/list answers at least fifteen agents with logo and site', async () => {
    const { body } = await callApi(t.app, KEY(), 'S/pub/get/agent/list');
    expect(body.data.length).toBeGreaterThanOrEqual(15);
    for (const agent of body.data) {
      expect(agent).toEqual({ id: expect.any(Number), agentName: expect.any(String), logo: expect.stringMatching(/^\/files\/agents\/[a-z0-9-]+\.svg\?v=[0-9a-f]{10}$/), siteUrl: expect.stringMatching(/^https:\/\//) });
    }
    const logo = await t.app.inject({ url: body.data[0].logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/files/agents/nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/files/agents/..%2F..%2Fetc.svg' })).statusCode).toBe(404);
  });
});

describe('envelope, language and headers', () => {
  it('answers msg in the language of the language header', async () => {
    const messages: Record<string, string> = {};
    for (const language of ['en', 'de', 'zh', 'pl']) {
      messages[language] = (await callApi(t.app, KEY(), 'S/pub/get/rate/list', {}, { language })).body.msg;
    }
    expect(messages).toEqual({ en: 'Success', de: 'Erfolgreich', zh: '成功', pl: 'Sukces' });
  });

  it('falls back to English for an unknown language', async () => {
    expect((await callApi(t.app, KEY(), 'S/pub/get/rate/list', {}, { language: 'xx' })).body.msg).toBe('Success');
  });

  it('refuses a missing or wrong signature with code 403 and reason bad_signature', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/S/pub/get/rate/list', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(missing.json()).toMatchObject({ code: 403, data: { reason: 'bad_signature' } });
    const headers = signedHeaders(KEY());
    headers['x-signature'] = '0'.repeat(32);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/S/pub/get/rate/list', headers, payload: '{}' });
    expect(wrong.json()).toMatchObject({ code: 403, data: { reason: 'bad_signature' } });
    const otherKey = await t.app.inject({ method: 'POST', url: '/api/S/pub/get/rate/list', headers: signedHeaders('some-other-key'), payload: '{}' });
    expect(otherKey.json().code).toBe(403);
  });

  it('answers malformed JSON with HTTP 400 and the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/S/pub/get/rate/list', headers: signedHeaders(KEY(), { language: 'fr' }), payload: '{"oops":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'Le corps de la requête n’est pas un JSON valide.', data: { reason: 'malformed_json' } });
  });

  it('answers a body over the limit with HTTP 413 and the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/S/pub/get/rate/list', headers: signedHeaders(KEY()), payload: JSON.stringify({ x: 'a'.repeat(1024 * 1024 + 10) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, data: { reason: 'body_too_large' } });
  });

  it('answers a body of the wrong shape with code 400', async () => {
    const res = await callApi(t.app, KEY(), 'S/pub/get/rate/list', [1, 2, 3]);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe('Illegal input');
  });

  it('answers an unknown API path with HTTP 404 and the envelope, signed or not', async () => {
    const signed = await callApi(t.app, KEY(), 'S/pub/get/nothing/here');
    expect(signed.status).toBe(404);
    expect(signed.body).toMatchObject({ code: 404, data: { reason: 'unknown_api_path' } });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/S/nope' });
    expect(unsigned.statusCode).toBe(404);
    expect(unsigned.json().code).toBe(404);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/S/pub/get/rate/list', '/api/S/pub/get/category/tree', '/api/S/pub/get/hot/category/list', '/api/S/pub/get/agent/list']));
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('failures', () => {
  it('answers an internal error with HTTP 500, a generic translated message and nothing internal', async () => {
    const broken = await createTestApp();
    await broken.database.close(); // every query now fails inside the driver
    const res = await callApi(broken.app, broken.config.SIGN_KEY, 'S/pub/get/rate/list', {}, { language: 'de' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, msg: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es später noch einmal.', data: null });
    expect(JSON.stringify(res.body)).not.toMatch(/select|currencies|stack|Error/i);
    await broken.app.close();
  });

  it('rate-limits per IP with HTTP 429, a translated message and when to retry', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      for (let i = 0; i < 3; i++) expect((await callApi(limited.app, limited.config.SIGN_KEY, 'S/pub/get/rate/list')).body.code).toBe(0);
      const res = await callApi(limited.app, limited.config.SIGN_KEY, 'S/pub/get/rate/list', {}, { language: 'es' });
      expect(res.status).toBe(429);
      expect(res.body.code).toBe(429);
      expect(res.body.msg).toMatch(/^Demasiadas solicitudes\. Inténtalo de nuevo dentro de \d+ segundos\.$/);
      expect(res.body.data).toMatchObject({ reason: 'rate_limited', retryAfterSeconds: expect.any(Number) });
    } finally {
      await limited.close();
    }
  });

  it('behind TRUST_PROXY=1, a client-chosen leftmost X-Forwarded-For does not escape the per-IP limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' } });
    try {
      // The proxy (127.0.0.1, app.inject's address) appends the client's real address; the client forges the rest.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const forged = { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.7` };
        statuses.push((await callApi(limited.app, limited.config.SIGN_KEY, 'S/pub/get/rate/list', {}, forged)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      // Another real client (another rightmost address) still gets through.
      expect((await callApi(limited.app, limited.config.SIGN_KEY, 'S/pub/get/rate/list', {}, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 503 until the database is migrated and ready', async () => {
    let ready = false;
    const starting = await createTestApp({ isReady: () => ready });
    try {
      const health = await starting.app.inject({ url: '/healthz' });
      expect(health.statusCode).toBe(503);
      const call = await callApi(starting.app, starting.config.SIGN_KEY, 'S/pub/get/rate/list');
      expect(call.status).toBe(503);
      ready = true;
      expect((await starting.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    } finally {
      await starting.close();
    }
  });
});
