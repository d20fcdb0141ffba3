/** Goods spreadsheets for tests and bench/shop-import.ts: rows → an .xlsx or .xls, and a multipart body. */
import * as XLSX from '@e965/xlsx';

export type SheetRow = (string | number | null)[];

export function sheetFile(rows: SheetRow[], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Goods');
  return XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer;
}

/** A Taobao item link of a product the demo catalog does not hold (the demo source generates its listing). */
export const demoItemUrl = (n: number) => `https://item.taobao.com/item.htm?id=${600_000_000_000 + n}`;

/** `count` rows of distinct demo goods under the `url` header (ids from `from`). */
export function demoGoodsSheet(count: number, from = 1): Buffer {
  return sheetFile([['url', 'tags', 'stock'], ...Array.from({ length: count }, (_, i) => [demoItemUrl(from + i), null, null])]);
}

/** A multipart/form-data body with one file part named `file`. */
export function multipartFile(file: Buffer, filename = 'goods.xlsx', field = 'file') {
  const boundary = `----hb${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
