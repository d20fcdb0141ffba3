import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isbot } from 'isbot';
import { PROMOTION_COOKIES } from '../../core/promotions.ts';
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
/**
 * Cookies the server never reads, so they need no place in the key: Google Analytics' own (set and read by its script),
 * and the promotions closed for the day (isShowDesignBot, isShowDiscordDialog: the promotions render in the browser
 * after hydration, decision 029). A visitor who closed one still shares pages with everyone else.
 */
const IGNORED_COOKIE = new RegExp(`^_ga(_[\\w-]+)?$|^_gid$|^(${PROMOTION_COOKIES.join('|')})$`);

export { acceptsEncoding } from '../http/compression.ts';

/**
 * The CSP `script-src` sources of a page served to many visitors: the SHA-256 of every inline script's text (the
 * bytes between `<script …>` and `</script>`, as the browser hashes them). React escapes `<` inside what it renders,
 * so the first `</script>` ends each script. Read from the page's UTF-8 bytes as latin1 (one character per byte, so
 * a match's offsets are byte offsets; no markup character is a byte of a multi-byte sequence): nothing decoded.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const bytes = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  const hashes = new Set<string>();
  for (const match of bytes.toString('latin1').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    const start = match.index + match[0].length - '</script>'.length - match[2]!.length;
    hashes.add(`'sha256-${createHash('sha256').update(bytes.subarray(start, start + match[2]!.length)).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page's bytes with every occurrence of `nonce` cut out (`nonce="…"` becomes `nonce=""`, inert), or null when it
 * holds none: the render's nonce goes before a page is shared, working on the bytes as rendered (no decoding to a
 * string and encoding again).
 */
export function withoutNonce(bytes: Buffer, nonce: string): Buffer | null {
  const needle = Buffer.from(nonce, 'latin1');
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + needle.length;
  }
  if (!parts.length) return null;
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

type Encoding = 'br' | 'gzip';

export type PageCacheEntry = {
  /** The page as every visitor gets it: the same bytes, its inline scripts allowed by their hashes in `headers`' CSP. */
  html: Buffer;
  headers: [string, string][];
  /** The page compressed once, at the first answer that takes each encoding (off the event loop). */
  encoded?: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
  /** Fresh until then; from then until `staleUntil` still answered while one render replaces it. */
  expires: number;
  staleUntil: number;
};

