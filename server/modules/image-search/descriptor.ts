/**
 * The image descriptor of search by image (product §D7; docs/decisions/022-image-search.md).
 *
 * An image is decoded once at a small size (sharp), then described as a few views:
 * - the whole picture with its uniform border trimmed (padding, letterboxing, a rotation's fill),
 * - for a query only, the picture found inside a screenshot: the largest region that differs from the page's
 *   background, which holds the page's UI chrome and text as separate small regions.
 * Each view is a coarse, smoothed grid of luma and chroma (a global descriptor: small crops, shifts, rotations,
 * overlays and re-encoding move it little), mean-centred per channel and L2-normalised, so the dot product of two
 * descriptors is their cosine similarity. Index side, an image also gets descriptors of its central crops, so a
 * query cropped by 5–10 % meets a view of the same framing.
 */
import sharp from 'sharp';

/** Side of the luma grid; chroma uses half of it. */
export const GRID = 16;
const CHROMA_GRID = GRID / 2;
/** Dimensions of a descriptor. */
export const DIMENSIONS = GRID * GRID + 2 * CHROMA_GRID * CHROMA_GRID;
/** How much the chroma channels weigh against luma (they tell apart goods of one shape in other colours). */
const CHROMA_WEIGHT = 2;
/** Longest side a catalog image is decoded at. */
const DECODE_SIDE = 192;
/** Longest side a query is decoded at: larger, so that a picture inside a screenshot keeps enough pixels. */
export const QUERY_DECODE_SIDE = 384;
/**
 * Per-channel difference (0–255) within which a pixel counts as a screenshot page's colour: pages are flat, while
 * a picture's own light background usually differs from them by more.
 */
const PAGE_TOLERANCE = 3;
/** Rotations tried on a query (degrees): a copy turned by a few degrees meets its original turned back. */
const QUERY_ROTATIONS = [-3, 3] as const;
/** Rectangles inside a screenshot tried as its picture (the largest regions first). */
const MAX_PICTURES = 3;
/** Share of each edge of a region's bounding box that must be busy for the box to count as a framed picture. */
const FRAMED_EDGE = 0.9;

export type Pixels = { data: Uint8Array; width: number; height: number };
export type Box = { left: number; top: number; width: number; height: number };

