import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { THUMB_QUALITY, type ThumbMode, type ThumbSize } from '../../../core/thumb.ts';
import { makeSemaphore } from './semaphore.ts';
import { isMissing, type ImageSource } from './storage.ts';

export { QueueFullError } from './semaphore.ts';

export const THUMB_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ThumbFormat = (typeof THUMB_FORMATS)[number];

export const THUMB_CONTENT_TYPES: Record<ThumbFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * The best output format the client accepts: AVIF, else WebP, else JPEG. Only explicit media types
 * count (`*\/*` and `image/*` are sent by browsers that decode neither); `q=0` refuses a type.
 */
export function pickThumbFormat(accept: string | undefined): ThumbFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number.parseFloat(q.slice(2)) > 0)) continue;
    accepted.add(type.trim());
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

export type ThumbRequest = { key: string; size: ThumbSize; mode: ThumbMode; format: ThumbFormat };
export type Thumb = { body: Buffer; contentType: string; etag: string };

export type ThumbServiceOptions = {
  source: ImageSource;
  /** Rendered variants are kept here (`DATA_DIR/thumbs`). */
  cacheDir: string;
  /** Renders running at once; default: half the cores, 1–4. */
  maxConcurrentRenders?: number;
  /** Renders waiting for a slot before new ones are refused with QueueFullError. */
  maxQueuedRenders?: number;
  /** Called when a rendered file could not be written to the cache (the thumbnail is still served). */
  onCacheWriteError?: (error: unknown) => void;
};

/** Bump when the rendering pipeline changes, so old cached files are no longer used. */
const PIPELINE_VERSION = 'v1';
/** Largest decoded image accepted (pixels), against decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Product §9 quality 85 is a JPEG-scale figure; AVIF's scale is steeper, 64 looks alike at a smaller size.
 * AVIF encoding is the slow part: effort 2 of 9 took half the time of effort 3 on the demo art at
 * 640 px (≈ 0.24 s against 0.49 s) for the same size of file.
 */
const ENCODERS: Record<ThumbFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 64, effort: 2 }),
  webp: (image) => image.webp({ quality: THUMB_QUALITY, effort: 4 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: THUMB_QUALITY, progressive: true, mozjpeg: true }),
};

/**
 * Thumbnails of product §9: each variant (key, size, mode, format) is rendered once by sharp, written to
 * the disk cache atomically, and read from there afterwards. Renders are limited in number so that a
 * crawl of cold thumbnails cannot take every core.
 */
/**
 * Renders at once (default: half the cores, 1–4) and libvips threads per render, so that all renders together use
 * about the machine's cores. The threads are process-wide (`sharp.concurrency`): every sharp call in a server runs
 * with them, search by image's decode included (bench:image sets the same).
 */
export function renderThreads(maxConcurrentRenders?: number, cores = os.availableParallelism()) {
  const renders = maxConcurrentRenders ?? Math.min(4, Math.max(1, Math.floor(cores / 2)));
  return { renders, libvipsThreads: Math.max(1, Math.floor(cores / renders)) };
}

export function makeThumbService(options: ThumbServiceOptions) {
  const { renders, libvipsThreads } = renderThreads(options.maxConcurrentRenders);
  sharp.concurrency(libvipsThreads);
  const semaphore = makeSemaphore(renders, options.maxQueuedRenders ?? 64);
  const inFlight = new Map<string, Promise<Thumb | null>>();

  const cacheFile = (request: ThumbRequest) => {
    const id = createHash('sha256')
      .update([PIPELINE_VERSION, request.key, request.size, request.mode, THUMB_QUALITY, request.format].join('\0'))
      .digest('hex');
    return path.join(options.cacheDir, id.slice(0, 2), `${id}.${request.format}`);
  };

  const toThumb = (body: Buffer, format: ThumbFormat): Thumb => ({
    body,
    contentType: THUMB_CONTENT_TYPES[format],
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  });

  async function readCached(file: string): Promise<Buffer | null> {
    try {
      return await readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function writeCached(file: string, body: Buffer) {
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, body);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => {});
      options.onCacheWriteError?.(error);
    }
  }

  async function renderAndStore(request: ThumbRequest, file: string): Promise<Thumb | null> {
    const original = await options.source.readSource(request.key);
    if (!original) return null;
    const body = await semaphore.run(() => render(original, request));
    await writeCached(file, body);
    return toThumb(body, request.format);
  }

  return {
    async thumbnail(request: ThumbRequest): Promise<Thumb | null> {
      const file = cacheFile(request);
      const cached = await readCached(file);
      if (cached) return toThumb(cached, request.format);
      // Concurrent requests for the same cold variant share one render.
      let pending = inFlight.get(file);
      if (!pending) {
        pending = renderAndStore(request, file).finally(() => inFlight.delete(file));
        inFlight.set(file, pending);
      }
      return pending;
    },
  };
}
export type ThumbService = ReturnType<typeof makeThumbService>;

function isSvg(input: Buffer): boolean {
  const head = input.subarray(0, 512).toString('utf8').trimStart();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

async function render(input: Buffer, request: ThumbRequest): Promise<Buffer> {
  const { size, mode, format } = request;
  const vector = isSvg(input);
  let density: number | undefined;
  if (vector) {
    // Rasterise the SVG at the density that gives enough pixels for the box, instead of upscaling.
    const { width = size, height = size } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const scale = mode === 'cover' ? size / Math.min(width, height) : size / Math.max(width, height);
    density = Math.min(72 * 16, Math.max(18, Math.ceil(72 * scale)));
  }
  const opaque = format === 'jpeg';
  const image = sharp(input, { density, autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, animated: false }).resize(size, size, {
    fit: mode,
    // A small photo is not blown up in `inside` mode; `cover`/`contain` always give the full box.
    withoutEnlargement: mode === 'inside' && !vector,
    background: { r: 255, g: 255, b: 255, alpha: opaque ? 1 : 0 },
  });
  return ENCODERS[format](image).toBuffer();
}
