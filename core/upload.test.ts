import { describe, expect, it } from 'vitest';
import { sniffImageType, uploadRefusal, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from './upload.ts';

const bytes = (...parts: (string | number[] | Buffer)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const ftyp = (major: string, ...compatible: string[]) => {
  const body = bytes('ftyp', major, [0, 0, 0, 0], ...compatible);
  return bytes([0, 0, 0, body.length + 4], body);
};

describe('sniffImageType', () => {
  it('knows the five types by their first bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageType(bytes('GIF89a'))).toBe('gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('gif');
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(sniffImageType(ftyp('mif1', 'avif'))).toBe('avif');
    expect(sniffImageType(ftyp('avis', 'msf1'))).toBe('avif');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffImageType(bytes('hello world'))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(ftyp('heic', 'mif1'))).toBeNull();
    expect(sniffImageType(ftyp('isom', 'mp41'))).toBeNull();
    expect(sniffImageType(bytes([0x89, 0x50]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('uploadRefusal (the checks the browser makes before an upload)', () => {
  const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0]);
  it('takes an image within the limits', () => {
    expect(uploadRefusal({ size: 1000, head: jpeg })).toBeNull();
    expect(uploadRefusal({ size: UPLOAD_MAX_BYTES, head: jpeg, width: 8000, height: 5000 })).toBeNull();
  });
  it('refuses a file over 8 MB before looking at it', () => {
    expect(uploadRefusal({ size: UPLOAD_MAX_BYTES + 1, head: jpeg })).toBe('too_large');
    expect(uploadRefusal({ size: UPLOAD_MAX_BYTES + 1, head: bytes('hello') })).toBe('too_large');
  });
  it('refuses by content, not by name: text, HEIC, SVG and empty files', () => {
    expect(uploadRefusal({ size: 11, head: bytes('hello world') })).toBe('unsupported_type');
    expect(uploadRefusal({ size: 40, head: ftyp('heic', 'mif1') })).toBe('unsupported_type');
    expect(uploadRefusal({ size: 40, head: bytes('<svg xmlns="http://www.w3.org/2000/svg"/>') })).toBe('unsupported_type');
    expect(uploadRefusal({ size: 0, head: new Uint8Array() })).toBe('unsupported_type');
  });
  it('refuses more than 40 megapixels when the browser read the size', () => {
    expect(uploadRefusal({ size: 1000, head: jpeg, width: 8001, height: 5000 })).toBe('too_many_pixels');
    expect(8001 * 5000).toBeGreaterThan(UPLOAD_MAX_PIXELS);
    expect(uploadRefusal({ size: 1000, head: jpeg, width: 0, height: 0 })).toBeNull();
  });
});
