import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_SHAPES, demoGoodsImageKey } from '../../../db/seed/demo-art/keys.ts';
import { renderDemoArt } from '../../../db/seed/demo-art/render.ts';
import { decodeImage, type Pixels, pictureBoxes, QUERY_DECODE_SIDE, refineEdges, sampleBox, trimBox } from './descriptor.ts';
import { decodeQuery, describeQuery, distinctness, encodeQuery, layoutWeights, querySamples, similarities, THUMB, thumbnailOf, verify, weightedAgreement, windowMap } from './verify.ts';

/** The rules the second pass of decision 022 added: trimming only at a step, pictures found to the pixel, refined windows. */
const svg = (key: string) => Buffer.from(renderDemoArt(key)!);

/** A width×height picture: a horizontal gradient from `from` to `to` (grey levels) with a dark square in the middle. */
function gradientPicture(width: number, height: number, from: number, to: number): Pixels {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const dark = x > width * 0.4 && x < width * 0.6 && y > height * 0.4 && y < height * 0.6;
      const v = dark ? 40 : Math.round(from + ((to - from) * x) / (width - 1));
      data.set([v, v, v], (y * width + x) * 3);
    }
  return { data, width, height };
}

describe('trimming', () => {
  it('keeps a soft gradient at the border (no step), so a copy and its original are framed alike', () => {
    // The left fifth stays within the flat tolerance of the border colour, but only because it changes slowly.
    const p = gradientPicture(200, 200, 255, 205);
    expect(trimBox(p)).toEqual({ left: 0, top: 0, width: 200, height: 200 });
  });

  it('trims flat padding that ends in a step', async () => {
    const picture = await sharp(svg(demoGoodsImageKey('mug', '0badcafe', 1))).resize(300, 300).png().toBuffer();
    const padded = await decodeImage(await sharp(picture).extend({ left: 60, right: 60, background: '#f5f5f5' }).jpeg({ quality: 80 }).toBuffer(), 384);
    const box = trimBox(padded);
    expect(box.width / padded.width).toBeCloseTo(300 / 420, 1);
    expect(box.height).toBe(padded.height);
  });

  /** A width×height picture of busy noise on a flat colour, with flat strips of `strip` pixels on the given sides. */
  function stripped(width: number, height: number, strip: number, sides: ('top' | 'bottom' | 'left' | 'right')[]): Pixels {
    const data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const flat = (sides.includes('top') && y < strip) || (sides.includes('bottom') && y >= height - strip) || (sides.includes('left') && x < strip) || (sides.includes('right') && x >= width - strip);
        const v = flat ? 200 : 40 + ((x * 37 + y * 91) % 120);
        data.set([v, v, v], (y * width + x) * 3);
      }
    return { data, width, height };
  }

  it('trims strips only in pairs: letterboxing top and bottom, not a flat strip on one side (a flat lay\'s top plank)', () => {
    expect(trimBox(stripped(200, 200, 20, ['top', 'bottom']))).toEqual({ left: 0, top: 20, width: 200, height: 160 });
    expect(trimBox(stripped(200, 200, 20, ['left', 'right']))).toEqual({ left: 20, top: 0, width: 160, height: 200 });
    expect(trimBox(stripped(200, 200, 20, ['top']))).toEqual({ left: 0, top: 0, width: 200, height: 200 });
    expect(trimBox(stripped(200, 200, 20, ['left']))).toEqual({ left: 0, top: 0, width: 200, height: 200 });
  });
});

