import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../core/i18n/catalogues.ts';
import { seedDemoCatalog } from '../../db/seed/catalog/seed.ts';
import { seedReferenceData } from '../../db/seed/reference.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../test-support/test-app.ts';
import { createSignedInUser } from '../test-support/sessions.ts';
import { acceptsEncoding, inlineScriptHashes, PageCache, pageCacheKey, RenderSlots, SharedAnswers, withoutNonce } from './page-cache.ts';

// The anonymous-visitor page cache (docs/decisions/020): what may be shared, with whom, and for how long.

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('pageCacheKey', () => {
  const key = (cookie?: string, userAgent = DESKTOP, url = '/') => pageCacheKey(url, { ...(cookie === undefined ? {} : { cookie }), 'user-agent': userAgent });

  it('never shares a signed-in request, one with an unknown cookie, or one naming a keyed cookie twice', () => {
    expect(key('token=abc')).toBeNull();
    expect(key('currency=USD; token=abc')).toBeNull();
    expect(key('inviteCode=XYZ')).toBeNull();
    expect(key('currency=USD; currency=EUR')).toBeNull();
    expect(pageCacheKey('/', { authorization: 'Bearer x', 'user-agent': DESKTOP })).toBeNull();
  });

  it('keys by URL, every cookie the render reads and what the user agent decides', () => {
    const keys = [
      key(),
      key(undefined, DESKTOP, '/?a=1'),
      key(undefined, DESKTOP, '/de'),
      key('currency=USD'),
      key('currency=EUR'),
      key('curAgent=1'),
      key('curAgent=2'),
      key('language=de'),
      // The site banner closed for the day (naming its flash sale): that page is rendered without it.
      key('closedSiteBanner=7'),
      key('closedSiteBanner=8'),
      key(undefined, PHONE),
      key(undefined, 'Googlebot/2.1 (+http://www.google.com/bot.html)'),
      key(undefined, 'HaulbridgeApp/1.0 (Android 14)'),
    ];
    expect(keys.every((k) => typeof k === 'string')).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    // Analytics cookies are the browser's own: they neither bypass nor split the cache.
    expect(key('_ga=GA1.1.1; _ga_ABC123=GS1; currency=USD')).toBe(key('currency=USD'));
    // Promotions closed for the day render in the browser (decision 029): the page is the same, so it is shared.
    expect(key('isShowDesignBot=false; isShowDiscordDialog=false; currency=USD')).toBe(key('currency=USD'));
    expect(key('isShowDesignBotX=false')).toBeNull();
  });
});

describe('SharedAnswers (docs/decisions/020, fifth pass)', () => {
  it('answers one load per key within the time to live, loads again after it, keeps no failure, and goes with the pages', async () => {
    let now = 1_000;
    const pages = new PageCache({ ttlMs: 5_000, maxBytes: 1_000_000, maxEntries: 10, now: () => now });
    const shared = new SharedAnswers({ ttlMs: pages.ttlMs, maxEntries: 2, now: () => now });
    pages.onClear(() => shared.clear());
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([shared.get('a', load), shared.get('a', load)])).toEqual([1, 1]);
    now += 4_999;
    expect(await shared.get('a', load)).toBe(1);
    now += 1;
    expect(await shared.get('a', load)).toBe(2);
    await expect(shared.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await shared.get('b', load)).toBe(3); // the failure was not kept
    pages.clear();
    expect(await shared.get('a', load)).toBe(4); // an operator's change clears the pages and these answers
    await shared.get('c', load);
    await shared.get('d', load); // bounded: the oldest key goes
    expect(await shared.get('a', load)).toBe(7);
    expect(new SharedAnswers({ ttlMs: 0, maxEntries: 1 }).enabled).toBe(false);
  });
});