function isSvg(input: Buffer): boolean {
  const head = input.subarray(0, 512).toString('utf8').trimStart();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

/** Decodes an image (any format sharp reads, SVG included) to RGB on white, longest side `side`. */
export async function decodeImage(input: Buffer, side: number = DECODE_SIDE): Promise<Pixels> {
  let density: number | undefined;
  if (isSvg(input)) {
    const { width = side, height = side } = await sharp(input).metadata();
    density = Math.max(4, Math.ceil((72 * side) / Math.max(width, height)));
  }
  const { data, info } = await sharp(input, { density, autoOrient: true, animated: false, limitInputPixels: 40_000_000 })
    .flatten({ background: '#ffffff' })
    .resize(side, side, { fit: 'inside', withoutEnlargement: false, kernel: 'linear' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

const differs = (d: Uint8Array, i: number, c: readonly number[], tolerance: number) =>
  Math.abs(d[i]! - c[0]!) > tolerance || Math.abs(d[i + 1]! - c[1]!) > tolerance || Math.abs(d[i + 2]! - c[2]!) > tolerance;

/** The most common colour along the image's edge (quantised), as RGB. */
function borderColour(p: Pixels): number[] {
  // Quantised to 16 levels per channel, then the mean of the most common bin.
  const counts = new Map<number, { n: number; sum: number[] }>();
  const add = (x: number, y: number) => {
    const i = (y * p.width + x) * 3;
    const q = ((p.data[i]! >> 4) << 8) | ((p.data[i + 1]! >> 4) << 4) | (p.data[i + 2]! >> 4);
    let entry = counts.get(q);
    if (!entry) counts.set(q, (entry = { n: 0, sum: [0, 0, 0] }));
    entry.n++;
    entry.sum[0]! += p.data[i]!;
    entry.sum[1]! += p.data[i + 1]!;
    entry.sum[2]! += p.data[i + 2]!;
  };
  for (let x = 0; x < p.width; x++) {
    add(x, 0);
    add(x, p.height - 1);
  }
  for (let y = 1; y < p.height - 1; y++) {
    add(0, y);
    add(p.width - 1, y);
  }
  let best = { n: 0, sum: [255, 255, 255] };
  for (const entry of counts.values()) if (entry.n > best.n) best = entry;
  return best.n === 0 ? [255, 255, 255] : best.sum.map((s) => s / best.n);
}

/** Per-channel difference (0–255) within which a border strip counts as flat (JPEG noise, not a gradient). */
const FLAT_TOLERANCE = 10;
/** A side is trimmed only when its flat strip is at least this share of the image (padding, letterboxing). */
const MIN_TRIM = 0.03;
/** The tighter tolerance a strip must end at nearly the same place with (within STEP_SLACK of the side): a step. */
const STEP_TOLERANCE = 4;
const STEP_SLACK = 0.015;

/**
 * The box left after trimming flat strips of the border's colour from each side: padding, letterboxing, a page
 * around a picture. A row or column belongs to the strip when at most 1 % of its pixels differ from that colour by
 * more than FLAT_TOLERANCE; a strip thinner than MIN_TRIM is kept, and so is one that does not end in a step (at
 * STEP_TOLERANCE it would end much sooner: a photo's soft background, which a rescaled, re-encoded copy would trim
 * differently from its original), and so is one whose opposite side has none (padding comes in pairs). The whole
 * image when nearly everything would trim.
 */
export function trimBox(p: Pixels): Box {
  const colour = borderColour(p);
  const far = (i: number, tolerance: number) =>
    Math.abs(p.data[i]! - colour[0]!) > tolerance || Math.abs(p.data[i + 1]! - colour[1]!) > tolerance || Math.abs(p.data[i + 2]! - colour[2]!) > tolerance;
  const rowBusy = (y: number, tolerance: number) => {
    let n = 0;
    for (let x = 0; x < p.width; x++) if (far((y * p.width + x) * 3, tolerance)) n++;
    return n > 0.01 * p.width;
  };
  const colBusy = (x: number, y0: number, y1: number, tolerance: number) => {
    let n = 0;
    for (let y = y0; y < y1; y++) if (far((y * p.width + x) * 3, tolerance)) n++;
    return n > 0.01 * (y1 - y0);
  };
  /**
   * How far a flat strip reaches from one side (0 when it is no strip to trim). Padding ends in a step, so a
   * tighter tolerance ends it at the same place; a photo's soft gradient ends much sooner at the tighter tolerance,
   * and is not trimmed (a copy, rescaled and re-encoded, would be trimmed differently from its original).
   */
  const strip = (busy: (at: number, tolerance: number) => boolean, length: number, side: number) => {
    let reach = 0;
    while (reach < length && !busy(reach, FLAT_TOLERANCE)) reach++;
    if (reach < MIN_TRIM * side) return 0;
    let tight = 0;
    while (tight < reach && !busy(tight, STEP_TOLERANCE)) tight++;
    return reach - tight <= Math.max(2, STEP_SLACK * side) ? reach : 0;
  };
  // Padding and letterboxing come in pairs (top and bottom, left and right): a strip on one side only is the
  // picture's own (a flat lay's top plank, a wall), which a copy framed in a page would not trim alike.
  let top = strip((y, t) => rowBusy(y, t), p.height, p.height);
  let bottom = p.height - strip((y, t) => rowBusy(p.height - 1 - y, t), p.height - top, p.height);
  if (top === 0 || bottom === p.height) [top, bottom] = [0, p.height];
  let left = strip((x, t) => colBusy(x, top, bottom, t), p.width, p.width);
  let right = p.width - strip((x, t) => colBusy(p.width - 1 - x, top, bottom, t), p.width - left, p.width);
  if (left === 0 || right === p.width) [left, right] = [0, p.width];
  const box = { left, top, width: right - left, height: bottom - top };
  if (box.width < p.width * 0.2 || box.height < p.height * 0.2) return { left: 0, top: 0, width: p.width, height: p.height };
  return box;
}

/** Whether most of the edge (60 %) is the page colour itself: a page, not a photo's soft background. */
function flatBorder(p: Pixels, colour: readonly number[]): boolean {
  let flat = 0;
  let all = 0;
  const at = (x: number, y: number) => {
    const i = (y * p.width + x) * 3;
    all++;
    if (Math.abs(p.data[i]! - colour[0]!) <= 6 && Math.abs(p.data[i + 1]! - colour[1]!) <= 6 && Math.abs(p.data[i + 2]! - colour[2]!) <= 6) flat++;
  };
  for (let x = 0; x < p.width; x++) {
    at(x, 0);
    at(x, p.height - 1);
  }
  for (let y = 1; y < p.height - 1; y++) {
    at(0, y);
    at(p.width - 1, y);
  }
  return flat >= 0.6 * all;
}

/**
 * The pictures a screenshot may hold: rectangles of the largest 4-connected regions of pixels that differ from the
 * page's colour (the border's, when the border is flat), found on a grid of 4-pixel cells. A region busy along each
 * edge of its bounding box is that box (a framed picture, page-coloured patches inside it included); another is the
 * rectangle its fullest rows and columns make. It counts when it is a rectangle (busy along its edges) no longer than
 * 3:1, covers at least 5 % of the image and is not the whole image. Empty for a photo (its border is not a flat
 * page).
 */
export function pictureBoxes(p: Pixels): Box[] {
  const colour = borderColour(p);
  if (!flatBorder(p, colour)) return [];
  const cell = 4;
  const gw = Math.floor(p.width / cell);
  const gh = Math.floor(p.height / cell);
  const busy = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++)
    for (let gx = 0; gx < gw; gx++) {
      let n = 0;
      for (let y = gy * cell; y < gy * cell + cell; y++) for (let x = gx * cell; x < gx * cell + cell; x++) if (differs(p.data, (y * p.width + x) * 3, colour, PAGE_TOLERANCE)) n++;
      busy[gy * gw + gx] = n >= (cell * cell) / 2 ? 1 : 0;
    }
  const label = new Int32Array(gw * gh).fill(-1);
  const regions: { label: number; area: number }[] = [];
  const stack: number[] = [];
  for (let start = 0; start < busy.length; start++) {
    if (!busy[start] || label[start] !== -1) continue;
    let area = 0;
    label[start] = start;
    stack.push(start);
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % gw;
      const y = (at - x) / gw;
      area++;
      for (const next of [x > 0 ? at - 1 : -1, x < gw - 1 ? at + 1 : -1, y > 0 ? at - gw : -1, y < gh - 1 ? at + gw : -1]) {
        if (next >= 0 && busy[next] && label[next] === -1) {
          label[next] = start;
          stack.push(next);
        }
      }
    }
    regions.push({ label: start, area });
  }
  regions.sort((a, b) => b.area - a.area);
  const boxes: Box[] = [];
  // The largest regions that are picture-like rectangles (an app bar or a strip of text is skipped, not counted).
  for (const region of regions) {
    if (boxes.length === MAX_PICTURES || region.area * cell * cell < 0.05 * p.width * p.height) break;
    const grid = rectangleOf(region.label);
    if (grid) boxes.push(refineEdges(p, { left: grid.x0 * cell, top: grid.y0 * cell, width: (grid.x1 - grid.x0) * cell, height: (grid.y1 - grid.y0) * cell }, colour));
  }
  return boxes;

  /** The region's picture rectangle, or null when it is none (too small, not rectangular, the whole image). */
  function rectangleOf(id: number): GridBox | null {
    // A region busy all along its bounding box is a framed picture, whatever page-coloured patches it holds inside
    // (a spotlit wall, a white product in a photo with darker edges): the whole box.
    const framed = boundsOf(id);
    if (framed && framedAllRound(framed) && pictureLike(framed)) return framed;
    // Else the rectangle is the run of rows (then columns) nearly as full as the fullest: a caption or a price line
    // touching the picture fills its rows only in part.
    const run = (counts: number[]): [number, number] => {
      const full = 0.8 * Math.max(...counts);
      let best: [number, number] = [0, 0];
      for (let i = 0; i < counts.length; ) {
        if (counts[i]! < full) {
          i++;
          continue;
        }
        let j = i;
        while (j < counts.length && counts[j]! >= full) j++;
        if (j - i > best[1] - best[0]) best = [i, j];
        i = j;
      }
      return best;
    };
    const rowCounts = Array.from({ length: gh }, (_, y) => {
      let n = 0;
      for (let x = 0; x < gw; x++) if (label[y * gw + x] === id) n++;
      return n;
    });
    let [y0, y1] = run(rowCounts);
    const colCounts = Array.from({ length: gw }, (_, x) => {
      let n = 0;
      for (let y = y0; y < y1; y++) if (label[y * gw + x] === id) n++;
      return n;
    });
    let [x0, x1] = run(colCounts);
    // A picture with a light, page-like part (a spotlit wall, a white product) fills some rows only in part: the run
    // grows over the region's rows and columns at least half full, up to a gap (a caption stands apart).
    const share = (cells: number, span: number) => cells >= 0.5 * span;
    const rowOf = (y: number) => {
      let n = 0;
      for (let x = x0; x < x1; x++) if (label[y * gw + x] === id) n++;
      return n;
    };
    const colOf = (x: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) if (label[y * gw + x] === id) n++;
      return n;
    };
    for (let grown = true; grown; ) {
      grown = false;
      if (y0 > 0 && share(rowOf(y0 - 1), x1 - x0)) {
        y0--;
        grown = true;
      }
      if (y1 < gh && share(rowOf(y1), x1 - x0)) {
        y1++;
        grown = true;
      }
      if (x0 > 0 && share(colOf(x0 - 1), y1 - y0)) {
        x0--;
        grown = true;
      }
      if (x1 < gw && share(colOf(x1), y1 - y0)) {
        x1++;
        grown = true;
      }
    }
    const grid = { x0, y0, x1, y1 };
    return pictureLike(grid) ? grid : null;
  }

  /** The region's bounding rectangle on the grid. */
  function boundsOf(id: number): GridBox | null {
    let x0 = gw;
    let y0 = gh;
    let x1 = 0;
    let y1 = 0;
    for (let y = 0; y < gh; y++)
      for (let x = 0; x < gw; x++)
        if (label[y * gw + x] === id) {
          if (x < x0) x0 = x;
          if (x >= x1) x1 = x + 1;
          if (y < y0) y0 = y;
          if (y >= y1) y1 = y + 1;
        }
    return x1 > x0 ? { x0, y0, x1, y1 } : null;
  }

  /**
   * Whether each edge of a rectangle of the grid is busy for nearly all its length (FRAMED_EDGE): a caption or a price
   * line joined to the picture's region leaves the bottom edge busy in part, where a photo's own edge is busy all along.
   */
  function framedAllRound({ x0, y0, x1, y1 }: GridBox): boolean {
    const busyShare = (cells: number[]) => cells.reduce((n, at) => n + busy[at]!, 0) / cells.length;
    const row = (y: number) => Array.from({ length: x1 - x0 }, (_, i) => y * gw + x0 + i);
    const col = (x: number) => Array.from({ length: y1 - y0 }, (_, i) => (y0 + i) * gw + x);
    return [row(y0), row(y1 - 1), col(x0), col(x1 - 1)].every((edge) => busyShare(edge) >= FRAMED_EDGE);
  }

  /**
   * Whether a rectangle of the grid may be a picture: busy all along its edges (a product's silhouette on a plain
   * background is not), at least 5 % of the image, not a bar or a strip (an app bar, a button row), not the whole image.
   */
  function pictureLike({ x0, y0, x1, y1 }: GridBox): boolean {
    if (x1 - x0 < 3 || y1 - y0 < 3) return false;
    let edge = 0;
    let edgeBusy = 0;
    for (let x = x0; x < x1; x++)
      for (const y of [y0, y1 - 1]) {
        edge++;
        edgeBusy += busy[y * gw + x]!;
      }
    for (let y = y0 + 1; y < y1 - 1; y++)
      for (const x of [x0, x1 - 1]) {
        edge++;
        edgeBusy += busy[y * gw + x]!;
      }
    if (edgeBusy < 0.8 * edge) return false;
    const width = (x1 - x0) * cell;
    const height = (y1 - y0) * cell;
    if (width * height < 0.05 * p.width * p.height) return false;
    if (width > 3 * height || height > 3 * width) return false;
    return !(width > 0.97 * p.width && height > 0.97 * p.height);
  }
}

/** A rectangle of `pictureBoxes`' grid: cells [x0, x1) × [y0, y1). */
type GridBox = { x0: number; y0: number; x1: number; y1: number };

/**
 * `box` (found on a grid of 4-pixel cells) with each edge moved to the pixel: the outermost row (column) whose pixels,
 * within the box's span, differ from the page colour for at least half of them and that joins the box without a page
 * line between, looked for within `reach` pixels of the edge. A picture's edge is a straight line; a cell-sized error is 2–3 % of a small picture.
 */
export function refineEdges(p: Pixels, box: Box, colour: readonly number[], reach = 5): Box {
  const busyRow = (y: number, x0: number, x1: number) => {
    let n = 0;
    for (let x = x0; x < x1; x++) if (differs(p.data, (y * p.width + x) * 3, colour, PAGE_TOLERANCE)) n++;
    return n >= 0.5 * (x1 - x0);
  };
  const busyCol = (x: number, y0: number, y1: number) => {
    let n = 0;
    for (let y = y0; y < y1; y++) if (differs(p.data, (y * p.width + x) * 3, colour, PAGE_TOLERANCE)) n++;
    return n >= 0.5 * (y1 - y0);
  };
  const l = Math.round(box.left);
  const t = Math.round(box.top);
  const r = Math.round(box.left + box.width);
  const b = Math.round(box.top + box.height);
  // Inner spans (away from the corners) to test rows and columns by.
  const ix0 = l + Math.round(0.1 * (r - l));
  const ix1 = r - Math.round(0.1 * (r - l));
  const iy0 = t + Math.round(0.1 * (b - t));
  const iy1 = b - Math.round(0.1 * (b - t));
  // From the grid's edge: outward while the next line out is busy too (the picture goes on), else inward to the
  // first busy line. Never from outside in: an app bar or a panel a few pixels off would be taken for the edge.
  const edge = (start: number, inward: number, busy: (at: number) => boolean, lo: number, hi: number) => {
    let at = start;
    if (busy(at)) while (at - inward >= lo && at - inward < hi && Math.abs(at - inward - start) <= reach && busy(at - inward)) at -= inward;
    else while (Math.abs(at + inward - start) <= reach && at + inward >= lo && at + inward < hi && !busy(at)) at += inward;
    return at;
  };
  const top = edge(Math.min(p.height - 1, t), 1, (y) => busyRow(y, ix0, ix1), 0, p.height);
  const bottom = edge(Math.max(0, b - 1), -1, (y) => busyRow(y, ix0, ix1), 0, p.height) + 1;
  const left = edge(Math.min(p.width - 1, l), 1, (x) => busyCol(x, iy0, iy1), 0, p.width);
  const right = edge(Math.max(0, r - 1), -1, (x) => busyCol(x, iy0, iy1), 0, p.width) + 1;
  if (right - left < 0.5 * box.width || bottom - top < 0.5 * box.height) return box;
  return { left, top, width: right - left, height: bottom - top };
}

/** `box` shrunk to its central `keep` share on each axis, shifted by (dx, dy) shares of the box. */
export function innerBox(box: Box, keep: number, dx = 0, dy = 0): Box {
  const width = box.width * keep;
  const height = box.height * keep;
  return {
    left: box.left + (box.width - width) / 2 + dx * box.width,
    top: box.top + (box.height - height) / 2 + dy * box.height,
    width,
    height,
  };
}

/**
 * Summed-area tables of an image's R, G and B (one Int32Array, (width + 1) × (height + 1) × 3): the sum of any
 * rectangle in four reads, so a descriptor's cells cost the same whatever their size. Luma and chroma are linear in
 * RGB, so a cell's mean luma is the luma of its mean colour.
 */
export type Integral = { sums: Int32Array; width: number; height: number };

export function integralOf(p: Pixels): Integral {
  const w = p.width + 1;
  const sums = new Int32Array(w * (p.height + 1) * 3);
  const d = p.data;
  for (let y = 0; y < p.height; y++) {
    let r = 0;
    let g = 0;
    let b = 0;
    let i = y * p.width * 3;
    let o = ((y + 1) * w + 1) * 3;
    let above = (y * w + 1) * 3;
    for (let x = 0; x < p.width; x++, i += 3, o += 3, above += 3) {
      r += d[i]!;
      g += d[i + 1]!;
      b += d[i + 2]!;
      sums[o] = sums[above]! + r;
      sums[o + 1] = sums[above + 1]! + g;
      sums[o + 2] = sums[above + 2]! + b;
    }
  }
  return { sums, width: p.width, height: p.height };
}

/**
 * Mean luma and chroma over an n×n cell grid covering `box`: each cell averages the pixels whose centres it covers,
 * reaching half a cell into its neighbours (overlapping box filters: smoother against shifts), clamped to `bounds`.
 */
function gridsOf(t: Integral, box: Box, n: number, bounds: Box, out: { y?: Float32Array; cb?: Float32Array; cr?: Float32Array }) {
  const o = 0.5;
  const cw = box.width / n;
  const ch = box.height / n;
  const bx0 = Math.max(0, bounds.left);
  const by0 = Math.max(0, bounds.top);
  const bx1 = Math.min(t.width, bounds.left + bounds.width);
  const by1 = Math.min(t.height, bounds.top + bounds.height);
  const w = t.width + 1;
  const s = t.sums;
  for (let gy = 0; gy < n; gy++) {
    const y0 = Math.max(by0, Math.floor(box.top + (gy - o) * ch));
    const y1 = Math.min(by1, Math.max(y0 + 1, Math.ceil(box.top + (gy + 1 + o) * ch)));
    for (let gx = 0; gx < n; gx++) {
      const x0 = Math.max(bx0, Math.floor(box.left + (gx - o) * cw));
      const x1 = Math.min(bx1, Math.max(x0 + 1, Math.ceil(box.left + (gx + 1 + o) * cw)));
      const count = (x1 - x0) * (y1 - y0);
      const a = (y0 * w + x0) * 3;
      const b = (y0 * w + x1) * 3;
      const c = (y1 * w + x0) * 3;
      const e = (y1 * w + x1) * 3;
      const r = count > 0 ? (s[e]! - s[b]! - s[c]! + s[a]!) / count : 0;
      const g = count > 0 ? (s[e + 1]! - s[b + 1]! - s[c + 1]! + s[a + 1]!) / count : 0;
      const bl = count > 0 ? (s[e + 2]! - s[b + 2]! - s[c + 2]! + s[a + 2]!) / count : 0;
      const k = gy * n + gx;
      if (out.y) out.y[k] = 0.299 * r + 0.587 * g + 0.114 * bl;
      if (out.cb) out.cb[k] = -0.1687 * r - 0.3313 * g + 0.5 * bl;
      if (out.cr) out.cr[k] = 0.5 * r - 0.4187 * g - 0.0813 * bl;
    }
  }
}

/**
 * The descriptor of `box` within `p`: DIMENSIONS floats, unit length. Cells are clamped to `bounds` (the image, or
 * the part of it the box was found in); `integral` may be passed when several boxes of one image are described.
 */
export function describeBox(p: Pixels, box: Box, integral: Integral = integralOf(p), bounds: Box = { left: 0, top: 0, width: p.width, height: p.height }): Float32Array {
  const out = new Float32Array(DIMENSIONS);
  const y = new Float32Array(GRID * GRID);
  gridsOf(integral, box, GRID, bounds, { y });
  let mean = 0;
  for (const v of y) mean += v;
  mean /= y.length;
  for (let i = 0; i < y.length; i++) out[i] = y[i]! - mean;
  // Chroma is not mean-centred: the colour itself tells goods apart.
  const cells = CHROMA_GRID * CHROMA_GRID;
  const cb = new Float32Array(cells);
  const cr = new Float32Array(cells);
  gridsOf(integral, box, CHROMA_GRID, bounds, { cb, cr });
  for (let i = 0; i < cells; i++) {
    out[y.length + i] = cb[i]! * CHROMA_WEIGHT;
    out[y.length + cells + i] = cr[i]! * CHROMA_WEIGHT;
  }
  let norm = 0;
  for (const v of out) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i] = out[i]! / norm;
  return out;
}