describe('the picture in a screenshot', () => {
  it('is found to within two pixels on a grey page, a light part of the picture included', async () => {
    // A picture whose upper half is nearly the page colour (a spotlit wall): the busy cells cover its lower half only.
    const side = 160;
    const pictureData = Buffer.alloc(side * side * 3);
    for (let y = 0; y < side; y++)
      for (let x = 0; x < side; x++) {
        const v = y < side / 2 ? (x % 16 < 8 ? 236 : 250) : 90 + ((x * 7 + y * 3) % 60);
        pictureData.set([v, v, v + 5 > 255 ? 255 : v + 5], (y * side + x) * 3);
      }
    const picture = await sharp(pictureData, { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();
    const page = await sharp({ create: { width: 384, height: 300, channels: 3, background: '#f3f4f6' } })
      .composite([{ input: picture, left: 41, top: 37 }])
      .png()
      .toBuffer();
    const shot = await decodeImage(page, 384);
    const [found] = pictureBoxes(shot);
    expect(found).toBeDefined();
    expect(Math.abs(found!.left - 41)).toBeLessThanOrEqual(2);
    expect(Math.abs(found!.top - 37)).toBeLessThanOrEqual(2);
    expect(Math.abs(found!.width - side)).toBeLessThanOrEqual(3);
    expect(Math.abs(found!.height - side)).toBeLessThanOrEqual(3);
  });
});

describe('refineEdges', () => {
  it('stops at the page line between a picture and an app bar a few pixels above it', () => {
    // White page 120×120; a dark app bar on rows 0–15; the picture (grey noise) on rows 21–100, columns 10–109.
    const width = 120;
    const height = 120;
    const data = new Uint8Array(width * height * 3).fill(255);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        if (y < 16) data.set([30, 40, 50], (y * width + x) * 3);
        else if (y >= 21 && y < 101 && x >= 10 && x < 110) data.set([60 + ((x * 13 + y * 7) % 100), 90, 120], (y * width + x) * 3);
      }
    // The grid (4-pixel cells) put the picture's top at 20, the bar 4 pixels above it.
    const box = refineEdges({ data, width, height }, { left: 8, top: 20, width: 104, height: 84 }, [255, 255, 255]);
    expect(box).toEqual({ left: 10, top: 21, width: 100, height: 80 });
  });
});

describe('layout weights', () => {
  it('weigh a cell by how few of the other products agree there, and score a copy above a product sharing only the layout', () => {
    // 8 cells: cells 0–5 are the shared layout (every product agrees), 6–7 the product (only its own copy agrees).
    const own = Uint8Array.from([1, 1, 1, 1, 1, 1, 1, 1]);
    const others = [Uint8Array.from([1, 1, 1, 1, 1, 1, 0, 0]), Uint8Array.from([1, 1, 1, 1, 1, 1, 0, 0]), Uint8Array.from([1, 1, 1, 1, 1, 1, 0, 1])];
    const weights = layoutWeights([own, ...others]);
    expect([...weights]).toEqual([0, 0, 0, 0, 0, 0, 1, 1 - 1 / 3].map((v) => expect.closeTo(v, 6)));
    expect(weightedAgreement(own, weights)).toBeCloseTo(1, 6);
    expect(weightedAgreement(others[0]!, weights)).toBe(0);
    // Plain agreement: 1 against 0.75; weighted: 1 against 0 (and 0.4 for the one agreeing on a product cell).
    expect(weightedAgreement(others[2]!, weights)).toBeCloseTo((1 - 1 / 3) / (2 - 1 / 3), 6);
  });

  it("read each cell's agreement while sampling the window: as comparing the sampled window cell by cell", () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const thumb = Uint8Array.from({ length: THUMB * THUMB * 3 }, () => Math.floor(random() * 256));
    for (const w of [{ cx: 0.5, cy: 0.5, kx: 1, ky: 1 }, { cx: 0.47, cy: 0.525, kx: 0.9, ky: 0.95 }]) {
      const box = { left: (w.cx - w.kx / 2) * THUMB, top: (w.cy - w.ky / 2) * THUMB, width: w.kx * THUMB, height: w.ky * THUMB };
      const window = sampleBox({ data: thumb, width: THUMB, height: THUMB }, box, 32, 0, 1);
      // A sample near the window: about half of its cells within the same-colour distance (28).
      const sample = window.map((v) => v + (random() - 0.5) * 64);
      const expected = Array.from({ length: 32 * 32 }, (_, c) => ((sample[3 * c]! - window[3 * c]!) ** 2 + (sample[3 * c + 1]! - window[3 * c + 1]!) ** 2 + (sample[3 * c + 2]! - window[3 * c + 2]!) ** 2 <= 28 ** 2 ? 1 : 0));
      expect(expected.filter(Boolean).length).toBeGreaterThan(200);
      expect(expected.filter((v) => !v).length).toBeGreaterThan(200);
      expect([...windowMap(sample, thumb, w)]).toEqual(expected);
    }
  });
});

describe('verify', () => {
  it('aligns a crop that cuts the two axes by different shares, and agrees with its own picture more than with another product of the same shape', async () => {
    const own = demoGoodsImageKey(DEMO_SHAPES[2]!, '1234abcd', 0);
    const other = demoGoodsImageKey(DEMO_SHAPES[2]!, '9876fedc', 0);
    // 4 % cut on the left and 1 % on the right; 9 % at the top.
    const crop = await sharp(svg(own), { density: 72 }).resize(800, 800).extract({ left: 32, top: 72, width: 760, height: 728 }).jpeg({ quality: 70 }).toBuffer();
    const samples = querySamples(await decodeImage(crop, QUERY_DECODE_SIDE));
    const mine = verify(samples, thumbnailOf(await decodeImage(svg(own))));
    const theirs = verify(samples, thumbnailOf(await decodeImage(svg(other))));
    expect(mine).toBeGreaterThan(0.9);
    expect(mine).toBeGreaterThan(theirs + 0.1);
  });
});

describe('distinctness (the similarity shown)', () => {
  it('is the share of the best other product\'s disagreement that a match closes (a ratio test), not the agreement alone', () => {
    // A QC photo's copy: 0.98 with its own photo, 0.82 with another product's QC photo of the same layout.
    expect(distinctness(0.98, 0.82)).toBeCloseTo(0.16 / 0.18, 6);
    // A picture of goods not in the catalog: about as close to two products.
    expect(distinctness(0.61, 0.6)).toBeCloseTo(0.025, 6);
    // The same margin counts for more when the rival is close too (less disagreement left to close).
    expect(distinctness(0.95, 0.85)).toBeGreaterThan(distinctness(0.6, 0.5));
    // Every product but the leader, and a rival that agrees fully, read 0; alone, the agreement itself.
    expect(distinctness(0.7, 0.9)).toBe(0);
    expect(distinctness(1, 1)).toBe(0);
    expect(distinctness(0.8, 0)).toBeCloseTo(0.8, 6);
  });
});

