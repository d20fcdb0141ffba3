// Search by image (issue #13 §3): the descriptors of every product image and QC photo.
import { foreignKey, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { bytea } from './columns.ts';

/**
 * One image of one product (`kind` "goods": one of `goods.images`; "qc": a QC photo's image), keyed by the product
 * and the image's storage key, with its descriptors (server/modules/image-search/descriptor.ts) as int8 bytes, one
 * vector after another. `version` is the descriptor's: rows of an older version are described again by the backfill.
 * The in-process similarity index is built from this table and kept current by the indexing job; `thumb` is read
 * for a query's best candidates only (the re-rank).
 */
export const imageVectors = pgTable(
  'image_vectors',
  {
    channel: text('channel').notNull(),
    offerId: text('offer_id').notNull(),
    kind: text('kind').$type<'goods' | 'qc'>().notNull(),
    imageKey: text('image_key').notNull(),
    version: smallint('version').notNull(),
    vectors: bytea('vectors').notNull(),
    /**
     * A small RGB thumbnail of the picture (verify.ts), compared with a query when the picture is among its best
     * candidates; read for those candidates only, never into memory with the vectors. Null for an unreadable picture.
     */
    thumb: bytea('thumb'),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'image_vectors_pk', columns: [t.channel, t.offerId, t.kind, t.imageKey] }),
    foreignKey({ name: 'image_vectors_goods_fk', columns: [t.channel, t.offerId], foreignColumns: [goods.channel, goods.offerId] }).onDelete('cascade'),
    index('image_vectors_key_idx').on(t.imageKey),
    // Web processes read the rows indexed since they last looked (a separate worker may have written them).
    index('image_vectors_indexed_idx').on(t.indexedAt),
  ],
);
