/**
 * The in-process similarity index of search by image (docs/decisions/022-image-search.md): an HNSW graph (usearch)
 * over the descriptors of every indexed image, cosine metric, vectors held as int8. An image has several descriptors
 * (the whole and its central crops), each under a key of its own (`descriptorKey`); a search answers each image once,
 * with its best similarity.
 *
 * Not usearch's multi-keys (several vectors under one key): its key table is a linear-probing hash set with an
 * identity hash, so a run of images numbered 0…n, two vectors each, piles into one cluster that every insert walks to
 * its end — adds slow down with the index's size and a rehash near 2^20 entries spins for minutes
 * (docs/decisions/022-image-search.md, "Tenth pass"). Dense keys n × VIEWS + view land each on its own slot.
 */
import { createRequire } from 'node:module';
import type * as Usearch from 'usearch';
import type { Channel } from '../../../core/api.ts';
import { DIMENSIONS, INDEX_CROPS } from './descriptor.ts';

export type ImageKind = 'goods' | 'qc';
export type IndexedImage = { channel: Channel; offerId: string; kind: ImageKind; imageKey: string };
export type ImageMatch = IndexedImage & { similarity: number };

/**
 * HNSW parameters: edges per node, and the candidate lists kept while adding and searching. The search's list is
 * longer than the SEARCH_CANDIDATES it answers: at 1M images, 128 let a screenshot's own picture slip past the
 * graph's walk in one build of two; 256 found it, for +1.2 ms at p95 (decision 022, seventeenth pass).
 */
const CONNECTIVITY = 16;
const EXPANSION_ADD = 64;
const EXPANSION_SEARCH = 256;

// usearch's ES module build cannot find its native build (it walks up from a wrong path): its CommonJS build can.
const usearch = createRequire(import.meta.url)('usearch') as typeof Usearch;

/** Descriptors an indexed image has at most: its whole and each central crop (descriptor.ts, describeForIndex). */
export const VIEWS = 1 + INDEX_CROPS.length;
/** The key of an image's `view`-th descriptor: the image's slot × VIEWS + view (dense: slot and view are read back). */
export const descriptorKey = (slot: number, view: number) => BigInt(slot * VIEWS + view);
const slotOf = (key: bigint) => Math.floor(Number(key) / VIEWS);

const identity = (image: IndexedImage) => `${image.channel}\u0000${image.offerId}\u0000${image.kind}\u0000${image.imageKey}`;

/** int8 bytes as stored (value × 127) → floats. */
export function vectorsOf(bytes: Uint8Array): Float32Array[] {
  const ints = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const out: Float32Array[] = [];
  for (let offset = 0; offset + DIMENSIONS <= ints.length; offset += DIMENSIONS) {
    const v = new Float32Array(DIMENSIONS);
    for (let i = 0; i < DIMENSIONS; i++) v[i] = ints[offset + i]! / 127;
    out.push(v);
  }
  return out;
}

/** Unit float vectors → the stored int8 bytes. */
export function bytesOf(vectors: readonly Float32Array[]): Buffer {
  const out = Buffer.alloc(vectors.length * DIMENSIONS);
  vectors.forEach((v, n) => {
    for (let i = 0; i < DIMENSIONS; i++) out.writeInt8(Math.max(-127, Math.min(127, Math.round(v[i]! * 127))), n * DIMENSIONS + i);
  });
  return out;
}

export function makeVectorIndex() {
  const index = new usearch.Index({
    dimensions: DIMENSIONS,
    metric: usearch.MetricKind.Cos,
    quantization: usearch.ScalarKind.I8,
    connectivity: CONNECTIVITY,
    expansion_add: EXPANSION_ADD,
    expansion_search: EXPANSION_SEARCH,
    multi: false,
  });
  const images: IndexedImage[] = [];
  const slots = new Map<string, number>();

  return {
    /** Adds an image's descriptors, replacing those it had. */
    add(image: IndexedImage, vectors: readonly Float32Array[]) {
      if (vectors.length === 0) return;
      if (vectors.length > VIEWS) throw new RangeError(`an image has at most ${VIEWS} descriptors, not ${vectors.length}`);
      const id = identity(image);
      let slot = slots.get(id);
      if (slot === undefined) {
        slot = images.length;
        images.push(image);
        slots.set(id, slot);
      } else {
        // Every view's key (a key not held is skipped by usearch): the image may have had fewer descriptors.
        index.remove(BigUint64Array.from({ length: VIEWS }, (_, view) => descriptorKey(slot!, view)));
      }
      const matrix = new Float32Array(vectors.length * DIMENSIONS);
      vectors.forEach((v, i) => matrix.set(v, i * DIMENSIONS));
      index.add(BigUint64Array.from(vectors, (_, view) => descriptorKey(slot!, view)), matrix);
    },

    /**
     * Adds new images in one call, `perImage` descriptors each, rows of `matrix` in image order (bulk loads: usearch
     * inserts them on every core).
     */
    addMany(batch: readonly IndexedImage[], matrix: Float32Array, perImage: number, threads = 0) {
      if (perImage > VIEWS) throw new RangeError(`an image has at most ${VIEWS} descriptors, not ${perImage}`);
      const keys = new BigUint64Array(batch.length * perImage);
      batch.forEach((image, i) => {
        const slot = images.length;
        images.push(image);
        slots.set(identity(image), slot);
        for (let view = 0; view < perImage; view++) keys[i * perImage + view] = descriptorKey(slot, view);
      });
      index.add(keys, matrix, threads);
    },

    /** The `limit` images most like any of `queries`, best first, each once with its best similarity (cosine). */
    search(queries: readonly Float32Array[], limit: number): ImageMatch[] {
      const best = new Map<number, number>();
      if (index.size() === 0 || queries.length === 0) return [];
      // One call for every view, spread over the cores (usearch's executor; threads 0 = as many as the index has
      // search contexts, which is the machine's cores): a query's views are searched side by side.
      const matrix = new Float32Array(queries.length * DIMENSIONS);
      queries.forEach((query, n) => matrix.set(query, n * DIMENSIONS));
      const found: Usearch.Matches | Usearch.BatchMatches = index.search(matrix, limit, 0);
      const { keys, distances } = found;
      // One view answers a Matches of its own length; several, rows of `limit` with a count each.
      const batch = found instanceof usearch.BatchMatches;
      for (let n = 0; n < queries.length; n++) {
        const start = batch ? n * limit : 0;
        const end = batch ? start + Number(found.counts[n]) : keys.length;
        for (let i = start; i < end; i++) {
          const slot = slotOf(keys[i]!);
          const similarity = 1 - distances[i]!;
          if (similarity > (best.get(slot) ?? -Infinity)) best.set(slot, similarity);
        }
      }
      return [...best]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, limit)
        .map(([slot, similarity]) => ({ ...images[slot]!, similarity }));
    },

    /** Writes the index to a file (its size is the index's own memory: vectors and graph). */
    save: (file: string) => index.save(file),
    /**
     * Replaces the index with one written by `save`, whose keys are the slots of `written` (the images in the order
     * they were added to it).
     */
    restore(file: string, written: readonly IndexedImage[]) {
      index.load(file);
      images.length = 0;
      slots.clear();
      for (const image of written) {
        slots.set(identity(image), images.length);
        images.push(image);
      }
    },
    /** Descriptors held (several per image). */
    size: () => index.size(),
    images: () => images.length,
  };
}
export type VectorIndex = ReturnType<typeof makeVectorIndex>;
