/**
 * The image-key format of the demo catalog (the seed writes these keys into `goods.images` and
 * `qc_photos.image`; the thumbnail server draws the art for them, db/seed/demo-art/render.ts):
 *
 *   demo/goods/<shape>-<seed>-<view>.svg          product photo: silhouette of <shape>, colours and
 *                                                 pattern from the 32-bit hex <seed>, <view> 0–9 =
 *                                                 another angle / colourway of the same product
 *   demo/qc/<shape>-<seed>-<photo>-<grams>.svg    warehouse QC photo: the same product on a table with
 *                                                 a ruler, a scale reading <grams> and a "QC" tag
 *
 * Keys come from URLs, so anything that does not match exactly is rejected (null).
 */
export const DEMO_SHAPES = [
  'tshirt', 'longsleeve', 'hoodie', 'jacket', 'coat', 'trousers', 'shorts', 'dress', 'skirt', 'cap', 'beanie', 'buckethat',
  'sneaker', 'boot', 'sandal', 'slide', 'oxford',
  'backpack', 'tote', 'handbag', 'crossbody', 'suitcase', 'duffel', 'wallet', 'cardholder',
  'earbuds', 'headphones', 'phonecase', 'cable', 'charger', 'powerbank', 'smartwatch', 'tracker', 'mouse', 'keyboard', 'hub', 'laptopstand',
  'bedding', 'duvet', 'pillow', 'blanket', 'curtain', 'towel',
  'box', 'bottle', 'tube', 'lingerie', 'massager', 'pouch', 'sachet', 'tin', 'patch', 'pillbottle', 'firstaid', 'mask', 'jar', 'monitor', 'thermometer',
  'candy', 'chocolate', 'noodles',
  'mug', 'bowl', 'chopsticks', 'pan', 'bin', 'hanger', 'pen', 'notebook', 'blocks', 'teddy', 'car', 'lipstick', 'petbowl', 'leash', 'petbed',
] as const;
export type DemoShape = (typeof DEMO_SHAPES)[number];

const SHAPES = new Set<string>(DEMO_SHAPES);
const KEY = /^demo\/(goods|qc)\/([a-z]{2,16})-([0-9a-f]{8})-([0-9])(?:-([1-9][0-9]{0,5}))?\.svg$/;
const MAX_KEY_LENGTH = 64;

export type DemoArtKey = { kind: 'goods' | 'qc'; shape: DemoShape; seed: number; view: number; grams: number | null };

/** Parses a demo image key; null unless it is exactly one of the two documented forms. */
export function parseDemoArtKey(key: string): DemoArtKey | null {
  if (typeof key !== 'string' || key.length > MAX_KEY_LENGTH) return null;
  const m = KEY.exec(key);
  if (!m) return null;
  const [, kind, shape, hex, view, grams] = m;
  if (!SHAPES.has(shape!)) return null;
  if ((kind === 'qc') !== (grams !== undefined)) return null;
  return { kind: kind as 'goods' | 'qc', shape: shape as DemoShape, seed: Number.parseInt(hex!, 16) >>> 0, view: Number(view), grams: grams ? Number(grams) : null };
}

/** The key of a demo product photo (`art` = 8 hex digits, `view` 0–9). */
export function demoGoodsImageKey(shape: DemoShape, art: string, view: number): string {
  return `demo/goods/${shape}-${art}-${view}.svg`;
}

/** The key of a demo QC photo showing a scale reading of `grams`. */
export function demoQcImageKey(shape: DemoShape, art: string, photo: number, grams: number): string {
  return `demo/qc/${shape}-${art}-${photo}-${grams}.svg`;
}
