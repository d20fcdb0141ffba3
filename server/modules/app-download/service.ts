import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { APP_QR_SIZE_PX, appListingUrlWithMarker } from '../../../core/promotions.ts';

/** Quiet zone around the symbol, in modules: the popover's white padding adds to it. */
const QUIET_MODULES = 2;
/** Finder patterns sit in three corners, 7 × 7 modules each. */
const FINDER = 7;

function inFinder(size: number, row: number, col: number): boolean {
  const near = (i: number) => i < FINDER;
  const far = (i: number) => i >= size - FINDER;
  return (near(row) && near(col)) || (near(row) && far(col)) || (far(row) && near(col));
}

/**
 * The QR symbol as SVG in module units: data modules as round dots, the three finder patterns as rounded squares
 * (solid enough for every reader; product §9 "rounded dots, black on white").
 */
export function qrSvg(text: string, sizePx: number): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const view = size + QUIET_MODULES * 2;
  const dots: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!modules.get(row, col) || inFinder(size, row, col)) continue;
      // A circle as two arcs, in one path: thousands of <circle> elements would make a larger file for the same pixels.
      const x = col + QUIET_MODULES;
      const y = row + QUIET_MODULES + 0.5;
      dots.push(`M${x} ${y}a.5 .5 0 1 0 1 0a.5 .5 0 1 0-1 0`);
    }
  }
  const finders = [
    [0, 0],
    [0, size - FINDER],
    [size - FINDER, 0],
  ].map(([row, col]) => {
    const x = col! + QUIET_MODULES;
    const y = row! + QUIET_MODULES;
    return (
      `<rect x="${x + 0.5}" y="${y + 0.5}" width="6" height="6" rx="1.6" fill="none" stroke="#000" stroke-width="1"/>` +
      `<rect x="${x + 2}" y="${y + 2}" width="3" height="3" rx="0.9" fill="#000"/>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" viewBox="0 0 ${view} ${view}">` +
    `<rect width="${view}" height="${view}" fill="#fff"/>${finders.join('')}<path fill="#000" d="${dots.join('')}"/></svg>`
  );
}

export type AppQr = { png: Buffer; etag: string };

export type AppDownloadService = {
  /** The app-store listing URL with the QR code's utm marker; null when no listing is configured. */
  listingUrl: string | null;
  /** The QR code of `listingUrl`: a 200 × 200 PNG, made once per process; null when no listing is configured. */
  qrPng(): Promise<AppQr | null>;
};

export function makeAppDownloadService(options: { appStoreUrl: string | undefined }): AppDownloadService {
  const listingUrl = options.appStoreUrl ? appListingUrlWithMarker(options.appStoreUrl) : null;
  let made: Promise<AppQr> | null = null;
  return {
    listingUrl,
    qrPng() {
      if (!listingUrl) return Promise.resolve(null);
      made ??= sharp(Buffer.from(qrSvg(listingUrl, APP_QR_SIZE_PX)))
        .resize(APP_QR_SIZE_PX, APP_QR_SIZE_PX)
        .flatten({ background: '#ffffff' })
        .grayscale()
        .png({ compressionLevel: 9 })
        .toBuffer()
        .then((png) => ({ png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"` }));
      // A failed render is tried again by the next request.
      made.catch(() => {
        made = null;
      });
      return made;
    },
  };
}
