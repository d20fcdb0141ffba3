import zlib from 'node:zlib';
import { isbot } from 'isbot';
import { SITE_BANNER_COOKIE } from '../../core/site-banner.ts';
import { COOKIE, platformFromUserAgent } from '../../core/constants.ts';

/**
 * The anonymous-visitor page cache (docs/decisions/020): rendered HTML shared by visitors without a session for a
 * few seconds, so a crowd arriving on one link costs one render. Everything here is about what may be shared.
 */

/**
 * The only cookies a cacheable request may carry. The render reads `currency`, `curAgent` and `closedSiteBanner` (the
 * site banner closed for the day; app/lib/bootstrap.server.ts) and `language` (the locale redirect); they are part of the key. Any other cookie (the session `token`, an invite
 * code the sign-up page reads, anything unknown) sends the request to a fresh render.
 */
const KEYED_COOKIES = [COOKIE.language, COOKIE.currency, COOKIE.curAgent, SITE_BANNER_COOKIE] as const;
/** Google Analytics' own cookies: set and read by its script in the browser, never by the server. */
const IGNORED_COOKIE = /^_ga(_[\w-]+)?$|^_gid$/;

/** gzip member header: deflate, no flags, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty stored block: the end of the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** Whether an Accept-Encoding header takes gzip (any q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((item) => {
    const [coding, ...params] = item.trim().toLowerCase().split(';');
    if (coding!.trim() !== 'gzip') return false;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

export type PageCacheEntry = {
  /** The HTML (UTF-8) split at the render's nonce: joined with a fresh nonce per response. */
  parts: Buffer[];
  headers: [string, string][];
  /** Each piece deflated on its own (full flush: byte-aligned, no reference across pieces), made at the first gzip answer. */
  deflated?: Buffer[];
  bytes: number;
  expires: number;
};

/** Parses a Cookie header into name → value; null when a name comes twice (the key and the render must not read different values). */
function cookies(header: string | undefined): Map<string, string> | null {
  const found = new Map<string, string>();
  if (!header) return found;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    const name = (eq < 0 ? pair : pair.slice(0, eq)).trim();
    if (!name) continue;
    if (found.has(name)) return null;
    found.set(name, eq < 0 ? '' : pair.slice(eq + 1).trim());
  }
  return found;
}

/**
 * The cache key of an anonymous page request, or null when it must render fresh: a signed-in visitor (a `token`
 * cookie), any cookie the key does not cover, or a request header the render would read differently. The key holds
 * the full URL (path and query: the locale is in the path) and everything else the render reads from the request:
 * the keyed cookies and what the user agent decides (bot → whole document at once, phone hint, app platform).
 */
export function pageCacheKey(url: string, headers: { cookie?: string; 'user-agent'?: string; authorization?: string }): string | null {
  if (headers.authorization) return null;
  const jar = cookies(headers.cookie);
  if (!jar) return null;
  for (const name of jar.keys()) {
    if (!(KEYED_COOKIES as readonly string[]).includes(name) && !IGNORED_COOKIE.test(name)) return null;
  }
  const userAgent = headers['user-agent'] ?? '';
  const agentTraits = [isbot(userAgent) ? 'bot' : 'human', /Mobi|Android|iPhone/i.test(userAgent) ? 'mobile' : 'desktop', platformFromUserAgent(userAgent)];
  return JSON.stringify([url, ...KEYED_COOKIES.map((name) => jar.get(name) ?? null), ...agentTraits]);
}

/** A bounded LRU of rendered pages with a time to live, plus single-flight renders per key. */
export class PageCache {
  private readonly entries = new Map<string, PageCacheEntry>();
  private readonly inflight = new Map<string, Promise<PageCacheEntry | null>>();
  private bytes = 0;

  constructor(
    private readonly options: { ttlMs: number; maxBytes: number; maxEntries: number; now?: () => number },
  ) {}

  get enabled() {
    return this.options.ttlMs > 0;
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  get(key: string): PageCacheEntry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return null;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * One render per key at a time: the first caller renders, the others wait for its entry (null when its answer
   * was not one to share; they then render for themselves).
   */
  async fill(key: string, render: () => Promise<Omit<PageCacheEntry, 'expires' | 'bytes'> | null>): Promise<{ entry: PageCacheEntry | null; leader: boolean }> {
    const pending = this.inflight.get(key);
    if (pending) return { entry: await pending, leader: false };
    const promise = render()
      .then((made) => {
        if (!made) return null;
        const bytes = made.parts.reduce((sum, part) => sum + part.length, 0);
        const entry: PageCacheEntry = { ...made, bytes, expires: this.now() + this.options.ttlMs };
        if (bytes <= this.options.maxBytes / 8) this.set(key, entry);
        return entry;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return { entry: await promise, leader: true };
  }

  /** The page with `nonce` wherever the render had its own. */
  static html(entry: PageCacheEntry, nonce: string): Buffer {
    const glue = Buffer.from(nonce);
    const pieces: Buffer[] = [];
    entry.parts.forEach((part, i) => {
      if (i) pieces.push(glue);
      pieces.push(part);
    });
    return Buffer.concat(pieces);
  }

  /**
   * The same page gzip-encoded without compressing it again: the pieces' deflate output around the nonce as a
   * stored (uncompressed) deflate block, one valid gzip member with the CRC of the whole page.
   */
  static gzip(entry: PageCacheEntry, nonce: string): Buffer {
    entry.deflated ??= entry.parts.map((part) => zlib.deflateRawSync(part, { level: 6, finishFlush: zlib.constants.Z_FULL_FLUSH }));
    const glue = Buffer.from(nonce);
    const stored = Buffer.alloc(5 + glue.length);
    stored.writeUInt16LE(glue.length, 1); // byte 0 = 0: not final, stored; LEN, NLEN, the bytes
    stored.writeUInt16LE(~glue.length & 0xffff, 3);
    glue.copy(stored, 5);
    const pieces: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    entry.deflated.forEach((deflated, i) => {
      if (i) {
        pieces.push(stored);
        crc = zlib.crc32(glue, crc);
        size += glue.length;
      }
      pieces.push(deflated);
      // An empty piece adds nothing (and zlib.crc32 gave a wrong running value for one here: covered by a test).
      if (entry.parts[i]!.length) crc = zlib.crc32(entry.parts[i]!, crc);
      size += entry.parts[i]!.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    pieces.push(FINAL_EMPTY_BLOCK, trailer);
    return Buffer.concat(pieces);
  }

  private set(key: string, entry: PageCacheEntry) {
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes && this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
