/**
 * `npm run bench:image` (issue #13 §3): recall and latency of search by image on a held-out set generated from the
 * demo catalog's images (docs/decisions/022-image-search.md).
 *
 * 1. The catalog: the product images and QC photos of the first BENCH_IMAGE_GOODS goods of the demo catalog (the
 *    seed's own generator), rendered and described as the indexing job does, into the same index the server uses.
 * 2. Queries: BENCH_IMAGE_QUERIES copies of catalog images, each through one transform drawn at random (resize,
 *    JPEG q50–90, WebP, screenshot with UI chrome, crop 5–10 %, padding 10–20 %, text overlay, rotation ≤ 5°), plus
 *    BENCH_IMAGE_FOREIGN images of goods NOT in the catalog (later goods of the same generator), also transformed.
 *    The random stream's seed is printed (BENCH_IMAGE_SEED replays it).
 * 3. Figures: recall@1 per transform (the top product is the query's), the share of foreign images answered above
 *    the similarity threshold; the upload (`accept`, purpose "search") with and without the search description; the
 *    search after the upload (the stored description: index search + the best candidates' thumbnails read from a
 *    database + re-rank, as service.search) and the whole pipeline (decode + describe + the same), each part timed,
 *    wall and CPU; the fallback's recall on the upload's WebP copy; index memory (decision 022, eighth pass).
 * 4. Scale (`npm run bench:image -- --scale`, or BENCH_IMAGE_SCALE=N; off by default): the index is filled up in
 *    process to 1,000,000 (or N) images with generated descriptors — each a blend of two different real catalog
 *    descriptors, neither weighted 0.9 or more (`fillPick`), plus noise, renormalised, as many per image as a real
 *    one — added in batches by usearch on every core (not through the database), since rendering a million images
 *    here takes hours. The real images stay in it; the same query images are then decoded, described, searched and
 *    re-ranked again, and the index search and the whole query are timed. The filled index is kept in a file
 *    (BENCH_IMAGE_CACHE, default the temp directory) keyed by the descriptor version, the catalog and the scale, so
 *    a second run loads it in seconds instead of filling again. Memory per million images: usearch's serialized size
 *    and the JavaScript side (process.memoryUsage). The queries run twice at that size: with thumbnails for the real
 *    images only (the re-rank compares the real candidates), then with a thumbnail for every generated image too
 *    (two real thumbnails blended like its descriptor, plus noise like its descriptor's), so that generated images
 *    are rivals in the re-rank and the threshold meets a large catalog's lookalikes. BENCH_IMAGE_FILL_DEADLINE (a
 *    date) stops a fill that runs out of time and measures the size reached. In that second run each class's misses
 *    are counted by what won them (bench/image-misses.ts): a generated near-copy of the query's own picture (its
 *    thumbnail ≥ 0.9 that picture, known from the replayed picks), another generated image, or a real picture of
 *    another product; recall@1 by product is printed as measured and beside it the recall with the near-copy losses
 *    left out, and the misses not won by a near-copy are listed.
 * libvips runs with the threads a server gives it (the thumbnail service's `renderThreads`).
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql as sqlTag } from 'drizzle-orm';
import { createTestDatabase } from '../db/test-support.ts';
import { buildCatalogContext, DEFAULT_CATALOG_SEED, planGoods, planSellers } from '../db/seed/catalog/generate.ts';
import { hash2, Rng } from '../db/seed/catalog/prng.ts';
import { SUBCATEGORY_VOCAB } from '../db/seed/catalog/vocabulary/index.ts';
import { renderDemoArt } from '../db/seed/demo-art/render.ts';
import { decodeImage, describeForIndex, DIMENSIONS, GRID, QUERY_DECODE_SIDE } from '../server/modules/image-search/descriptor.ts';
import { DESCRIPTOR_VERSION, describeImageQuery, describeUpload, matchQuery, SEARCH_CANDIDATES, SIMILARITY_THRESHOLD, VERIFIED_CANDIDATES } from '../server/modules/image-search/service.ts';
import { decodeQuery, describeQuery, THUMB, thumbnailOf } from '../server/modules/image-search/verify.ts';
import { makeVectorIndex, VIEWS, type ImageMatch, type IndexedImage } from '../server/modules/image-search/vector-index.ts';
import { makeImageSearchRepo } from '../server/modules/image-search/repo.ts';
import type { UploadsRepo } from '../server/modules/uploads/repo.ts';
import { makeUploadsService } from '../server/modules/uploads/service.ts';
import type { Storage } from '../server/storage/index.ts';
import sharp from 'sharp';
import { renderThreads } from '../server/modules/media/thumbs.ts';
import { applyTransform, TRANSFORMS, type TransformKind } from './image-transforms.ts';
import { type Blend, classifyMiss, fillPick, type MissKind, NEAR_COPY_SHARE, recallWithoutNearCopies } from './image-misses.ts';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const GOODS = env('BENCH_IMAGE_GOODS', 1000);
const QUERIES = env('BENCH_IMAGE_QUERIES', 1000);
const FOREIGN = env('BENCH_IMAGE_FOREIGN', 200);
/** `--scale` (1,000,000) or `--scale=N`, else BENCH_IMAGE_SCALE; 0 (off) by default. */
const scaleFlag = process.argv.find((arg) => arg === '--scale' || arg.startsWith('--scale='));
const SCALE = scaleFlag ? Number(scaleFlag.split('=')[1] ?? 1_000_000) : env('BENCH_IMAGE_SCALE', 0);
const CACHE_DIR = process.env.BENCH_IMAGE_CACHE ?? tmpdir();
/** BENCH_IMAGE_FILL_DEADLINE (a date, e.g. 2026-11-25T10:40Z): `--scale` stops filling then and measures the size reached. */
const FILL_DEADLINE = process.env.BENCH_IMAGE_FILL_DEADLINE ? Date.parse(process.env.BENCH_IMAGE_FILL_DEADLINE) : Infinity;
const SEED = env('BENCH_IMAGE_SEED', Math.floor(Math.random() * 2 ** 31));
/** Goods of the generator from this index on are not in the benched catalog: the foreign images. */
const FOREIGN_FROM = 1_000_000;