/** The oldest a shared page may get, revalidation included: the list caches' time (decision 005/011). */
export const PAGE_MAX_AGE_MS = 30_000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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
  private readonly waiters = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly options: { ttlMs: number; maxBytes: number; maxEntries: number; now?: () => number },
  ) {}

  get enabled() {
    return this.options.ttlMs > 0;
  }

  /** How long a page is fresh (ms); 0: pages are not kept. */
  get ttlMs() {
    return this.options.ttlMs;
  }

  /** Raised by `clear()`: a render that started before it is not kept (it may show what was just changed). */
  private generation = 0;

  /**
   * Forgets every page, at once: an operator changed what every visitor sees (the site banner, an activity, the
   * agent registry, exchange rates), and "takes effect at once" holds for shared pages too.
   */
  clear() {
    this.generation++;
    this.entries.clear();
    // A render under way may show what was just changed: visitors from now on wait for a render of their own.
    this.inflight.clear();
    this.bytes = 0;
    for (const listener of this.clearListeners) listener();
  }

  private readonly clearListeners: (() => void)[] = [];

  /** Called by every `clear()`: what is kept beside the pages (SharedAnswers) goes with them. */
  onClear(listener: () => void) {
    this.clearListeners.push(listener);
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  /**
   * The page kept for `key`: `fresh` within its time to live; past it, for as long again (never beyond
   * PAGE_MAX_AGE_MS in all), still answered — stale — while the caller starts one render to replace it, so a crowd
   * never waits for that render (docs/decisions/020).
   */
  get(key: string): { entry: PageCacheEntry; fresh: boolean } | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const now = this.now();
    if (entry.staleUntil <= now) {
      this.delete(key);
      return null;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { entry, fresh: now < entry.expires };
  }

  /** How many visitors wait for the render under way for `key` (its leader not counted). */
  waiting(key: string): number {
    return this.waiters.get(key) ?? 0;
  }

  /** Whether a render for `key` is under way. */
  filling(key: string): boolean {
    return this.inflight.has(key);
  }

  /**
   * One render per key at a time: the first caller renders, the others wait for its entry (null when its answer
   * was not one to share; they then render for themselves).
   */
  async fill(key: string, render: () => Promise<Omit<PageCacheEntry, 'expires' | 'staleUntil' | 'bytes'> | null>): Promise<{ entry: PageCacheEntry | null; leader: boolean }> {
    const pending = this.inflight.get(key);
    if (pending) {
      this.waiters.set(key, (this.waiters.get(key) ?? 0) + 1);
      try {
        return { entry: await pending, leader: false };
      } finally {
        const left = this.waiters.get(key)! - 1;
        if (left > 0) this.waiters.set(key, left);
        else this.waiters.delete(key);
      }
    }
    const generation = this.generation;
    const promise = render()
      .then((made) => {
        if (generation !== this.generation) return made && { ...made, bytes: made.html.length, expires: 0, staleUntil: 0 };
        if (!made) {
          // Not a page to share (any more): a stale one it was to replace goes too.
          this.delete(key);
          return null;
        }
        const bytes = made.html.length;
        const now = this.now();
        const ttl = this.options.ttlMs;
        const entry: PageCacheEntry = { ...made, bytes, expires: now + ttl, staleUntil: now + Math.max(ttl, Math.min(2 * ttl, PAGE_MAX_AGE_MS)) };
        if (bytes <= this.options.maxBytes / 8) this.set(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return { entry: await promise, leader: true };
  }

  /**
   * The page compressed with `encoding`, made once per entry and shared by every answer. Brotli at quality 5: a 200 kB
   * page in ~3 ms, within 3 % of quality 6–9's size, where 11 costs ~0.5 s of a core.
   */
  static encoded(entry: PageCacheEntry, encoding: Encoding): Promise<Buffer> {
    entry.encoded ??= {};
    entry.encoded[encoding] ??=
      encoding === 'br'
        ? brotli(entry.html, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.html.length,
            },
          })
        : gzip(entry.html, { level: 6 });
    return entry.encoded[encoding];
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

/**
 * At most `limit` page renders at a time, the others waiting in arrival order (docs/decisions/020, fourth pass). A render
 * is the loaders' calls on the one embedded-database connection and React's work on the one event loop: past a few at
 * once they only slow each other, and a crowd of distinct URLs (a cold search, product links) would queue hundreds of
 * them — each still running after its visitor gave up — ahead of everything, shared pages' refreshes included.
 */
export class RenderSlots {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Waits for a slot; the function it answers gives it back (once). */
  async acquire(): Promise<() => void> {
    if (this.active < this.limit) this.active++;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes to the next in line, or is free.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    };
  }

  /** Renders running and waiting (tests, diagnostics). */
  get load() {
    return { active: this.active, queued: this.queue.length };
  }
}

/** The app's shared pages: `ttlS` seconds each (0: off), at most 64 MB of HTML and 2,000 pages. */
export const createPageCache = (ttlS: number) => new PageCache({ ttlMs: ttlS * 1000, maxBytes: 64 * 1024 * 1024, maxEntries: 2_000 });

/**
 * Answers that every anonymous render of a locale would ask the API for again (rates, agents, hot categories, the site
 * banner: the root loader's), shared for the page cache's time to live and forgotten with its pages (`PageCache.onClear`:
 * an operator's change), so a page's data is never older than a shared page's could be (docs/decisions/020, fifth pass).
 * One load per key at a time; a load that fails is not kept.
 */
export class SharedAnswers {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  get enabled() {
    return this.options.ttlMs > 0;
  }

  clear() {
    this.entries.clear();
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = (this.options.now ?? Date.now)();
    const kept = this.entries.get(key);
    if (kept && now - kept.at < this.options.ttlMs) return kept.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
