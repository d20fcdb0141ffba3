/**
 * The transforms of the image-search bench (issue #13 §3): what a shopper's copy of a catalog picture goes
 * through before it is searched. Each takes the original's bytes and a random stream and answers the new bytes.
 */
import sharp, { type Sharp } from 'sharp';
import type { Rng } from '../db/seed/catalog/prng.ts';

export const TRANSFORMS = ['resize', 'jpeg', 'webp', 'screenshot', 'crop', 'pad', 'overlay', 'rotate'] as const;
export type TransformKind = (typeof TRANSFORMS)[number];

const SIDE = 800;
const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const words = ['SALE', 'HOT', 'NEW', 'LIMITED', '限时', '包邮', 'best buy', '@haul.finds', 'repsheet', 'W2C', 'QC pic'];

/** The original, rasterised (an SVG at 800 px, anything else as it is). */
async function raster(input: Buffer): Promise<Sharp> {
  const png = await sharp(input, { density: 72 }).resize(SIDE, SIDE, { fit: 'inside' }).flatten({ background: '#ffffff' }).png().toBuffer();
  return sharp(png);
}

function textSvg(width: number, height: number, body: string) {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
}

export async function applyTransform(kind: TransformKind, input: Buffer, rng: Rng): Promise<Buffer> {
  const image = await raster(input);
  switch (kind) {
    case 'resize': {
      const side = rng.int(120, 720);
      return image.resize(side, side, { fit: 'inside' }).png().toBuffer();
    }
    case 'jpeg': {
      const side = rng.int(300, 800);
      return image.resize(side, side, { fit: 'inside' }).jpeg({ quality: rng.int(50, 90) }).toBuffer();
    }
    case 'webp': {
      const side = rng.int(300, 800);
      return image.resize(side, side, { fit: 'inside' }).webp({ quality: rng.int(50, 90) }).toBuffer();
    }
    case 'screenshot': {
      // A phone or desktop page: a coloured app bar with text, the picture, a title and a price under it, a side
      // panel on desktop, then saved as PNG.
      const phone = rng.chance(0.5);
      const width = phone ? 390 : 1280;
      const height = phone ? 844 : 860;
      const pictureSide = phone ? rng.int(300, 370) : rng.int(380, 560);
      const left = phone ? Math.round((width - pictureSide) / 2) : rng.int(40, 200);
      const top = rng.int(70, 160);
      const barColour = ['#ff5000', '#1f2937', '#2563eb', '#e11d48', '#16a34a'][rng.int(0, 4)];
      const page = rng.chance(0.7) ? '#ffffff' : '#f3f4f6';
      let chrome = `<rect width="${width}" height="54" fill="${barColour}"/><text x="16" y="35" font-family="DejaVu Sans" font-size="20" fill="#fff">${escapeXml(rng.pick(words))} · 搜索</text>`;
      chrome += `<text x="${left}" y="${top + pictureSide + 34}" font-family="DejaVu Sans" font-size="18" fill="#111">Hoodie oversize 男款 加绒 ${rng.int(1, 99)}</text>`;
      chrome += `<text x="${left}" y="${top + pictureSide + 64}" font-family="DejaVu Sans" font-size="22" fill="#e11d48">¥${rng.int(19, 499)}.00</text>`;
      if (!phone) chrome += `<rect x="${left + pictureSide + 40}" y="${top}" width="${width - left - pictureSide - 80}" height="300" rx="12" fill="#f9fafb" stroke="#e5e7eb"/><text x="${left + pictureSide + 60}" y="${top + 40}" font-family="DejaVu Sans" font-size="18" fill="#374151">Seller · ★ 4.8</text>`;
      const picture = await image.resize(pictureSide, pictureSide, { fit: 'inside' }).png().toBuffer();
      return sharp({ create: { width, height, channels: 3, background: page } })
        .composite([{ input: textSvg(width, height, chrome), top: 0, left: 0 }, { input: picture, top, left }])
        .png()
        .toBuffer();
    }
    case 'crop': {
      // 5–10 % of the width and of the height cut away, split at random between the two sides.
      const cutX = rng.between(0.05, 0.1) * SIDE;
      const cutY = rng.between(0.05, 0.1) * SIDE;
      const left = Math.round(cutX * rng.next());
      const top = Math.round(cutY * rng.next());
      return image.extract({ left, top, width: Math.round(SIDE - cutX), height: Math.round(SIDE - cutY) }).jpeg({ quality: 85 }).toBuffer();
    }
    case 'pad': {
      // 10–20 % padding: all round, or letterboxing (top and bottom, or the sides) in white, black or grey.
      const share = rng.between(0.1, 0.2);
      const background = rng.pick(['#ffffff', '#000000', '#808080', '#f5f5f5']);
      const px = Math.round(share * SIDE);
      const mode = rng.int(0, 2);
      const extend = mode === 0 ? { top: px >> 1, bottom: px >> 1, left: px >> 1, right: px >> 1 } : mode === 1 ? { top: px, bottom: px, left: 0, right: 0 } : { top: 0, bottom: 0, left: px, right: px };
      return image.extend({ ...extend, background }).jpeg({ quality: 85 }).toBuffer();
    }
    case 'overlay': {
      const text = escapeXml(rng.pick(words));
      const size = rng.int(48, 96);
      const diagonal = rng.chance(0.5);
      const body = diagonal
        ? `<text x="400" y="420" text-anchor="middle" transform="rotate(-30 400 400)" font-family="DejaVu Sans" font-weight="bold" font-size="${size * 1.4}" fill="#ffffff" fill-opacity="0.55" stroke="#000" stroke-opacity="0.3">${text}</text>`
        : `<rect x="0" y="${SIDE - size - 30}" width="${SIDE}" height="${size + 30}" fill="#000" fill-opacity="0.45"/><text x="24" y="${SIDE - 30}" font-family="DejaVu Sans" font-size="${size}" fill="#fff">${text}</text>`;
      return image.composite([{ input: textSvg(SIDE, SIDE, body), top: 0, left: 0 }]).jpeg({ quality: 85 }).toBuffer();
    }
    case 'rotate': {
      const angle = rng.between(1, 5) * (rng.chance(0.5) ? 1 : -1);
      return image.rotate(angle, { background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
    }
  }
}
