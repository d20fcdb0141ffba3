import { describe, expect, it } from 'vitest';
import type { ShopJob } from '../../../core/api-schemas.ts';
import { GOODS_SHEET_LIMITS } from '../../../core/goods-sheet.ts';
import {
  failReason,
  goodsQueryFromUrl,
  goodsQuerySearch,
  jobShare,
  jobsMadeProgress,
  keepShown,
  localStoreSpaceStatus,
  parseStock,
  shouldPollJobs,
  SPREADSHEET_MAX_BYTES,
  SPREADSHEET_MAX_ROWS,
  spreadsheetProblem,
  storePath,
} from './my-store-logic.ts';

const job = (over: Partial<ShopJob> = {}): ShopJob => ({
  id: 1,
  kind: 'shop',
  status: 'running',
  total: 10,
  done: 2,
  failed: 1,
  createdAt: '2026-11-24T10:00:00.000Z',
  finishedAt: null,
  ...over,
});

describe('the store link field', () => {
  it('says nothing for an empty field', () => {
    expect(localStoreSpaceStatus('  ', null)).toBe('idle');
  });
  it('refuses what the schema refuses without asking the server', () => {
    expect(localStoreSpaceStatus('ab', null)).toBe('invalid');
    expect(localStoreSpaceStatus('trendy finds', null)).toBe('invalid');
    expect(localStoreSpaceStatus('a'.repeat(41), null)).toBe('invalid');
    expect(localStoreSpaceStatus('Trendy_Finds', null)).toBe('invalid');
  });
  it('calls reserved words reserved whatever their case', () => {
    expect(localStoreSpaceStatus('Dashboard', null)).toBe('reserved');
    expect(localStoreSpaceStatus('STORE', null)).toBe('reserved');
  });
  it('recognises the shop\'s own link ignoring case', () => {
    expect(localStoreSpaceStatus('trendy-finds', 'Trendy-Finds')).toBe('current');
  });
  it('leaves a well-formed free-looking slug to the server', () => {
    expect(localStoreSpaceStatus('Trendy-Finds', null)).toBeNull();
    expect(localStoreSpaceStatus('Trendy-Finds', 'Other-Shop')).toBeNull();
  });
  it('shows the public address only for a valid slug', () => {
    expect(storePath(' Trendy-Finds ')).toBe('/store/Trendy-Finds');
    expect(storePath('no spaces please')).toBeNull();
  });
});

describe('polling imports', () => {
  it('polls while a job is queued or running and the tab is visible', () => {
    expect(shouldPollJobs([job({ status: 'done' }), job({ status: 'queued' })], true)).toBe(true);
    expect(shouldPollJobs([job({ status: 'running' })], false)).toBe(false);
    expect(shouldPollJobs([job({ status: 'done' }), job({ status: 'failed' })], true)).toBe(false);
    expect(shouldPollJobs([], true)).toBe(false);
  });
  it('reloads the goods when a job is new or its counts or status changed', () => {
    const before = [job()];
    expect(jobsMadeProgress(before, [job()])).toBe(false);
    expect(jobsMadeProgress(before, [job({ done: 3 })])).toBe(true);
    expect(jobsMadeProgress(before, [job({ failed: 2 })])).toBe(true);
    expect(jobsMadeProgress(before, [job({ status: 'done' })])).toBe(true);
    expect(jobsMadeProgress(before, [job({ id: 2 }), job()])).toBe(true);
  });
  it('measures progress from the handled items', () => {
    expect(jobShare(job({ total: 10, done: 2, failed: 1 }))).toBeCloseTo(0.3);
    expect(jobShare(job({ total: 0, done: 0, failed: 0 }))).toBe(0);
    expect(jobShare(job({ status: 'done', total: 0, done: 0 }))).toBe(1);
    expect(jobShare(job({ total: 2, done: 5, failed: 0 }))).toBe(1);
  });
});

describe('failed products', () => {
  it('names known reasons and folds the rest into unknown', () => {
    expect(failReason('timeout')).toBe('timeout');
    expect(failReason('unsupported_category')).toBe('unsupported_category');
    expect(failReason('something_new')).toBe('unknown');
    expect(failReason(undefined)).toBe('unknown');
  });
});

describe('the spreadsheet the page sends', () => {
  it('has the limits of the server\'s reader', () => {
    expect(SPREADSHEET_MAX_BYTES).toBe(GOODS_SHEET_LIMITS.maxBytes);
    expect(SPREADSHEET_MAX_ROWS).toBe(GOODS_SHEET_LIMITS.maxRows);
  });
  it('takes only .xlsx and .xls files that are not empty', () => {
    expect(spreadsheetProblem(null)).toBe('goodsSheetUnsupportedFile');
    expect(spreadsheetProblem({ name: 'goods.csv', size: 10 })).toBe('goodsSheetUnsupportedFile');
    expect(spreadsheetProblem({ name: 'goods.xlsx', size: 0 })).toBe('goodsSheetUnsupportedFile');
    expect(spreadsheetProblem({ name: 'Goods.XLSX', size: 10 })).toBeNull();
    expect(spreadsheetProblem({ name: 'goods.xls', size: 10 })).toBeNull();
  });
  it('refuses a file bigger than the server reads', () => {
    expect(spreadsheetProblem({ name: 'goods.xlsx', size: SPREADSHEET_MAX_BYTES + 1 })).toBe('goodsSheetTooLarge');
  });
});

describe('the goods list', () => {
  it('keeps only selected goods that are still shown', () => {
    expect([...keepShown(new Set([1, 2, 3]), [2, 3, 4])]).toEqual([2, 3]);
  });
  it('reads a stock: empty is the listing\'s own, whole numbers up to the limit, the rest refused', () => {
    expect(parseStock('', 100)).toBeNull();
    expect(parseStock(' 42 ', 100)).toBe(42);
    expect(parseStock('0', 100)).toBe(0);
    expect(parseStock('101', 100)).toBeUndefined();
    expect(parseStock('-1', 100)).toBeUndefined();
    expect(parseStock('1.5', 100)).toBeUndefined();
  });
});

describe('the goods filter in the address', () => {
  const read = (search: string) => goodsQueryFromUrl(new URLSearchParams(search));

  it('reads a keyword and a tag, and writes them back the same', () => {
    expect(read('?keyword=%20hoodie%20&tag=12')).toEqual({ keyword: 'hoodie', tagId: 12 });
    expect(goodsQuerySearch({ keyword: 'hoodie', tagId: 12 })).toBe('?keyword=hoodie&tag=12');
    expect(read(goodsQuerySearch({ keyword: '连衣裙 & co', tagId: null }))).toEqual({ keyword: '连衣裙 & co', tagId: null });
    expect(goodsQuerySearch({ keyword: '', tagId: null })).toBe('');
  });

  it('takes as no filter what the API would refuse', () => {
    expect(read('')).toEqual({ keyword: '', tagId: null });
    expect(read('?tag=0&keyword=')).toEqual({ keyword: '', tagId: null });
    expect(read('?tag=-3')).toEqual({ keyword: '', tagId: null });
    expect(read('?tag=1.5')).toEqual({ keyword: '', tagId: null });
    expect(read('?tag=99999999999')).toEqual({ keyword: '', tagId: null });
    expect(read('?tag=2147483648')).toEqual({ keyword: '', tagId: null });
    expect(read(`?keyword=${'a'.repeat(201)}`)).toEqual({ keyword: '', tagId: null });
    expect(read('?keyword=a%00b&tag=7')).toEqual({ keyword: '', tagId: 7 });
  });
});
