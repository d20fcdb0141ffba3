import { sql } from 'drizzle-orm';
import type { Channel } from '../../../core/api.ts';
import type { Db } from '../../../db/client.ts';
import type { ImageKind } from './vector-index.ts';

/** Rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Where a backfill stands in best-seller order: the last product read. */
export type BackfillCursor = { soldCount: number; id: number };

export type VectorRow = { channel: Channel; offerId: string; kind: ImageKind; imageKey: string; vectors: Uint8Array; indexedAt: string };

const toBytes = (value: unknown): Uint8Array => (value instanceof Uint8Array ? value : Buffer.from(String(value).replace(/^\\x/, ''), 'hex'));

/** SQL of the image vectors (db/schema/image-search.ts). */
export function makeImageSearchRepo(db: Db) {
  return {
    /**
     * Writes the descriptors of `imageKey` for every product that shows it, as a product image or a QC photo (an
     * image can be shared); empty `vectors` mark an image that could not be read, so the backfill moves on. Answers
     * the rows written.
     */
    async upsertForKey(imageKey: string, version: number, vectors: Buffer, thumb: Buffer | null): Promise<{ channel: Channel; offerId: string; kind: ImageKind }[]> {
      const rows = rowsOf<{ channel: Channel; offer_id: string; kind: ImageKind }>(await db.execute(sql`
        insert into image_vectors (channel, offer_id, kind, image_key, version, vectors, thumb, indexed_at)
        select distinct s.channel, s.offer_id, s.kind, ${imageKey}, ${version}::smallint, ${vectors}::bytea, ${thumb}::bytea, clock_timestamp()
        from (
          select g.channel, g.offer_id, 'goods' as kind from goods g where g.images @> jsonb_build_array(${imageKey}::text)
          union all
          select g.channel, g.offer_id, 'qc' as kind from qc_photos q join goods g on g.id = q.goods_id where q.image = ${imageKey}
        ) s
        on conflict (channel, offer_id, kind, image_key)
        do update set version = excluded.version, vectors = excluded.vectors, thumb = excluded.thumb, indexed_at = excluded.indexed_at
        returning channel, offer_id, kind`));
      return rows.map((r) => ({ channel: r.channel, offerId: r.offer_id, kind: r.kind }));
    },

    /**
     * The image keys of up to `limit` goods after `after` in best-seller order (sold count, then id: the catalog's
     * `sales` order, along goods_sold_idx), each product's images in their order then its QC photos, with whether
     * they have descriptors of `version`; and the last product read (the next page starts after it).
     */
    async catalogKeys(version: number, after: BackfillCursor | null, limit: number): Promise<{ keys: { key: string; indexed: boolean }[]; goods: number; last: BackfillCursor | null }> {
      const rows = rowsOf<{ id: number; sold_count: number; key: string | null; indexed: boolean | null }>(await db.execute(sql`
        select g.id, g.sold_count, k.key,
               exists (select 1 from image_vectors v where v.image_key = k.key and v.version = ${version}) as indexed
        from (
          select id, sold_count, images from goods
          where ${after === null}::boolean or sold_count < ${after?.soldCount ?? 0} or (sold_count = ${after?.soldCount ?? 0} and id > ${after?.id ?? 0})
          order by sold_count desc, id
          limit ${limit}
        ) g
        left join lateral (
          select e.key, e.n as ord from jsonb_array_elements_text(g.images) with ordinality as e(key, n)
          union all
          select q.image, 1000000 + q.sort_order from qc_photos q where q.goods_id = g.id
        ) k on true
        order by g.sold_count desc, g.id, k.ord`));
      const ids = new Set<number>();
      let last: BackfillCursor | null = null;
      const keys: { key: string; indexed: boolean }[] = [];
      for (const row of rows) {
        ids.add(Number(row.id));
        last = { soldCount: Number(row.sold_count), id: Number(row.id) };
        if (row.key !== null) keys.push({ key: row.key, indexed: Boolean(row.indexed) });
      }
      return { keys, goods: ids.size, last };
    },

    /**
     * The thumbnails (descriptors of `version`) of these image keys, by key: a query's best candidates. Read as
     * base64 text: PGlite turns a bytea column into bytes ~10× slower than it passes text (20 thumbnails: 30 ms
     * against 2.3 ms at p50), and node-postgres reads base64 faster than bytea's hex (decision 022, eighth pass).
     */
    async thumbsOf(version: number, imageKeys: readonly string[]): Promise<Map<string, Uint8Array>> {
      if (imageKeys.length === 0) return new Map();
      const rows = rowsOf<{ image_key: string; thumb: string }>(await db.execute(sql`
        select distinct on (image_key) image_key, encode(thumb, 'base64') as thumb from image_vectors
        where image_key = any(${sql.param([...imageKeys])}::text[]) and version = ${version} and thumb is not null`));
      return new Map(rows.map((r) => [r.image_key, Buffer.from(r.thumb, 'base64')]));
    },

    /** How many distinct image keys the catalog holds, and how many have descriptors of `version`. */
    async progress(version: number): Promise<{ total: number; indexed: number }> {
      const [row] = rowsOf<{ total: number; indexed: number }>(await db.execute(sql`
        select (select count(*) from (select jsonb_array_elements_text(images) from goods union select image from qc_photos) k)::int as total,
               (select count(distinct image_key) from image_vectors where version = ${version})::int as indexed`));
      return { total: Number(row?.total ?? 0), indexed: Number(row?.indexed ?? 0) };
    },

    /**
     * Rows with readable descriptors of `version` indexed at or after `since` (a timestamptz as text, exact to the
   * microsecond; '-infinity' at first), in (indexed_at, key) order, after the
     * row `after` of that same instant (keyset paging).
     */
    async rowsSince(version: number, since: string, after: string, limit: number): Promise<VectorRow[]> {
      const rows = rowsOf<{ channel: Channel; offer_id: string; kind: ImageKind; image_key: string; vectors: unknown; indexed_at: string }>(await db.execute(sql`
        select v.channel, v.offer_id, v.kind, v.image_key, v.vectors, v.indexed_at::text as indexed_at
        from image_vectors v
        where v.version = ${version} and length(v.vectors) > 0
          and (v.indexed_at > ${since}::timestamptz
               or (v.indexed_at = ${since}::timestamptz and v.channel || '|' || v.offer_id || '|' || v.kind || '|' || v.image_key > ${after}))
        order by v.indexed_at, v.channel || '|' || v.offer_id || '|' || v.kind || '|' || v.image_key
        limit ${limit}`));
      return rows.map((r) => ({ channel: r.channel, offerId: r.offer_id, kind: r.kind, imageKey: r.image_key, vectors: toBytes(r.vectors), indexedAt: String(r.indexed_at) }));
    },
  };
}
export type ImageSearchRepo = ReturnType<typeof makeImageSearchRepo>;
