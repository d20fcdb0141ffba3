import { describe, expect, it } from 'vitest';
import { sniffImageType } from './upload.ts';

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
