/**
 * An .xlsx is a zip. Before SheetJS unpacks anything (it inflates whole entries into memory itself), this reads the
 * zip's central directory with yauzl and refuses a workbook that is not one, or that unpacks too big: too many
 * entries, an entry or the sum over 50 MB, an absurd compression ratio. Then it inflates every entry as a stream,
 * counting and dropping the bytes, so a directory that LIES about a size (says small, inflates big) is caught after
 * at most the declared size + one chunk: yauzl's `validateEntrySizes` fails the stream as soon as the inflated bytes
 * pass the declared size. Memory stays at one inflate window and chunk, whatever the file claims.
 * Then it checks that SheetJS's own zip reader will see the same entries and sizes (sameViewAsSheetJs).
 * What remains trusted: docs/decisions/015-spreadsheet-import.md.
 */
import yauzl from 'yauzl';
import { GOODS_SHEET_LIMITS } from '../../../core/goods-sheet.ts';

export type ZipRefusal = 'not_a_spreadsheet' | 'zip_too_large';
export type ZipCheck = { ok: true } | { ok: false; reason: ZipRefusal };

const STORED = 0;
const DEFLATED = 8;

type Entry = yauzl.Entry;

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (error, zip) => {
      if (error || !zip) reject(error ?? new Error('no zip'));
      else resolve(zip);
    });
  });
}

function listEntries(zip: yauzl.ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Inflates one entry and drops the bytes; fails when the entry inflates to more (or less) than its directory says. */
function drainEntry(zip: yauzl.ZipFile, entry: Entry): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) {
        reject(error ?? new Error('no stream'));
        return;
      }
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > GOODS_SHEET_LIMITS.maxUncompressedBytes) stream.destroy(new Error('entry too large'));
      });
      stream.on('end', () => resolve(bytes));
      stream.on('error', reject);
    });
  });
}

const EOCD_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP64_LOCATOR = 0x07064b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const DATA_DESCRIPTOR_FLAG = 0x0008;

/**
 * SheetJS's own zip reader (CFB `parse_zip`) does not read the zip the way yauzl does: it takes the LAST end record,
 * its "records on this disk" count, ignores zip64, and inflates each entry from its LOCAL header — sized by the local
 * header's uncompressed size, which its pure-JS inflate allocates up front. So the bytes SheetJS will use must say
 * the same as what yauzl checked: one consistent end record without zip64, and local headers that repeat the
 * directory's method and sizes (or zeros with a data descriptor, as streaming writers do).
 */
function sameViewAsSheetJs(bytes: Buffer, entries: readonly Entry[]): boolean {
  const end = bytes.lastIndexOf(EOCD_SIGNATURE);
  if (end < 0 || end + 22 > bytes.length) return false;
  if (bytes.readUInt16LE(end + 8) !== bytes.readUInt16LE(end + 10) || bytes.readUInt16LE(end + 10) !== entries.length) return false;
  if (end >= 20 && bytes.readUInt32LE(end - 20) === ZIP64_LOCATOR) return false;
  for (const entry of entries) {
    if (entry.extraFields.some((field) => field.id === ZIP64_EXTRA)) return false;
    const at = entry.relativeOffsetOfLocalHeader;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return false;
    if (bytes.readUInt16LE(at + 8) !== entry.compressionMethod) return false;
    const flags = bytes.readUInt16LE(at + 6);
    const compressed = bytes.readUInt32LE(at + 18);
    const uncompressed = bytes.readUInt32LE(at + 22);
    const same = compressed === entry.compressedSize && uncompressed === entry.uncompressedSize;
    const deferred = (flags & DATA_DESCRIPTOR_FLAG) !== 0 && compressed === 0 && uncompressed === 0 && entry.compressionMethod === DEFLATED;
    if (!same && !deferred) return false;
    const nameLength = bytes.readUInt16LE(at + 26);
    const extraLength = bytes.readUInt16LE(at + 28);
    for (let field = at + 30 + nameLength; field + 4 <= at + 30 + nameLength + extraLength; field += 4 + bytes.readUInt16LE(field + 2)) {
      if (field + 4 > bytes.length) return false;
      if (bytes.readUInt16LE(field) === ZIP64_EXTRA) return false;
    }
  }
  return true;
}

/** The directory-only checks; exported for tests. */
export function checkDirectory(entries: readonly Entry[]): ZipCheck {
  const limits = GOODS_SHEET_LIMITS;
  if (entries.length > limits.maxZipEntries) return { ok: false, reason: 'zip_too_large' };
  let total = 0;
  for (const entry of entries) {
    if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) return { ok: false, reason: 'not_a_spreadsheet' };
    if (entry.isEncrypted()) return { ok: false, reason: 'not_a_spreadsheet' };
    if (entry.uncompressedSize > limits.maxUncompressedBytes) return { ok: false, reason: 'zip_too_large' };
    total += entry.uncompressedSize;
    if (total > limits.maxUncompressedBytes) return { ok: false, reason: 'zip_too_large' };
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > limits.ratioCheckFromBytes && ratio > limits.maxCompressionRatio) return { ok: false, reason: 'zip_too_large' };
  }
  const names = new Set(entries.map((entry) => entry.fileName));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return { ok: false, reason: 'not_a_spreadsheet' };
  return { ok: true };
}

/** A zip's bytes → whether SheetJS may open it as a workbook. Never throws. */
export async function checkWorkbookZip(bytes: Buffer): Promise<ZipCheck> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return { ok: false, reason: 'not_a_spreadsheet' };
  }
  try {
    if (zip.entryCount > GOODS_SHEET_LIMITS.maxZipEntries) return { ok: false, reason: 'zip_too_large' };
    let entries: Entry[];
    try {
      entries = await listEntries(zip);
    } catch {
      return { ok: false, reason: 'not_a_spreadsheet' };
    }
    const directory = checkDirectory(entries);
    if (!directory.ok) return directory;
    if (!sameViewAsSheetJs(bytes, entries)) return { ok: false, reason: 'not_a_spreadsheet' };
    // The directory may lie: inflate for real, bounded by the declared sizes (yauzl) and by the 50 MB in total.
    let total = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      try {
        total += await drainEntry(zip, entry);
      } catch (error) {
        // yauzl: "too many bytes in the stream" (the directory lied) / ours: over 50 MB; anything else is a broken zip.
        const lied = error instanceof Error && /too many bytes|too large/i.test(error.message);
        return { ok: false, reason: lied ? 'zip_too_large' : 'not_a_spreadsheet' };
      }
      if (total > GOODS_SHEET_LIMITS.maxUncompressedBytes) return { ok: false, reason: 'zip_too_large' };
    }
    return { ok: true };
  } finally {
    zip.close();
  }
}
