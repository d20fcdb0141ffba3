/**
 * The second stage of search by image (docs/decisions/022-image-search.md, "Re-rank"): the few best candidates of
 * the vector index are compared with the query pixel by pixel, at small size and in colour, under the alignments a
 * shopper's copy goes through (the copy a 5–10 % window of the picture, turned back by a few degrees, or the
 * picture inside a screenshot). The score is the share of aligned cells whose colour is within a small distance of
 * the candidate's — robust to a text or watermark over part of the image, and low for another product of the same
 * shape in other colours, which the coarse descriptor ranks as high as a true copy.
 *
 * Index side, each picture keeps a THUMB×THUMB RGB thumbnail of its trimmed whole (3 bytes a cell).
 */
import { describeForQuery, DIMENSIONS, innerBox, type Pixels, type QueryLayout, queryLayout, sampleBox, trimBox } from './descriptor.ts';
import type { ImageMatch } from './vector-index.ts';

/** Side of the stored thumbnail of a catalog picture. */
export const THUMB = 48;
/** Bytes of a stored thumbnail. */
export const THUMB_BYTES = THUMB * THUMB * 3;
/** Side of the compared grid (a candidate's window is sampled at this size from its thumbnail). */
const CELLS = 32;
/** Windows of the candidate a query may show: its whole, or a central-ish share of it at 3×3 positions. */
const WINDOW_SCALES = [0.95, 0.9] as const;
/** Rotations (degrees) a query is turned back by, each compared as the central part the turn leaves whole. */
const ROTATIONS = [-4.5, -3, -1.5, 1.5, 3, 4.5] as const;
/** Largest colour distance (Euclidean, 0–255 per channel) at which a cell counts as the same colour. */
const SAME_COLOUR = 28;

/** A sampled view of an image: CELLS×CELLS RGB floats. */
export type Sample = Float32Array;

/** The stored thumbnail of a catalog picture: its trimmed whole, THUMB×THUMB RGB bytes. */
export function thumbnailOf(p: Pixels): Uint8Array {
  return Uint8Array.from(sampleBox(p, trimBox(p), THUMB), (v) => Math.round(v));
}

/** The samples a query is compared by: its trimmed whole, that turned back by a few degrees, the pictures in a screenshot. */
export function querySamples(p: Pixels, layout: QueryLayout = queryLayout(p)): Sample[] {
  const { box } = layout;
  const samples = [sampleBox(p, box, CELLS)];
  for (const degrees of ROTATIONS) {
    // A copy turned by θ and framed whole holds the original at 1 / (cos θ + sin θ) of its size, about its centre.
    const a = (Math.abs(degrees) * Math.PI) / 180;
    samples.push(sampleBox(p, innerBox(box, 1 / (Math.cos(a) + Math.sin(a))), CELLS, degrees));
  }
  for (const picture of layout.pictures) {
    samples.push(sampleBox(p, picture.box, CELLS));
    // The picture's own trim (its letterboxing inside the page).
    samples.push(sampleBox(p, picture.trim, CELLS));
  }
  return samples;
}

/**
 * Share of cells of `a` and `b` within SAME_COLOUR of each other. With `beat`, it stops as soon as the share can no
 * longer exceed `beat` and answers 0 (a refinement only keeps better windows).
 */
function agreement(a: Sample, b: Sample, beat = -1): number {
  const limit = SAME_COLOUR * SAME_COLOUR;
  const cells = a.length / 3;
  // Cells that may still fail before the share can no longer exceed `beat`.
  let slack = beat < 0 ? cells : cells - Math.floor(beat * cells);
  let same = 0;
  for (let i = 0; i < a.length; i += 3) {
    const dr = a[i]! - b[i]!;
    const dg = a[i + 1]! - b[i + 1]!;
    const db = a[i + 2]! - b[i + 2]!;
    if (dr * dr + dg * dg + db * db <= limit) same++;
    else if (--slack <= 0) return 0;
  }
  return same / cells;
}

/** A window of a candidate's thumbnail: its centre and its size on each axis, as shares of the thumbnail. */
export type Window = { cx: number; cy: number; kx: number; ky: number };

