/** A goods row as every list answers it: the card of product §D4 "Catalog", its title in the caller's language. */
import { goodsTitle, type Channel, type GoodsCard } from '../../../core/api.ts';
import type { Locale } from '../../../core/locale.ts';

export type CardRow = {
  channel: string;
  offerId: string;
  titleCn: string;
  titles: Record<string, string>;
  image: string | null;
  priceCny: number;
  soldCount: number;
  viewCount: number;
  qcCount: number;
  categoryId: number;
  outOfStock: boolean;
};

export const goodsCardOf = (row: CardRow, locale: Locale): GoodsCard => ({
  channel: row.channel as Channel,
  offerId: row.offerId,
  title: goodsTitle(row.titles, row.titleCn, locale),
  titleCn: row.titleCn,
  image: row.image ?? '',
  priceCny: row.priceCny,
  soldCount: row.soldCount,
  viewCount: row.viewCount,
  qcCount: row.qcCount,
  categoryId: row.categoryId,
  outOfStock: row.outOfStock,
});
