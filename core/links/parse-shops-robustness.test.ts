import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isValidShopId, parseProductLink, parseShopLink, shopUrl } from './index.ts';
import type { ShopLinkRefusalReason, ShopLinkResult } from './types.ts';

/** Every refusal reason parseShopLink may give (a Record so that a new reason must be listed here). */
const SHOP_REASONS: Record<ShopLinkRefusalReason, true> = {
  not_a_link: true,
  unsupported_link: true,
  missing_id: true,
  unsupported_marketplace: true,
  short_link_needs_resolution: true,
  encrypted_link: true,
  product_link: true,
};

/** The parser's unit of work is reading one URL (`new URL`); it may read at most 64 per input (parse.ts MAX_URLS_READ). */
const MAX_URLS_READ = 64;
let urlsRead = 0;
const RealURL = URL;
class CountingURL extends RealURL {
  constructor(url: string | URL, base?: string | URL) {
    super(url, base);
    urlsRead += 1;
  }
}
beforeAll(() => {
  vi.stubGlobal('URL', CountingURL);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** Parses and checks what must hold for any input: no throw, bounded work, a well-formed answer. */
function parseChecked(input: string): ShopLinkResult {
  urlsRead = 0;
  const result = parseShopLink(input);
  expect(urlsRead).toBeLessThanOrEqual(MAX_URLS_READ);
  if (result.ok) {
    expect(urlsRead).toBeGreaterThan(0); // the counter is live
    expect(isValidShopId(result.channel, result.shopId, result.idKind)).toBe(true);
    const url = shopUrl(result.channel, result.shopId, result.idKind);
    expect(url).not.toBeNull();
    expect(parseShopLink(url ?? '')).toMatchObject({ ok: true, channel: result.channel, shopId: result.shopId, idKind: result.idKind });
    // A text is a shop link or a product link, never both.
    expect(parseProductLink(input).ok).toBe(false);
  } else {
    expect(Object.keys(SHOP_REASONS)).toContain(result.reason);
  }
  return result;
}

const encoded = (text: string, times: number): string => Array.from({ length: times }).reduce<string>((s) => encodeURIComponent(s), text);

/** Pieces of shop, product and wrapper URLs, glued in any order and encoded 0–3 times. */
const piece = fc.constantFrom(
  'https://',
  'http://',
  '//',
  'shop57301367.taobao.com',
  'shop57301367.m.taobao.com',
  'store.taobao.com/shop/view_shop.htm',
  '?user_number_id=',
  '&sellerId=',
  '?shop_id=',
  '/dianpu/',
  'world.taobao.com',
  'nike.tmall.com',
  '.m.',
  'tmall.hk',
  'weidian.com/',
  '?userid=',
  'shop1622368742.v.weidian.com',
  'item.html?itemID=7212345678',
  'm.1688.com/winport/',
  'b2b-2546450021uezz8',
  '.html',
  'shop1434560114962.1688.com',
  'item.taobao.com/item.htm?id=675330231400',
  'www.kakobuy.com/item/store?url=',
  'www.superbuy.com/en/page/buy/?url=',
  'x.yupoo.com/external?url=',
  'www.google.com/url?q=',
  'm.tb.cn/h.5XyZ',
  '2200704123456',
  '1622368742',
  '57301367',
  '%3A%2F%2F',
  '%253A',
  '%',
  '%2F',
  '%3F',
  '%3D',
  '%26',
  '&',
  '?',
  '#',
  '/',
  '=',
  '.',
  ' ',
  '￥AbC123xyz9￥',
  '【淘宝】',
  'a',
);

describe('parseShopLink on arbitrary input', () => {
  it('never throws, reads at most 64 URLs and answers a valid shop or a known reason (any string)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 200 }), (input) => {
        parseChecked(input);
      }),
      { numRuns: 1500 },
    );
  });

  it('the same for texts built from shop, product and wrapper URL pieces, encoded 0–3 times', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), fc.integer({ min: 0, max: 3 }), (pieces, times) => {
        parseChecked(encoded(pieces.join(''), times));
      }),
      { numRuns: 3000 },
    );
  });

  it('the same for a real shop link inside a random wrapper chain', () => {
    const shops = fc.constantFrom(
      'https://shop57301367.taobao.com/',
      'https://store.taobao.com/shop/view_shop.htm?user_number_id=2200704123456',
      'https://nike.tmall.com/',
      'https://weidian.com/?userid=1622368742',
      'https://m.1688.com/winport/b2b-2546450021uezz8.html',
    );
    const wrapper = fc.constantFrom(
      'https://www.kakobuy.com/item/store?url=',
      'https://www.superbuy.com/en/page/buy/?url=',
      'https://x.yupoo.com/external?url=',
      'https://www.google.com/url?q=',
      'https://finds.example.org/go?url=',
    );
    fc.assert(
      fc.property(shops, fc.array(fc.tuple(wrapper, fc.integer({ min: 0, max: 2 })), { maxLength: 4 }), (raw, chain) => {
        const input = chain.reduce<string>((inner, [outer, times]) => `${outer}${encoded(inner, times + 1)}`, raw);
        const result = parseChecked(input);
        expect(result.ok).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a hostile self-wrapping link with many wrapper parameters is refused within the URL budget', () => {
    const params = ['url', 'goodsUrl', 'productUrl', 'productLink', 'link', 'redirect'];
    const hostile = Array.from({ length: 4 }).reduce<string>(
      (inner) => `https://unknown.example/?${params.map((p) => `${p}=${encoded(inner, 1)}`).join('&')}`,
      'https://weidian.com/',
    );
    expect(hostile.length).toBeGreaterThan(50_000);
    expect(parseChecked(hostile)).toEqual({ ok: false, reason: 'unsupported_link' });
  });

  it('nesting beyond the depth limit is refused', () => {
    const deep = Array.from({ length: 10 }).reduce<string>((inner) => `https://www.kakobuy.com/item/store?url=${encoded(inner, 1)}`, 'https://weidian.com/?userid=1622368742');
    expect(parseChecked(deep)).toEqual({ ok: false, reason: 'unsupported_link' });
  });
});