function sampleWindow(thumb: Uint8Array, w: Window, side = CELLS, sub = 1): Sample {
  const p: Pixels = { data: thumb, width: THUMB, height: THUMB };
  return sampleBox(p, { left: (w.cx - w.kx / 2) * THUMB, top: (w.cy - w.ky / 2) * THUMB, width: w.kx * THUMB, height: w.ky * THUMB }, side, 0, sub);
}

/** Per-axis bilinear taps of a window at CELLS (reused from call to call). */
const taps = { x0: new Int32Array(CELLS), x1: new Int32Array(CELLS), xt: new Float64Array(CELLS), y0: new Int32Array(CELLS), y1: new Int32Array(CELLS), yt: new Float64Array(CELLS) };

function axis(start: number, size: number, p0: Int32Array, p1: Int32Array, t: Float64Array, stride: number) {
  for (let c = 0; c < CELLS; c++) {
    const f = Math.min(THUMB - 1, Math.max(0, start + ((c + 0.5) / CELLS) * size - 0.5));
    const p = f | 0;
    p0[c] = p * stride;
    p1[c] = (p < THUMB - 1 ? p + 1 : p) * stride;
    t[c] = f - p;
  }
}

/**
 * `agreement(sample, sampleWindow(thumb, w), beat)` without building the window's sample: each cell is sampled
 * (bilinear, as `sampleBox` at one sample a cell) when it is compared, so a window that cannot beat `beat` stops
 * early and none allocates. With `map` (and no `beat`: every cell is compared), each cell's agreement is written
 * into it too.
 */
function windowAgreement(sample: Sample, thumb: Uint8Array, w: Window, beat = -1, map?: Uint8Array): number {
  const { x0, x1, xt, y0, y1, yt } = taps;
  axis((w.cx - w.kx / 2) * THUMB, w.kx * THUMB, x0, x1, xt, 3);
  axis((w.cy - w.ky / 2) * THUMB, w.ky * THUMB, y0, y1, yt, THUMB * 3);
  const limit = SAME_COLOUR * SAME_COLOUR;
  const cells = CELLS * CELLS;
  let slack = beat < 0 ? cells : cells - Math.floor(beat * cells);
  let same = 0;
  for (let gy = 0, o = 0; gy < CELLS; gy++) {
    const top = y0[gy]!;
    const bottom = y1[gy]!;
    const ty = yt[gy]!;
    for (let gx = 0; gx < CELLS; gx++, o += 3) {
      const tx = xt[gx]!;
      const a = top + x0[gx]!;
      const b = top + x1[gx]!;
      const c = bottom + x0[gx]!;
      const e = bottom + x1[gx]!;
      const w00 = (1 - tx) * (1 - ty);
      const w01 = tx * (1 - ty);
      const w10 = (1 - tx) * ty;
      const w11 = tx * ty;
      // Rounded to float32 as a stored sample would be, so the counts equal `agreement` on `sampleWindow`.
      const dr = sample[o]! - Math.fround(thumb[a]! * w00 + thumb[b]! * w01 + thumb[c]! * w10 + thumb[e]! * w11);
      const dg = sample[o + 1]! - Math.fround(thumb[a + 1]! * w00 + thumb[b + 1]! * w01 + thumb[c + 1]! * w10 + thumb[e + 1]! * w11);
      const db = sample[o + 2]! - Math.fround(thumb[a + 2]! * w00 + thumb[b + 2]! * w01 + thumb[c + 2]! * w10 + thumb[e + 2]! * w11);
      const agrees = dr * dr + dg * dg + db * db <= limit;
      if (map) map[o / 3] = agrees ? 1 : 0;
      if (agrees) same++;
      else if (--slack <= 0) return 0;
    }
  }
  return same / cells;
}

/** Which cells of `sample` agree with the window `w` of `thumb` (1) or not (0): the window sampled as it is compared. */
export function windowMap(sample: Sample, thumb: Uint8Array, w: Window): Uint8Array {
  const map = new Uint8Array(CELLS * CELLS);
  windowAgreement(sample, thumb, w, -1, map);
  return map;
}

