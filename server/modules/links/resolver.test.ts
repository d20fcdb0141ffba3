import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { findProductUrlInText, makeShortLinkResolver, shortLinkResolverFromConfig, type ShortLinkResolverOptions } from './resolver.ts';

const ITEM = 'https://item.taobao.com/item.htm?id=678901234567';
const HUGE_BYTES = 64 * 1024 * 1024;

/** A loopback server whose paths script redirects and pages; every hit is recorded. */
let server: http.Server;
let base: string;
const hits: string[] = [];
const slowResponses = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    const redirect = (to: string) => res.writeHead(302, { location: to }).end();
    if (path === '/chain/1') return redirect('/chain/2');
    if (path === '/chain/2') return redirect(`${base}/chain/3`);
    if (path === '/chain/3') return redirect(ITEM);
    if (path.startsWith('/long/')) {
      const n = Number(path.slice('/long/'.length));
      return redirect(n < 4 ? `/long/${n + 1}` : ITEM);
    }
    if (path === '/away') return redirect(`http://127.0.0.1:${(server.address() as AddressInfo).port}/chain/3`);
    if (path === '/elsewhere') return redirect('https://evil.example/x');
    if (path === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<html><head><script>var url = 'https:\\/\\/a.m.taobao.com\\/i678901234567.htm?price=1&amp;sourceType=item';</script></head><body>
        <a href="https://www.example.com/help">help</a></body></html>`);
    }
    if (path === '/gzip-page') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      return res.end(zlib.gzipSync(`<a href="${ITEM}">item</a>`));
    }
    if (path === '/huge') {
      // 64 MB of filler, the product URL only after it: the resolver stops reading at 1 MB.
      res.writeHead(200, { 'content-type': 'text/html' });
      const filler = Buffer.alloc(64 * 1024, 'x');
      let sent = 0;
      const pump = () => {
        while (sent < HUGE_BYTES) {
          sent += filler.length;
          if (!res.write(filler)) return void res.once('drain', pump);
        }
        res.end(`<a href="${ITEM}">item</a>`);
      };
      res.on('close', () => hits.push(`/huge closed after ${sent}`));
      return pump();
    }
    if (path === '/slow') {
      slowResponses.add(res);
      return; // never answers
    }
    if (path === '/not-found') return res.writeHead(404).end(`<a href="${ITEM}">item</a>`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('nothing here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of slowResponses) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits.length = 0;
});

/** The resolver as configured for the loopback server: `localhost` allow-listed, http, any port, loopback allowed. */
function loopbackResolver(overrides: ShortLinkResolverOptions = {}) {
  return makeShortLinkResolver({
    allowedHosts: ['localhost'],
    protocols: ['http:'],
    anyPort: true,
    isAllowedAddress: () => true,
    ...overrides,
  });
}

describe('short-link resolver', () => {
  it('follows a 302 chain to a Taobao item URL without requesting the item page', async () => {
    const resolver = loopbackResolver();
    expect(await resolver.resolve(`${base}/chain/1`)).toBe(ITEM);
    expect(hits).toEqual(['/chain/1', '/chain/2', '/chain/3']);
  });

  it('refuses a 4th redirect', async () => {
    const resolver = loopbackResolver();
    expect(await resolver.resolve(`${base}/long/1`)).toBeNull();
    expect(hits).toEqual(['/long/1', '/long/2', '/long/3', '/long/4']);
  });

  it('accepts a product URL reached by the 3rd redirect', async () => {
    const resolver = loopbackResolver();
    expect(await resolver.resolve(`${base}/long/2`)).toBe(ITEM);
  });

  it('refuses a redirect to a host that is not allow-listed', async () => {
    const resolver = loopbackResolver();
    expect(await resolver.resolve(`${base}/away`)).toBeNull();
    expect(await resolver.resolve(`${base}/elsewhere`)).toBeNull();
    expect(hits).toEqual(['/away', '/elsewhere']);
  });

  it('refuses loopback addresses with the default address check, before any byte is sent', async () => {
    const resolver = makeShortLinkResolver({ allowedHosts: ['localhost', '127.0.0.1'], protocols: ['http:'], anyPort: true });
    expect(await resolver.resolve(`${base}/chain/1`)).toBeNull();
    expect(await resolver.resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/chain/1`)).toBeNull();
    expect(hits).toEqual([]);
  });

  it('refuses plain http, non-listed hosts, credentials and explicit ports by default', async () => {
    const resolver = makeShortLinkResolver({ isAllowedAddress: () => true });
    for (const url of ['http://m.tb.cn/h.abc', 'https://example.com/x', 'https://user:pw@m.tb.cn/h.abc', 'https://m.tb.cn:8443/h.abc', 'not a url']) {
      expect(await resolver.resolve(url), url).toBeNull();
    }
  });

  it('gives up after the timeout on a server that never answers', async () => {
    const resolver = loopbackResolver({ timeoutMs: 300 });
    const started = performance.now();
    expect(await resolver.resolve(`${base}/slow`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads at most 1 MB of a page and stops the download', async () => {
    const resolver = loopbackResolver();
    expect(await resolver.resolve(`${base}/huge`)).toBeNull();
    await expect.poll(() => hits.find((h) => h.startsWith('/huge closed'))).toBeTruthy();
    const sent = Number(hits.find((h) => h.startsWith('/huge closed'))!.split(' ').pop());
    expect(sent).toBeLessThan(HUGE_BYTES / 2);
  });

  it('extracts the item URL from an HTML page that does not redirect (m.tb.cn style)', async () => {
    const resolver = loopbackResolver();
    expect(await resolver.resolve(`${base}/page`)).toBe('https://a.m.taobao.com/i678901234567.htm?price=1&sourceType=item');
  });

  it('reads a gzip-compressed page', async () => {
    const resolver = loopbackResolver();
    expect(await resolver.resolve(`${base}/gzip-page`)).toBe(ITEM);
  });

  it('does not read the body of an error answer', async () => {
    const resolver = loopbackResolver();
    expect(await resolver.resolve(`${base}/not-found`)).toBeNull();
  });

  it('answers a repeated link from its cache without a request', async () => {
    const resolver = loopbackResolver();
    expect(await resolver.resolve(`${base}/chain/1`)).toBe(ITEM);
    const requests = hits.length;
    expect(await resolver.resolve(`${base}/chain/1`)).toBe(ITEM);
    expect(await resolver.resolve(`${base}/chain/1`)).toBe(ITEM);
    expect(hits.length).toBe(requests);
  });

  it('shares one request between concurrent calls for the same link', async () => {
    const resolver = loopbackResolver();
    const results = await Promise.all([1, 2, 3].map(() => resolver.resolve(`${base}/chain/1`)));
    expect(results).toEqual([ITEM, ITEM, ITEM]);
    expect(hits.filter((h) => h === '/chain/1')).toHaveLength(1);
  });

  it('asks again once a failure has been cached for 10 minutes, a success for 24 hours', async () => {
    let now = 1_000_000;
    const resolver = loopbackResolver({ now: () => now });
    expect(await resolver.resolve(`${base}/nothing`)).toBeNull();
    expect(await resolver.resolve(`${base}/chain/1`)).toBe(ITEM);
    now += 9 * 60_000;
    await resolver.resolve(`${base}/nothing`);
    expect(hits.filter((h) => h === '/nothing')).toHaveLength(1);
    now += 2 * 60_000;
    await resolver.resolve(`${base}/nothing`);
    await resolver.resolve(`${base}/chain/1`);
    expect(hits.filter((h) => h === '/nothing')).toHaveLength(2);
    expect(hits.filter((h) => h === '/chain/1')).toHaveLength(1);
    now += 24 * 60 * 60_000;
    await resolver.resolve(`${base}/chain/1`);
    expect(hits.filter((h) => h === '/chain/1')).toHaveLength(2);
  });
});

