import { describe, expect, it } from 'vitest';
import { isStorageKey, isThumbMode, isThumbSize, THUMB_SIZES, thumbSrcSet, thumbUrl } from './thumb.ts';

describe('thumbUrl', () => {
  it('builds the product §9 path with quality 85 and the default mode inside', () => {
    expect(thumbUrl('demo/goods/sneaker-1.svg', 320)).toBe('/thumb/320x320/inside/85/demo/goods/sneaker-1.svg');
  });

  it('uses the requested mode', () => {
    expect(thumbUrl('uploads/ab/photo.jpg', 96, 'cover')).toBe('/thumb/96x96/cover/85/uploads/ab/photo.jpg');
  });

  it('passes absolute http and https URLs through unchanged', () => {
    expect(thumbUrl('https://img.example.com/a.jpg', 320)).toBe('https://img.example.com/a.jpg');
    expect(thumbUrl('http://img.example.com/a.jpg', 64, 'contain')).toBe('http://img.example.com/a.jpg');
  });

  it('drops a leading slash of the key and percent-encodes odd characters', () => {
    expect(thumbUrl('/demo/qc/a.svg', 64)).toBe('/thumb/64x64/inside/85/demo/qc/a.svg');
    expect(thumbUrl('demo/a b.svg', 64)).toBe('/thumb/64x64/inside/85/demo/a%20b.svg');
  });
});

describe('thumbSrcSet', () => {
  it('lists each size with its width descriptor', () => {
    expect(thumbSrcSet('demo/goods/a.svg', [160, 320])).toBe(
      '/thumb/160x160/inside/85/demo/goods/a.svg 160w, /thumb/320x320/inside/85/demo/goods/a.svg 320w',
    );
  });

  it('is empty for an absolute URL, which has no variants', () => {
    expect(thumbSrcSet('https://img.example.com/a.jpg', [160, 320])).toBe('');
  });
});

describe('size, mode and key checks', () => {
  it('accepts only the listed sizes', () => {
    for (const size of THUMB_SIZES) expect(isThumbSize(size)).toBe(true);
    expect(isThumbSize(321)).toBe(false);
    expect(isThumbSize(0)).toBe(false);
  });

  it('accepts the three modes only', () => {
    expect(['inside', 'cover', 'contain'].every(isThumbMode)).toBe(true);
    expect(isThumbMode('fill')).toBe(false);
  });

  it('accepts relative image keys with a limited charset', () => {
    expect(isStorageKey('demo/goods/sneaker-1.svg')).toBe(true);
    expect(isStorageKey('uploads/2026/06/AbC_12.JPG')).toBe(true);
  });

  it('refuses traversal, absolute paths, hidden segments, odd characters, other extensions and long keys', () => {
    for (const key of [
      '',
      '../secret.png',
      'demo/../../etc/passwd.png',
      'demo/..png',
      '/etc/x.png',
      'demo//a.png',
      'demo/.hidden.png',
      'demo/a b.png',
      'demo\\a.png',
      'demo/a.png%00',
      'demo/a.txt',
      'demo/a',
      `demo/${'a'.repeat(200)}.png`,
    ]) {
      expect(isStorageKey(key), key).toBe(false);
    }
  });
});
