import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isPglite, type Db } from '../../../db/client.ts';
import { documentLexemes } from './search-document.ts';
import type { SimilarCandidate } from './similar-goods.ts';
import type { PriceBandRow } from './price-bands.ts';
import type { CardRow } from './cards.ts';
import { agents, goods, sellers } from '../../../db/schema/index.ts';

/**
 * The full-text document of a product: `search_text` plus its CJK bigrams (migration 0003) and the marked
 * tails of its German, Polish and Russian compound words (0006), indexed by `goods_search_fts_idx`. Every
 * text condition must use exactly this expression to hit the index.
 */
const SEARCH_VECTOR = sql`hb_search_vector(${goods.searchText}, ${goods.titles})`;

/** Which goods a list holds. `textQuery` is a `to_tsquery('simple', …)` string built by `search-terms.ts`. */
export type GoodsFilter = {
  textQuery?: string;
  /** Substrings the search text must contain (CJK runs of three characters or more: bigrams only narrow). */
  mustContain?: string[];
  categoryIds?: number[];
  minPriceCny?: number;
  maxPriceCny?: number;
  onlyWithQc: boolean;
};

export type GoodsOrder =
  /** The home feed: goods with QC photos first, in stock first, then by sold count. */
  | { kind: 'feed' }
  | { kind: 'sales' | 'price_asc' | 'price_desc' | 'newest' }
  /**
   * Search relevance: goods in `firstIds` (exact matches when typo corrections widened the query) first,
   * then goods whose search text holds the whole `phrase`, then the rest; by sold count within each.
   */
  | { kind: 'relevance'; phrase?: string; firstIds?: number[] };

/** What a card shows of the product itself, whoever lists it (the catalog here, a shop's goods in the shops repo). */
export const goodsCardColumns = {
  titleCn: goods.titleCn,
  titles: goods.titles,
  image: sql<string | null>`${goods.images}->>0`,
  priceCny: goods.priceCny,
  soldCount: goods.soldCount,
  viewCount: goods.viewCount,
  qcCount: goods.qcCount,
  categoryId: goods.categoryId,
  outOfStock: goods.outOfStock,
};

/** The typed select of a goods card (also the reference the card functions of migration 0029 are tested against). */
export const cardColumns = { id: goods.id, channel: goods.channel, offerId: goods.offerId, ...goodsCardColumns };

/** What a seller summary and its trust score are computed from. */
const sellerColumns = {
  id: sellers.id,
  name: sellers.name,
  channel: sellers.channel,
  verified: sellers.verified,
  qcPassRate: sellers.qcPassRate,
  onTimeShipRate: sellers.onTimeShipRate,
  disputeRate: sellers.disputeRate,
  listedSince: sellers.listedSince,
};

/** Rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: GoodsFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.textQuery ? sql`${SEARCH_VECTOR} @@ to_tsquery('simple', ${filter.textQuery})` : undefined,
    ...(filter.mustContain ?? []).map((part) => sql`${goods.searchText} like ${`%${escapeLike(part)}%`}`),
    // One parameter, not one per category: the statement's text is the same for a category of any size, so PGlite's
    // prepared statement for it (db/pglite-one-call.ts) is reused, its plan kept.
    filter.categoryIds ? sql`${goods.categoryId} = any(${sql.param(filter.categoryIds)}::int[])` : undefined,
    filter.minPriceCny !== undefined ? gte(goods.priceCny, filter.minPriceCny) : undefined,
    filter.maxPriceCny !== undefined ? lte(goods.priceCny, filter.maxPriceCny) : undefined,
    // `>= 1`, not `> 0`: written like goods_feed_idx's key `(qc_count > 0)`, the planner ANDs that whole
    // index (every product with QC photos) into the bitmap of a search.
    filter.onlyWithQc ? sql`${goods.qcCount} >= 1` : undefined,
  ];
  return and(...conditions);
}

/**
 * ORDER BY for a list, written to match an index per sort; it always ends with the id, so pages never
 * overlap or skip (stable paging). Sold count and creation time sort NULLS LAST like their indexes, or the
 * planner cannot use them.
 *
 * `fenced` (full-text searches) wraps each key in a no-op (`+ 0`) that no index matches. Otherwise the
 * planner may walk the sold-count or price index and compute every row's search document on the way
 * (~0.1 ms a row, 60 s for a rare word on 1M goods) instead of taking the matches from the GIN index and
 * sorting them: it counts the same per-row cost for rechecking the bitmap's rows, which never happens for
 * these queries, so no function COST tips the balance.
 */