describe('findProductUrlInText', () => {
  it('finds the first product URL among other links, also protocol-relative and JSON-escaped', () => {
    expect(findProductUrlInText('<a href="https://example.com/">x</a> <img src="//item.taobao.com/item.htm?id=123456789">')).toBe(
      'https://item.taobao.com/item.htm?id=123456789',
    );
    expect(findProductUrlInText('{"u":"https:\\/\\/weidian.com\\/item.html?itemID=7654321"}')).toBe('https://weidian.com/item.html?itemID=7654321');
  });

  it('is null for a page without a product link', () => {
    expect(findProductUrlInText('<a href="https://www.taobao.com/">home</a>')).toBeNull();
  });
});

describe('LINK_RESOLVER', () => {
  it('is off by default and gives a resolver only when on', () => {
    expect(loadConfig({}).LINK_RESOLVER).toBe('off');
    expect(loadConfig({ LINK_RESOLVER: '' }).LINK_RESOLVER).toBe('off');
    expect(shortLinkResolverFromConfig(loadConfig({}))).toBeUndefined();
    expect(typeof shortLinkResolverFromConfig(loadConfig({ LINK_RESOLVER: 'on' }))).toBe('function');
  });

  it('stops the boot on any other value, naming the variable', () => {
    expect(() => loadConfig({ LINK_RESOLVER: 'yes' })).toThrow(/LINK_RESOLVER:/);
  });
});