describe('PageCache', () => {
  it('forgets a page when its time to live is over', async () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: 1 << 20, maxEntries: 10, now: () => now });
    await cache.fill('k', async () => ({ html: Buffer.from('ab'), headers: [] }));
    now += 4_999;
    expect(cache.get('k')).toMatchObject({ fresh: true, entry: { html: Buffer.from('ab') } });
    now += 1;
    expect(cache.get('k')!.fresh).toBe(false); // stale: still answered while one render replaces it
    now += 4_999;
    expect(cache.get('k')!.fresh).toBe(false);
    now += 1;
    expect(cache.get('k')).toBeNull();
  });

  it('forgets every page at once when cleared, and does not keep a render that started before the clear', async () => {
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: 1 << 20, maxEntries: 10, now: () => 1_000 });
    await cache.fill('a', async () => ({ html: Buffer.from('old a'), headers: [] }));
    let finish!: () => void;
    const started = cache.fill('b', () => new Promise((resolve) => (finish = () => resolve({ html: Buffer.from('old b'), headers: [] }))));
    const joinedBefore = cache.fill('b', async () => ({ html: Buffer.from('never rendered'), headers: [] }));
    cache.clear();
    expect(cache.get('a')).toBeNull();
    // A visitor after the clear does not join the render under way: it may show what was just changed.
    const after = cache.fill('b', async () => ({ html: Buffer.from('new b'), headers: [] }));
    expect(cache.filling('b')).toBe(true);
    finish();
    expect((await started).entry!.html.toString()).toBe('old b'); // answered to whoever asked before the clear
    expect((await joinedBefore).entry!.html.toString()).toBe('old b');
    expect(await after).toMatchObject({ leader: true, entry: { html: Buffer.from('new b') } });
    expect(cache.get('b')!.entry.html.toString()).toBe('new b'); // the old render, ending last, is not shared
    expect(cache.filling('b')).toBe(false);
  });

  it('keeps no page beyond the list caches’ 30 s, and drops a stale page whose new render is not one to share', async () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 30_000, maxBytes: 1 << 20, maxEntries: 10, now: () => now });
    await cache.fill('k', async () => ({ html: Buffer.from('a'), headers: [] }));
    now = 29_999;
    expect(cache.get('k')!.fresh).toBe(true);
    now = 30_000;
    expect(cache.get('k')).toBeNull(); // no stale time left within 30 s
    const short = new PageCache({ ttlMs: 5_000, maxBytes: 1 << 20, maxEntries: 10, now: () => now });
    await short.fill('k', async () => ({ html: Buffer.from('a'), headers: [] }));
    now += 6_000;
    expect(short.get('k')!.fresh).toBe(false);
    await short.fill('k', async () => null); // e.g. the product is gone: a 404 is never shared
    expect(short.get('k')).toBeNull();
  });

  it('renders once for callers asking at the same time and keeps within its bounds', async () => {
    // A clock that stands still: only the bounds, not the time a loaded machine takes, decide what is kept.
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: 1 << 20, maxEntries: 2, now: () => 1_000 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { html: Buffer.from('x-y'), headers: [] as [string, string][] };
    };
    const answers = await Promise.all([cache.fill('k', render), cache.fill('k', render), cache.fill('k', render)]);
    expect(renders).toBe(1);
    expect(answers.filter((a) => a.leader)).toHaveLength(1);
    expect(answers.every((a) => a.entry?.html.toString() === 'x-y')).toBe(true);
    await cache.fill('k2', render);
    await cache.fill('k3', render);
    expect(cache.get('k')).toBeNull(); // least recently used, beyond maxEntries
    expect(cache.get('k3')).not.toBeNull();
  });

  it('compresses a page once per encoding, shared by every answer', async () => {
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: 1 << 22, maxEntries: 2, now: () => 1_000 });
    const text = `<html>${'é'.repeat(70_000)}<script>x</script>`;
    const { entry } = await cache.fill('k', async () => ({ html: Buffer.from(text), headers: [] }));
    const [br, again, gz] = await Promise.all([PageCache.encoded(entry!, 'br'), PageCache.encoded(entry!, 'br'), PageCache.encoded(entry!, 'gzip')]);
    expect(again).toBe(br); // the same buffer: compressed once
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
    expect(zlib.gunzipSync(gz).toString()).toBe(text);
    expect(br.length).toBeLessThan(20_000); // compressed, not stored
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=1, gzip;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('br, gzip;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('gzip', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });

  it('hashes every inline script as the browser does, and no script loaded from a file', () => {
    const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const html = '<head><script nonce="">a("é")</script><script type="module" src="/assets/x.js"></script></head><body><script>\nb()\n</script><script async="" src="/y.js"></script><script></script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('a("é")'), sha('\nb()\n'), sha('')]);
    // The same from the page's bytes (multi-byte text before and inside a script).
    const bytes = Buffer.from(`<p>价格 €</p>${html}`, 'utf8');
    expect(inlineScriptHashes(bytes)).toEqual([sha('a("é")'), sha('\nb()\n'), sha('')]);
  });

  it('runs at most its limit of renders at once, the others in arrival order as slots come back', async () => {
    const slots = new RenderSlots(2);
    const order: string[] = [];
    const take = (name: string) => slots.acquire().then((release) => (order.push(name), release));
    const a = await take('a');
    const b = await take('b');
    const c = take('c');
    const d = take('d');
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['a', 'b']);
    expect(slots.load).toEqual({ active: 2, queued: 2 });
    a();
    a(); // given back once only
    const releaseC = await c;
    expect(order).toEqual(['a', 'b', 'c']);
    expect(slots.load).toEqual({ active: 2, queued: 1 });
    b();
    releaseC();
    (await d)();
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    expect(slots.load).toEqual({ active: 0, queued: 0 });
  });

  it('counts the visitors waiting for a render under way', async () => {
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: 1_000_000, maxEntries: 10, now: () => 1_000 });
    let finish: (value: null) => void = () => {};
    const leader = cache.fill('k', () => new Promise((resolve) => (finish = resolve)));
    const waiters = [cache.fill('k', async () => null), cache.fill('k', async () => null)];
    expect(cache.waiting('k')).toBe(2);
    finish(null);
    await Promise.all([leader, ...waiters]);
    expect(cache.waiting('k')).toBe(0);
  });

  it('cuts every occurrence of the render’s nonce out of the bytes, and says when there is none', () => {
    const nonce = 'ab+/Cd==';
    const page = Buffer.from(`<script nonce="${nonce}">x("é")</script><p>价</p><link nonce="${nonce}"/>${nonce}`, 'utf8');
    expect(withoutNonce(page, nonce)!.toString('utf8')).toBe('<script nonce="">x("é")</script><p>价</p><link nonce=""/>');
    expect(withoutNonce(Buffer.from('<p>no nonce</p>'), nonce)).toBeNull();
  });

  it('is off with a zero time to live, and the configuration refuses more than the list caches’ 30 s', () => {
    expect(new PageCache({ ttlMs: 0, maxBytes: 1, maxEntries: 1 }).enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/x' }).PAGE_CACHE_TTL_S).toBe(5);
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/x', PAGE_CACHE_TTL_S: '31' })).toThrow(/PAGE_CACHE_TTL_S/);
  });
});

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(ROOT, 'build/server/index.js');

