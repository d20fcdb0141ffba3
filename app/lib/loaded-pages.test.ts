import { describe, expect, it } from 'vitest';
import { loadedPageCount, MAX_RESTORED_PAGES, onlyPageCountChanged, pageNumbers, withLoadedPageCount } from './loaded-pages.ts';

describe('the page count of a Load More list in the URL', () => {
  it('reads 1 unless the URL names a whole number above 1, and caps it', () => {
    expect(loadedPageCount(new URLSearchParams(''))).toBe(1);
    expect(loadedPageCount(new URLSearchParams('pages=3'))).toBe(3);
    expect(loadedPageCount(new URLSearchParams('pages=2.7'))).toBe(2);
    for (const bad of ['0', '-4', 'abc', '', 'Infinity']) expect(loadedPageCount(new URLSearchParams(`pages=${bad}`))).toBe(1);
    expect(loadedPageCount(new URLSearchParams('pages=999'))).toBe(MAX_RESTORED_PAGES);
  });

  it('writes the count into a query and leaves it out for one page', () => {
    expect(withLoadedPageCount('?keyword=bag&sort=sales', 3)).toBe('?keyword=bag&sort=sales&pages=3');
    expect(withLoadedPageCount('?keyword=bag&pages=3', 4)).toBe('?keyword=bag&pages=4');
    expect(withLoadedPageCount('?keyword=bag&pages=3', 1)).toBe('?keyword=bag');
    expect(withLoadedPageCount('', 2)).toBe('?pages=2');
    expect(withLoadedPageCount('?pages=2', 1)).toBe('');
  });

  it('tells a change of the page count alone from a change of the list', () => {
    const url = (search: string, path = '/search-result') => new URL(`http://x${path}${search}`);
    expect(onlyPageCountChanged(url('?keyword=bag'), url('?keyword=bag&pages=2'))).toBe(true);
    expect(onlyPageCountChanged(url('?keyword=bag&pages=2'), url('?keyword=bag&pages=3'))).toBe(true);
    expect(onlyPageCountChanged(url('?keyword=bag'), url('?keyword=bag'))).toBe(false);
    expect(onlyPageCountChanged(url('?keyword=bag'), url('?keyword=shoe&pages=2'))).toBe(false);
    expect(onlyPageCountChanged(url('?pages=2'), url('?pages=3', '/de/search-result'))).toBe(false);
  });

  it('lists the pages a loader loads', () => {
    expect(pageNumbers(1)).toEqual([1]);
    expect(pageNumbers(3)).toEqual([1, 2, 3]);
  });
});
