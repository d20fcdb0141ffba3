/**
 * Search by image (product §D7; docs/decisions/022-image-search.md): describing catalog images
 * into the `image_vectors` table (the indexing job, the backfill), the in-process index built from that table and
 * kept current, and the search of an uploaded image.
 */
import { NotFoundError } from '../../errors.ts';
import { makeTtlCache } from '../catalog/ttl-cache.ts';
import type { ImageSource } from '../media/storage.ts';
import { decodeImage, describeForIndex, QUERY_DECODE_SIDE } from './descriptor.ts';
import type { BackfillCursor, ImageSearchRepo } from './repo.ts';
import { decodeQuery, describeQuery, encodeQuery, rerank, thumbnailOf, type QueryDescription } from './verify.ts';
import { bytesOf, makeVectorIndex, vectorsOf, type ImageMatch, type VectorIndex } from './vector-index.ts';

/** The descriptor's version: raise it when descriptor.ts changes, and the backfill describes every image again. */
export const DESCRIPTOR_VERSION = 4;
/**
 * Below this similarity a result is not a confident match (the answer's `similarityThreshold`). A compared image's
 * similarity is the share of the best other product's disagreement with the query that it closes (a ratio test on
 * the re-rank's agreements, verify.ts `distinctness`): chosen with `npm run bench:image` on a calibration seed (777,
 * not the seed the figures are reported on) just above the highest picture of goods outside the catalog at both
 * 300 and 1,000 goods (0.698 at 1,000; decision 022, sixth pass).
 */
export const SIMILARITY_THRESHOLD = 0.7;
/** Images a search considers (then one per product, then the list's filters). */
export const SEARCH_CANDIDATES = 200;
/** The best candidates compared with the query pixel by pixel (verify.ts), whose order and similarity that sets. */
export const VERIFIED_CANDIDATES = 20;
/** How often a search first reads the rows indexed since the index last looked (another process may write them). */
const REFRESH_EVERY_MS = 5_000;
const LOAD_BATCH = 2_000;
const RECENT_MS = 60_000;
/** Goods the backfill reads at a time. */
const BACKFILL_GOODS = 100;

/**
 * An uploaded search image's row: live uploads only; `searchQuery` is its description made at upload time
 * (`describeUpload`), absent for uploads made without it.
 */
export type UploadLookup = (key: string) => Promise<{ key: string; expiresAt: Date | null; searchQuery?: Uint8Array | null } | null>;

/** Decodes an uploaded image and describes it as a query (its descriptors for the index, its re-rank samples). */
export async function describeImageQuery(bytes: Buffer): Promise<QueryDescription> {
  return describeQuery(await decodeImage(bytes, QUERY_DECODE_SIDE));
}

/**
 * A search image's description as kept with its upload (uploads/service.ts, purpose "search"): made once from the
 * original pixels at upload time, so that a search — and every refinement or shared-link visit while the upload
 * lives — costs the index search and the re-rank only (decision 022, eighth pass). Null when it cannot be decoded.
 */
export async function describeUpload(bytes: Buffer): Promise<Buffer | null> {
  try {
    return encodeQuery(await describeImageQuery(bytes), DESCRIPTOR_VERSION);
  } catch {
    return null;
  }
}

/** The stages of `matchQuery`, each reported as it ends (the bench times them). */
export type MatchStage = 'index' | 'thumbs' | 'rerank';

/**
 * The search of a described query: the index's SEARCH_CANDIDATES best images, the thumbnails of the best
 * VERIFIED_CANDIDATES read (`readThumbs`: the server reads them from image_vectors in one query), those compared
 * with the query and re-ranked (verify.ts). The server and `bench:image` both search through this.
 */
export async function matchQuery(
  index: Pick<VectorIndex, 'search'>,
  query: QueryDescription,
  readThumbs: (keys: string[]) => Promise<ReadonlyMap<string, Uint8Array>> | ReadonlyMap<string, Uint8Array>,
  onStage?: (stage: MatchStage) => void,
): Promise<ImageMatch[]> {
  const matches = index.search(query.views, SEARCH_CANDIDATES);
  onStage?.('index');
  const thumbs = await readThumbs([...new Set(matches.slice(0, VERIFIED_CANDIDATES).map((m) => m.imageKey))]);
  onStage?.('thumbs');
  const ranked = rerank(matches, query.samples, thumbs, VERIFIED_CANDIDATES);
  onStage?.('rerank');
  return ranked;
}

export type ImageSearchDeps = {
  repo: ImageSearchRepo;
  /** The bytes of catalog images (demo art, the Storage). */
  source: ImageSource;
  findUpload: UploadLookup;
  /** The backfill describes the images of this many goods (best sellers first); unset: every product. */
  backfillGoods?: number;
  now?: () => number;
};

/** Similarity as shown: 0–1, two decimals. */
export const shownSimilarity = (cosine: number) => Math.round(Math.min(1, Math.max(0, cosine)) * 100) / 100;