function orderOf(order: GoodsOrder, fenced: boolean): SQL[] {
  const key = (column: SQL | AnyPgColumn, zero = sql`0`) => (fenced ? sql`(${column} + ${zero})` : sql`${column}`);
  const mostSold = sql`${key(goods.soldCount)} desc nulls last`;
  const byId = sql`${key(goods.id)} asc`;
  switch (order.kind) {
    case 'feed':
      // Matches goods_feed_idx.
      return [sql`(${goods.qcCount} > 0) desc`, asc(goods.outOfStock), mostSold, byId];
    case 'sales':
      return [mostSold, byId];
    case 'price_asc':
      return [sql`${key(goods.priceCny)} asc`, byId];
    case 'price_desc':
      // Backwards over goods_price_idx (price, id).
      return [sql`${key(goods.priceCny)} desc`, sql`${key(goods.id)} desc`];
    case 'newest':
      return [sql`${key(sql`${goods.createdAt}`, sql`interval '0 s'`)} desc nulls last`, byId];
    case 'relevance': {
      const tiers: SQL[] = [];
      if (order.firstIds?.length) tiers.push(sql`(${goods.id} = any(${sql.param(order.firstIds)}::int[])) desc`);
      if (order.phrase) tiers.push(sql`(${goods.searchText} ilike ${`%${escapeLike(order.phrase)}%`}) desc`);
      return [...tiers, mostSold, byId];
    }
  }
}

/**
 * Sort key and directions of the browse orders, as the per-category indexes hold them (goods_category_sold_idx,
 * goods_category_created_idx, goods_similar_idx).
 */
const BROWSE_KEYS = {
  sales: { key: goods.soldCount, dir: 'desc nulls last', idDir: 'asc' },
  newest: { key: goods.createdAt, dir: 'desc nulls last', idDir: 'asc' },
  price_asc: { key: goods.priceCny, dir: 'asc', idDir: 'asc' },
  price_desc: { key: goods.priceCny, dir: 'desc', idDir: 'desc' },
} as const;

/** The card columns of `goods g` in raw SQL (mapped by `cardOfRow`). */
const RAW_CARD_COLUMNS = sql.raw(
  'g.id, g.channel, g.offer_id, g.title_cn, g.titles, g.images->>0 as image, g.price_cny, g.sold_count, g.view_count, g.qc_count, g.category_id, g.out_of_stock',
);
type RawCardRow = {
  id: number;
  channel: string;
  offer_id: string;
  title_cn: string;
  titles: Record<string, string> | string;
  image: string | null;
  price_cny: string | number;
  sold_count: number;
  view_count: number;
  qc_count: number;
  category_id: number;
  out_of_stock: boolean;
};

/**
 * A browse page (categories, no search) in `order`, with its cards: each category's first `offset + limit` goods from its
 * own index, merged (a Merge Append of index-only walks for best-seller and newest order), then the page's rows joined
 * to their cards in the same statement. One walk over a global order index filtered by category fetches every good it
 * passes from the heap to test its category; the planner cannot merge the ranges of `category_id = any(…)` in one index
 * (docs/decisions/018, "Fifth session"; one statement instead of ids then cards: "Sixth session").
 */
