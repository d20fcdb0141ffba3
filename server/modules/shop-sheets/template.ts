/**
 * The downloadable goods template: an .xlsx whose first row holds the column headers in the caller's language
 * (`api` catalogue keys goodsSheetHeader*) and two example rows. The reader accepts the headers of every locale.
 */
import * as XLSX from '@e965/xlsx';
import { GOODS_SHEET_HEADER_KEYS } from '../../../core/goods-sheet.ts';
import { CATALOGUES } from '../../../core/i18n/catalogues.ts';
import type { Locale } from '../../../core/locale.ts';

/** Example rows: marketplace product links the link engine reads (one Taobao, one Weidian), tags in the locale. */
const EXAMPLES = [
  ['https://item.taobao.com/item.htm?id=675330231324', 'goodsSheetExampleTags1', 20],
  ['https://weidian.com/item.html?itemID=7404538398', 'goodsSheetExampleTags2', 5],
] as const;

export function goodsSheetTemplate(locale: Locale): Buffer {
  const text = (key: string) => {
    const found = CATALOGUES[locale].api[key];
    return typeof found === 'string' ? found : key;
  };
  const header = (['url', 'tags', 'stock'] as const).map((column) => text(GOODS_SHEET_HEADER_KEYS[column]));
  const sheet = XLSX.utils.aoa_to_sheet([header, ...EXAMPLES.map(([url, tagsKey, stock]) => [url, text(tagsKey), stock])]);
  sheet['!cols'] = [{ wch: 55 }, { wch: 25 }, { wch: 12 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Goods');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export const GOODS_SHEET_TEMPLATE_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
