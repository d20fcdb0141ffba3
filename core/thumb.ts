/**
 * Thumbnail URLs of product §9: `/thumb/{size}x{size}/{mode}/85/{path}`, quality 85, default mode
 * `inside`. `path` is a storage key (`demo/goods/…svg`, `uploads/…`). The server answers only the
 * sizes listed here, so pages and the server agree on a small set of cacheable variants.
 */

export const THUMB_SIZES = [64, 96, 160, 240, 320, 480, 640, 800, 1200] as const;
export type ThumbSize = (typeof THUMB_SIZES)[number];

/** `inside`: fit within the box keeping proportions; `cover`: fill and crop; `contain`: fit and pad. */
export const THUMB_MODES = ['inside', 'cover', 'contain'] as const;
export type ThumbMode = (typeof THUMB_MODES)[number];

export const THUMB_QUALITY = 85;
export const DEFAULT_THUMB_MODE: ThumbMode = 'inside';

/** Longest storage key accepted anywhere (thumbnail URLs, uploads). */
export const STORAGE_KEY_MAX_LENGTH = 200;

const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const IMAGE_EXTENSION = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

export function isThumbSize(value: number): value is ThumbSize {
  return (THUMB_SIZES as readonly number[]).includes(value);
}

export function isThumbMode(value: string): value is ThumbMode {
  return (THUMB_MODES as readonly string[]).includes(value);
}

/**
 * A storage key: relative, `/`-separated segments of `[A-Za-z0-9._-]` each starting with a letter
 * or digit (so never `.`, `..` or hidden files), no empty segment, an image extension, at most
 * STORAGE_KEY_MAX_LENGTH characters.
 */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > STORAGE_KEY_MAX_LENGTH) return false;
  if (!IMAGE_EXTENSION.test(key) || key.includes('..')) return false;
  return key.split('/').every((segment) => KEY_SEGMENT.test(segment));
}

/**
 * The thumbnail URL of an image for `<img src>`: `thumbUrl('demo/goods/a.svg', 320)` →
 * `/thumb/320x320/inside/85/demo/goods/a.svg`. Absolute http(s) URLs pass through unchanged.
 */
export function thumbUrl(key: string, size: ThumbSize, mode: ThumbMode = DEFAULT_THUMB_MODE): string {
  if (/^https?:\/\//i.test(key)) return key;
  const path = key.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `/thumb/${size}x${size}/${mode}/${THUMB_QUALITY}/${path}`;
}

/** A `srcset` value listing the key at several sizes: `…/160x160/… 160w, …/320x320/… 320w`. */
export function thumbSrcSet(key: string, sizes: readonly ThumbSize[], mode: ThumbMode = DEFAULT_THUMB_MODE): string {
  if (/^https?:\/\//i.test(key)) return '';
  return sizes.map((size) => `${thumbUrl(key, size, mode)} ${size}w`).join(', ');
}
