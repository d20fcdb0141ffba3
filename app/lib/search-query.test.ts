import { describe, expect, it } from 'vitest';
import { numberOrText, readSearchQuery, searchParamsOf } from './search-query.ts';

describe('search query in the URL', () => {
  it('reads every filter, trimmed, with the price currency upper-cased', () => {
    const query = readSearchQuery(new URLSearchParams('keyword=%20polo%20&categoryId=3&minPrice=5&maxPrice=20&currency=eur&showNoQc=1&sort=sales'));
    expect(query).toEqual({ keyword: 'polo', imageKey: '', categoryId: '3', minPrice: '5', maxPrice: '20', currency: 'EUR', showNoQc: true, sort: 'sales' });
  });

  it('treats a missing or unknown Show No QC value as off (only goods with QC photos)', () => {
    expect(readSearchQuery(new URLSearchParams('')).showNoQc).toBe(false);
    expect(readSearchQuery(new URLSearchParams('showNoQc=0')).showNoQc).toBe(false);
    for (const on of ['1', 'true', 'on', 'TRUE']) expect(readSearchQuery(new URLSearchParams(`showNoQc=${on}`)).showNoQc).toBe(true);
  });

  it('writes only the filters that are set, and the currency only with a price', () => {
    const empty = readSearchQuery(new URLSearchParams('keyword=bag&categoryId=&minPrice=&maxPrice=&currency=USD&sort='));
    expect(searchParamsOf(empty).toString()).toBe('keyword=bag');
    const priced = readSearchQuery(new URLSearchParams('maxPrice=30&currency=usd&keyword=bag'));
    expect(searchParamsOf(priced, { pageId: '2' }).toString()).toBe('keyword=bag&maxPrice=30&currency=USD&pageId=2');
  });

  it('keeps a search by image (its upload key) with the filters that refine it', () => {
    const query = readSearchQuery(new URLSearchParams('imageKey=uploads/ab/0123456789abcdef0123456789abcdef.webp&categoryId=7&showNoQc=1'));
    expect(query.imageKey).toBe('uploads/ab/0123456789abcdef0123456789abcdef.webp');
    expect(searchParamsOf(query).toString()).toBe('imageKey=uploads%2Fab%2F0123456789abcdef0123456789abcdef.webp&categoryId=7&showNoQc=1');
    expect(readSearchQuery(searchParamsOf(query))).toEqual(query);
  });

  it('round-trips a query through its URL', () => {
    const query = readSearchQuery(new URLSearchParams('keyword=linen shirt&categoryId=7&minPrice=1.5&currency=CNY&showNoQc=1&sort=price_asc'));
    expect(readSearchQuery(searchParamsOf(query))).toEqual(query);
  });

  it('reads sort=relevance as the default sort, so the URL and the sort menu name Best match once', () => {
    expect(readSearchQuery(new URLSearchParams('keyword=bag&sort=relevance')).sort).toBe('');
    expect(searchParamsOf(readSearchQuery(new URLSearchParams('keyword=bag&sort=relevance'))).toString()).toBe('keyword=bag');
    expect(readSearchQuery(new URLSearchParams('sort=sales')).sort).toBe('sales');
  });

  it('sends numbers as numbers and anything else as typed, so the server names the bad field', () => {
    expect(numberOrText('12.5')).toBe(12.5);
    expect(numberOrText('')).toBeUndefined();
    expect(numberOrText('abc')).toBe('abc');
  });
});