function browsePage(filter: GoodsFilter & { categoryIds: number[] }, kind: keyof typeof BROWSE_KEYS, limit: number, offset: number): SQL {
  const { key, dir, idDir } = BROWSE_KEYS[kind];
  // One walk per category as a lateral subquery over the ids (its `category_id = c.id` an index condition), where a
  // UNION ALL of one branch per category made the planner weigh every index of goods for each branch: planning a
  // browse of a category with six sub-categories cost more than running it (docs/decisions/018, "Tenth session").
  const { categoryIds: _each, ...rest } = filter;
  const within = whereOf(rest);
  const walk = sql`select ${goods.id} as id, ${key} as k from ${goods} where ${goods.categoryId} = c.id${within ? sql` and ${within}` : sql``}
    order by ${key} ${sql.raw(dir)}, ${goods.id} ${sql.raw(idDir)} limit ${offset + limit}`;
  // The page's rows first, then their cards: joined before the limit, every walked row's card would be read.
  const order = sql`order by t.k ${sql.raw(dir)}, t.id ${sql.raw(idDir)}`;
  return sql`select ${RAW_CARD_COLUMNS} from (
      select t.id, t.k from unnest(${sql.param(filter.categoryIds)}::int[]) as c(id) cross join lateral (${walk}) t ${order} limit ${limit} offset ${offset}
    ) t join ${goods} g on g.id = t.id ${order}`;
}

/** A goods card as the catalog reads it (`cardColumns`). */
export type GoodsCardRow = CardRow & { id: number };

/** A product's detail (`hb_goods_detail`, migration 0029). */
export type GoodsDetailRow = GoodsCardRow & {
  images: string[];
  weightG: number;
  volumeCm3: number;
  deliveryDays: number;
  stock: number;
  productUrl: string;
  seller: {
    id: number;
    name: string;
    channel: string;
    verified: boolean;
    qcPassRate: number;
    onTimeShipRate: number;
    disputeRate: number;
    listedSince: Date;
  } | null;
  qcPhotos: { image: string; takenAt: Date; agentName: string | null }[];
};

type RawDetailRow = RawCardRow & {
  images: string[] | string;
  weight_g: number;
  volume_cm3: number;
  delivery_days: number;
  stock: number;
  product_url: string;
  seller_id: number | null;
  seller_name: string;
  seller_channel: string;
  seller_verified: boolean;
  seller_qc_pass_rate: string | number;
  seller_on_time_ship_rate: string | number;
  seller_dispute_rate: string | number;
  seller_listed_since: Date | string;
  qc_photos: { image: string; takenAt: string; agentName: string | null }[] | string;
};

/** A json or jsonb column as node-postgres and PGlite answer it (parsed, or text). */
const jsonOf = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A card read by raw SQL (RAW_CARD_COLUMNS, `hb_goods_cards`) as the typed reads answer it. */
function cardOfRow(r: RawCardRow): GoodsCardRow {
  return {
    id: Number(r.id),
    channel: r.channel,
    offerId: r.offer_id,
    titleCn: r.title_cn,
    titles: jsonOf(r.titles),
    image: r.image,
    priceCny: Number(r.price_cny),
    soldCount: Number(r.sold_count),
    viewCount: Number(r.view_count),
    qcCount: Number(r.qc_count),
    categoryId: Number(r.category_id),
    outOfStock: r.out_of_stock,
  };
}

/** A card as `hb_goods_cards_json` answers it: RAW_CARD_COLUMNS' values in their order. */
type CardArray = [
  id: number,
  channel: string,
  offerId: string,
  titleCn: string,
  titles: Record<string, string>,
  image: string | null,
  priceCny: string | number,
  soldCount: number,
  viewCount: number,
  qcCount: number,
  categoryId: number,
  outOfStock: boolean,
];

const cardOfArray = (r: CardArray): GoodsCardRow =>
  cardOfRow({ id: r[0], channel: r[1], offer_id: r[2], title_cn: r[3], titles: r[4], image: r[5], price_cny: r[6], sold_count: r[7], view_count: r[8], qc_count: r[9], category_id: r[10], out_of_stock: r[11] });

function detailOfRow(r: RawDetailRow): GoodsDetailRow {
  return {
    ...cardOfRow(r),
    images: jsonOf(r.images),
    weightG: Number(r.weight_g),
    volumeCm3: Number(r.volume_cm3),
    deliveryDays: Number(r.delivery_days),
    stock: Number(r.stock),
    productUrl: r.product_url,
    seller:
      r.seller_id === null
        ? null
        : {
            id: Number(r.seller_id),
            name: r.seller_name,
            channel: r.seller_channel,
            verified: r.seller_verified,
            qcPassRate: Number(r.seller_qc_pass_rate),
            onTimeShipRate: Number(r.seller_on_time_ship_rate),
            disputeRate: Number(r.seller_dispute_rate),
            listedSince: new Date(r.seller_listed_since),
          },
    qcPhotos: jsonOf(r.qc_photos).map((p) => ({ image: p.image, takenAt: new Date(p.takenAt), agentName: p.agentName })),
  };
}

