import { createHmac, randomBytes } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { thumbUrl } from '../../../core/thumb.ts';
import { sniffImageType, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_TTL_MS, type UploadPurpose } from '../../../core/upload.ts';
import { InvalidError } from '../../errors.ts';
import type { Storage } from '../../storage/index.ts';
import type { UploadsRepo } from './repo.ts';

export type UploadResult = { key: string; url: string; width: number; height: number };

/** The refusals of product §D4 "Uploads": code 400 with `data.reason`. */
export const uploadRefused = {
  unsupportedType: () => new InvalidError('uploadUnsupportedType', { reason: 'unsupported_type' }),
  tooLarge: () => new InvalidError('uploadTooLarge', { reason: 'too_large', httpStatus: 413, vars: { max: UPLOAD_MAX_BYTES / 1024 / 1024 }, data: { maxBytes: UPLOAD_MAX_BYTES } }),
  tooManyPixels: () => new InvalidError('uploadTooManyPixels', { reason: 'too_many_pixels', vars: { max: UPLOAD_MAX_PIXELS / 1_000_000 }, data: { maxPixels: UPLOAD_MAX_PIXELS } }),
  noFile: () => new InvalidError('uploadNoFile', { reason: 'no_file', fields: { file: 'required' } }),
};

/**
 * Every upload is re-encoded to WebP (quality 85; the first frame of an animated GIF or WebP): one output type,
 * small files, and nothing of the original's metadata (EXIF, GPS, XMP, ICC comments) survives — sharp writes
 * no metadata unless asked (withMetadata), and the image is auto-rotated first so EXIF orientation is applied.
 */
export const UPLOAD_OUTPUT = { extension: 'webp', contentType: 'image/webp', quality: 85 } as const;

/** How many expired uploads one sweep round deletes. */
const SWEEP_BATCH = 500;

/**
 * Keeping uploads (product §D4 "Uploads"): what a shop logo (later a bot or banner) does with the upload it uses.
 * `keep` makes the caller's own, not yet expired upload permanent (false: no such upload, so the key cannot be
 * used); `wasKept` tells whether it was already, so a failed save releases only what it kept itself. `release`
 * gives a kept upload the usual 24 h again, after which the sweep deletes it.
 */
export function makeUploadKeeper(repo: Pick<UploadsRepo, 'keep' | 'release'>, now: () => Date = () => new Date()) {
  return {
    async keep(key: string, owner: number): Promise<{ wasKept: boolean } | null> {
      return repo.keep(key, owner, now());
    },
    async release(key: string, owner: number): Promise<void> {
      await repo.release(key, owner, new Date(now().getTime() + UPLOAD_TTL_MS));
    },
  };
}

/**
 * Saves a record whose one upload (a shop's or bot's logo) may change: the new upload must be the owner's own live one
 * (else `refused()` is thrown) and is kept before the save; a failed save releases it again unless it was kept
 * already, a successful one releases the upload it replaced. A crash between the steps leaves at worst an upload kept
 * for nothing, never a logo that expires. `next`: undefined leaves the upload as it is, null removes it.
 */
export async function replaceKept<T>(
  keeper: Pick<UploadKeeper, 'keep' | 'release'>,
  owner: number,
  change: { next: string | null | undefined; previous: string | null; refused: () => Error },
  save: () => Promise<T>,
): Promise<T> {
  const { next, previous } = change;
  const changes = next !== undefined && next !== previous;
  let keptHere = false;
  if (changes && next !== null) {
    const kept = await keeper.keep(next, owner);
    if (!kept) throw change.refused();
    keptHere = !kept.wasKept;
  }
  let saved: T;
  try {
    saved = await save();
  } catch (error) {
    if (keptHere) await keeper.release(next!, owner);
    throw error;
  }
  if (changes && previous !== null) await keeper.release(previous, owner);
  return saved;
}
export type UploadKeeper = ReturnType<typeof makeUploadKeeper>;

