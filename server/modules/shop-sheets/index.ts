/** Goods spreadsheets (issue #12 §3): the reader and the template; the shops module's byFile route calls them. */
export { readGoodsSheet, sheetRefusals, sniffSpreadsheet, type GoodsSheet, type GoodsSheetRejection, type GoodsSheetRowOk } from './reader.ts';
export { goodsSheetTemplate, GOODS_SHEET_TEMPLATE_MIME } from './template.ts';
