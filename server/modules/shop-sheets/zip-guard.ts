/**
 * An .xlsx is a zip. Before SheetJS unpacks anything (it inflates whole entries into memory itself), this reads the
 * zip's central directory with yauzl and refuses a workbook that is not one, or that unpacks too big: too many
 * entries, an entry or the sum over 50 MB, an absurd compression ratio. Then it inflates every entry as a stream,
 * counting and dropping the bytes, so a directory that LIES about a size (says small, inflates big) is caught after
 * at most the declared size + one chunk: yauzl's `validateEntrySizes` fails the stream as soon as the inflated bytes
 * pass the declared size. Memory stays at one inflate window and chunk, whatever the file claims.
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
