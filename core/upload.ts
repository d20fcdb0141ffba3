/** Image uploads (issue #12 §1, product §D4 "Uploads"): the limits and the content sniffing, shared by server and clients. */

export const UPLOAD_PATH = 'A/pub/putfile';
/** Bytes of one uploaded file; reading stops past it. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** Decoded pixels (width × height) of one upload; checked from the header, before any pixel is decoded. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_PURPOSES = ['search', 'logo', 'bot', 'banner'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** Anonymous (not yet kept) uploads go away after this long. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type by its first bytes (magic numbers), never by name or declared type; null when not one we take. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: [size]['ftyp'][major brand][minor version][compatible brands…] within the first box.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length, 64);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

/** Why a file cannot be uploaded: the server's own `data.reason` values (product §D4 "Uploads"). */
export type UploadRefusal = 'unsupported_type' | 'too_large' | 'too_many_pixels';
/** Bytes `sniffImageType` needs to see of a file (the longest magic it reads: an ISO-BMFF `ftyp` box). */
export const SNIFF_BYTES = 64;

/**
 * The server's checks, made in the browser before an upload (issue #13 §3): the size, then the type by
 * the file's first bytes (never its name or declared type), then — when the browser could read the
 * header — the pixel count. `null` when the server would take it.
 */
export function uploadRefusal(file: { size: number; head: Uint8Array; width?: number; height?: number }): UploadRefusal | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'too_large';
  if (file.size === 0 || !sniffImageType(file.head)) return 'unsupported_type';
  if (file.width && file.height && file.width * file.height > UPLOAD_MAX_PIXELS) return 'too_many_pixels';
  return null;
}