export function makeImageSearchService(deps: ImageSearchDeps) {
  const now = deps.now ?? Date.now;
  const index = makeVectorIndex();
  // Paging through one image's results asks again with the same key: its matches are reused for a minute.
  const recent = makeTtlCache<ImageMatch[]>({ maxEntries: 200, ttlMs: RECENT_MS, now });
  let cursor = { since: '-infinity', after: '' };
  let lastRefresh = 0;
  let refreshing: Promise<void> | null = null;
  /** Set by `stop()`: a running backfill returns after the image in hand (the next start resumes it). */
  let stopped = false;

  /** Adds the rows indexed since the cursor to the in-process index. */
  async function readNewRows() {
    for (;;) {
      const rows = await deps.repo.rowsSince(DESCRIPTOR_VERSION, cursor.since, cursor.after, LOAD_BATCH);
      for (const row of rows) index.add(row, vectorsOf(row.vectors));
      const last = rows.at(-1);
      if (last) cursor = { since: last.indexedAt, after: `${last.channel}|${last.offerId}|${last.kind}|${last.imageKey}` };
      if (rows.length < LOAD_BATCH) return;
    }
  }

  function refresh(force = false): Promise<void> {
    if (refreshing) return refreshing;
    if (!force && now() - lastRefresh < REFRESH_EVERY_MS) return Promise.resolve();
    lastRefresh = now();
    refreshing = readNewRows().finally(() => (refreshing = null));
    return refreshing;
  }

  /** The descriptors of a catalog image, or null when it cannot be read (gone, not an image, a remote URL). */
  async function describeCatalogImage(imageKey: string): Promise<{ vectors: Float32Array[]; thumb: Uint8Array } | null> {
    // Images of imported listings that are remote URLs are not fetched by the server.
    if (/^https?:\/\//i.test(imageKey)) return null;
    const bytes = await deps.source.readSource(imageKey).catch(() => null);
    if (!bytes) return null;
    try {
      const pixels = await decodeImage(bytes);
      return { vectors: describeForIndex(pixels), thumb: thumbnailOf(pixels) };
    } catch {
      return null;
    }
  }

  /**
   * Describes one image key and writes its rows (every product showing it); idempotent. Answers how many rows were
   * written. Rows also reach this process's index at once (others read them on their next refresh).
   */
  async function indexImage(imageKey: string): Promise<number> {
    const described = await describeCatalogImage(imageKey);
    const written = await deps.repo.upsertForKey(imageKey, DESCRIPTOR_VERSION, bytesOf(described?.vectors ?? []), described ? Buffer.from(described.thumb) : null);
    if (described) for (const row of written) index.add({ ...row, imageKey }, described.vectors);
    return written.length;
  }

  return {
    /**
     * Ends a running backfill at the next image, so a shutdown waits for one image and not for the whole catalog
     * (a graceful stop waits for the queue's running jobs). What is left is described after the next start.
     */
    stop() {
      stopped = true;
    },

    indexImage,

    /**
     * Indexes the catalog images not indexed yet, best sellers first (each product's images, then its QC photos), of
     * every product or of the first `backfillGoods` (resumable: it starts where the table stands).
     */
    async backfill(onProgress?: (progress: { indexed: number; total: number }) => void): Promise<number> {
      let done = 0;
      let { total, indexed } = await deps.repo.progress(DESCRIPTOR_VERSION);
      const limit = deps.backfillGoods ?? Infinity;
      let after: BackfillCursor | null = null;
      let goodsRead = 0;
      let batches = 0;
      while (goodsRead < limit) {
        const take = Math.min(BACKFILL_GOODS, limit - goodsRead);
        const page = await deps.repo.catalogKeys(DESCRIPTOR_VERSION, after, take);
        const seen = new Set<string>();
        for (const { key, indexed: had } of page.keys) {
          // A key shared by several products (or listed twice) is described once: its write covers them all.
          if (had || seen.has(key)) continue;
          seen.add(key);
          if (stopped) return done;
          await indexImage(key);
          done++;
          indexed++;
        }
        if (seen.size) onProgress?.({ indexed, total: Math.max(total, indexed) });
        goodsRead += page.goods;
        if (page.goods < take || !page.last) return done;
        after = page.last;
        if (++batches % 20 === 0) ({ total } = await deps.repo.progress(DESCRIPTOR_VERSION));
      }
      return done;
    },

    /**
     * The catalog images most like the uploaded image `imageKey`, best first (SEARCH_CANDIDATES at most). An
     * unknown or expired upload → 404 `imageSearchExpired`.
     */
    async search(imageKey: string): Promise<ImageMatch[]> {
      const upload = await deps.findUpload(imageKey);
      if (!upload || (upload.expiresAt && upload.expiresAt.getTime() <= now())) throw new NotFoundError('imageSearchExpired', { reason: 'image_search_expired' });
      return recent.getOrLoad(imageKey, async () => {
        // Described at upload time (from the original pixels); an upload without it (made before, or of another
        // descriptor version) is read from the Storage and decoded here.
        let query = upload.searchQuery ? decodeQuery(upload.searchQuery, DESCRIPTOR_VERSION) : null;
        if (!query) {
          const bytes = await deps.source.readSource(imageKey).catch(() => null);
          if (!bytes) throw new NotFoundError('imageSearchExpired', { reason: 'image_search_expired' });
          query = await describeImageQuery(bytes);
        }
        // Rows written meanwhile (by a worker, or still being read at start) join the index in the background: a
        // search never waits for a large load.
        refresh().catch(() => (lastRefresh = 0));
        // The best candidates, compared with the query pixel by pixel: their thumbnails are read for them only.
        return matchQuery(index, query, (keys) => deps.repo.thumbsOf(DESCRIPTOR_VERSION, keys));
      });
    },

    /** Reads every indexed row not read yet (at start: a million pictures take minutes; searches meanwhile use what is read). */
    load: () => refresh(true),
    /** Images and descriptors in this process's index. */
    stats: () => ({ images: index.images(), vectors: index.size() }),
  };
}
export type ImageSearchService = ReturnType<typeof makeImageSearchService>;
