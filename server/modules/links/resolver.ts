import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { parseProductLink, SHORT_LINK_HOSTS } from '../../../core/links/index.ts';
import { isPublicAddress } from './address.ts';
import { makeLruCache } from './cache.ts';

/** What the catalog service takes: a short link → the marketplace/agent product URL behind it, or null. */
export type ResolveShortLink = (url: string) => Promise<string | null>;

export type ShortLinkResolverOptions = {
  /** Hosts (and their subdomains) the resolver may request. Default: the link engine's SHORT_LINK_HOSTS. */
  allowedHosts?: readonly string[];
  /** Default `['https:']`; tests add `http:` for a loopback server. */
  protocols?: readonly ('https:' | 'http:')[];
  /** Accept URLs with an explicit non-default port (tests' loopback server). Default false. */
  anyPort?: boolean;
  /** Checked for every address a host resolves to, at connect time. Default: public unicast only. */
  isAllowedAddress?: (address: string) => boolean;
  /** For the whole resolution, all redirects included. Default 5 s. */
  timeoutMs?: number;
  /** Default 3. */
  maxRedirects?: number;
  /** Bytes of a page read when scanning it for a product URL. Default 1 MB. */
  maxBodyBytes?: number;
  cacheEntries?: number;
  cacheTtlMs?: number;
  negativeCacheTtlMs?: number;
  now?: () => number;
};