/**
 * Side of the coarse grid the windows are first compared on: a cell is the mean of 2×2 cells of the CELLS grid (the
 * same sample points), a quarter of the work; the best pairs are then compared at CELLS.
 */
const COARSE = CELLS / 2;
/** Pairs (query sample, window) of the coarse pass compared again at CELLS. */
const COARSE_KEPT = 2;

/** A CELLS sample averaged down to COARSE (2×2 cells each). */
function coarseOf(sample: Sample): Sample {
  const out = new Float32Array(COARSE * COARSE * 3);
  for (let y = 0; y < COARSE; y++)
    for (let x = 0; x < COARSE; x++)
      for (let c = 0; c < 3; c++) {
        const i = (2 * y * CELLS + 2 * x) * 3 + c;
        out[(y * COARSE + x) * 3 + c] = (sample[i]! + sample[i + 3]! + sample[i + CELLS * 3]! + sample[i + CELLS * 3 + 3]!) / 4;
      }
  return out;
}

/** A query's samples at CELLS and at COARSE. */
type Prepared = { full: readonly Sample[]; coarse: readonly Sample[] };
const prepare = (query: readonly Sample[]): Prepared => ({ full: query, coarse: query.map(coarseOf) });

/** The first comparison of a candidate: the best (sample, window) pair over the candidate windows. */
type Aligned = { score: number; sample: number; window: Window };

function align(query: Prepared, thumb: Uint8Array, samples: readonly number[], windows: readonly Window[] = WINDOWS): Aligned {
  const kept: { coarse: number; sample: number; window: Window }[] = [];
  for (const w of windows) {
    const window = sampleWindow(thumb, w, COARSE, 2);
    for (const n of samples) {
      // Once COARSE_KEPT pairs are kept, a pair must beat the last of them: its comparison stops when it no longer can.
      const full = kept.length === COARSE_KEPT;
      const a = agreement(query.coarse[n]!, window, full ? kept.at(-1)!.coarse : -1);
      if (!full || a > kept.at(-1)!.coarse) {
        kept.push({ coarse: a, sample: n, window: w });
        kept.sort((x, y) => y.coarse - x.coarse);
        if (kept.length > COARSE_KEPT) kept.pop();
      }
    }
  }
  let best: Aligned = { score: 0, sample: samples[0] ?? 0, window: windows[0]! };
  for (const k of kept) {
    // After the first pair, one that cannot beat it stops early (and is not taken).
    const score = windowAgreement(query.full[k.sample]!, thumb, k.window, k === kept[0] ? -1 : best.score);
    if (score > best.score) best = { score, sample: k.sample, window: k.window };
  }
  return best;
}

/**
 * Candidates compared with every query sample over every window; the others only with the samples and over the windows
 * that aligned best with these (and the whole): a query's sample that fits — the turned one of a rotated copy, the
 * picture of a screenshot — and its framing — a crop's window — are the same for every candidate (decision 022, sixth
 * pass: a third of the re-rank's time).
 */
const FULLY_ALIGNED = 3;

/** Steps (shares of the thumbnail) of the refinement of the best window: coarse to fine. */
const REFINE_STEPS = [0.02, 0.01, 0.005] as const;

/**
 * The aligned pair's window refined by small moves of its centre and of its width and height apart (a crop cuts the
 * two axes by different shares; a picture found in a screenshot is a pixel or two off), kept while the agreement
 * grows.
 */
function refine(query: Prepared, thumb: Uint8Array, start: Aligned): Aligned {
  const sample = query.full[start.sample]!;
  let { score: best, window: bestWindow } = start;
  // Windows already compared (a move back to where the last one came from, among others): none of them beat `best`,
  // which only grows, so none is compared again.
  const tried = new Set<string>([`${bestWindow.cx},${bestWindow.cy},${bestWindow.kx},${bestWindow.ky}`]);
  for (const step of REFINE_STEPS) {
    for (let moved = true, rounds = 0; moved && rounds < 4; rounds++) {
      moved = false;
      for (const [key, sign] of MOVES) {
        const w = { ...bestWindow, [key]: bestWindow[key] + sign * step };
        if (w.kx < 0.8 || w.ky < 0.8 || w.kx > 1.1 || w.ky > 1.1) continue;
        const id = `${w.cx},${w.cy},${w.kx},${w.ky}`;
        if (tried.has(id)) continue;
        tried.add(id);
        const a = windowAgreement(sample, thumb, w, best);
        if (a > best) {
          [best, bestWindow] = [a, w];
          moved = true;
        }
      }
    }
  }
  return { score: best, sample: start.sample, window: bestWindow };
}