/** The generated descriptors of `--scale`: the stream's seed and the noise added to each blend. */
const FILL_SEED = 0x5bd1e995;
const FILL_NOISE = 0.05;

/**
 * BENCH_IMAGE_FILL_NEAR_COPIES=1: the generator of the ninth to fourteenth passes, whose blend weight is uniform in
 * [0, 1] and whose two pictures may be one — a fifth of its images are near-copies of a real picture (≥ NEAR_COPY_SHARE
 * of it) filed under a made-up product. Kept to compare with the figures recorded then (decision 022, fifteenth pass).
 */
const FILL_NEAR_COPIES = process.env.BENCH_IMAGE_FILL_NEAR_COPIES === '1';

/** A generated image's thumbnail: two real thumbnails blended by `w`, plus noise like its descriptor's (see `--scale`). */
function generatedThumb(a: Uint8Array, b: Uint8Array, w: number, image: number): Uint8Array {
  const blend = Float32Array.from(a, (v, i) => w * v + (1 - w) * b[i]!);
  const mean = [0, 0, 0];
  for (let i = 0; i < blend.length; i++) mean[i % 3]! += blend[i]! / (THUMB * THUMB);
  let energy = 0;
  for (let i = 0; i < blend.length; i++) energy += (blend[i]! - mean[i % 3]!) ** 2;
  // Uniform in ±amplitude per grid cell and channel, as the descriptor's ±FILL_NOISE / 2 against its unit length.
  const amplitude = (FILL_NOISE / 2) * Math.sqrt(DIMENSIONS) * Math.sqrt(energy / blend.length);
  const noise = new Rng(hash2(FILL_SEED, image));
  const cells = Array.from({ length: GRID * GRID * 3 }, () => (noise.next() * 2 - 1) * amplitude);
  const out = new Uint8Array(blend.length);
  for (let y = 0; y < THUMB; y++)
    for (let x = 0; x < THUMB; x++)
      for (let c = 0; c < 3; c++) {
        const cell = (Math.floor((y * GRID) / THUMB) * GRID + Math.floor((x * GRID) / THUMB)) * 3 + c;
        const i = (y * THUMB + x) * 3 + c;
        out[i] = Math.max(0, Math.min(255, Math.round(blend[i]! + cells[cell]!)));
      }
  return out;
}

/** A full collection before a memory reading, when the runtime allows it. */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '–');
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

