import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyTransform, TRANSFORMS, type TransformKind } from '../../../bench/image-transforms.ts';
import { Rng } from '../../../db/seed/catalog/prng.ts';
import { DEMO_SHAPES, demoGoodsImageKey, demoQcImageKey } from '../../../db/seed/demo-art/keys.ts';
import { renderDemoArt } from '../../../db/seed/demo-art/render.ts';
import { decodeImage, describeForIndex, describeForQuery, DIMENSIONS, dot, pictureBoxes, QUERY_DECODE_SIDE, trimBox } from './descriptor.ts';
import { makeVectorIndex } from './vector-index.ts';

/**
 * The descriptor on the transforms of the bench (bench/image-transforms.ts), on a small catalog of demo pictures:
 * 30 products of ten shapes, two product pictures each, every third with a QC photo. The bench measures the rates
 * on a thousand queries; here each class gets a few fixed queries and must find their product first.
 */
const art = (n: number) => ((0x9e3779b1 * (n + 3)) >>> 0).toString(16).padStart(8, '0');
const catalog = Array.from({ length: 30 }, (_, i) => {
  const shape = DEMO_SHAPES[(i * 7) % DEMO_SHAPES.length]!;
  const keys = [demoGoodsImageKey(shape, art(i), 0), demoGoodsImageKey(shape, art(i), 3)];
  if (i % 3 === 0) keys.push(demoQcImageKey(shape, art(i), 1, 250 + i));
  return { product: String(i), keys };
});
const index = makeVectorIndex();
const svg = (key: string) => Buffer.from(renderDemoArt(key)!);

beforeAll(async () => {
  for (const { product, keys } of catalog)
    for (const key of keys) index.add({ channel: 'taobao', offerId: product, kind: key.includes('/qc/') ? 'qc' : 'goods', imageKey: key }, describeForIndex(await decodeImage(svg(key))));
}, 60_000);

async function topProductOf(bytes: Buffer) {
  const [top] = index.search(describeForQuery(await decodeImage(bytes, QUERY_DECODE_SIDE)), 10);
  return top!;
}

describe('image descriptor', () => {
  it('is a unit vector of DIMENSIONS, the same for the same picture', async () => {
    const [a] = describeForIndex(await decodeImage(svg(catalog[0]!.keys[0]!)));
    const [b] = describeForIndex(await decodeImage(svg(catalog[0]!.keys[0]!)));
    expect(a!.length).toBe(DIMENSIONS);
    expect(dot(a!, a!)).toBeCloseTo(1, 5);
    expect(dot(a!, b!)).toBeCloseTo(1, 5);
  });

  it('trims padding and letterboxing, and finds the picture inside a screenshot', async () => {
    const picture = await sharp(svg(catalog[1]!.keys[0]!)).resize(300, 300).png().toBuffer();
    const padded = await decodeImage(await sharp(picture).extend({ top: 60, bottom: 60, background: '#000000' }).png().toBuffer(), 384);
    const box = trimBox(padded);
    expect(box.height / padded.height).toBeCloseTo(300 / 420, 1);
    const page = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .composite([{ input: picture, left: 250, top: 120 }])
      .png()
      .toBuffer();
    const shot = await decodeImage(page, 384);
    const [found] = pictureBoxes(shot);
    expect(found).toBeDefined();
    expect(found!.left / shot.width).toBeCloseTo(250 / 800, 1);
    expect(found!.width / shot.width).toBeCloseTo(300 / 800, 1);
  });

  it('finds the whole of a framed picture in a screenshot when its middle is the page colour (a spotlit QC photo)', async () => {
    // A grey photo with a spot of exactly the page's colour above its middle: the spot's rows are busy at their ends only.
    const photo = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#8a8f96"/>` +
        `<circle cx="150" cy="120" r="115" fill="#f3f4f6"/><rect x="110" y="190" width="80" height="60" fill="#2b3fd6"/></svg>`,
    );
    const picture = await sharp(photo).png().toBuffer();
    const page = await sharp({ create: { width: 390, height: 844, channels: 3, background: '#f3f4f6' } })
      .composite([{ input: picture, left: 45, top: 150 }])
      .png()
      .toBuffer();
    const shot = await decodeImage(page, QUERY_DECODE_SIDE);
    const [found] = pictureBoxes(shot);
    const scale = shot.height / 844;
    expect(found).toBeDefined();
    expect(found!.top / scale).toBeCloseTo(150, -1);
    expect(found!.height / scale).toBeCloseTo(300, -1);
    expect(found!.left / scale).toBeCloseTo(45, -1);
    expect(found!.width / scale).toBeCloseTo(300, -1);
  });

  const required: Record<TransformKind, number> = { resize: 6, jpeg: 6, webp: 6, screenshot: 6, crop: 5, pad: 5, overlay: 5, rotate: 5 };
  for (const kind of TRANSFORMS) {
    it(`finds the product of a copy through "${kind}" (at least ${required[kind]} of 6)`, async () => {
      const rng = new Rng(1000 + TRANSFORMS.indexOf(kind));
      let found = 0;
      for (let q = 0; q < 6; q++) {
        const item = catalog[(q * 5 + TRANSFORMS.indexOf(kind)) % catalog.length]!;
        const key = item.keys[q % item.keys.length]!;
        const top = await topProductOf(await applyTransform(kind, svg(key), rng));
        if (top.offerId === item.product) found++;
      }
      expect(found).toBeGreaterThanOrEqual(required[kind]);
    });
  }
});