/**
 * How well the query agrees with a candidate under the best alignment found: 0–1. The candidate windows against
 * every query sample first (coarse, then the best pairs at full size); then the best pair's window refined.
 */
export function verify(query: readonly Sample[], thumb: Uint8Array): number {
  const prepared = prepare(query);
  return refine(prepared, thumb, align(prepared, thumb, query.map((_, n) => n))).score;
}

const MOVES: [keyof Window, number][] = [['cx', 1], ['cx', -1], ['cy', 1], ['cy', -1], ['kx', 1], ['kx', -1], ['ky', 1], ['ky', -1]];

/** The windows of a candidate a query is compared with first: its whole, or a central-ish share of it at 3×3 positions. */
const WINDOWS: readonly Window[] = (() => {
  const out: Window[] = [{ cx: 0.5, cy: 0.5, kx: 1, ky: 1 }];
  for (const keep of WINDOW_SCALES) {
    const slack = (1 - keep) / 2;
    for (const dy of [-slack, 0, slack]) for (const dx of [-slack, 0, slack]) out.push({ cx: 0.5 + dx, cy: 0.5 + dy, kx: keep, ky: keep });
  }
  return out;
})();

/**
 * Products whose best candidate is refined (`refine`): the leader and its rival (the best other product); the others
 * keep the agreement of their first comparison, which only lowers them.
 */
const REFINED_PRODUCTS = 3;

/**
 * The similarity of a compared image whose agreement with the query is `score` when the best other product agrees
 * `rival`: the share of the rival's disagreement that this image closes, 1 − (1 − score) / (1 − rival) — the ratio
 * test of local-feature matching (a match is trusted when it is much nearer than the next best), on agreements. A
 * true copy agrees with its own picture far better than with any other product (0.98 against 0.82 for a QC photo
 * whose rival shares its whole layout: 0.91); a picture of goods not in the catalog agrees about as well with
 * several (the same shape in near colours). No weight to choose: only the threshold is calibrated (decision 022,
 * sixth pass). The agreement itself when nothing else was compared.
 */
export function distinctness(score: number, rival: number): number {
  if (rival >= 1) return 0;
  return Math.max(0, (score - rival) / (1 - rival));
}

/**
 * The vector index's matches (best first) with their first `count` images compared with the query (`compare`) and
 * re-ranked by their agreement. The leader's similarity is its `distinctness` against the best other product (the
 * confidence the page shows); every other compared image's is that confidence scaled by its agreement relative to the
 * leader's (`leader · score / best`), so each card carries a graded likeness, the list stays ordered by similarity,
 * and nothing can be more confident than the leader — a picture of goods outside the catalog leaves every card below
 * the threshold. The images after them (not compared) keep their order, their similarity capped at the lowest
 * compared one; so does an image without a thumbnail.
 */
export function rerank(matches: readonly ImageMatch[], query: readonly Sample[], thumbs: ReadonlyMap<string, Uint8Array>, count: number): ImageMatch[] {
  const { compared: scored, rest } = compare(matches, query, thumbs, count);
  const shown = similarities(scored);
  const compared = scored
    .map((s, n) => ({ ...s.match, similarity: shown[n]!, score: s.score }))
    .sort((a, b) => b.score - a.score)
    .map(({ score: _, ...match }) => match);
  const floor = compared.at(-1)?.similarity ?? Infinity;
  return [...compared, ...rest.map((m) => ({ ...m, similarity: Math.min(m.similarity, floor) }))];
}

/**
 * The similarity shown for each compared image (in the order given): the leader's `distinctness` against the best
 * other product, scaled for every image by its agreement relative to the best one (see `rerank`).
 */