describe('sampleBox', () => {
  /** The mean of sub×sub bilinear samples per cell, computed sample by sample (what the separable path must equal). */
  function reference(p: Pixels, box: { left: number; top: number; width: number; height: number }, side: number, sub: number) {
    const out = new Float32Array(side * side * 3);
    const at = (x: number, y: number, c: number) => p.data[(y * p.width + x) * 3 + c]!;
    for (let gy = 0; gy < side; gy++)
      for (let gx = 0; gx < side; gx++)
        for (let c = 0; c < 3; c++) {
          let sum = 0;
          for (let sy = 0; sy < sub; sy++)
            for (let sx = 0; sx < sub; sx++) {
              const fx = Math.min(p.width - 1, Math.max(0, box.left + ((gx + (sx + 0.5) / sub) / side) * box.width - 0.5));
              const fy = Math.min(p.height - 1, Math.max(0, box.top + ((gy + (sy + 0.5) / sub) / side) * box.height - 0.5));
              const x0 = Math.floor(fx);
              const y0 = Math.floor(fy);
              const x1 = Math.min(p.width - 1, x0 + 1);
              const y1 = Math.min(p.height - 1, y0 + 1);
              const tx = fx - x0;
              const ty = fy - y0;
              sum += (1 - tx) * (1 - ty) * at(x0, y0, c) + tx * (1 - ty) * at(x1, y0, c) + (1 - tx) * ty * at(x0, y1, c) + tx * ty * at(x1, y1, c);
            }
          out[(gy * side + gx) * 3 + c] = sum / (sub * sub);
        }
    return out;
  }

  it('samples an unturned box (each pixel read once per cell with its summed weight) as sample by sample', () => {
    const width = 48;
    const height = 40;
    const p: Pixels = { width, height, data: Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 256) };
    for (const box of [{ left: 0, top: 0, width, height }, { left: -2.5, top: 3.25, width: 44.1, height: 31.7 }, { left: 6.3, top: -1.2, width: 45, height: 42 }])
      for (const [side, sub] of [[32, 1], [16, 2], [32, 3], [64, 2]] as const) {
        const got = sampleBox(p, box, side, 0, sub);
        const want = reference(p, box, side, sub);
        for (let i = 0; i < got.length; i++) expect(got[i]).toBeCloseTo(want[i]!, 3);
      }
  });
});

describe('similarities (each card\'s likeness)', () => {
  it('gives the leader its distinctness and every other card a graded share of it, in agreement order', () => {
    const shown = similarities([
      { product: 'b', score: 0.6 },
      { product: 'a', score: 0.98 },
      { product: 'a', score: 0.9 },
      { product: 'c', score: 0.5 },
    ]);
    const leader = distinctness(0.98, 0.6);
    expect(shown[1]).toBeCloseTo(leader, 6);
    expect(shown[0]).toBeCloseTo((leader * 0.6) / 0.98, 6);
    expect(shown[2]).toBeCloseTo((leader * 0.9) / 0.98, 6);
    expect(shown[0]!).toBeGreaterThan(0);
    expect(shown[3]!).toBeLessThan(shown[0]!);
  });

  it('leaves every card below the leader when two products agree alike (no confident card at all)', () => {
    const shown = similarities([
      { product: 'x', score: 0.81 },
      { product: 'y', score: 0.8 },
    ]);
    expect(Math.max(...shown)).toBeCloseTo(distinctness(0.81, 0.8), 6);
    expect(Math.max(...shown)).toBeLessThan(0.1);
  });

  it('answers nothing for nothing compared, and 0 when nothing agrees', () => {
    expect(similarities([])).toEqual([]);
    expect(similarities([{ product: 'a', score: 0 }])).toEqual([0]);
  });
});

describe('a query description kept with its upload', () => {
  it('reads back exactly what was written, and nothing of another descriptor version or a cut-off one', async () => {
    const pixels = await decodeImage(await sharp(svg(demoGoodsImageKey(DEMO_SHAPES[2]!, 'a1b2c3d4', 1))).png().toBuffer(), QUERY_DECODE_SIDE);
    const query = describeQuery(pixels);
    const bytes = encodeQuery(query, 4);
    // From a driver a Buffer may start at any offset of its memory.
    const shifted = Buffer.concat([Buffer.from([7]), bytes]).subarray(1);
    const read = decodeQuery(shifted, 4)!;
    expect(read.views.map((v) => [...v])).toEqual(query.views.map((v) => [...v]));
    expect(read.samples.map((s) => [...s])).toEqual(query.samples.map((s) => [...s]));
    expect(decodeQuery(bytes, 5)).toBeNull();
    expect(decodeQuery(bytes.subarray(0, bytes.length - 4), 4)).toBeNull();
    expect(decodeQuery(Buffer.alloc(4), 4)).toBeNull();
  });
});
