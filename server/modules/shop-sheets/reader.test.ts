import * as XLSX from '@e965/xlsx';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GOODS_SHEET_LIMITS } from '../../../core/goods-sheet.ts';
import { CATALOGUES } from '../../../core/i18n/catalogues.ts';
import { lookup } from '../../../core/i18n/translate.ts';
import { LOCALES } from '../../../core/locale.ts';
import { InvalidError } from '../../errors.ts';
import { buildBombXlsx, buildXlsx, buildZip } from '../../test-support/zip.ts';
import { readGoodsSheet } from './reader.ts';
import { goodsSheetTemplate } from './template.ts';

const MB = 1024 * 1024;

function workbook(rows: unknown[][], bookType: XLSX.BookType = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Goods');
  return XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer;
}

async function refusal(bytes: Buffer): Promise<string | undefined> {
  try {
    await readGoodsSheet(bytes);
  } catch (error) {
    if (error instanceof InvalidError) return error.reason;
    throw error;
  }
  return undefined;
}

/** Runs `work` while sampling the process's memory every few ms: the peak growth of rss and arrayBuffers. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T | Error; rss: number; arrayBuffers: number }> {
  const before = process.memoryUsage();
  let rss = 0;
  let arrayBuffers = 0;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss - before.rss);
    arrayBuffers = Math.max(arrayBuffers, now.arrayBuffers - before.arrayBuffers);
  };
  const timer = setInterval(sample, 2);
  let result: T | Error;
  try {
    result = await work();
  } catch (error) {
    result = error as Error;
  } finally {
    clearInterval(timer);
    sample();
  }
  return { result, rss, arrayBuffers };
}

const TAOBAO = (id: number) => `https://item.taobao.com/item.htm?id=${id}`;

describe('readGoodsSheet: rows and the per-row report', () => {
  it('reads good rows and refuses bad ones with the right reason, row numbers as the spreadsheet shows them', async () => {
    const bytes = workbook([
      ['URL', 'Tags', 'Stock'],
      [TAOBAO(675330231324), 'sneakers, summer , sneakers', 20],
      ['https://weidian.com/item.html?itemID=7404538398', '', ''],
      [],
      ['not a link at all', 'x', 1],
      ['https://detail.tmall.com/item.htm?id=675330231324', '', 3], // same product as row 2 under another form
      [TAOBAO(675330231001), '', -1],
      [TAOBAO(675330231002), '', 2.5],
      [TAOBAO(675330231003), '', 'lots'],
      [TAOBAO(675330231004), Array.from({ length: 11 }, (_, i) => `t${i}`).join(','), 1],
      [TAOBAO(675330231005), 'x'.repeat(31), 1],
      ['', 'orphan tags', 4],
      [TAOBAO(675330231006), '', '1000000'],
      [TAOBAO(675330231007), '', 1_000_001],
      ['https://shop123456.taobao.com', '', 1],
    ]);
    const { rows, rejected } = await readGoodsSheet(bytes);
    expect(rows).toEqual([
      { row: 2, url: TAOBAO(675330231324), tags: ['sneakers', 'summer'], stock: 20 },
      { row: 3, url: 'https://weidian.com/item.html?itemID=7404538398', tags: [], stock: null },
      { row: 13, url: TAOBAO(675330231006), tags: [], stock: 1_000_000 },
    ]);
    expect(rejected).toEqual([
      { row: 5, reason: 'not_a_link' },
      { row: 6, reason: 'duplicate_url' },
      { row: 7, reason: 'invalid_stock' },
      { row: 8, reason: 'invalid_stock' },
      { row: 9, reason: 'invalid_stock' },
      { row: 10, reason: 'too_many_tags' },
      { row: 11, reason: 'invalid_tag' },
      { row: 12, reason: 'url_required' },
      { row: 14, reason: 'invalid_stock' },
      { row: 15, reason: 'shop_link' },
    ]);
  });

  it('finds the url column anywhere in the header row, case-insensitively, with only that column', async () => {
    const { rows } = await readGoodsSheet(workbook([['note', 'uRl '], ['hello', TAOBAO(675330231342)]]));
    expect(rows).toEqual([{ row: 2, url: TAOBAO(675330231342), tags: [], stock: null }]);
  });

  it('refuses a sheet without a url column', async () => {
    expect(await refusal(workbook([['link', 'stock'], [TAOBAO(675330231301), 1]]))).toBe('no_url_column');
  });

  it.each([false, true])('reads a hand-built .xlsx (data descriptors: %s), as streaming zip writers make them', async (dataDescriptor) => {
    const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const xml = `<row r="1">${cell('A1', 'url')}${cell('B1', 'stock')}</row><row r="2">${cell('A2', TAOBAO(675330231302))}<c r="B2"><v>4</v></c></row>`;
    const bytes = await buildXlsx(xml, { dataDescriptor });
    expect(await readGoodsSheet(bytes)).toEqual({ rows: [{ row: 2, url: TAOBAO(675330231302), tags: [], stock: 4 }], rejected: [] });
  });

  it('reads a legacy .xls (BIFF8)', async () => {
    const bytes = workbook([['url', 'tags', 'stock'], [TAOBAO(675330231307), 'a,b', 3], ['nope', '', '']], 'biff8');
    expect(bytes.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    expect(await readGoodsSheet(bytes)).toEqual({ rows: [{ row: 2, url: TAOBAO(675330231307), tags: ['a', 'b'], stock: 3 }], rejected: [{ row: 3, reason: 'not_a_link' }] });
  });

  it.each(LOCALES)('reads its own template in %s (translated headers, two example rows)', async (locale) => {
    const template = goodsSheetTemplate(locale);
    const header = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(template, { type: 'buffer' }).Sheets.Goods!, { header: 1 })[0];
    expect(header).toEqual([CATALOGUES[locale].api.goodsSheetHeaderUrl, CATALOGUES[locale].api.goodsSheetHeaderTags, CATALOGUES[locale].api.goodsSheetHeaderStock]);
    const { rows, rejected } = await readGoodsSheet(template);
    expect(rejected).toEqual([]);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.stock).toBe(20);
    expect(rows[0]!.tags).toHaveLength(2);
    expect(rows[1]!.tags).toEqual([CATALOGUES[locale].api.goodsSheetExampleTags2]);
  });

  it('reads 5,000 rows and refuses 5,001 as a whole (and prints the rows/s)', async () => {
    const header = ['url', 'tags', 'stock'];
    const data = Array.from({ length: GOODS_SHEET_LIMITS.maxRows }, (_, i) => [TAOBAO(500_000_000 + i), 'tag a, tag b', i % 100]);
    const fiveThousand = workbook([header, ...data]);
    const started = process.hrtime.bigint();
    const { rows, rejected } = await readGoodsSheet(fiveThousand);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    expect(rows).toHaveLength(5000);
    expect(rejected).toEqual([]);
    console.log(`[sheets] 5,000-row .xlsx (${(fiveThousand.length / 1024).toFixed(0)} KB): ${seconds.toFixed(2)} s, ${Math.round(5000 / seconds)} rows/s`);
    expect(await refusal(workbook([header, ...data, [TAOBAO(675330231999), '', 1]]))).toBe('too_many_rows');
  });
});

describe('readGoodsSheet: files refused as a whole', () => {
  it('refuses a CSV, a PNG and a zip that is not a workbook, whatever their name', async () => {
    expect(await refusal(Buffer.from(`url,tags,stock\n${TAOBAO(675330231301)},a,1\n`))).toBe('unsupported_file');
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
    expect(await refusal(png)).toBe('unsupported_file');
    const zip = await buildZip([{ name: 'hello.txt', data: Buffer.from('hello') }]);
    expect(await refusal(zip)).toBe('not_a_spreadsheet');
    expect(await refusal(Buffer.alloc(0))).toBe('unsupported_file');
    const brokenZip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(100, 7)]);
    expect(await refusal(brokenZip)).toBe('not_a_spreadsheet');
  });

  it('names a message of the api catalogue with its limit, in every locale', async () => {
    let error: unknown;
    try {
      await readGoodsSheet(Buffer.alloc(5 * MB + 1));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidError);
    const { msgKey, vars, data } = error as InvalidError;
    expect(data).toEqual({ reason: 'file_too_large', max: 5 * MB });
    for (const locale of LOCALES) expect(lookup(CATALOGUES[locale].api, msgKey, vars)).toMatch(/\b5 (MB|Mo|МБ)/);
  });

  it('refuses 5 MB + 1 byte before looking at it, and takes 5 MB', async () => {
    const big = Buffer.alloc(5 * MB + 1);
    big.write('PK\u0003\u0004', 0, 'latin1');
    expect(await refusal(big)).toBe('file_too_large');
    expect(await refusal(big.subarray(0, 5 * MB))).toBe('not_a_spreadsheet');
  });

  it('refuses a zip with too many entries or an entry over 50 MB per the directory', async () => {
    const many = await buildZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      ...Array.from({ length: GOODS_SHEET_LIMITS.maxZipEntries }, (_, i) => ({ name: `xl/media/${i}.bin`, data: Buffer.from('x'), store: true })),
    ]);
    expect(await refusal(many)).toBe('zip_too_large');
    const ratio = await buildZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: zlib.inflateRawSync(zlib.deflateRawSync(Buffer.alloc(8 * MB, 0x41))) },
    ]);
    expect(await refusal(ratio)).toBe('zip_too_large');
  });
});

describe('readGoodsSheet: zip bombs', () => {
  it('refuses an .xlsx whose sheet inflates to ~1 GB, from the directory, with memory growth under 64 MB', async () => {
    const bomb = await buildBombXlsx(1024 * MB);
    expect(bomb.length).toBeLessThan(GOODS_SHEET_LIMITS.maxBytes);
    const { result, rss, arrayBuffers } = await peakGrowth(() => readGoodsSheet(bomb));
    console.log(`[sheets] 1 GB bomb (${(bomb.length / MB).toFixed(2)} MB file): refused=${(result as InvalidError).reason}, peak rss +${(rss / MB).toFixed(1)} MB, arrayBuffers +${(arrayBuffers / MB).toFixed(1)} MB`);
    expect(result).toBeInstanceOf(InvalidError);
    expect((result as InvalidError).reason).toBe('zip_too_large');
    expect(rss).toBeLessThan(64 * MB);
    expect(arrayBuffers).toBeLessThan(64 * MB);
  }, 120_000);

  it('refuses a ~1 GB bomb whose directory lies (says 1 MB): inflation stops at the declared size, memory growth under 64 MB', async () => {
    const liar = await buildBombXlsx(1024 * MB, 1 * MB);
    const { result, rss, arrayBuffers } = await peakGrowth(() => readGoodsSheet(liar));
    console.log(`[sheets] lying 1 GB bomb (${(liar.length / MB).toFixed(2)} MB file, directory says 1 MB): refused=${(result as InvalidError).reason}, peak rss +${(rss / MB).toFixed(1)} MB, arrayBuffers +${(arrayBuffers / MB).toFixed(1)} MB`);
    expect(result).toBeInstanceOf(InvalidError);
    expect((result as InvalidError).reason).toBe('zip_too_large');
    expect(rss).toBeLessThan(64 * MB);
    expect(arrayBuffers).toBeLessThan(64 * MB);
  }, 120_000);

  it('refuses a workbook whose local header says another size than the directory (SheetJS would trust the local one)', async () => {
    const honest = workbook([['url'], [TAOBAO(675330231301)]]);
    expect(await refusal(honest)).toBeUndefined();
    const sheetXml = Buffer.from('<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>');
    const parts = (localSize?: number) =>
      buildZip([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
        { name: 'xl/worksheets/sheet1.xml', data: sheetXml, ...(localSize === undefined ? {} : { localSize }) },
      ]);
    expect(await refusal(await parts())).not.toBe('zip_too_large');
    expect(await refusal(await parts(0xfffffff0))).toBe('not_a_spreadsheet');
  });

  it('shows what SheetJS alone does with a lying bomb (128 MB inflated, directory says 1 MB): sheetRows does not bound the inflate', async () => {
    const liar = await buildBombXlsx(128 * MB, 1 * MB);
    const { result, rss, arrayBuffers } = await peakGrowth(async () =>
      XLSX.read(liar, { type: 'buffer', sheetRows: GOODS_SHEET_LIMITS.maxRows + 2, WTF: false, dense: true }),
    );
    const sheet = result instanceof Error ? undefined : result.Sheets[result.SheetNames[0]!];
    const rows = result instanceof Error ? result.message : String((sheet?.['!data'] as unknown[] | undefined)?.length ?? 0);
    console.log(`[sheets] SheetJS alone on a lying 128 MB bomb: rows read=${rows}, peak rss +${(rss / MB).toFixed(1)} MB, arrayBuffers +${(arrayBuffers / MB).toFixed(1)} MB (the guard refuses this file before SheetJS sees it)`);
    expect(await refusal(liar)).toBe('zip_too_large');
  }, 120_000);
});