export function similarities(scored: readonly { product: string; score: number }[]): number[] {
  // The best agreement of each product, and the two best products.
  const bestOf = new Map<string, number>();
  for (const s of scored) bestOf.set(s.product, Math.max(bestOf.get(s.product) ?? 0, s.score));
  const [first, second] = [...bestOf.values()].sort((a, b) => b - a);
  const best = first ?? 0;
  const leader = distinctness(best, second ?? 0);
  return scored.map((s) => (best > 0 ? (leader * s.score) / best : 0));
}

/** A compared candidate: its match, its product (channel:offerId) and its agreement with the query (0–1). */
export type Compared = { match: ImageMatch; product: string; score: number };

/**
 * The first `count` matches that have a thumbnail compared with the query (their agreement, half of it
 * layout-weighted); `rest`: the others in the index's order (not compared).
 */
export function compare(matches: readonly ImageMatch[], query: readonly Sample[], thumbs: ReadonlyMap<string, Uint8Array>, count: number): { compared: Compared[]; rest: ImageMatch[] } {
  const head = matches.slice(0, count);
  const prepared = prepare(query);
  const all = query.map((_, n) => n);
  const fitting = new Set<number>();
  // The query's framing (a crop's window, the whole) is the same against every candidate, like its fitting sample.
  const fittingWindows = new Set<Window>([WINDOWS[0]!]);
  const aligned: { match: ImageMatch; product: string; thumb: Uint8Array; first: Aligned; score: number }[] = [];
  const rest: ImageMatch[] = [];
  for (const match of head) {
    const thumb = thumbs.get(match.imageKey);
    if (!thumb) {
      rest.push(match);
      continue;
    }
    const full = aligned.length < FULLY_ALIGNED;
    const first = full ? align(prepared, thumb, all) : align(prepared, thumb, [...fitting], [...fittingWindows]);
    if (full) {
      fitting.add(first.sample);
      fittingWindows.add(first.window);
    }
    aligned.push({ match, product: `${match.channel}:${match.offerId}`, thumb, first, score: first.score });
  }
  // The best image of each of the leading products is refined.
  const leaders = new Map<string, (typeof aligned)[number]>();
  for (const a of [...aligned].sort((x, y) => y.score - x.score)) if (!leaders.has(a.product) && leaders.size < REFINED_PRODUCTS) leaders.set(a.product, a);
  for (const a of leaders.values()) {
    a.first = refine(prepared, a.thumb, a.first);
    a.score = a.first.score;
  }
  layoutWeighted(prepared, aligned);
  return { compared: aligned.map(({ match, product, score }) => ({ match, product, score })), rest: [...rest, ...matches.slice(count)] };
}

/**
 * How much of a compared image's score is its layout-weighted agreement (the rest: the plain agreement). Chosen on
 * the calibration seed (decision 022, fifth pass): 0.5 and 1 found the same copies; 1 lifted foreign pictures more.
 */
const LAYOUT_SHARE = 0.5;

/**
 * Cell weights from the products' agreement maps: a cell where the query agrees with many products is their shared
 * layout (a QC photo's wall and ruler, a flat lay's floor and card, a screenshot's page) and weighs little; a cell
 * where it agrees with one product or none (the product itself) weighs fully. weight = (1 − share of the other
 * products agreeing there) — linear (a square was no better on the calibration seed).
 */
export function layoutWeights(maps: readonly Uint8Array[]): Float32Array {
  const cells = maps[0]?.length ?? 0;
  const weights = new Float32Array(cells).fill(1);
  if (maps.length < 2) return weights;
  const agreeing = new Uint16Array(cells);
  for (const m of maps) for (let c = 0; c < cells; c++) agreeing[c]! += m[c]!;
  // "Every product" is as many as agree on the most shared cell: products that agree almost nowhere (another kind
  // of picture among the candidates) would otherwise make the shared layout look like a minority.
  let most = 0;
  for (let c = 0; c < cells; c++) most = Math.max(most, agreeing[c]!);
  if (most < 2) return weights;
  // The agreeing products other than one (the cell's own match, if any), as a share of the others.
  for (let c = 0; c < cells; c++) weights[c] = 1 - Math.max(0, agreeing[c]! - 1) / (most - 1);
  return weights;
}

