/**
 * Goods spreadsheets (issue #12 §3 "Add goods … by an .xlsx or .xls file"): the limits, the column names the reader
 * accepts (English `url`, `tags`, `stock` and the template's translated headers in every locale) and the one zod
 * schema a data row must pass. Pure: the reading itself is in server/modules/shop-sheets.
 */
import { z } from 'zod';
import { parseProductLink } from './links/index.ts';
import { CATALOGUES } from './i18n/catalogues.ts';
import { LOCALES } from './locale.ts';

export const GOODS_SHEET_LIMITS = {
  /** The file as uploaded. */
  maxBytes: 5 * 1024 * 1024,
  /** Data rows below the header (empty rows do not count). */
  maxRows: 5000,
  /** An .xlsx (zip): sum of the entries' uncompressed sizes, and any one entry. */
  maxUncompressedBytes: 50 * 1024 * 1024,
  maxZipEntries: 1000,
  /** An entry compressed more than this (and bigger than `ratioCheckFromBytes` unpacked) is a bomb, not a sheet. */
  maxCompressionRatio: 100,
  ratioCheckFromBytes: 1024 * 1024,
  maxTags: 10,
  maxTagLength: 30,
  maxStock: 1_000_000,
} as const;

export type GoodsSheetColumn = 'url' | 'tags' | 'stock';
export const GOODS_SHEET_HEADER_KEYS: Record<GoodsSheetColumn, string> = {
  url: 'goodsSheetHeaderUrl',
  tags: 'goodsSheetHeaderTags',
  stock: 'goodsSheetHeaderStock',
};

/** How a header cell is compared: case, accents' composition and surrounding/inner spacing do not matter. */
export const normalizeHeader = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** Normalized header text → column: the English names plus the template headers of all eight locales. */
export const GOODS_SHEET_HEADER_ALIASES: ReadonlyMap<string, GoodsSheetColumn> = (() => {
  const aliases = new Map<string, GoodsSheetColumn>();
  for (const column of ['url', 'tags', 'stock'] as const) {
    aliases.set(column, column);
    for (const locale of LOCALES) {
      const text = CATALOGUES[locale].api[GOODS_SHEET_HEADER_KEYS[column]];
      if (typeof text === 'string') aliases.set(normalizeHeader(text), column);
    }
  }
  return aliases;
})();

/** Row refusal reasons besides the link engine's own (`not_a_link`, `unsupported_link`, …). */
export type GoodsRowReason = 'url_required' | 'duplicate_url' | 'invalid_stock' | 'too_many_tags' | 'invalid_tag';

const cellText = (value: unknown) => (value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value).trim());

/** One data row as read from the sheet (cells as SheetJS gives them) → url, tag names, stock; issue messages are reasons. */
export const goodsSheetRowSchema = z.object({
  url: z
    .unknown()
    .transform(cellText)
    .superRefine((url, ctx) => {
      if (!url) {
        ctx.addIssue({ code: 'custom', message: 'url_required' });
        return;
      }
      const link = parseProductLink(url);
      if (!link.ok) ctx.addIssue({ code: 'custom', message: link.reason });
    }),
  tags: z
    .unknown()
    .transform((value) =>
      cellText(value)
        .split(/[,，、;；]/)
        .map((name) => name.trim().replace(/\s+/g, ' '))
        .filter((name) => name !== ''),
    )
    .pipe(
      z
        .array(z.string().min(1, 'invalid_tag').max(GOODS_SHEET_LIMITS.maxTagLength, 'invalid_tag'))
        .max(GOODS_SHEET_LIMITS.maxTags, 'too_many_tags'),
    )
    .transform((names) => [...new Set(names)]),
  stock: z
    .unknown()
    .transform((value): number | null | typeof NaN => {
      if (typeof value === 'number') return value;
      const text = cellText(value);
      if (text === '') return null;
      return /^\d+(\.0+)?$/.test(text) ? Number(text) : Number.NaN;
    })
    .pipe(z.number('invalid_stock').int('invalid_stock').min(0, 'invalid_stock').max(GOODS_SHEET_LIMITS.maxStock, 'invalid_stock').nullable()),
});
export type GoodsSheetRow = z.output<typeof goodsSheetRowSchema>;