export const dot = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

/** Central crops an indexed image is also described by (share kept on each axis). */
export const INDEX_CROPS = [0.92] as const;

/** Descriptors stored for a catalog image: its trimmed whole, then its central crops. */
export function describeForIndex(p: Pixels): Float32Array[] {
  const box = trimBox(p);
  const integral = integralOf(p);
  return [describeBox(p, box, integral), ...INDEX_CROPS.map((keep) => describeBox(p, innerBox(box, keep), integral))];
}

/** Where a query's picture is: its trimmed whole, and the pictures a screenshot holds (each with its own trim). */
export type QueryLayout = { box: Box; pictures: { box: Box; bounds: Box; trim: Box }[] };

/** The trimmed box and a screenshot's pictures of a query, found once for its descriptors and its re-rank samples. */
export function queryLayout(p: Pixels): QueryLayout {
  const pictures = pictureBoxes(p).map((box) => {
    const cut = cropPixels(p, box);
    const bounds = { left: Math.max(0, Math.round(box.left)), top: Math.max(0, Math.round(box.top)), width: cut.width, height: cut.height };
    const trim = trimBox(cut);
    return { box, bounds, trim: { ...trim, left: trim.left + bounds.left, top: trim.top + bounds.top } };
  });
  return { box: trimBox(p), pictures };
}