function demoCatalog() {
  const now = Date.UTC(2026, 10, 1);
  const ctx = buildCatalogContext({
    seed: DEFAULT_CATALOG_SEED,
    now,
    categoryIds: new Map(SUBCATEGORY_VOCAB.map((v, i) => [v.key, i + 1])),
    agentIds: [1, 2, 3, 4, 5],
    sellers: planSellers(DEFAULT_CATALOG_SEED, 300, now),
  });
  const imagesOf = (index: number) => {
    const plan = planGoods(ctx, index);
    const product = `${plan.goods.channel}:${plan.goods.offer_id}`;
    return [...plan.goods.images.map((key) => ({ product, key, kind: 'goods' as const })), ...plan.qc.map((q) => ({ product, key: q.image, kind: 'qc' as const }))];
  };
  return { imagesOf };
}

async function main() {
  // libvips threads as a server sets them (the thumbnail service, process-wide): the decode is timed as served.
  sharp.concurrency(renderThreads().libvipsThreads);
  console.log(`bench:image — seed ${SEED}; catalog: the first ${GOODS} goods of the demo catalog; ${QUERIES} copies + ${FOREIGN} foreign images; libvips threads ${sharp.concurrency()}`);
  const rng = new Rng(SEED);
  const { imagesOf } = demoCatalog();
  const catalog = Array.from({ length: GOODS }, (_, i) => imagesOf(i)).flat();
  const index = makeVectorIndex();
  const real: Float32Array[] = [];
  /** The catalog image each of `real`'s descriptors belongs to. */
  const realOwner: number[] = [];
  const realImages: IndexedImage[] = [];
  // The thumbnails the server reads from image_vectors for a query's best candidates (here in memory).
  const thumbs = new Map<string, Uint8Array>();
  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  for (const [n, image] of catalog.entries()) {
    const pixels = await decodeImage(Buffer.from(renderDemoArt(image.key)!));
    const vectors = describeForIndex(pixels);
    thumbs.set(image.key, thumbnailOf(pixels));
    const [channel, offerId] = image.product.split(':') as [IndexedImage['channel'], string];
    realImages.push({ channel, offerId, kind: image.kind, imageKey: image.key });
    index.add(realImages.at(-1)!, vectors);
    real.push(...vectors);
    for (const _ of vectors) realOwner.push(n);
    if ((n + 1) % 1000 === 0) process.stdout.write(`  described ${n + 1}/${catalog.length} images\r`);
  }
  console.log(`catalog: ${catalog.length} images (${catalog.filter((i) => i.kind === 'qc').length} QC photos), ${index.size()} descriptors, described in ${((performance.now() - started) / 1000).toFixed(0)} s (${((performance.now() - started) / catalog.length).toFixed(1)} ms an image)`);

  // The held-out queries: made once, searched at both scales.
  /** `source`: the catalog picture a copy was made from (null for a foreign picture). */
  type Query = { kind: TransformKind | 'foreign'; product: string | null; source: number | null; bytes: Buffer };
  const queries: Query[] = [];
  started = performance.now();
  for (let i = 0; i < QUERIES; i++) {
    const source = rng.int(0, catalog.length - 1);
    const image = catalog[source]!;
    const kind = TRANSFORMS[rng.int(0, TRANSFORMS.length - 1)]!;
    queries.push({ kind, product: image.product, source, bytes: await applyTransform(kind, Buffer.from(renderDemoArt(image.key)!), rng) });
  }
  for (let i = 0; i < FOREIGN; i++) {
    const images = imagesOf(FOREIGN_FROM + rng.int(0, 1_000_000));
    const image = images[rng.int(0, images.length - 1)]!;
    const kind = TRANSFORMS[rng.int(0, TRANSFORMS.length - 1)]!;
    queries.push({ kind: 'foreign', product: null, source: null, bytes: await applyTransform(kind, Buffer.from(renderDemoArt(image.key)!), rng) });
  }
  console.log(`queries made in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  /** CPU time of this process so far (ms): every thread's, libvips' included — steadier than the wall clock on a shared machine. */
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const ms = (values: number[], digits = 1) => `p50 ${quantile(values, 0.5).toFixed(digits)} / p95 ${quantile(values, 0.95).toFixed(digits)} ms`;

  // The upload as the server makes it (A/pub/putfile → uploads/service.ts `accept`), into memory: without the
  // search description (as before this pass) and with it (purpose "search" now). The stored bytes of each are kept:
  // the WebP copy (what a search without a description decodes) and the description (what a search reads).
  const stored = new Map<string, { bytes: Buffer; searchQuery: Buffer | null }>();
  const memory = {
    storage: { put: async (key: string, bytes: Buffer) => void stored.set(key, { bytes, searchQuery: null }) } as unknown as Storage,
    repo: { insert: async (row: { key: string; searchQuery?: Buffer | null }) => void (stored.get(row.key)!.searchQuery = row.searchQuery ?? null) } as unknown as UploadsRepo,
  };
  // The thumbnails the server reads from image_vectors for a query's best candidates, in a database of their own:
  // PGlite in process (TEST_DATABASE_URL: a PostgreSQL server instead). Rows without their goods (the foreign key's
  // check off for this session): the read by image key is what is timed.
  const thumbDb = await createTestDatabase();
  await thumbDb.migrate();
  await thumbDb.db.execute(sqlTag`set session_replication_role = replica`);
  const thumbRepo = makeImageSearchRepo(thumbDb.db);
  /** Writes the thumbnails of these images (key → thumbnail) into `thumbDb`. */
  async function storeThumbs(entries: [string, Uint8Array][]) {
    for (let from = 0; from < entries.length; from += 500) {
      const values = entries.slice(from, from + 500).map(([key, thumb], i) => sqlTag`('taobao', ${`bench${from + i}:${key}`}, 'goods', ${key}, ${DESCRIPTOR_VERSION}, ''::bytea, ${Buffer.from(thumb)}::bytea, now())`);
      await thumbDb.db.execute(sqlTag`insert into image_vectors (channel, offer_id, kind, image_key, version, vectors, thumb, indexed_at) values ${sqlTag.join(values, sqlTag`, `)} on conflict do nothing`);
    }
  }
  await storeThumbs([...thumbs]);
  const readThumbs = (keys: string[]) => thumbRepo.thumbsOf(DESCRIPTOR_VERSION, keys);
  console.log(`thumbnails of the catalog in ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in process)'}: ${thumbs.size} rows`);

  const uploadsBefore = makeUploadsService({ ...memory, ipHashSecret: 'bench' });
  const uploadsNow = makeUploadsService({ ...memory, ipHashSecret: 'bench', describeForSearch: describeUpload });
  /** Each query's upload (with its description), made in the first run and searched again at scale. */
  const uploaded: { copy: Buffer; searchQuery: Buffer }[] = [];

  type Timing = Record<'upload' | 'uploadCpu' | 'uploadBefore' | 'uploadBeforeCpu' | 'read' | 'search' | 'thumbs' | 'rerank' | 'after' | 'afterCpu' | 'decode' | 'describe' | 'whole' | 'wholeCpu', number[]>;
  /** `lost`: the copies' misses by what won them (image-misses.ts), counted when the run knows the generated blends. */
  type Tally = { n: number; hit: number; confident: number; similarity: number[]; hitSimilarity: number[]; lost: Record<MissKind, number> };
  /** A generated image's blend by its key (`fill/N.webp`); null for a real picture. */
  type BlendOf = (imageKey: string) => Blend | null;
  /** Misses not won by a near-copy of the query's own picture: listed after the table (the ones to look at). */
  type Miss = { kind: string; source: number; winner: string; lostTo: MissKind; blend: Blend | null; trueAt: number };
  const tally = (per: Map<string, Tally>, query: Query, matches: readonly ImageMatch[], blendOf?: BlendOf, misses?: Miss[]) => {
    const { kind, product } = query;
    const top = matches[0];
    const entry = per.get(kind) ?? { n: 0, hit: 0, confident: 0, similarity: [], hitSimilarity: [], lost: { 'near-copy': 0, generated: 0, real: 0 } };
    per.set(kind, entry);
    entry.n++;
    if (top && product && `${top.channel}:${top.offerId}` === product) {
      entry.hit++;
      entry.hitSimilarity.push(top.similarity);
    } else if (top && product && blendOf && query.source !== null) {
      const blend = blendOf(top.imageKey);
      const lostTo = classifyMiss(query.source, blend);
      entry.lost[lostTo]++;
      const trueAt = matches.findIndex((m) => `${m.channel}:${m.offerId}` === product);
      misses?.push({ kind, source: query.source, winner: top.imageKey, lostTo, blend, trueAt });
    }
    if (top && top.similarity >= SIMILARITY_THRESHOLD) entry.confident++;
    entry.similarity.push(top?.similarity ?? 0);
  };

  /**
   * Every query as the server answers it (decision 022, eighth pass): the upload (`accept`, purpose "search": the
   * WebP copy and the description from the original pixels; timed against the upload without the description, in
   * alternating order) — first run only; then the search after the upload (the stored description read, index
   * search, re-rank: `matchQuery`, as service.search); then the whole pipeline from the uploaded bytes (decode +
   * describe + index + re-rank: the same description, so the same answer, timed); with `copies`, also the search of
   * an upload without a description (the WebP copy decoded: the fallback, and what the server searched before this
   * pass), its recall apart. The best candidates' thumbnails are read as the server reads them (repo.thumbsOf) from
   * a database holding the catalog's (`thumbDb`), and timed.
   */
  async function run(label: string, copies = false, blendOf?: BlendOf) {
    const per = new Map<string, Tally>();
    const perCopy = new Map<string, Tally>();
    const misses: Miss[] = [];
    const t: Timing = { upload: [], uploadCpu: [], uploadBefore: [], uploadBeforeCpu: [], read: [], search: [], thumbs: [], rerank: [], after: [], afterCpu: [], decode: [], describe: [], whole: [], wholeCpu: [] };
    const copyTimes: number[] = [];
    let differing = 0;
    for (const [n, query] of queries.entries()) {
      if (!uploaded[n]) {
        const timeUpload = async (service: typeof uploadsNow, wall: number[], cpu: number[]) => {
          const c0 = cpuMs();
          const t0 = performance.now();
          const { key } = await service.accept({ bytes: query.bytes, purpose: 'search', userId: null, ip: '127.0.0.1' });
          wall.push(performance.now() - t0);
          cpu.push(cpuMs() - c0);
          return stored.get(key)!;
        };
        const before = () => timeUpload(uploadsBefore, t.uploadBefore, t.uploadBeforeCpu);
        const now = () => timeUpload(uploadsNow, t.upload, t.uploadCpu);
        // Alternating which goes first, so neither always meets a warmer cache.
        const described = n % 2 ? await now() : null;
        const copy = await before();
        const searchQuery = (described ?? (await now())).searchQuery!;
        uploaded[n] = { copy: copy.bytes, searchQuery };
        stored.clear();
      }
      // Stage ends reported by matchQuery: index search, thumbnails read, re-rank.
      const marks: number[] = [];
      const mark = () => void marks.push(performance.now());
      // The search after the upload: what service.search does with the stored description.
      let c0 = cpuMs();
      let t0 = performance.now();
      const description = decodeQuery(uploaded[n]!.searchQuery, DESCRIPTOR_VERSION)!;
      const t1 = performance.now();
      const matches = await matchQuery(index, description, readThumbs, mark);
      const [tIndex, tThumbs, tRerank] = marks as [number, number, number];
      t.read.push(t1 - t0);
      t.search.push(tIndex - t1);
      t.thumbs.push(tThumbs - tIndex);
      t.rerank.push(tRerank - tThumbs);
      t.after.push(tRerank - t0);
      t.afterCpu.push(cpuMs() - c0);
      tally(per, query, matches, blendOf, misses);

      // The whole pipeline from the uploaded bytes.
      marks.length = 0;
      c0 = cpuMs();
      t0 = performance.now();
      const pixels = await decodeImage(query.bytes, QUERY_DECODE_SIDE);
      const t2 = performance.now();
      const fresh = describeQuery(pixels);
      const t3 = performance.now();
      const again = await matchQuery(index, fresh, readThumbs, mark);
      t.decode.push(t2 - t0);
      t.describe.push(t3 - t2);
      t.whole.push(marks[2]! - t0);
      t.wholeCpu.push(cpuMs() - c0);
      if (again[0]?.imageKey !== matches[0]?.imageKey || again[0]?.similarity !== matches[0]?.similarity) differing++;

      if (copies) {
        // An upload without a description: its WebP copy decoded and described at search time.
        const c = performance.now();
        tally(perCopy, query, await matchQuery(index, await describeImageQuery(uploaded[n]!.copy), readThumbs));
        copyTimes.push(performance.now() - c);
      }
    }
    console.log(`\n${label}`);
    const table = (tallies: Map<string, Tally>) => {
      console.log('  class        queries  recall@1   top similarity p5 / p50   answered ≥ threshold');
      for (const kind of [...TRANSFORMS, 'foreign'] as const) {
        const e = tallies.get(kind);
        if (!e) continue;
        const recall = kind === 'foreign' ? '   –   ' : pct(e.hit, e.n).padStart(7);
        console.log(`  ${kind.padEnd(11)}  ${String(e.n).padStart(7)}  ${recall}   ${quantile(e.similarity, 0.05).toFixed(3)} / ${quantile(e.similarity, 0.5).toFixed(3)}          ${pct(e.confident, e.n)}${kind === 'foreign' ? '  ← false-confident rate' : ''}`);
      }
    };
    table(per);
    if (blendOf) {
      // Recall by product as above (never hidden), then what each class's misses lost to, and the recall with the
      // near-copies of the query's own picture taken out (the generator's artefact, image-misses.ts).
      console.log(`  misses by what won (near-copy: a GENERATED image whose thumbnail is ≥ ${NEAR_COPY_SHARE} the query's own catalog picture, from the replayed picks; generated: any other generated image; real: a real picture of another product)`);
      console.log('  class        misses  near-copy  generated  real   recall@1 by product   recall@1 without the near-copy losses');
      for (const kind of TRANSFORMS) {
        const e = per.get(kind);
        if (!e) continue;
        const without = recallWithoutNearCopies(e.hit, e.n, e.lost['near-copy']);
        console.log(`  ${kind.padEnd(11)}  ${String(e.n - e.hit).padStart(6)}  ${String(e.lost['near-copy']).padStart(9)}  ${String(e.lost.generated).padStart(9)}  ${String(e.lost.real).padStart(4)}   ${pct(e.hit, e.n).padStart(19)}   ${Number.isNaN(without) ? '–' : `${(100 * without).toFixed(1)} % (${e.hit} of ${e.n - e.lost['near-copy']})`}`);
      }
      const other = misses.filter((m) => m.lostTo !== 'near-copy');
      if (other.length) {
        const indexStage = other.filter((m) => m.trueAt < 0 || m.trueAt >= VERIFIED_CANDIDATES).length;
        console.log(`  the ${other.length} misses not won by a near-copy (${indexStage} lost at the index stage, ${other.length - indexStage} in the re-rank; class, the query's picture, the winner, its blend, the true product's place):`);
        for (const m of other)
          console.log(`    ${m.kind.padEnd(11)} ${catalog[m.source]!.key} → ${m.winner}${m.blend ? ` (${m.blend.w.toFixed(2)} × ${catalog[m.blend.a]!.key} + ${(1 - m.blend.w).toFixed(2)} × ${catalog[m.blend.b]!.key})` : ` (${catalog.find((c) => c.key === m.winner)?.product ?? '?'})`}; true product ${m.trueAt < 0 ? 'not among the answers' : `#${m.trueAt + 1}`}${m.trueAt < 0 || m.trueAt >= VERIFIED_CANDIDATES ? ' — not among the index\'s best candidates compared: lost at the index stage' : ' — compared: lost in the re-rank'}`);
      }
    }
    // How a threshold would split: copies answered with their own product above it, foreign pictures above it.
    const sweep = [...new Set([0.5, 0.55, 0.6, 0.65, SIMILARITY_THRESHOLD, 0.75, 0.8])].sort((a, b) => a - b).map((threshold) => {
      let copiesFound = 0;
      let copiesAbove = 0;
      for (const [kind, e] of per) {
        if (kind === 'foreign') continue;
        copiesFound += e.n;
        copiesAbove += e.hitSimilarity.filter((s) => s >= threshold).length;
      }
      const foreign = per.get('foreign');
      return `${threshold}: copies found above ${pct(copiesAbove, copiesFound)}, foreign above ${pct(foreign?.similarity.filter((s) => s >= threshold).length ?? 0, foreign?.n ?? 0)}`;
    });
    console.log(`  thresholds — ${sweep.join('; ')}`);
    if (t.upload.length)
      console.log(`  upload (accept: checks, WebP copy, store; purpose "search"): with the search description ${ms(t.upload)} (CPU ${ms(t.uploadCpu)}); without it ${ms(t.uploadBefore)} (CPU ${ms(t.uploadBeforeCpu)}); description p50 ${(quantile(uploaded.map((u) => u.searchQuery.length), 0.5) / 1024).toFixed(0)} kB`);
    console.log(`  search after the upload (the stored description): ${ms(t.after)} = read the description ${ms(t.read, 2)} + index search ${ms(t.search, 2)} + the best ${VERIFIED_CANDIDATES}' thumbnails read from the database ${ms(t.thumbs, 2)} + re-rank ${ms(t.rerank, 2)}; CPU time ${ms(t.afterCpu)} (the database's included: PGlite runs in this process)`);
    console.log(`  whole pipeline (decode + describe + index + re-rank, upload excluded): ${ms(t.whole)} = decode (sharp) ${ms(t.decode)} + describe ${ms(t.describe)} + index + thumbnails + re-rank; CPU time ${ms(t.wholeCpu)}; answers differing from the search after the upload: ${differing}`);
    if (copies) {
      console.log(`  an upload WITHOUT a description (the fallback: its WebP copy decoded and described at search time; what the server searched before this pass): whole query ${ms(copyTimes)}`);
      table(perCopy);
    }
    console.log(`  load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) on ${availableParallelism()} cores`);
  }


  // Warm-up (the JIT, sharp's first calls), not counted.
  for (const query of queries.slice(0, 20)) describeQuery(await decodeImage(query.bytes, QUERY_DECODE_SIDE));
  await run(`At ${index.images()} indexed images (all real), threshold ${SIMILARITY_THRESHOLD}:`, true);
  const rssReal = process.memoryUsage().rss;
  console.log(`  process RSS growth while indexing: ${mb(rssReal - rssBefore)} (includes the decoder's buffers)`);
  {
    // The index's own memory at this size (usearch's serialized form: int8 vectors + HNSW graph), per million images.
    const file = path.join(tmpdir(), `hb-bench-image-real-${process.pid}.usearch`);
    index.save(file);
    const size = (await stat(file)).size;
    await rm(file, { force: true });
    console.log(`  usearch index: ${mb(size)} for ${index.images()} images → ${mb((size / index.images()) * 1_000_000)} per million images (the graph's share grows slowly with size; --scale measures it at 1M)`);
  }
  if (SCALE <= index.images())
    console.log(`  index search at 1,000,000 images: not measured in this run — \`npm run bench:image -- --scale\` fills the index in process to 1M with generated descriptors (about 8 minutes on a quiet machine here; kept in a file for later runs) and times the same queries against it`);

  if (SCALE > index.images()) {
    // Filling up: each generated image gets as many descriptors as a real one, blends of two real descriptors plus
    // noise, so the graph and the memory are those of a real catalog of SCALE images.
    const perImage = Math.max(1, Math.round(index.size() / index.images()));
    let fill = SCALE - index.images();
    collectGarbage();
    const before = process.memoryUsage();
    const fillImages: IndexedImage[] = Array.from({ length: fill }, (_, i) => ({ channel: 'taobao', offerId: `fill${i}`, kind: 'goods', imageKey: `fill/${i}.webp` }));
    let file = path.join(CACHE_DIR, `hb-bench-image-v${DESCRIPTOR_VERSION}-goods${GOODS}-scale${SCALE}-keys${VIEWS}${FILL_NEAR_COPIES ? '' : '-distinct'}.usearch`);
    started = performance.now();
    if (existsSync(file)) {
      index.restore(file, [...realImages, ...fillImages]);
      console.log(`\nscale: loaded the filled index (${index.images()} images, ${index.size()} descriptors) from ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s (delete it to fill again)`);
    } else {
      const gen = new Rng(FILL_SEED);
      const BATCH = 20_000;
      for (let from = 0; from < fill; from += BATCH) {
        if (Date.now() >= FILL_DEADLINE) {
          // Out of time: measured at the size reached, not kept (the file is keyed by the full scale).
          console.log(`\nscale: BENCH_IMAGE_FILL_DEADLINE reached — the fill stops at ${from} of ${fill} generated images and is measured there`);
          fill = from;
          break;
        }
        const count = Math.min(BATCH, fill - from);
        const matrix = new Float32Array(count * perImage * DIMENSIONS);
        for (let row = 0; row < count * perImage; row++) {
          const { a, b, w } = fillPick(gen, real.length, FILL_NEAR_COPIES);
          const v = matrix.subarray(row * DIMENSIONS, (row + 1) * DIMENSIONS);
          let norm = 0;
          for (let d = 0; d < DIMENSIONS; d++) {
            v[d] = w * real[a]![d]! + (1 - w) * real[b]![d]! + (gen.next() - 0.5) * FILL_NOISE;
            norm += v[d]! * v[d]!;
          }
          norm = Math.sqrt(norm);
          for (let d = 0; d < DIMENSIONS; d++) v[d] = v[d]! / norm;
        }
        index.addMany(fillImages.slice(from, from + count), matrix, perImage);
        const seconds = (performance.now() - started) / 1000;
        process.stdout.write(`  generated ${from + count}/${fill} images, ${Math.round((from + count) / seconds)} a second, load ${loadavg()[0]!.toFixed(1)}   \r`);
      }
      console.log(`\nscale: filled to ${index.images()} images (${index.size()} descriptors) in ${((performance.now() - started) / 1000).toFixed(0)} s (usearch batch add, ${availableParallelism()} threads)`);
      if (fill === SCALE - realImages.length) {
        await mkdir(CACHE_DIR, { recursive: true });
        index.save(file);
        console.log(`  kept in ${file} for the next run`);
      } else index.save((file = path.join(tmpdir(), `hb-bench-image-partial-${process.pid}.usearch`)));
    }
    collectGarbage();
    const after = process.memoryUsage();
    const saved = (await stat(file)).size;
    if (file.includes('-partial-')) await rm(file, { force: true });
    const perMillion = (bytes: number, images: number) => `${mb((bytes / images) * 1_000_000)} per million images`;
    console.log(`memory: usearch index (serialized: int8 vectors + HNSW graph) ${mb(saved)} for ${index.images()} images → ${perMillion(saved, index.images())}`);
    console.log(`  JavaScript side (the image list and key map: heapUsed growth) ${mb(after.heapUsed - before.heapUsed)} for ${fill} images → ${perMillion(after.heapUsed - before.heapUsed, fill)}; process RSS growth (both, as resident) ${mb(after.rss - before.rss)} → ${perMillion(after.rss - before.rss, fill)}`);
    await run(`At ${index.images()} indexed images (${catalog.length} real + ${fill} GENERATED descriptors: blends of real ones), generated images WITHOUT thumbnails (only the real candidates among the best ${VERIFIED_CANDIDATES} are compared), threshold ${SIMILARITY_THRESHOLD}:`);

    // The same again with a thumbnail for every generated image: its first descriptor's two real images' thumbnails
    // blended with the same weight (the generator's stream replayed), plus noise as strong, relative to the picture,
    // as the descriptor's (FILL_NOISE on a unit vector: 0.28 of its spread) on the descriptor's 16×16 grid — without
    // it a blend would be a cleaner image than its descriptor says. The re-rank then compares all the best candidates,
    // and a generated image can be a query's rival, as another product of a large catalog would be.
    started = performance.now();
    const picks = { a: new Int32Array(fill), b: new Int32Array(fill), w: new Float32Array(fill) };
    const replay = new Rng(FILL_SEED);
    for (let row = 0; row < fill * perImage; row++) {
      const { a, b, w } = fillPick(replay, real.length, FILL_NEAR_COPIES);
      if (row % perImage === 0) {
        const image = row / perImage;
        picks.a[image] = realOwner[a]!;
        picks.b[image] = realOwner[b]!;
        picks.w[image] = w;
      }
      for (let d = 0; d < DIMENSIONS; d++) replay.next();
    }
    console.log(`\nscale: the generated images' picks replayed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // The generated images among the queries' best candidates get their thumbnail in the database (the others are
    // never read), so the re-rank reads them as it reads a real catalog's.
    const wanted = new Map<string, Uint8Array>();
    for (const { searchQuery } of uploaded) {
      const description = decodeQuery(searchQuery, DESCRIPTOR_VERSION)!;
      for (const match of index.search(description.views, SEARCH_CANDIDATES).slice(0, VERIFIED_CANDIDATES)) {
        if (!match.imageKey.startsWith('fill/') || wanted.has(match.imageKey)) continue;
        const image = Number(match.imageKey.slice(5, -5));
        const a = thumbs.get(catalog[picks.a[image]!]!.key)!;
        const b = thumbs.get(catalog[picks.b[image]!]!.key)!;
        wanted.set(match.imageKey, generatedThumb(a, b, picks.w[image]!, image));
      }
    }
    await storeThumbs([...wanted]);
    console.log(`scale: ${wanted.size} generated images among the queries' best ${VERIFIED_CANDIDATES} got their thumbnail in the database`);
    const blendOf: BlendOf = (imageKey) => {
      if (!imageKey.startsWith('fill/')) return null;
      const image = Number(imageKey.slice(5, -5));
      return { a: picks.a[image]!, b: picks.b[image]!, w: picks.w[image]! };
    };
    await run(`At ${index.images()} indexed images, generated images WITH thumbnails (blends of two real images' thumbnails, like their descriptors), threshold ${SIMILARITY_THRESHOLD}:`, false, blendOf);
  }
  await thumbDb.close();
}

await main();
