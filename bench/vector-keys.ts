/**
 * `npx tsx bench/vector-keys.ts [images] [layout]`: what usearch's key table costs as the image index grows
 * (docs/decisions/022-image-search.md, "Tenth pass"). Adds `images` (default 300,000) images of two descriptors
 * each, in batches of 20,000, to a usearch index configured as vector-index.ts configures it but with 8-dimension
 * random vectors (the graph stays cheap, so the key table's share shows), and prints each batch's seconds for
 * - `keys`: one key a descriptor, `descriptorKey(slot, view)` — the layout the server uses;
 * - `multi`: one key an image shared by its two descriptors (`multi: true`) — the layout used before, whose
 *   linear-probing key table with an identity hash clusters every image's entries into one run.
 * Without `layout` both run, one after the other. A batch over 120 s ends that layout's run.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import type * as Usearch from 'usearch';
import { descriptorKey, VIEWS } from '../server/modules/image-search/vector-index.ts';

const usearch = createRequire(import.meta.url)('usearch') as typeof Usearch;
const IMAGES = Number(process.argv[2] ?? 300_000);
const layouts = process.argv[3] ? [process.argv[3]] : ['keys', 'multi'];
const BATCH = 20_000;
const DIMS = 8;
const GIVE_UP_S = 120;

let seed = 7;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648) - 0.5;

for (const layout of layouts) {
  if (layout !== 'keys' && layout !== 'multi') throw new Error(`layout: keys or multi, not ${layout}`);
  const multi = layout === 'multi';
  const index = new usearch.Index({ dimensions: DIMS, metric: usearch.MetricKind.Cos, quantization: usearch.ScalarKind.I8, connectivity: 16, expansion_add: 64, expansion_search: 128, multi });
  const started = performance.now();
  const batches: string[] = [];
  for (let from = 0; from < IMAGES; from += BATCH) {
    const count = Math.min(BATCH, IMAGES - from);
    const keys = new BigUint64Array(count * VIEWS);
    for (let i = 0; i < count; i++)
      for (let view = 0; view < VIEWS; view++) keys[i * VIEWS + view] = multi ? BigInt(from + i) : descriptorKey(from + i, view);
    const matrix = Float32Array.from({ length: keys.length * DIMS }, random);
    const t = performance.now();
    index.add(keys, matrix, 0);
    const seconds = (performance.now() - t) / 1000;
    batches.push(seconds.toFixed(1));
    process.stdout.write(`  ${layout}: ${from + count} images (${index.size()} vectors), last batch ${seconds.toFixed(2)} s   \r`);
    if (seconds > GIVE_UP_S) {
      batches.push(`(stopped: a batch over ${GIVE_UP_S} s)`);
      break;
    }
  }
  console.log(`\n${layout}: ${index.size()} vectors in ${((performance.now() - started) / 1000).toFixed(0)} s; seconds a batch of ${BATCH}: ${batches.join(' ')}`);
}