/** Side the turned views of a query are resampled at before they are described (its grid cells span 4 of them). */
const TURNED_SIDE = 64;

/**
 * Descriptors a query is searched by: its trimmed whole; its central crop turned back by a few degrees each way
 * (a slightly rotated copy meets the original's central-crop descriptor), resampled turned at TURNED_SIDE; and, when
 * it looks like a screenshot, the pictures in it.
 */
export function describeForQuery(p: Pixels, layout: QueryLayout = queryLayout(p)): Float32Array[] {
  const integral = integralOf(p);
  const views = [describeBox(p, layout.box, integral)];
  for (const degrees of QUERY_ROTATIONS) {
    const turned = sampleBox(p, innerBox(layout.box, INDEX_CROPS[0]), TURNED_SIDE, -degrees, 2);
    const data = new Uint8Array(turned.length);
    for (let i = 0; i < turned.length; i++) data[i] = turned[i]! + 0.5;
    const small: Pixels = { data, width: TURNED_SIDE, height: TURNED_SIDE };
    views.push(describeBox(small, { left: 0, top: 0, width: TURNED_SIDE, height: TURNED_SIDE }));
  }
  for (const picture of layout.pictures) views.push(describeBox(p, picture.trim, integral, picture.bounds));
  return views;
}

/** Per-axis tables of `sampleBox`, reused from call to call (grown when a call needs more). */
const makeScratch = (n: number) => ({
  us: new Float64Array(n),
  vs: new Float64Array(n),
  x: { index: new Int32Array(2 * n), weight: new Float64Array(2 * n), count: new Int32Array(n) },
  y: { index: new Int32Array(2 * n), weight: new Float64Array(2 * n), count: new Int32Array(n) },
});
type Taps = { index: Int32Array; weight: Float64Array; count: Int32Array };