const USER_AGENT = 'Mozilla/5.0 (compatible; HaulbridgeLinkResolver/1.0)';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Candidate URLs tried per page, so a page full of links cannot cost much CPU. */
const MAX_CANDIDATES = 2000;
/** `https://…`, `//…`, in HTML, inline scripts or JSON (after `\/` and `&amp;` are undone). */
const URL_IN_TEXT = /(?:https?:)?\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:[/?#][^\s"'<>`\\]*)?/gi;

class AddressRefusedError extends Error {
  code = 'EADDRREFUSED';
}

function hostMatches(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** The first URL in a page that the link engine reads as a product. */
export function findProductUrlInText(text: string): string | null {
  const unescaped = text
    .replace(/\\u002f/gi, '/')
    .replace(/\\\//g, '/')
    .replace(/&amp;/gi, '&')
    .replace(/&#x2f;|&#47;/gi, '/');
  let tried = 0;
  for (const match of unescaped.matchAll(URL_IN_TEXT)) {
    if (++tried > MAX_CANDIDATES) break;
    const href = match[0].startsWith('//') ? `https:${match[0]}` : match[0];
    if (parseProductLink(href).ok) return href;
  }
  return null;
}

/**
 * Resolves short/share links (link-formats.md §A9) to the product URL behind them: follows at most
 * `maxRedirects` redirects, each to an allow-listed short-link host, or stops at the first redirect
 * target that the link engine reads as a product; without a redirect, scans the page (≤ 1 MB) for a
 * product URL (m.tb.cn answers with HTML). Addresses are checked when the socket connects (custom
 * `lookup`), so a DNS answer that changes between check and use cannot reach a private network.
 * Answers are cached (24 h; failures 10 min).
 */
export function makeShortLinkResolver(options: ShortLinkResolverOptions = {}) {
  const allowedHosts = (options.allowedHosts ?? SHORT_LINK_HOSTS).map((h) => h.toLowerCase());
  const protocols = options.protocols ?? ['https:'];
  const isAllowedAddress = options.isAllowedAddress ?? isPublicAddress;
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxRedirects = options.maxRedirects ?? 3;
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const ttl = options.cacheTtlMs ?? 24 * 60 * 60 * 1000;
  const negativeTtl = options.negativeCacheTtlMs ?? 10 * 60 * 1000;
  const cache = makeLruCache<string | null>(options.cacheEntries ?? 10_000, options.now);
  const inFlight = new Map<string, Promise<string | null>>();

  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const allowed = addresses.filter((a) => isAllowedAddress(a.address));
      if (allowed.length === 0) return callback(new AddressRefusedError(`no allowed address for ${hostname}`), '', 0);
      if (lookupOptions.all) return callback(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
  const agents = {
    'http:': new http.Agent({ lookup: guardedLookup, keepAlive: false }),
    'https:': new https.Agent({ lookup: guardedLookup, keepAlive: false }),
  };

  /** A URL we may request: allowed scheme, allow-listed host, no credentials, default port; IP literals checked here (no lookup runs for them). */
  function requestable(url: URL): boolean {
    if (!(protocols as readonly string[]).includes(url.protocol)) return false;
    if (url.username || url.password) return false;
    if (url.port && !options.anyPort) return false;
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
    if (!allowedHosts.some((allowed) => hostMatches(host, allowed))) return false;
    return isIP(host) === 0 || isAllowedAddress(host);
  }

  type Hop = { kind: 'redirect'; location: string } | { kind: 'page'; text: string } | { kind: 'other' };

  function request(url: URL, signal: AbortSignal): Promise<Hop> {
    return new Promise((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const req = client.request(
        url,
        {
          method: 'GET',
          agent: agents[url.protocol as 'http:' | 'https:'],
          signal,
          headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          if (REDIRECT_STATUSES.has(status) && res.headers.location) {
            res.destroy();
            return resolve({ kind: 'redirect', location: res.headers.location });
          }
          if (status < 200 || status >= 300) {
            res.destroy();
            return resolve({ kind: 'other' });
          }
          const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
          const decoder =
            encoding === 'gzip' || encoding === 'x-gzip' ? zlib.createGunzip()
            : encoding === 'deflate' ? zlib.createInflate()
            : encoding === 'br' ? zlib.createBrotliDecompress()
            : null;
          const stream = decoder ? res.pipe(decoder) : res;
          const chunks: Buffer[] = [];
          let size = 0;
          let done = false;
          const finish = () => {
            if (done) return;
            done = true;
            res.destroy();
            decoder?.destroy();
            resolve({ kind: 'page', text: Buffer.concat(chunks).toString('utf8') });
          };
          const fail = (error: Error) => {
            if (done) return;
            done = true;
            res.destroy();
            decoder?.destroy();
            reject(error);
          };
          stream.on('data', (chunk: Buffer) => {
            if (done) return;
            const room = maxBodyBytes - size;
            chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
            size += Math.min(chunk.length, room);
            if (size >= maxBodyBytes) finish(); // the rest is never read
          });
          stream.on('end', finish);
          stream.on('error', fail);
          res.on('error', fail);
          res.on('close', () => {
            if (!res.complete) fail(new Error('response ended early'));
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  async function follow(start: URL): Promise<string | null> {
    const signal = AbortSignal.timeout(timeoutMs);
    let current = start;
    for (let redirects = 0; ; ) {
      const hop = await request(current, signal);
      if (hop.kind === 'other') return null;
      if (hop.kind === 'page') return findProductUrlInText(hop.text);
      let target: URL;
      try {
        target = new URL(hop.location, current);
      } catch {
        return null;
      }
      redirects += 1;
      if (redirects > maxRedirects) return null;
      if ((target.protocol === 'https:' || target.protocol === 'http:') && parseProductLink(target.href).ok) return target.href;
      if (!requestable(target)) return null;
      current = target;
    }
  }

  async function resolveUncached(start: URL): Promise<string | null> {
    try {
      return await follow(start);
    } catch {
      // Timeouts, refused addresses, DNS and TLS failures: all mean "not resolved".
      return null;
    }
  }

  return {
    async resolve(input: string): Promise<string | null> {
      let start: URL;
      try {
        start = new URL(input.trim());
      } catch {
        return null;
      }
      if (!requestable(start)) return null;
      const key = start.href;
      const cached = cache.get(key);
      if (cached) return cached.value;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = resolveUncached(start)
          .then((value) => {
            cache.set(key, value, value === null ? negativeTtl : ttl);
            return value;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
export type ShortLinkResolver = ReturnType<typeof makeShortLinkResolver>;

/** The resolver the catalog service takes, when LINK_RESOLVER=on; undefined otherwise (short links stay unresolved). */
export function shortLinkResolverFromConfig(config: { LINK_RESOLVER: 'on' | 'off' }): ResolveShortLink | undefined {
  if (config.LINK_RESOLVER !== 'on') return undefined;
  const resolver = makeShortLinkResolver();
  return (url) => resolver.resolve(url);
}
