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
import { type Box, innerBox, type Pixels, pictureBoxes, trimBox } from './descriptor.ts';
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

/**
 * The mean colour of `p` over a `side`×`side` grid covering `box` turned by `degrees` about its centre: each cell
 * averages `sub`×`sub` bilinear samples (a small box filter: JPEG noise and thin text edges average out).
 */
export function sampleBox(p: Pixels, box: Box, side: number, degrees = 0, sub = 3): Float32Array {
  const out = new Float32Array(side * side * 3);
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const w = p.width;
  const h = p.height;
  const at = (x: number, y: number, c: number) => {
    // Bilinear, clamped to the image.
    const fx = Math.min(w - 1, Math.max(0, x - 0.5));
    const fy = Math.min(h - 1, Math.max(0, y - 0.5));
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const x1 = Math.min(w - 1, x0 + 1);
    const y1 = Math.min(h - 1, y0 + 1);
    const tx = fx - x0;
    const ty = fy - y0;
    const d = p.data;
    const top = d[(y0 * w + x0) * 3 + c]! * (1 - tx) + d[(y0 * w + x1) * 3 + c]! * tx;
    const bottom = d[(y1 * w + x0) * 3 + c]! * (1 - tx) + d[(y1 * w + x1) * 3 + c]! * tx;
    return top * (1 - ty) + bottom * ty;
  };
  for (let gy = 0; gy < side; gy++)
    for (let gx = 0; gx < side; gx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < sub; sy++)
        for (let sx = 0; sx < sub; sx++) {
          // A point of the cell in the box's own frame, relative to its centre, then turned.
          const u = ((gx + (sx + 0.5) / sub) / side - 0.5) * box.width;
          const v = ((gy + (sy + 0.5) / sub) / side - 0.5) * box.height;
          const x = cx + cos * u - sin * v;
          const y = cy + sin * u + cos * v;
          r += at(x, y, 0);
          g += at(x, y, 1);
          b += at(x, y, 2);
        }
      const o = (gy * side + gx) * 3;
      out[o] = r / (sub * sub);
      out[o + 1] = g / (sub * sub);
      out[o + 2] = b / (sub * sub);
    }
  return out;
}

/** The stored thumbnail of a catalog picture: its trimmed whole, THUMB×THUMB RGB bytes. */
export function thumbnailOf(p: Pixels): Uint8Array {
  return Uint8Array.from(sampleBox(p, trimBox(p), THUMB), (v) => Math.round(v));
}

/** The samples a query is compared by: its trimmed whole, that turned back by a few degrees, the pictures in a screenshot. */
export function querySamples(p: Pixels): Sample[] {
  const box = trimBox(p);
  const samples = [sampleBox(p, box, CELLS)];
  for (const degrees of ROTATIONS) {
    // A copy turned by θ and framed whole holds the original at 1 / (cos θ + sin θ) of its size, about its centre.
    const a = (Math.abs(degrees) * Math.PI) / 180;
    samples.push(sampleBox(p, innerBox(box, 1 / (Math.cos(a) + Math.sin(a))), CELLS, degrees));
  }
  for (const picture of pictureBoxes(p)) {
    const inner = { data: p.data, width: p.width, height: p.height };
    samples.push(sampleBox(inner, picture, CELLS));
    // The picture's own trim (its letterboxing inside the page).
    const cut = cropToBox(p, picture);
    samples.push(sampleBox(cut, trimBox(cut), CELLS));
  }
  return samples;
}

function cropToBox(p: Pixels, box: Box): Pixels {
  const left = Math.max(0, Math.round(box.left));
  const top = Math.max(0, Math.round(box.top));
  const width = Math.min(p.width - left, Math.round(box.width));
  const height = Math.min(p.height - top, Math.round(box.height));
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) data.set(p.data.subarray(((top + y) * p.width + left) * 3, ((top + y) * p.width + left + width) * 3), y * width * 3);
  return { data, width, height };
}

/** Share of cells of `a` and `b` within SAME_COLOUR of each other. */
function agreement(a: Sample, b: Sample): number {
  const limit = SAME_COLOUR * SAME_COLOUR;
  let same = 0;
  for (let i = 0; i < a.length; i += 3) {
    const dr = a[i]! - b[i]!;
    const dg = a[i + 1]! - b[i + 1]!;
    const db = a[i + 2]! - b[i + 2]!;
    if (dr * dr + dg * dg + db * db <= limit) same++;
  }
  return same / (a.length / 3);
}

/** A window of a candidate's thumbnail: its centre and its size on each axis, as shares of the thumbnail. */
type Window = { cx: number; cy: number; kx: number; ky: number };

function sampleWindow(thumb: Uint8Array, w: Window): Sample {
  const p: Pixels = { data: thumb, width: THUMB, height: THUMB };
  return sampleBox(p, { left: (w.cx - w.kx / 2) * THUMB, top: (w.cy - w.ky / 2) * THUMB, width: w.kx * THUMB, height: w.ky * THUMB }, CELLS, 0, 1);
}