/**
 * The pixels each of `side` cells reads along one axis and their weights (bilinear taps of its `sub` samples at
 * `offsets` from `centre`, clamped to [0, length − 1], each weighing 1 / sub): cell c's are at c × 2·sub, `count[c]`
 * of them; `stride` turns a pixel position into an index.
 */
function axisTaps(offsets: Float64Array, centre: number, length: number, stride: number, side: number, sub: number, out: Taps): Int32Array {
  const per = 2 * sub;
  for (let c = 0; c < side; c++) {
    let n = 0;
    const at = c * per;
    for (let s = c * sub; s < c * sub + sub; s++) {
      const f = Math.min(length - 1, Math.max(0, centre + offsets[s]! - 0.5));
      const p0 = f | 0;
      const t = f - p0;
      const p1 = p0 < length - 1 ? p0 + 1 : p0;
      n = addTap(out, at, n, p0 * stride, (1 - t) / sub);
      n = addTap(out, at, n, p1 * stride, t / sub);
    }
    out.count[c] = n;
  }
  return out.count;
}

/** Adds `weight` to pixel `index` among the `n` taps of a cell starting at `at`; answers the new count. */
function addTap(out: Taps, at: number, n: number, index: number, weight: number): number {
  for (let k = at; k < at + n; k++)
    if (out.index[k] === index) {
      out.weight[k]! += weight;
      return n;
    }
  out.index[at + n] = index;
  out.weight[at + n] = weight;
  return n + 1;
}
let scratch = makeScratch(256);