/** Share of `map`'s cells that agree, each weighed by `weights`. */
export function weightedAgreement(map: Uint8Array, weights: Float32Array): number {
  let total = 0;
  let same = 0;
  for (let c = 0; c < map.length; c++) {
    total += weights[c]!;
    if (map[c]) same += weights[c]!;
  }
  return total > 0 ? same / total : 0;
}

/**
 * Mixes each compared image's score with its agreement weighed by the layout weights of the products compared
 * (`layoutWeights`): their best image's aligned agreement map each.
 */
function layoutWeighted(query: Prepared, aligned: { product: string; thumb: Uint8Array; first: Aligned; score: number }[]) {
  if (aligned.length < 2) return;
  const maps = aligned.map((a) => windowMap(query.full[a.first.sample]!, a.thumb, a.first.window));
  const best = new Map<string, number>();
  aligned.forEach((a, n) => {
    const at = best.get(a.product);
    if (at === undefined || aligned[at]!.score < a.score) best.set(a.product, n);
  });
  const weights = layoutWeights([...best.values()].map((n) => maps[n]!));
  aligned.forEach((a, n) => (a.score = (1 - LAYOUT_SHARE) * a.score + LAYOUT_SHARE * weightedAgreement(maps[n]!, weights)));
}

/** What a query is searched and compared by: its descriptors (the index) and its samples (the re-rank). */
export function describeQuery(p: Pixels): { views: Float32Array[]; samples: Sample[] } {
  const layout = queryLayout(p);
  return { views: describeForQuery(p, layout), samples: querySamples(p, layout) };
}

/** What a query is searched and compared by, as `describeQuery` answers it. */
export type QueryDescription = ReturnType<typeof describeQuery>;

/** Floats of one query sample. */
const SAMPLE_FLOATS = CELLS * CELLS * 3;

/**
 * A query's description as bytes, kept with its upload (decision 022, eighth pass): a header (descriptor version,
 * view count, sample count; 16-bit little-endian each, then 2 bytes of padding), then the views' and the samples'
 * floats as float32 (the platform's byte order: little-endian on every machine this runs on), exactly as computed — a search from these bytes matches and re-ranks as one that decodes the
 * image again would (from the same pixels).
 */
export function encodeQuery(query: QueryDescription, version: number): Buffer {
  const floats = query.views.length * DIMENSIONS + query.samples.length * SAMPLE_FLOATS;
  const out = Buffer.alloc(8 + floats * 4);
  out.writeUInt16LE(version, 0);
  out.writeUInt16LE(query.views.length, 2);
  out.writeUInt16LE(query.samples.length, 4);
  const body = new Float32Array(out.buffer, out.byteOffset + 8, floats);
  let at = 0;
  for (const v of query.views) {
    body.set(v, at);
    at += DIMENSIONS;
  }
  for (const s of query.samples) {
    body.set(s, at);
    at += SAMPLE_FLOATS;
  }
  return out;
}

/** The description `encodeQuery` wrote, or null when it is of another descriptor version or malformed. */
export function decodeQuery(bytes: Uint8Array, version: number): QueryDescription | null {
  if (bytes.length < 8) return null;
  const head = new DataView(bytes.buffer, bytes.byteOffset, 8);
  const views = head.getUint16(2, true);
  const samples = head.getUint16(4, true);
  if (head.getUint16(0, true) !== version || views === 0 || samples === 0) return null;
  if (bytes.length !== 8 + (views * DIMENSIONS + samples * SAMPLE_FLOATS) * 4) return null;
  // One aligned copy: a Buffer from a driver may start at any byte offset.
  const body = new Float32Array(new Uint8Array(bytes.subarray(8)).buffer);
  let at = 0;
  const take = (n: number) => body.subarray(at, (at += n));
  return { views: Array.from({ length: views }, () => take(DIMENSIONS)), samples: Array.from({ length: samples }, () => take(SAMPLE_FLOATS)) };
}