/**
 * What catalog reads run with on PostgreSQL (see `read` in makeCatalogRepo): set per transaction, or once per session
 * on a pool opened with them (`sessionSettings`).
 */
export const CATALOG_READ_SETTINGS = { max_parallel_workers_per_gather: '0', jit: 'off', work_mem: '32MB' } as const;

/**
 * `sessionSettings`: every session of `db` already runs with CATALOG_READ_SETTINGS (a pool opened with them, the
 * catalog module's own on PostgreSQL), so reads need no transaction to set them.
 */
export function makeCatalogRepo(db: Db, options: { sessionSettings?: boolean } = {}) {
  /**
   * Catalog reads run without parallel workers and without JIT compilation: starting either costs more
   * than these index-driven queries take (measured on 1M goods: a 20k-match search 44 ms with workers,
   * 14 ms without; JIT adds ~12 ms to any query the planner thinks is big), and under load the cores are
   * busy serving other requests anyway. work_mem is raised so that the bitmap of a search's matches stays
   * exact: with the default 4 MB a prefix matching 150k goods turned lossy and every row of its pages was
   * rechecked by recomputing its search document (300 ms instead of 60 ms).
   *
   * A transaction's three more statements (begin, the settings, commit) cost more than most of these queries, so the
   * catalog module reads through a pool whose sessions start with the settings (`sessionSettings`, index.ts), and on
   * PGlite the read runs as it is: it has neither parallel workers nor JIT, and its catalog is the demo's (no lossy
   * bitmaps) (docs/decisions/018, "Sixth session").
   */
  const direct = options.sessionSettings === true || isPglite(db);
  const settings = sql.join(
    Object.entries(CATALOG_READ_SETTINGS).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
    sql`, `,
  );
  const read = <T>(run: (tx: Db) => Promise<T>): Promise<T> =>
    direct ? run(db) : db.transaction(async (tx) => {
      await tx.execute(sql`select ${settings}`);
      return run(tx as unknown as Db);
    });


  // The product page's reads, prepared once per connection: parsing and planning cost more than running them. On PGlite
  // (every statement sent unnamed, so planned on every call) the detail and the cards are PL/pgSQL functions instead,
  // whose plans the session keeps (migration 0029, docs/decisions/020 "Ninth pass").
  const isProduct = and(eq(goods.channel, sql.placeholder('channel')), eq(goods.offerId, sql.placeholder('offerId')));
  const byKey = {
    card: db.select(cardColumns).from(goods).where(isProduct).limit(1).prepare('catalog_goods_card'),
    traits: db
      .select({ id: goods.id, categoryId: goods.categoryId, priceCny: goods.priceCny, weightG: goods.weightG, titleCn: goods.titleCn, titleEn: sql<string>`coalesce(${goods.titles}->>'en', '')` })
      .from(goods)
      .where(isProduct)
      .limit(1)
      .prepare('catalog_goods_traits'),
    price: db.select({ priceCny: goods.priceCny }).from(goods).where(isProduct).limit(1).prepare('catalog_goods_price'),
  };
  // A page's cards by id (every name search reads one): prepared the same way, so that neither drizzle builds the
  // statement nor PostgreSQL parses it again on each search.
  const cardsById = db
    .select({ rows: sql<CardArray[] | string>`hb_goods_cards_json(${sql.placeholder('ids')}::int[])` })
    .from(sql`(values (1)) as one (x)`)
    .prepare('catalog_goods_cards_json');

  return {
    listGoods: (filter: GoodsFilter, order: GoodsOrder, limit: number, offset: number) =>
      read(async (tx) => {
        const { categoryIds } = filter;
        if (categoryIds?.length && filter.textQuery === undefined && order.kind in BROWSE_KEYS) {
          // A browse page of categories from the per-category indexes, with its cards.
          return rowsOf<RawCardRow>(await tx.execute(browsePage({ ...filter, categoryIds }, order.kind as keyof typeof BROWSE_KEYS, limit, offset))).map(cardOfRow);
        }
        return tx
          .select(cardColumns)
          .from(goods)
          .where(whereOf(filter))
          .orderBy(...orderOf(order, filter.textQuery !== undefined))
          .limit(limit)
          .offset(offset);
      }),

    /**
     * A page and the number of all matches in one pass over the matches (`count(*) over ()`): for a search,
     * whose cost is reading every matching row (PostgreSQL 15 back branches fetch each heap page of a bitmap
     * scan, even for a bare count), this halves the work of a page plus a separate COUNT. `total` is null
     * when the page lies past the last match (no row carries it).
     */
    listGoodsCounted: (filter: GoodsFilter, order: GoodsOrder, limit: number, offset: number) =>
      read(async (tx) => {
        const rows = await tx
          .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(goods)
          .where(whereOf(filter))
          .orderBy(...orderOf(order, filter.textQuery !== undefined))
          .limit(limit)
          .offset(offset);
        return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? null };
      }),

    /**
     * The first `needed` matches of a search in best-seller order (sold count, then id: the `sales` order and
     * relevance without its tiers), read by walking goods_sold_idx instead of collecting every match from the
     * GIN index and sorting them: for a common word (tens of thousands of matches) the walk meets its first page
     * within a few hundred rows, where the bitmap path fetches every match from the heap (docs/decisions/018).
     * At most `budget` rows are walked; fewer than `needed` rows back means the walk was not enough. Each row is
     * first checked by cheap substrings every match must contain (`mustContainAll`: one of each group), and only
     * then by its search document (~0.1 ms a row). `walked` is how far the walk went for the last row found.
     */
    walkGoods: (filter: GoodsFilter & { textQuery: string; mustContainAll: string[][]; phrase?: string }, needed: number, budget: number) =>
      read(async (tx) => {
        const checks = [
          ...filter.mustContainAll.map((group) => sql`(${sql.join(group.map((part) => sql`w.search_text like ${`%${escapeLike(part)}%`}`), sql` or `)})`),
          ...(filter.mustContain ?? []).map((part) => sql`w.search_text like ${`%${escapeLike(part)}%`}`),
          ...(filter.phrase ? [sql`w.search_text ilike ${`%${escapeLike(filter.phrase)}%`}`] : []),
          sql`hb_search_vector(w.search_text, w.titles) @@ to_tsquery('simple', ${filter.textQuery})`,
        ];
        const result = await tx.execute(sql`
          select w.id, w.channel, w.offer_id, w.title_cn, w.titles, w.images->>0 as image, w.price_cny, w.sold_count, w.view_count,
                 w.qc_count, w.category_id, w.out_of_stock, w.walked
          from (
            select g.id, g.channel, g.offer_id, g.title_cn, g.titles, g.images, g.price_cny, g.sold_count, g.view_count,
                   g.qc_count, g.category_id, g.out_of_stock, g.search_text,
                   row_number() over (order by g.sold_count desc nulls last, g.id) as walked
            from ${goods} g
            ${filter.onlyWithQc ? sql`where g.qc_count >= 1` : sql``}
            order by g.sold_count desc nulls last, g.id
            limit ${budget}
          ) as w
          where ${sql.join(checks, sql` and `)}
          limit ${needed}`);
        const rows = rowsOf<RawCardRow & { walked: string | number }>(result);
        const cards = rows.map(cardOfRow);
        // The walk's order is the inner ORDER BY (a LIMIT above a subquery scan keeps it); sorting the few rows again
        // makes the page's order explicit.
        cards.sort((a, b) => b.soldCount - a.soldCount || a.id - b.id);
        return { rows: cards, walked: rows.length ? Number(rows.at(-1)!.walked) : budget };
      }),

    /** How many goods match, counting no further than `atMost` (a count of every match of a common word reads them all). */
    countGoodsUpTo: (filter: GoodsFilter, atMost: number) =>
      read(async (tx) => {
        const inner = tx.select({ one: sql`1` }).from(goods).where(whereOf(filter)).limit(atMost).as('m');
        const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(inner);
        return Number(row?.n ?? 0);
      }),

    /**
     * Goods per category, price band (`width_bucket` over `edges`) and whether they have QC photos (price-bands.ts):
     * one index-only pass over goods_category_price_qc_idx, ~0.43 s at 1M goods. Prices and edges are compared as
     * float8, at a third of numeric's cost: two prices of whole cents never round to the same double, so the bands
     * are the same.
     */
    countPriceBands: (edges: readonly number[]): Promise<PriceBandRow[]> =>
      read(async (tx) => {
        const result = await tx.execute(sql`
          select g.category_id, g.qc_count >= 1 as with_qc, width_bucket(g.price_cny::float8, ${sql.param(edges.map(String))}::float8[]) as band,
                 count(*)::int as goods
          from ${goods} g group by 1, 2, 3`);
        return rowsOf<{ category_id: number; with_qc: boolean; band: number; goods: number }>(result).map((r) => ({
          categoryId: Number(r.category_id),
          withQc: r.with_qc === true,
          band: Number(r.band),
          goods: Number(r.goods),
        }));
      }),

    countGoods: (filter: GoodsFilter) =>
      read(async (tx) => {
        const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(goods).where(whereOf(filter));
        return row?.n ?? 0;
      }),

    /** Up to `limit` ids of matching goods (to tell "few exact matches" from "many"). */
    matchingIds: (filter: GoodsFilter, limit: number) =>
      read(async (tx) => (await tx.select({ id: goods.id }).from(goods).where(whereOf(filter)).limit(limit)).map((r) => r.id)),

    /**
     * The full-text words of about `sampleRows` goods (all of them in a smaller catalog) with the number of
     * those goods holding each: the vocabulary typo corrections are drawn from, and the share of goods a search
     * word is expected to match (`sampled` goods were read of `catalogSize`). TABLESAMPLE SYSTEM reads whole random
     * pages, so the sample costs the same on any catalog size.
     */
    sampleWords: (sampleRows: number) =>
      read(async (tx) => {
        const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(goods);
        const percent = n > sampleRows ? Math.max(0.01, (100 * sampleRows) / n) : 100;
        const from = percent < 100 ? sql`${goods} tablesample system (${sql.raw(percent.toFixed(4))})` : sql`${goods}`;
        const result = await tx.execute(sql`
          with sampled as materialized (select search_text from ${from})
          select lexeme as word, count(*)::int as docs, (select count(*)::int from sampled) as sampled
          from (select unnest(tsvector_to_array(to_tsvector('simple', search_text))) as lexeme from sampled) as words
          group by lexeme`);
        const rows = rowsOf<{ word: string; docs: number; sampled: number }>(result);
        return { words: rows.map((r) => ({ word: r.word, docs: Number(r.docs) })), sampled: Number(rows[0]?.sampled ?? 0), catalogSize: Number(n) };
      }),

    /** A product's detail row with its seller (null without one) and its QC photos, newest first (`hb_goods_detail`). */
    findGoods: async (channel: string, offerId: string): Promise<GoodsDetailRow | null> => {
      const [row] = rowsOf<RawDetailRow>(await db.execute(sql`select * from hb_goods_detail(${channel}, ${offerId})`));
      return row ? detailOfRow(row) : null;
    },

    findGoodsCard: async (channel: string, offerId: string) => (await byKey.card.execute({ channel, offerId }))[0] ?? null,

    /** What similar-goods ranking compares. */
    findGoodsTraits: async (channel: string, offerId: string) => (await byKey.traits.execute({ channel, offerId }))[0] ?? null,

    findGoodsPrice: async (channel: string, offerId: string) => (await byKey.price.execute({ channel, offerId }))[0]?.priceCny ?? null,

    /** Adds the views counted since the last call (goods id → views), all in one statement (view-counts.ts). */
    addViews: async (counts: Map<number, number>) => {
      if (counts.size === 0) return;
      // Whole numbers only, as array literals: one parameter each, whatever the number of products.
      const ids = `{${[...counts.keys()].map((id) => Math.trunc(id)).join(',')}}`;
      const views = `{${[...counts.values()].map((n) => Math.trunc(n)).join(',')}}`;
      await db.execute(sql`
        update goods set view_count = goods.view_count + v.n
        from unnest(${ids}::int[], ${views}::int[]) as v(id, n)
        where goods.id = v.id`);
    },

    /**
     * Candidates for "similar goods" among `categoryIds`: per category, the `perSide` goods nearest in price below and
     * above the product (two short index-only walks of goods_similar_idx, migration 0031's function: its plan kept
     * per session), never the product itself, with what their ranking compares (similar-goods.ts ranks them).
     */
    similarCandidates: async (product: { id: number; priceCny: number }, categoryIds: number[], perSide: number): Promise<SimilarCandidate[]> => {
      if (categoryIds.length === 0) return [];
      // One JSON value, each row an array (migration 0030): PGlite converts one field instead of five a row.
      const result = await read((tx) =>
        tx.execute(sql`select hb_similar_rows_json(${sql.param(categoryIds)}::int[], ${product.id}::int, ${product.priceCny}::numeric, ${perSide}::int) as rows`),
      );
      type Row = [id: number, priceCny: string | number, weightG: number, titleCn: string, titleEn: string];
      return jsonOf(rowsOf<{ rows: Row[] | string }>(result)[0]!.rows).map((r) => ({ id: Number(r[0]), priceCny: Number(r[1]), weightG: Number(r[2]), titleCn: r[3], titleEn: r[4] }));
    },

    /**
     * Search documents for the in-process search index (search-index.ts): the lexemes of the document the GIN index
     * holds, computed by PostgreSQL, with what ranking and the QC filter need. `afterId` pages through the catalog by id.
     */
    searchDocs: async (opts: { afterId: number; limit: number } | { ids: number[] }) => {
      const where = 'ids' in opts ? sql`g.id = any(${sql.param(opts.ids)}::int[])` : sql`g.id > ${opts.afterId}`;
      const limit = 'ids' in opts ? sql`` : sql`order by g.id limit ${opts.limit}`;
      // The parser's words of the text and of the de, pl and ru titles; Chinese bigrams and compound tails are derived
      // from them as hb_search_vector does (search-index.ts `documentLexemes`), at a sixth of its cost in PostgreSQL.
      const words = (text: SQL) => sql`tsvector_to_array(to_tsvector('simple', ${text}))`;
      const result = await read((tx) =>
        tx.execute(sql`
          select g.id, g.sold_count, g.qc_count, g.search_text, ${words(sql`g.search_text`)} as words,
                 ${words(sql`coalesce(g.titles ->> 'de', '')`)} as de, ${words(sql`coalesce(g.titles ->> 'pl', '')`)} as pl,
                 ${words(sql`coalesce(g.titles ->> 'ru', '')`)} as ru
          from ${goods} g where ${where} ${limit}`),
      );
      type Row = { id: number; sold_count: number; qc_count: number; search_text: string; words: string[]; de: string[]; pl: string[]; ru: string[] };
      return rowsOf<Row>(result).map((r) => ({
        id: Number(r.id),
        soldCount: Number(r.sold_count),
        qcCount: Number(r.qc_count),
        searchText: r.search_text,
        lexemes: documentLexemes(r.search_text, r.words, { de: r.de, pl: r.pl, ru: r.ru }),
      }));
    },

    /** The lexemes of `hb_search_vector(search_text, titles)` as PostgreSQL computes them (tests compare `documentLexemes` with them). */
    searchVectorLexemes: async (ids: number[]) => {
      const result = await read((tx) => tx.execute(sql`select g.id, tsvector_to_array(hb_search_vector(g.search_text, g.titles)) as lexemes from ${goods} g where g.id = any(${sql.param(ids)}::int[])`));
      return new Map(rowsOf<{ id: number; lexemes: string[] }>(result).map((r) => [Number(r.id), r.lexemes]));
    },

    /** The oldest transaction still running (every transaction older has committed or aborted): where the next read of the log starts. */
    searchLogHorizon: async () => {
      const result = await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
      return Number(rowsOf<{ xmin: string }>(result)[0]!.xmin);
    },

    /** Log rows of transactions from `horizon` on (migration 0024), after `afterSeq`, in log order: goods to read again. */
    searchLogSince: async (horizon: number, afterSeq: number, limit: number) => {
      const result = await db.execute(
        sql`select seq::text as seq, goods_id from goods_search_log where xid >= ${String(horizon)}::xid8 and seq > ${afterSeq} order by seq limit ${limit}`,
      );
      return rowsOf<{ seq: string; goods_id: number }>(result).map((r) => ({ seq: Number(r.seq), goodsId: Number(r.goods_id) }));
    },

    /** Deletes log rows older than `hours` (every reader has read them by then, or rebuilds). */
    pruneSearchLog: async (hours: number) => {
      await db.execute(sql`delete from goods_search_log where logged_at < now() - make_interval(hours => ${hours})`);
    },

    /** Whether any generated demo listing is in the catalog. */
    hasDemoGoods: async () => (await db.select({ id: goods.id }).from(goods).where(eq(goods.isDemo, true)).limit(1)).length > 0,

    /** Verified sellers that have goods listed, with the figures their trust score is computed from (at most `limit`). */
    listVerifiedSellers: (limit: number) =>
      read((tx) =>
        tx
          .select(sellerColumns)
          .from(sellers)
          .where(and(eq(sellers.verified, true), sql`exists (select 1 from ${goods} where ${goods.sellerId} = ${sellers.id})`))
          .orderBy(asc(sellers.id))
          .limit(limit),
      ),

    /** Up to `perSeller` goods of each seller: with QC photos first, in stock first, best sellers first. */
    listSellersGoods: async (sellerIds: number[], perSeller: number) => {
      if (sellerIds.length === 0) return [];
      const result = await read((tx) =>
        tx.execute(sql`
          select s.id as seller_id, g.id
          from unnest(${sql.param(sellerIds)}::int[]) as s(id)
          cross join lateral (
            select g.id from ${goods} g where g.seller_id = s.id
            order by (g.qc_count > 0) desc, g.out_of_stock asc, g.sold_count desc nulls last, g.id asc
            limit ${perSeller}
          ) as g`),
      );
      return rowsOf<{ seller_id: number; id: number }>(result).map((r) => ({ sellerId: Number(r.seller_id), id: Number(r.id) }));
    },

    /** The cards of `ids`, in no order (`hb_goods_cards_json`: one JSON value, each row an array, migration 0030). */
    listCardsByIds: async (ids: number[]): Promise<GoodsCardRow[]> =>
      ids.length ? jsonOf((await cardsById.execute({ ids }))[0]!.rows).map(cardOfArray) : [],

    /** The cards of these products that pass `filter` (search by image: its candidates, then the list's filters). */
    listCardsByKeys: async (keys: { channel: string; offerId: string }[], filter: GoodsFilter) => {
      if (keys.length === 0) return [];
      const wanted = JSON.stringify(keys.map((k) => ({ c: k.channel, o: k.offerId })));
      return db
        .select(cardColumns)
        .from(goods)
        .where(and(sql`(goods.channel, goods.offer_id) in (select r.c, r.o from jsonb_to_recordset(${wanted}::jsonb) as r(c text, o text))`, whereOf(filter)));
    },

    /** Active agents with what buy links and comparisons need, in registry order. */
    listActiveAgents: () =>
      db
        .select({
          id: agents.id,
          agentName: agents.agentName,
          productUrlTemplates: agents.productUrlTemplates,
          referralParam: agents.referralParam,
          platformReferralCode: agents.platformReferralCode,
          serviceFeePct: agents.serviceFeePct,
          freeStorageDays: agents.freeStorageDays,
          processingDays: agents.processingDays,
          rating: agents.rating,
          factsAsOf: agents.factsAsOf,
        })
        .from(agents)
        .where(eq(agents.isActive, true))
        .orderBy(asc(agents.sortOrder), asc(agents.id)),
  };
}
export type CatalogRepo = ReturnType<typeof makeCatalogRepo>;