/**
 * The mean colour of `p` over a `side`×`side` grid covering `box` turned by `degrees` about its centre: each cell
 * averages `sub`×`sub` bilinear samples (a small box filter: JPEG noise and thin text edges average out). RGB floats.
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
  const d = p.data;
  const n = side * sub;
  const scale = 1 / (sub * sub);
  // Sample positions along each axis of the box (relative to its centre), shared by every row and column.
  if (n > scratch.us.length) scratch = makeScratch(n);
  const { us, vs } = scratch;
  for (let k = 0; k < n; k++) {
    const f = ((Math.floor(k / sub) + ((k % sub) + 0.5) / sub) / side - 0.5);
    us[k] = f * box.width;
    vs[k] = f * box.height;
  }
  if (degrees === 0) {
    // Unturned (thumbnail windows, a query's whole): x depends on the column only and y on the row only, so the
    // bilinear taps of a cell's sub×sub samples are gathered once per axis, each pixel once with its summed weight
    // (separable: the same sums as sample by sample, a third of the reads at sub = 3).
    const taps = axisTaps(us, cx, w, 3, side, sub, scratch.x);
    const rows = axisTaps(vs, cy, h, w * 3, side, sub, scratch.y);
    const xi = scratch.x.index;
    const xw = scratch.x.weight;
    const yi = scratch.y.index;
    const yw = scratch.y.weight;
    const per = 2 * sub;
    for (let gy = 0; gy < side; gy++) {
      const y0 = gy * per;
      const y1 = y0 + rows[gy]!;
      for (let gx = 0; gx < side; gx++) {
        const x0 = gx * per;
        const x1 = x0 + taps[gx]!;
        let r = 0;
        let g = 0;
        let b = 0;
        for (let j = y0; j < y1; j++) {
          const row = yi[j]!;
          const wy = yw[j]!;
          let rr = 0;
          let gg = 0;
          let bb = 0;
          for (let k = x0; k < x1; k++) {
            const i = row + xi[k]!;
            const wx = xw[k]!;
            rr += d[i]! * wx;
            gg += d[i + 1]! * wx;
            bb += d[i + 2]! * wx;
          }
          r += rr * wy;
          g += gg * wy;
          b += bb * wy;
        }
        const o = (gy * side + gx) * 3;
        out[o] = r;
        out[o + 1] = g;
        out[o + 2] = b;
      }
    }
    return out;
  }
  for (let gy = 0; gy < side; gy++)
    for (let gx = 0; gx < side; gx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < sub; sy++) {
        const v = vs[gy * sub + sy]!;
        for (let sx = 0; sx < sub; sx++) {
          const u = us[gx * sub + sx]!;
          // Bilinear at the turned point, clamped to the image.
          const x = cx + cos * u - sin * v - 0.5;
          const y = cy + sin * u + cos * v - 0.5;
          const fx = x < 0 ? 0 : x > w - 1 ? w - 1 : x;
          const fy = y < 0 ? 0 : y > h - 1 ? h - 1 : y;
          const x0 = fx | 0;
          const y0 = fy | 0;
          const x1 = x0 < w - 1 ? x0 + 1 : x0;
          const y1 = y0 < h - 1 ? y0 + 1 : y0;
          const tx = fx - x0;
          const ty = fy - y0;
          const i00 = (y0 * w + x0) * 3;
          const i01 = (y0 * w + x1) * 3;
          const i10 = (y1 * w + x0) * 3;
          const i11 = (y1 * w + x1) * 3;
          const w00 = (1 - tx) * (1 - ty);
          const w01 = tx * (1 - ty);
          const w10 = (1 - tx) * ty;
          const w11 = tx * ty;
          r += d[i00]! * w00 + d[i01]! * w01 + d[i10]! * w10 + d[i11]! * w11;
          g += d[i00 + 1]! * w00 + d[i01 + 1]! * w01 + d[i10 + 1]! * w10 + d[i11 + 1]! * w11;
          b += d[i00 + 2]! * w00 + d[i01 + 2]! * w01 + d[i10 + 2]! * w10 + d[i11 + 2]! * w11;
        }
      }
      const o = (gy * side + gx) * 3;
      out[o] = r * scale;
      out[o + 1] = g * scale;
      out[o + 2] = b * scale;
    }
  return out;
}

/** The pixels of `box`. */
export function cropPixels(p: Pixels, box: Box): Pixels {
  const left = Math.max(0, Math.round(box.left));
  const top = Math.max(0, Math.round(box.top));
  const width = Math.min(p.width - left, Math.round(box.width));
  const height = Math.min(p.height - top, Math.round(box.height));
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) data.set(p.data.subarray(((top + y) * p.width + left) * 3, ((top + y) * p.width + left + width) * 3), y * width * 3);
  return { data, width, height };
}
