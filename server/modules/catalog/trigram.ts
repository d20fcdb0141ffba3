/**
 * pg_trgm's `similarity(a, b)` computed in the web process (docs/decisions/018, "Eighth session"): similar goods rank
 * ~200 candidates by title similarity, and PostgreSQL spent most of that request in pg_trgm (20–50 µs a call under load,
 * four hundred calls, the product's own titles split into trigrams again for every candidate). Here the product's
 * trigrams are made once and each candidate's once.
 *
 * The same definition as pg_trgm 1.6 in a UTF-8 database with a Unicode ctype (PostgreSQL 15, C.UTF-8): words are runs
 * of letters and digits (`iswalpha` or `iswdigit`), each lowercased character by character, padded with two spaces in
 * front and one behind; a trigram of three one-byte characters is its bytes, any other is the first three bytes (in
 * memory order, little-endian) of PostgreSQL's legacy CRC-32 of its UTF-8 bytes; similarity is shared ÷ (all of both − shared) over
 * the two sets of trigrams, as a float4. `similar-goods.test.ts` compares it with PostgreSQL's pg_trgm.
 */

/** Letters (Unicode Alphabetic, what glibc's `iswalpha` takes in C.UTF-8) and decimal digits of any script. */
const WORD_CHAR = /^[\p{Alphabetic}\p{Nd}]$/u;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/**
 * One byte into PostgreSQL's "legacy" CRC-32 (pg_crc.h `COMP_LEGACY_CRC32`), which pg_trgm hashes trigrams with: the
 * reflected table of the usual CRC-32 driven by the non-reflected algorithm (so not zlib's CRC-32).
 */
const crcByte = (crc: number, byte: number) => (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]! ^ (crc << 8)) >>> 0;

/** A code point's UTF-8 bytes into the CRC. */
function crcCodePoint(crc: number, cp: number): number {
  if (cp < 0x80) return crcByte(crc, cp);
  if (cp < 0x800) return crcByte(crcByte(crc, 0xc0 | (cp >> 6)), 0x80 | (cp & 0x3f));
  if (cp < 0x10000) return crcByte(crcByte(crcByte(crc, 0xe0 | (cp >> 12)), 0x80 | ((cp >> 6) & 0x3f)), 0x80 | (cp & 0x3f));
  return crcByte(crcByte(crcByte(crcByte(crc, 0xf0 | (cp >> 18)), 0x80 | ((cp >> 12) & 0x3f)), 0x80 | ((cp >> 6) & 0x3f)), 0x80 | (cp & 0x3f));
}

/** Beyond ASCII, a character's lower case, or -1 when it is no letter or digit: worked out once each. */
const classified = new Map<number, number>();

/** `towlower` of a letter or digit (one character at a time, no context, one character out: "İ" is "i", a final "Σ" is "σ"); -1 for any other character. */
function wordLower(cp: number): number {
  if (cp < 0x80) return cp >= 0x61 && cp <= 0x7a ? cp : cp >= 0x41 && cp <= 0x5a ? cp + 32 : cp >= 0x30 && cp <= 0x39 ? cp : -1;
  if (cp >= 0x4e00 && cp <= 0x9fff) return cp; // CJK Unified Ideographs: letters without case
  let known = classified.get(cp);
  if (known === undefined) {
    const char = String.fromCodePoint(cp);
    const chars = [...char.toLowerCase()];
    known = !WORD_CHAR.test(char) ? -1 : chars.length === 1 ? chars[0]!.codePointAt(0)! : cp === 0x130 ? 0x69 : cp;
    classified.set(cp, known);
  }
  return known;
}

/** A trigram as pg_trgm stores it (three bytes), as a number: the set's key. */
function trigramKey(a: number, b: number, c: number): number {
  if (a < 0x80 && b < 0x80 && c < 0x80) return (a << 16) | (b << 8) | c;
  const crc = (crcCodePoint(crcCodePoint(crcCodePoint(0xffffffff, a), b), c) ^ 0xffffffff) >>> 0;
  // CPTRGM copies the CRC's first three bytes in memory: its low three bytes on a little-endian machine.
  return ((crc & 0xff) << 16) | (((crc >>> 8) & 0xff) << 8) | ((crc >>> 16) & 0xff);
}

const SPACE = 0x20;

/** Writes the trigrams of `text` (with repeats) into `out`, returns how many: at most two a character, plus one. */
function collectTrigrams(text: string, out: Int32Array): number {
  let n = 0;
  // Each word lowercased, padded with two spaces in front and one behind.
  let p1 = SPACE;
  let p2 = SPACE;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp < 0xdc00 && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low < 0xe000) {
        cp = ((cp - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
        i++;
      }
    }
    const l = wordLower(cp);
    if (l >= 0) {
      if (!inWord) {
        inWord = true;
        p1 = SPACE;
        p2 = SPACE;
      }
      out[n++] = trigramKey(p1, p2, l);
      p1 = p2;
      p2 = l;
    } else if (inWord) {
      out[n++] = trigramKey(p1, p2, SPACE);
      inWord = false;
    }
  }
  if (inWord) out[n++] = trigramKey(p1, p2, SPACE);
  return n;
}

let scratch = new Int32Array(1024);
const scratchFor = (text: string) => (scratch.length >= 2 * text.length + 1 ? scratch : (scratch = new Int32Array(2 * text.length + 1)));

/** The set of trigrams of a text (pg_trgm's `show_trgm`, as numbers). */
export function trigrams(text: string): Set<number> {
  const out = scratchFor(text);
  return new Set(out.subarray(0, collectTrigrams(text, out)));
}

/** pg_trgm's `similarity(text, other)` for `other`'s trigrams (`trigrams`), without a set for `text`. */
export function similarityTo(text: string, other: Set<number>): number {
  if (other.size === 0) return 0;
  const out = scratchFor(text);
  const keys = out.subarray(0, collectTrigrams(text, out)).sort();
  let unique = 0;
  let shared = 0;
  let previous = -1;
  for (const key of keys) {
    if (key === previous) continue;
    previous = key;
    unique++;
    if (other.has(key)) shared++;
  }
  return unique === 0 ? 0 : Math.fround(shared / (unique + other.size - shared));
}