/**
 * A streamed page as the same page rendered whole: a shared page is rendered whole (entry.server.tsx), a fresh one
 * streamed from the shell on, where each part that was not ready with the shell (here React Router's loader data)
 * comes later in a hidden `<div id="S:n">` that React's `$RC` script moves into its `<template id="B:n">`. Moving
 * each back gives the markup a whole render writes, so the two can be compared byte for byte.
 */
function whole(html: string): string {
  const moves = [...html.matchAll(/\$RC\("(B:\d+)","(S:\d+)"\)/g)].map((m) => [m[1]!, m[2]!] as const);
  if (!moves.length) return html;
  const segments = new Map<string, string>();
  let page = html
    .replace(/<script[^>]*id="_R_"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<script[^>]*>\$R[BC][\s\S]*?<\/script>/g, '')
    .replace(/<div hidden id="(S:\d+)">([\s\S]*?)<\/div>(?=<div hidden id="S:|<\/body>)/g, (_all, id: string, content: string) => {
      segments.set(id, content);
      return '';
    });
  for (const [boundary, segment] of moves) {
    page = page.replace(`<!--$?--><template id="${boundary}"></template><!--/$-->`, `<!--$-->${segments.get(segment) ?? ''}<!--/$-->`);
  }
  return page;
}

describe('pages through the cache (the web build)', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    expect(fs.existsSync(SERVER_ENTRY), 'run `npm run build` first').toBe(true);
    database = await createTestDatabase();
    await database.migrate();
    await seedReferenceData(database.db);
    await seedDemoCatalog(database.db, { goods: 40 });
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/haulbridge-test-unused', SEARCH_INDEX: 'off', PAGE_CACHE_TTL_S: '1', RATE_LIMIT_PER_MINUTE: '100000' });
    const build = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
    app = await buildApp({ config, database, web: { build, clientDir: null, buildId: 'test-build' } });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': DESKTOP, ...headers } });
    const csp = String(res.headers['content-security-policy'] ?? '');
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
    const cache = /cache;desc=(\w+)/.exec(String(res.headers['server-timing'] ?? ''))?.[1];
    return { status: res.statusCode, html: res.body, nonce, cache, headers: res.headers, normal: whole(nonce ? res.body.split(nonce).join('') : res.body) };
  };

  it('gives each anonymous visitor the page of their own currency, agent, device and locale, never another’s', async () => {
    const variants: { url: string; headers: Record<string, string> }[] = [
      { url: '/search-result?keyword=bag', headers: { cookie: 'currency=USD' } },
      { url: '/search-result?keyword=bag', headers: { cookie: 'currency=EUR' } },
      { url: '/search-result?keyword=bag', headers: { cookie: 'currency=EUR; curAgent=2' } },
      { url: '/search-result?keyword=bag', headers: { cookie: 'currency=EUR', 'user-agent': PHONE } },
      { url: '/de/search-result?keyword=bag', headers: { cookie: 'currency=EUR; language=de' } },
    ];
    const first = [];
    for (const v of variants) first.push(await get(v.url, v.headers));
    expect(first.map((r) => r.status)).toEqual(variants.map(() => 200));
    expect(first.map((r) => r.cache)).toEqual(variants.map(() => 'miss'));
    const served = [];
    for (const v of variants) served.push(await get(v.url, v.headers));
    // From the cache: a hit, or (on a slow machine, past PAGE_CACHE_TTL_S=1) the same page answered stale.
    expect(served.map((r) => r.cache)).toEqual(variants.map(() => expect.stringMatching(/^(hit|stale)$/)));
    // What each was served equals a fresh render for that visitor (an unknown cookie bypasses the cache) …
    for (const [i, v] of variants.entries()) {
      const fresh = await get(v.url, { ...v.headers, cookie: `${v.headers.cookie}; fresh=1` });
      expect(fresh.cache).toBe('bypass');
      expect(served[i]!.normal, `variant ${i}`).toBe(fresh.normal);
    }
    // … and no two visitors got the same page.
    expect(new Set(served.map((r) => r.normal)).size).toBe(variants.length);
  });

  it('keeps a page with every section in place: no loading placeholder, hidden copy or script to move it', async () => {
    // A page rendered for the cache is sent whole, so React is told not to outline its finished Suspense sections
    // (progressiveChunkSize): the QC photos, agents and similar goods are in the HTML where they show, with no
    // fallback skeleton and no `$RC` script revealing them after the page has loaded (docs/decisions/020).
    const product = /href="(\/products\/[^"/]+\/\d+)"/.exec((await get('/?sections=1')).html)?.[1];
    expect(product).toBeDefined();
    const kept = await get(`${product!}?sections=1`);
    expect(kept.cache).toBe('miss');
    for (const id of ['qc-title', 'agents-title', 'similar-title']) expect(kept.html, id).toContain(`id="${id}"`);
    expect(kept.html).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);
    expect(kept.html).not.toContain('animate-pulse');
    // The same page streamed to a visitor the cache does not serve holds the same sections, sent as each is ready.
    const fresh = await get(`${product!}?sections=1`, { cookie: 'fresh=1' });
    expect(fresh.cache).toBe('bypass');
    for (const id of ['qc-title', 'agents-title', 'similar-title']) expect(fresh.html, id).toContain(`id="${id}"`);
    expect(fresh.html).toContain('$RC(');
  });

  it('puts into each page the routes React Router\'s lazy discovery needs: its own and those of every ancestor path', async () => {
    // app/lib/discovery-branches.server.ts hands the render only the route branches matching the page's ancestors
    // (docs/decisions/020, "Ninth pass"): the manifest must be what matching against every route gives.
    const build = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
    type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: Node[] };
    const nodes = new Map(Object.values(build.routes).map((r) => [r!.id, { id: r!.id, path: r!.path, index: r!.index, caseSensitive: r!.caseSensitive, children: [] } as Node]));
    const roots: Node[] = [];
    for (const r of Object.values(build.routes)) (r!.parentId ? nodes.get(r!.parentId)!.children : roots).push(nodes.get(r!.id)!);
    const ids = (path: string) => (matchRoutes(roots as RouteObject[], path) ?? []).map((m) => m.route.id!);
    const card = (await get('/?manifest=1')).html;
    const product = /href="(\/products\/[^"/]+\/\d+)"/.exec(card)?.[1];
    expect(product).toBeDefined();
    const pages = ['/', '/de', '/search-result?keyword=bag', product!, `/fr${product}`, product!.replace(/\d+$/, '1'), '/store/Nobody-Here', '/de/store/x', '/faq', '/no/such/page'];
    // Rendered for the cache (whole), then fresh (streamed), each twice.
    for (const [i, url] of [...pages, ...pages, ...pages].entries()) {
      const { html } = await get(url, i < pages.length ? {} : { cookie: 'fresh=1' });
      const manifest = /window\.__reactRouterManifest = (\{[\s\S]*?\n\});/.exec(html)?.[1];
      expect(manifest, url).toBeDefined();
      const pathname = new URL(url, 'http://x').pathname;
      const segments = pathname.split('/').filter(Boolean);
      const expected = new Set(ids(pathname));
      for (let n = 0; n < Math.max(segments.length, 1); n++) for (const id of ids(`/${segments.slice(0, n).join('/')}`)) expected.add(id);
      expect(new Set(Object.keys((JSON.parse(manifest!) as { routes: object }).routes)), url).toEqual(expected);
    }
  });

  it('never serves a signed-in visitor from the cache, and never puts their data in it', async () => {
    const session = await createSignedInUser(database.db, `crowd-${Date.now()}@example.com`);
    const signedIn = await get('/', { cookie: `currency=USD; token=${session.token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBe('bypass');
    expect(signedIn.html).toContain(session.email);
    const again = await get('/', { cookie: `currency=USD; token=${session.token}` });
    expect(again.cache).toBe('bypass');

    const anonymous = await get('/', { cookie: 'currency=USD' });
    expect(anonymous.cache).toBe('miss'); // the signed-in renders filled nothing
    const cached = await get('/', { cookie: 'currency=USD' });
    expect(cached.cache).toMatch(/^(hit|stale)$/);
    expect(cached.html).not.toContain(session.email);
    expect(cached.html).not.toContain(session.token);

    // A dead session cookie renders fresh too (its answer clears the cookie and is never shared).
    const dead = await get('/', { cookie: 'currency=USD; token=not-a-live-session' });
    expect(dead.cache).toBe('bypass');
  });

  it('serves a shared page with no nonce: its CSP allows exactly its own inline scripts by their hashes', async () => {
    const answers = [await get('/?crowd=nonce'), await get('/?crowd=nonce'), await get('/?crowd=nonce')];
    expect(answers.map((a) => a.cache)).toEqual(['miss', expect.stringMatching(/^(hit|stale)$/), expect.stringMatching(/^(hit|stale)$/)]);
    for (const a of answers) {
      const csp = String(a.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain('nonce-');
      expect(scriptSrc).not.toContain('unsafe-inline');
      const inline = [...a.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1]!));
      expect(inline.length).toBeGreaterThan(0);
      const hashes = inline.map((m) => `'sha256-${crypto.createHash('sha256').update(m[2]!, 'utf8').digest('base64')}'`);
      expect(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(hashes)].sort());
      // The render's nonce is gone from the page: what every visitor sees gives no one a usable nonce.
      expect(new Set([...a.html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set(['']));
      expect(a.headers['cache-control']).toBe('private, no-cache');
      expect(String(a.headers.vary)).toContain('Cookie');
    }
    expect(answers[1]!.html).toBe(answers[0]!.html);
    expect(answers[1]!.headers['content-security-policy']).toBe(answers[0]!.headers['content-security-policy']);
    // A page that is not shared keeps a fresh nonce per response, the one on all its scripts.
    const fresh = [await get('/?crowd=nonce', { cookie: 'fresh=1' }), await get('/?crowd=nonce', { cookie: 'fresh=1' })];
    for (const a of fresh) {
      expect(a.cache).toBe('bypass');
      expect(a.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const scripts = [...a.html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      for (const tag of scripts) expect(tag, tag).toContain(`nonce="${a.nonce}"`);
      expect(String(a.headers['content-security-policy'])).not.toContain('sha256-');
    }
    expect(fresh[0]!.nonce).not.toBe(fresh[1]!.nonce);
  });

  it('answers a cached page brotli- or gzip-encoded, compressed once, as the browser takes it', async () => {
    expect((await get('/?crowd=gzip')).cache).toBe('miss');
    const plain = await get('/?crowd=gzip');
    const ask = (encoding: string) => app.inject({ method: 'GET', url: '/?crowd=gzip', headers: { accept: 'text/html', 'user-agent': DESKTOP, 'accept-encoding': encoding } });
    const br = await ask('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.html);
    expect((await ask('gzip, deflate, br, zstd')).rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await ask('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.html);
    expect(gz.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it('past its time to live answers the page kept while one render replaces it, and renders anew once that is over too', async () => {
    expect((await get('/?crowd=ttl')).cache).toBe('miss');
    expect((await get('/?crowd=ttl')).cache).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // PAGE_CACHE_TTL_S=1 above
    const stale = await get('/?crowd=ttl');
    expect(stale.cache).toBe('stale');
    expect(stale.status).toBe(200);
    // The render it started replaces the page: fresh again.
    await expect.poll(async () => (await get('/?crowd=ttl')).cache, { timeout: 5_000, interval: 50 }).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // time to live and the stale time after it
    expect((await get('/?crowd=ttl')).cache).toBe('miss');
  });

  it('names the common catalogue of its locale, a hashed file kept a year, instead of carrying it in the page', async () => {
    for (const [url, locale, cookie] of [['/', 'en', ''], ['/de/search-result?keyword=bag', 'de', 'language=de']] as const) {
      const page = await get(url, cookie ? { cookie } : {});
      expect(page.status).toBe(200);
      const href = new RegExp(`<link rel="preload" href="(/i18n/common\\.${locale}\\.[\\w-]{12}\\.json)" as="fetch" crossorigin=""/>`).exec(page.html)?.[1];
      expect(href).toBeDefined();
      // The texts are in the rendered page, not in its hydration data.
      const common = CATALOGUES[locale].common as { footer: { disclaimer: string }; search: { submit: string } };
      const data = [...page.html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
      expect(data).toContain(JSON.stringify(href).slice(1, -1));
      expect(data).not.toContain(common.footer.disclaimer.replaceAll('"', '\\"'));
      expect(page.html).toContain(common.search.submit);
      const file = await app.inject({ method: 'GET', url: href!, headers: { 'accept-encoding': 'br' } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(zlib.brotliDecompressSync(file.rawPayload).toString())).toEqual(CATALOGUES[locale].common);
    }
    // A catalogue address of another build (a tab open across a deploy) still gets today's texts, not kept; others are not found.
    const old = await app.inject({ method: 'GET', url: '/i18n/common.fr.AAAAAAAAAAAA.json' });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('no-cache');
    expect(old.json()).toEqual(CATALOGUES.fr.common);
    expect((await app.inject({ method: 'GET', url: '/i18n/common.xx.AAAAAAAAAAAA.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/i18n/../package.json' })).statusCode).toBe(404);
  });

  it('shares no redirect, error or HEAD answer', async () => {
    expect((await get('/no-such-page-here')).cache).not.toMatch(/^(hit|stale)$/);
    expect((await get('/no-such-page-here')).cache).not.toMatch(/^(hit|stale)$/);
    const head = await app.inject({ method: 'HEAD', url: '/', headers: { accept: 'text/html', 'user-agent': DESKTOP } });
    expect(String(head.headers['server-timing'])).toContain('cache;desc=bypass');
  });
});