/**
 * What a search image is searched by, made from the uploaded bytes at upload time (search by image's
 * `describeUpload`); null when it cannot be made (the search then decodes the stored copy).
 */
export type DescribeForSearch = (bytes: Buffer) => Promise<Buffer | null>;

export function makeUploadsService(deps: {
  repo: UploadsRepo;
  storage: Storage;
  ipHashSecret: string;
  /** Describes uploads of purpose "search" as a search will read them (decision 022, eighth pass). */
  describeForSearch?: DescribeForSearch;
  now?: () => Date;
  onSweepError?: (error: unknown) => void;
}) {
  const now = deps.now ?? (() => new Date());
  const hashIp = (ip: string) => createHmac('sha256', deps.ipHashSecret).update(ip).digest('hex');

  return {
    /**
     * Checks, re-encodes and stores one image. `bytes` was read with the byte limit already enforced (routes.ts);
     * the type comes from the content, the pixel count from the header before any pixel is decoded.
     */
    async accept(input: { bytes: Buffer; purpose: UploadPurpose; userId: number | null; ip: string }): Promise<UploadResult> {
      if (input.bytes.length > UPLOAD_MAX_BYTES) throw uploadRefused.tooLarge();
      const type = sniffImageType(input.bytes);
      if (!type) throw uploadRefused.unsupportedType();
      let header: Metadata;
      try {
        header = await sharp(input.bytes, { limitInputPixels: false }).metadata(); // header only: no pixels decoded
      } catch {
        throw uploadRefused.unsupportedType();
      }
      if (!header.width || !header.height) throw uploadRefused.unsupportedType();
      if (header.width * header.height > UPLOAD_MAX_PIXELS) throw uploadRefused.tooManyPixels();

      // A search image is described from the original pixels while the copy is encoded (libvips works on its own
      // threads meanwhile): the search then neither reads nor decodes the re-encoded copy.
      const described = input.purpose === 'search' && deps.describeForSearch ? deps.describeForSearch(input.bytes).catch(() => null) : null;
      let encoded: { data: Buffer; info: OutputInfo };
      try {
        encoded = await sharp(input.bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
          .rotate()
          .webp({ quality: UPLOAD_OUTPUT.quality })
          .toBuffer({ resolveWithObject: true });
      } catch (error) {
        if (error instanceof Error && /pixel limit/i.test(error.message)) throw uploadRefused.tooManyPixels();
        throw uploadRefused.unsupportedType();
      }

      const id = randomBytes(16).toString('hex');
      const key = `uploads/${id.slice(0, 2)}/${id}.${UPLOAD_OUTPUT.extension}`;
      await deps.storage.put(key, encoded.data, UPLOAD_OUTPUT.contentType);
      const createdAt = now();
      await deps.repo.insert({
        key,
        purpose: input.purpose,
        ownerUserId: input.userId,
        ipHash: hashIp(input.ip),
        contentType: UPLOAD_OUTPUT.contentType,
        width: encoded.info.width,
        height: encoded.info.height,
        bytes: encoded.data.length,
        searchQuery: described ? await described : null,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + UPLOAD_TTL_MS),
      });
      return { key, url: thumbUrl(key, 1200), width: encoded.info.width, height: encoded.info.height };
    },

    ...makeUploadKeeper(deps.repo, now),

    /** Deletes expired, unkept uploads: rows first (so nothing points at a missing file), then their files. */
    async sweepExpired(at: Date = now()): Promise<number> {
      let deleted = 0;
      for (;;) {
        const keys = await deps.repo.expiredKeys(at, SWEEP_BATCH);
        const gone = await deps.repo.deleteExpired(keys, at);
        for (const key of gone) await deps.storage.delete(key);
        deleted += gone.length;
        if (keys.length < SWEEP_BATCH) return deleted;
      }
    },
  };
}
export type UploadsService = ReturnType<typeof makeUploadsService>;
