import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { FALLBACK_RATE } from '../../core/currency.ts';
import { loadBootstrap } from './bootstrap.server.ts';
import type { ApiTransport } from './load-context.ts';

function context(transport: ApiTransport): AppLoadContext {
  return { nonce: 'n', origin: 'https://haulbridge.example', buildId: 'b', gaId: null, signKey: 'k'.repeat(8), apiFetch: transport, clientIp: '127.0.0.1', demoCatalog: false, googleClientId: null, promotions: { appListingUrl: null, communityInviteUrl: null }, secureCookies: false, stylesheet: () => null, commonCatalogueHref: (locale) => `/i18n/common.${locale}.hash.json` };
}
const request = (cookie = '') => new Request('https://haulbridge.example/de', { headers: { cookie, 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' } });

describe('app start (product §4, §7)', () => {
  it('keeps the CNY fallback and empty lists when the loads answer a non-zero code', async () => {
    const failing: ApiTransport = async () => ({ status: 200, body: JSON.stringify({ code: 500, msg: 'x', data: null }) });
    const data = await loadBootstrap(request(), context(failing), 'de');
    expect(data.rates).toEqual([FALLBACK_RATE]);
    expect(data.agents).toEqual([]);
    expect(data.hotCategories).toEqual([]);
  });
  it('keeps the fallback when the transport fails outright', async () => {
    const broken: ApiTransport = async () => ({ status: 503, body: 'unavailable' });
    expect((await loadBootstrap(request(), context(broken), 'en')).rates).toEqual([FALLBACK_RATE]);
  });
  it('reads currency and agent cookies, names the catalogue file of the locale and a mobile hint', async () => {
    const ok: ApiTransport = async (path) => ({ status: 200, body: JSON.stringify({ code: 0, msg: 'ok', data: path.endsWith('rate/list') ? [{ currency: 'EUR', symbol: '€', rate: 7.7, exchange: 0.13 }] : [] }) });
    const data = await loadBootstrap(request('currency=EUR; curAgent=cnfans'), context(ok), 'de');
    expect(data.currency).toBe('EUR');
    expect(data.curAgent).toBe('cnfans');
    expect(data.rates[0]?.currency).toBe('EUR');
    expect(data.messagesHref).toBe('/i18n/common.de.hash.json');
    expect(data).not.toHaveProperty('messages');
    expect(data.isMobileHint).toBe(true);
  });
  it('defaults to USD and ignores an unsupported currency cookie', async () => {
    const ok: ApiTransport = async () => ({ status: 200, body: JSON.stringify({ code: 0, msg: 'ok', data: [] }) });
    expect((await loadBootstrap(request('currency=XYZ'), context(ok), 'en')).currency).toBe('USD');
  });

  const hot = [{ id: 1, cnName: '服装', enName: 'Clothing', names: { de: 'Kleidung', fr: 'Vêtements', zh: '服装' } }, { id: 2, cnName: '鞋', enName: 'Shoes', names: {} }];
  const answers: ApiTransport = async (path) => {
    calls.push(path);
    return { status: 200, body: JSON.stringify({ code: 0, msg: 'ok', data: path.endsWith('hot/category/list') ? hot : path.endsWith('activity/list') ? { banner: null } : [] }) };
  };
  const calls: string[] = [];
  it('sends the hot categories with the name of the page’s language only (docs/decisions/020, fifth pass)', async () => {
    const data = await loadBootstrap(request(), context(answers), 'de');
    expect(data.hotCategories).toEqual([
      { id: 1, cnName: '服装', enName: 'Clothing', names: { de: 'Kleidung' } },
      { id: 2, cnName: '鞋', enName: 'Shoes', names: { de: 'Shoes' } },
    ]);
  });
  it('shares the reference answers among visitors without a session, never with a signed-in one', async () => {
    // What the server's SharedAnswers does within its time to live (server/web/page-cache.test.ts tests it).
    const shared = new Map<string, Promise<unknown>>();
    const sharedAnswers = <T,>(key: string, load: () => Promise<T>) => {
      if (!shared.has(key)) shared.set(key, load());
      return shared.get(key) as Promise<T>;
    };
    const withShared = { ...context(answers), sharedAnswers };
    calls.length = 0;
    await loadBootstrap(request(), withShared, 'de');
    expect(calls).toHaveLength(4);
    const again = await loadBootstrap(request('currency=EUR'), withShared, 'de');
    expect(calls).toHaveLength(4); // the second anonymous render asked nothing
    expect(again.currency).toBe('EUR'); // what is per visitor still is
    await loadBootstrap(request(), withShared, 'fr');
    expect(calls).toHaveLength(8); // another language, its own answers
    await loadBootstrap(request('token=abc'), withShared, 'de');
    expect(calls).toHaveLength(12); // a session: asked afresh
    shared.clear();
    await loadBootstrap(request(), withShared, 'de');
    expect(calls).toHaveLength(16); // cleared (an operator's change): asked again
  });
});