/** Steps (shares of the thumbnail) of the refinement of the best window: coarse to fine. */
const REFINE_STEPS = [0.02, 0.01, 0.005] as const;

/**
 * How well the query agrees with a candidate under the best alignment found: 0–1. The windows of
 * `candidateWindowParams` against every query sample first; then the best pair's window is refined by small moves of its
 * centre and of its width and height apart (a crop cuts the two axes by different shares; a picture found in a
 * screenshot is a pixel or two off), kept while the agreement grows.
 */
export function verify(query: readonly Sample[], thumb: Uint8Array): number {
  let best = 0;
  let bestSample = 0;
  let bestWindow: Window = { cx: 0.5, cy: 0.5, kx: 1, ky: 1 };
  const windows = candidateWindowParams();
  for (const w of windows) {
    const window = sampleWindow(thumb, w);
    for (const [n, sample] of query.entries()) {
      const a = agreement(sample, window);
      if (a > best) [best, bestSample, bestWindow] = [a, n, w];
    }
  }
  const sample = query[bestSample]!;
  for (const step of REFINE_STEPS) {
    for (let moved = true, rounds = 0; moved && rounds < 4; rounds++) {
      moved = false;
      for (const [key, sign] of MOVES) {
        const w = { ...bestWindow, [key]: bestWindow[key] + sign * step };
        if (w.kx < 0.8 || w.ky < 0.8 || w.kx > 1.1 || w.ky > 1.1) continue;
        const a = agreement(sample, sampleWindow(thumb, w));
        if (a > best) {
          [best, bestWindow] = [a, w];
          moved = true;
        }
      }
    }
  }
  return best;
}

const MOVES: [keyof Window, number][] = [['cx', 1], ['cx', -1], ['cy', 1], ['cy', -1], ['kx', 1], ['kx', -1], ['ky', 1], ['ky', -1]];

/** The windows of a candidate a query is compared with first: its whole, or a central-ish share of it at 3×3 positions. */
function candidateWindowParams(): Window[] {
  const out: Window[] = [{ cx: 0.5, cy: 0.5, kx: 1, ky: 1 }];
  for (const keep of WINDOW_SCALES) {
    const slack = (1 - keep) / 2;
    for (const dy of [-slack, 0, slack]) for (const dx of [-slack, 0, slack]) out.push({ cx: 0.5 + dx, cy: 0.5 + dy, kx: keep, ky: keep });
  }
  return out;
}

/**
 * How much of the best other product's agreement a similarity gives up: a true copy agrees with its own picture far
 * better than with any other product, while a picture of goods not in the catalog agrees about as well with several
 * (the same shape in near colours, the shared layout of QC photos). Chosen with `npm run bench:image` (decision 022).
 */
const RIVAL_WEIGHT = 0.7;

/**
 * The vector index's matches (best first) with their first `count` images compared with the query (`verify`) and
 * re-ranked: each compared image's similarity is its agreement less RIVAL_WEIGHT × the best agreement of another
 * product. The images after them (not compared) keep their order, their similarity capped at the lowest compared
 * one, so the list stays ordered by similarity; so does an image without a thumbnail (a row of an older process).
 */
export function rerank(matches: readonly ImageMatch[], query: readonly Sample[], thumbs: ReadonlyMap<string, Uint8Array>, count: number): ImageMatch[] {
  const head = matches.slice(0, count);
  const scored: { match: ImageMatch; product: string; score: number }[] = [];
  const rest: ImageMatch[] = [];
  for (const match of head) {
    const thumb = thumbs.get(match.imageKey);
    if (thumb) scored.push({ match, product: `${match.channel}:${match.offerId}`, score: verify(query, thumb) });
    else rest.push(match);
  }
  // The best agreement of each product, and the two best products.
  const bestOf = new Map<string, number>();
  for (const s of scored) bestOf.set(s.product, Math.max(bestOf.get(s.product) ?? 0, s.score));
  const [first, second] = [...bestOf].sort((a, b) => b[1] - a[1]);
  const rivalOf = (product: string) => (product === first?.[0] ? (second?.[1] ?? 0) : (first?.[1] ?? 0));
  const compared = scored
    .map((s) => ({ ...s.match, similarity: Math.max(0, s.score - RIVAL_WEIGHT * rivalOf(s.product)), score: s.score }))
    .sort((a, b) => b.similarity - a.similarity || b.score - a.score)
    .map(({ score: _, ...match }) => match);
  const floor = compared.at(-1)?.similarity ?? Infinity;
  return [...compared, ...[...rest, ...matches.slice(count)].map((m) => ({ ...m, similarity: Math.min(m.similarity, floor) }))];
}
