import { describe, expect, it } from 'vitest';
import { listingFromAnswer, shopPageFromAnswer } from './contract.ts';
import { ProductSourceError } from './types.ts';

const OFFER = '652345678901';
const full = {
  offerId: OFFER,
  channel: 'taobao',
  title: '加绒连帽卫衣男宽松',
  titles: { en: 'Fleece Hoodie', de: 'Fleece-Kapuzenpullover', xx: 'ignored', ja: 'フリース' },
  priceCny: 129.999,
  images: ['https://img.vendor.example/a.jpg', 'http://img.vendor.example/b.jpg'],
  stock: 12,
  weightG: 650,
  volumeCm3: 3000,
  deliveryDays: 3,
  soldCount: 321,
  productUrl: 'https://item.taobao.com/item.htm?id=652345678901',
  categoryKey: 'clothing-accessories/hoodies-sweatshirts',
  shop: { shopId: '123456789', name: '杭州针织工厂店' },
  vendorOnlyField: { anything: true },
};

function reasonOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof ProductSourceError) return error.reason;
    throw error;
  }
  return undefined;
}

describe('listingFromAnswer (item answers → our ProductListing)', () => {
  it('maps a full answer to our own listing, dropping fields and locales we do not know', () => {
    expect(listingFromAnswer('taobao', OFFER, full)).toEqual({
      channel: 'taobao',
      offerId: OFFER,
      titleCn: '加绒连帽卫衣男宽松',
      titles: { en: 'Fleece Hoodie', de: 'Fleece-Kapuzenpullover' },
      priceCny: 130,
      images: full.images,
      stock: 12,
      outOfStock: false,
      weightG: 650,
      volumeCm3: 3000,
      deliveryDays: 3,
      soldCount: 321,
      productUrl: full.productUrl,
      categoryKey: 'clothing-accessories/hoodies-sweatshirts',
      seller: { channel: 'taobao', shopId: '123456789', name: '杭州针织工厂店' },
      isDemo: false,
    });
  });

  it('fills what a minimal answer leaves out: unknown stock and sizes, the canonical URL, no seller', () => {
    const listing = listingFromAnswer('weidian', '7234567890', { offerId: '7234567890', title: '手链', priceCny: 5, images: [] });
    expect(listing).toMatchObject({ stock: null, outOfStock: false, weightG: null, volumeCm3: null, deliveryDays: null, soldCount: 0, seller: null, categoryKey: null, titles: {} });
    expect(listing.productUrl).toBe('https://weidian.com/item.html?itemID=7234567890');
  });

  it('reads a stock of 0 as out of stock unless the answer says otherwise', () => {
    expect(listingFromAnswer('taobao', OFFER, { ...full, stock: 0 }).outOfStock).toBe(true);
    expect(listingFromAnswer('taobao', OFFER, { ...full, stock: 5, outOfStock: true }).outOfStock).toBe(true);
  });

  it.each([
    ['not an object', 'hello'],
    ['null', null],
    ['an array', [full]],
    ['no title', { ...full, title: undefined }],
    ['an empty title', { ...full, title: '   ' }],
    ['a price as text', { ...full, priceCny: '129' }],
    ['a negative price', { ...full, priceCny: -1 }],
    ['images that are not http(s) URLs', { ...full, images: ['javascript:alert(1)'] }],
    ['a file: image', { ...full, images: ['file:///etc/passwd'] }],
    ['a fractional stock', { ...full, stock: 1.5 }],
    ['a product URL that is not http(s)', { ...full, productUrl: 'data:text/html,hi' }],
    ['another item', { ...full, offerId: '111111111111' }],
    ['another channel', { ...full, channel: '1688' }],
  ])('refuses %s as a bad answer', (_, body) => {
    expect(reasonOf(() => listingFromAnswer('taobao', OFFER, body))).toBe('bad_answer');
  });
});

describe('shopPageFromAnswer (shop page answers)', () => {
  it('keeps the ids (without repeats), the cursor and the shop name', () => {
    expect(shopPageFromAnswer('taobao', 's1', { offerIds: ['652345678901', '652345678902', '652345678901'], nextCursor: 'p2', shopName: '小店' })).toEqual({
      offerIds: ['652345678901', '652345678902'],
      nextCursor: 'p2',
      shopName: '小店',
    });
    expect(shopPageFromAnswer('taobao', 's1', { offerIds: [], nextCursor: null })).toEqual({ offerIds: [], nextCursor: null });
  });

  it.each([
    ['no cursor field', { offerIds: [] }],
    ['ids that are not offer ids', { offerIds: ['abc'], nextCursor: null }],
    ['numbers instead of strings', { offerIds: [652345678901], nextCursor: null }],
    ['an empty cursor', { offerIds: [], nextCursor: '' }],
    ['too many ids', { offerIds: Array.from({ length: 1001 }, (_, i) => String(652345678901 + i)), nextCursor: null }],
  ])('refuses %s as a bad answer', (_, body) => {
    expect(reasonOf(() => shopPageFromAnswer('taobao', 's1', body))).toBe('bad_answer');
  });
});
