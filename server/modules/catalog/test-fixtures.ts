/** Test data of the catalog tests: each test file inserts the goods it asserts on. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { writeGoods, type GoodsInput, type WrittenGoods } from '../../../db/goods-writer.ts';
import { agents, categories, qcPhotos, sellers } from '../../../db/schema/index.ts';

let nextOffer = 0;
/** A fresh valid offer id (digits, unique within a test run). */
export const newOfferId = () => String(61_000_000_000 + process.pid * 1000 + ++nextOffer);

export async function categoryId(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.key, key));
  if (!row) throw new Error(`no category ${key}`);
  return row.id;
}

export type GoodsFixture = {
  channel?: 'taobao' | 'weidian' | '1688';
  offerId?: string;
  titleCn: string;
  titles?: Record<string, string>;
  categoryKey: string;
  priceCny?: number;
  soldCount?: number;
  viewCount?: number;
  qcCount?: number;
  outOfStock?: boolean;
  weightG?: number;
  createdAt?: Date;
  sellerId?: number | null;
  images?: string[];
};

/**
 * Inserts goods through the one goods writer (db/goods-writer.ts), as the seeder and imports do; answers the rows in
 * the order given. `qcCount` sets the count alone (photos, if any, are inserted apart with `insertQcPhotos`).
 */
export async function insertGoods(db: Db, fixtures: GoodsFixture[]): Promise<WrittenGoods[]> {
  const categoryIds = new Map<string, number>();
  for (const key of new Set(fixtures.map((f) => f.categoryKey))) categoryIds.set(key, await categoryId(db, key));
  const inputs = fixtures.map((f): GoodsInput => {
    const channel = f.channel ?? 'taobao';
    const offerId = f.offerId ?? newOfferId();
    return {
      channel,
      offerId,
      titleCn: f.titleCn,
      titles: f.titles ?? {},
      priceCny: f.priceCny ?? 99,
      images: f.images ?? [`demo/goods/${offerId}.svg`],
      categoryId: categoryIds.get(f.categoryKey)!,
      weightG: f.weightG ?? 500,
      volumeCm3: 3000,
      deliveryDays: 7,
      soldCount: f.soldCount ?? 0,
      viewCount: f.viewCount ?? 0,
      stock: f.outOfStock ? 0 : 50,
      outOfStock: f.outOfStock ?? false,
      qcCount: f.qcCount ?? 1,
      productUrl: `https://item.taobao.com/item.htm?id=${offerId}`,
      sellerId: f.sellerId ?? null,
      isDemo: false,
      ...(f.createdAt ? { createdAt: f.createdAt } : {}),
    };
  });
  const { written } = await writeGoods(db, inputs, { ids: true });
  if (written.length !== inputs.length) throw new Error(`insertGoods: ${inputs.length - written.length} of the fixtures exist already`);
  return written;
}

export async function insertSeller(db: Db, patch: Partial<typeof sellers.$inferInsert> = {}) {
  const [row] = await db
    .insert(sellers)
    .values({
      channel: 'taobao',
      shopId: `shop-${newOfferId()}`,
      name: 'Test Shop',
      verified: true,
      qcPassRate: 0.96,
      onTimeShipRate: 0.9,
      disputeRate: 0.01,
      listedSince: new Date(Date.now() - 400 * 86_400_000),
      ...patch,
    })
    .returning();
  return row!;
}

export async function insertQcPhotos(db: Db, goodsId: number, photos: { image: string; takenAt: Date; agentSlug?: string }[]) {
  const agentRows = await db.select({ id: agents.id, slug: agents.slug }).from(agents);
  const bySlug = new Map(agentRows.map((a) => [a.slug, a.id]));
  await db.insert(qcPhotos).values(
    photos.map((p, i) => ({ goodsId, image: p.image, takenAt: p.takenAt, agentId: p.agentSlug ? (bySlug.get(p.agentSlug) ?? null) : null, sortOrder: i })),
  );
}

/**
 * The catalog's 40 most common words (of 3+ characters) as English searches: many matches each, the searches that
 * comparisons of two search paths (walk or index against the full-text index) need most.
 */
export async function commonWordSearches(db: Db): Promise<[string, 'en'][]> {
  const common = (await db.execute(sql`
    select word from (
      select lexeme as word, count(*) as docs
      from goods, unnest(tsvector_to_array(to_tsvector('simple', search_text))) as lexeme
      where char_length(lexeme) >= 3 group by lexeme order by docs desc, lexeme limit 40) as w`)) as unknown as { rows: { word: string }[] };
  return common.rows.map((r) => [r.word, 'en']);
}
