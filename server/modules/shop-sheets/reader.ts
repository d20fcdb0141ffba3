/**
 * A goods spreadsheet (`S/add/user/shop/goods/byFile`, issue #12 §3) → the rows to add and a per-row report of what
 * was refused and why. The type is decided by content, never by name: a zip must be an OOXML workbook that passes
 * the zip guard (zip-guard.ts) BEFORE SheetJS opens it; OLE2 is a legacy .xls; anything else is refused. Only the
 * first sheet is read, and at most header + 5,001 rows of it (`sheetRows`), so a huge sheet is cut, not loaded.
 * Decision: docs/decisions/015-spreadsheet-import.md.
 */
import * as XLSX from '@e965/xlsx';
import {
  GOODS_SHEET_HEADER_ALIASES,
  GOODS_SHEET_LIMITS,
  type GoodsSheetColumn,
  goodsSheetRowSchema,
  normalizeHeader,
} from '../../../core/goods-sheet.ts';
import { parseProductLink } from '../../../core/links/index.ts';
import { InvalidError } from '../../errors.ts';
import { checkWorkbookZip } from './zip-guard.ts';

export type GoodsSheetRowOk = { row: number; url: string; tags: string[]; stock: number | null };
export type GoodsSheetRejection = { row: number; reason: string };
export type GoodsSheet = { rows: GoodsSheetRowOk[]; rejected: GoodsSheetRejection[] };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MB = 1024 * 1024;

const unsupported = () => new InvalidError('goodsSheetUnsupportedFile', { reason: 'unsupported_file' });
/** The refusals of a file as a whole (also used by the route, e.g. for a file cut off at the size limit). */
export const sheetRefusals = {
  unsupported_file: unsupported,
  not_a_spreadsheet: () => new InvalidError('goodsSheetUnsupportedFile', { reason: 'not_a_spreadsheet' }),
  file_too_large: () =>
    new InvalidError('goodsSheetTooLarge', { reason: 'file_too_large', vars: { max: GOODS_SHEET_LIMITS.maxBytes / MB }, data: { max: GOODS_SHEET_LIMITS.maxBytes } }),
  zip_too_large: () =>
    new InvalidError('goodsSheetZipTooLarge', {
      reason: 'zip_too_large',
      vars: { max: GOODS_SHEET_LIMITS.maxUncompressedBytes / MB },
      data: { max: GOODS_SHEET_LIMITS.maxUncompressedBytes },
    }),
  too_many_rows: () =>
    new InvalidError('goodsSheetTooManyRows', { reason: 'too_many_rows', vars: { max: GOODS_SHEET_LIMITS.maxRows }, data: { max: GOODS_SHEET_LIMITS.maxRows } }),
  no_url_column: () => new InvalidError('goodsSheetNoUrlColumn', { reason: 'no_url_column' }),
  no_file: () => new InvalidError('goodsSheetUnsupportedFile', { reason: 'no_file' }),
};

/** What the bytes are, by their first bytes. */
export function sniffSpreadsheet(bytes: Buffer): 'xlsx' | 'xls' | null {
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE2_MAGIC)) return 'xls';
  return null;
}

/** Header + data rows read at most: one more than allowed, so "too many" can be told from "exactly the limit". */
const SHEET_ROWS_READ = GOODS_SHEET_LIMITS.maxRows + 2;

function openWorkbook(bytes: Buffer): XLSX.WorkBook {
  try {
    return XLSX.read(bytes, {
      type: 'buffer',
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellNF: false,
      bookVBA: false,
      sheets: 0,
      sheetRows: SHEET_ROWS_READ,
      dense: true,
      WTF: false,
    });
  } catch {
    throw sheetRefusals.not_a_spreadsheet();
  }
}

const isEmptyCell = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The uploaded bytes → rows and per-row refusals (row numbers as the spreadsheet shows them, 1-based).
 * Throws InvalidError (`unsupported_file`, `not_a_spreadsheet`, `file_too_large`, `zip_too_large`, `too_many_rows`,
 * `no_url_column`) when the file as a whole is refused.
 */
export async function readGoodsSheet(bytes: Buffer): Promise<GoodsSheet> {
  if (bytes.length > GOODS_SHEET_LIMITS.maxBytes) throw sheetRefusals.file_too_large();
  const kind = sniffSpreadsheet(bytes);
  if (!kind) throw sheetRefusals.unsupported_file();
  if (kind === 'xlsx') {
    const zip = await checkWorkbookZip(bytes);
    if (!zip.ok) throw sheetRefusals[zip.reason]();
  }
  const book = openWorkbook(bytes);
  const sheetName = book.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : book.Sheets[sheetName];
  if (!sheet) throw sheetRefusals.not_a_spreadsheet();
  const range = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : null;
  const grid: unknown[][] = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  const firstRow = (range?.s.r ?? 0) + 1;
  return readGrid(grid, firstRow);
}

/** The first sheet as a grid (row `firstRow` of the spreadsheet first) → rows and refusals. Exported for tests. */
export function readGrid(grid: readonly unknown[][], firstRow = 1): GoodsSheet {
  const headerIndex = grid.findIndex((cells) => cells.some((cell) => !isEmptyCell(cell)));
  if (headerIndex < 0) throw sheetRefusals.no_url_column();
  const columns = new Map<GoodsSheetColumn, number>();
  grid[headerIndex]!.forEach((cell, index) => {
    if (typeof cell !== 'string') return;
    const column = GOODS_SHEET_HEADER_ALIASES.get(normalizeHeader(cell));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  const urlColumn = columns.get('url');
  if (urlColumn === undefined) throw sheetRefusals.no_url_column();

  const dataRows = grid.slice(headerIndex + 1).map((cells, index) => ({ cells, row: firstRow + headerIndex + 1 + index }));
  const nonEmpty = dataRows.filter(({ cells }) => cells.some((cell) => !isEmptyCell(cell)));
  if (nonEmpty.length > GOODS_SHEET_LIMITS.maxRows) throw sheetRefusals.too_many_rows();

  const rows: GoodsSheetRowOk[] = [];
  const rejected: GoodsSheetRejection[] = [];
  /** Product identity (channel + offer id) → first row naming it: the same product under two URL forms is a duplicate. */
  const seen = new Map<string, number>();
  const cellOf = (cells: unknown[], column: GoodsSheetColumn) => {
    const index = columns.get(column);
    return index === undefined ? null : (cells[index] ?? null);
  };
  for (const { cells, row } of nonEmpty) {
    const parsed = goodsSheetRowSchema.safeParse({ url: cellOf(cells, 'url'), tags: cellOf(cells, 'tags'), stock: cellOf(cells, 'stock') });
    if (!parsed.success) {
      rejected.push({ row, reason: parsed.error.issues[0]?.message ?? 'invalid' });
      continue;
    }
    const link = parseProductLink(parsed.data.url);
    const identity = link.ok ? `${link.channel}:${link.offerId}` : parsed.data.url;
    if (seen.has(identity)) {
      rejected.push({ row, reason: 'duplicate_url' });
      continue;
    }
    seen.set(identity, row);
    rows.push({ row, url: parsed.data.url, tags: parsed.data.tags, stock: parsed.data.stock });
  }
  return { rows, rejected };
}
