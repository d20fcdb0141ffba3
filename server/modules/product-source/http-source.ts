/**
 * The `http` product source: the JSON contract of docs/product-source.md, spoken to `PRODUCT_SOURCE_URL`
 * (a deployment's agent or data vendor API). Every request is a GET with a deadline, an answer-size cap
 * and no redirects; failures become `ProductSourceError`s with a reason, never a provider's raw error.
 */
import type { Channel } from '../../../core/api.ts';
import { isValidOfferId } from '../../../core/links/index.ts';
import { listingFromAnswer, shopPageFromAnswer } from './contract.ts';
import { ProductSourceError, SHOP_PAGE_SIZE_MAX, type ProductSource } from './types.ts';

export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export type HttpSourceOptions = {
  /** Base URL (http or https); endpoints are appended to its path. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <key>`. */
  key?: string;
  /** Deadline of one request, headers and body together. */
  timeoutMs: number;
  maxAnswerBytes?: number;
  /** Extra attempts after an `unavailable` failure (5xx, 429, network). Timeouts are not retried, so a call waits at most ~timeoutMs × (1 + retries). */
  retries?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
};

type Answer = { status: 200; body: unknown } | { status: 404 };

export function createHttpProductSource(options: HttpSourceOptions): ProductSource {
  const base = new URL(options.baseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error('PRODUCT_SOURCE_URL must be an http(s) URL');
  const basePath = base.pathname.replace(/\/+$/, '');
  const maxBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const retries = options.retries ?? 1;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const doFetch = options.fetch ?? fetch;

  const endpoint = (segments: string[], query: Record<string, string> = {}): URL => {
    const url = new URL(base);
    url.pathname = `${basePath}/${segments.map(encodeURIComponent).join('/')}`;
    url.search = new URLSearchParams(query).toString();
    url.hash = '';
    return url;
  };

  async function attempt(url: URL, what: string): Promise<Answer> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const failed = (cause: unknown): ProductSourceError =>
      signal.aborted
        ? new ProductSourceError('timeout', `${what}: no answer within ${options.timeoutMs} ms`, { cause })
        : new ProductSourceError('unavailable', `${what}: ${cause instanceof Error ? cause.message : 'request failed'}`, { cause });
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'GET',
        headers: { accept: 'application/json', ...(options.key ? { authorization: `Bearer ${options.key}` } : {}) },
        // A redirect is not followed: it answers as an unexpected status (the configured URL is the only host asked).
        redirect: 'manual',
        signal,
      });
    } catch (error) {
      throw failed(error);
    }
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => {});
      if (res.status === 404) return { status: 404 };
      if (res.status >= 500 || res.status === 429) throw new ProductSourceError('unavailable', `${what}: HTTP ${res.status}`);
      throw new ProductSourceError('bad_answer', `${what}: unexpected HTTP ${res.status}`);
    }
    const declared = Number(res.headers.get('content-length'));
    if (declared > maxBytes) {
      await res.body?.cancel().catch(() => {});
      throw new ProductSourceError('bad_answer', `${what}: answer of ${declared} bytes exceeds ${maxBytes}`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = res.body?.getReader();
    try {
      for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
        size += read.value.byteLength;
        if (size > maxBytes) break;
        chunks.push(read.value);
      }
    } catch (error) {
      throw failed(error);
    }
    if (size > maxBytes) {
      await reader?.cancel().catch(() => {});
      throw new ProductSourceError('bad_answer', `${what}: answer exceeds ${maxBytes} bytes`);
    }
    try {
      return { status: 200, body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))) as unknown };
    } catch (error) {
      throw new ProductSourceError('bad_answer', `${what}: the answer is not JSON`, { cause: error });
    }
  }

  /** A GET (idempotent, so retried after an `unavailable` failure, at most `retries` times). */
  async function get(url: URL, what: string): Promise<Answer> {
    for (let tries = 0; ; tries++) {
      try {
        return await attempt(url, what);
      } catch (error) {
        if (!(error instanceof ProductSourceError) || error.reason !== 'unavailable' || tries >= retries) throw error;
        if (retryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** tries));
      }
    }
  }

  return {
    kind: 'http',
    async item(channel: Channel, offerId: string) {
      if (!isValidOfferId(offerId)) return null;
      const answer = await get(endpoint(['items', channel, offerId]), `item ${channel}/${offerId}`);
      return answer.status === 404 ? null : listingFromAnswer(channel, offerId, answer.body);
    },
    async shopItems(channel: Channel, shopId: string, { cursor, pageSize }) {
      const what = `shop ${channel}/${shopId}`;
      if (!shopId.trim() || shopId.length > 100) throw new ProductSourceError('not_found', `${what}: not a shop id`);
      const size = Math.min(SHOP_PAGE_SIZE_MAX, Math.max(1, Math.floor(pageSize)));
      const answer = await get(endpoint(['shops', channel, shopId, 'items'], { pageSize: String(size), ...(cursor ? { cursor } : {}) }), what);
      if (answer.status === 404) throw new ProductSourceError('not_found', `${what}: no such shop`);
      return shopPageFromAnswer(channel, shopId, answer.body);
    },
  };
}
