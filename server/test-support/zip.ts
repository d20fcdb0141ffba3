/**
 * Hand-built zip files for the spreadsheet tests (no zip writer is installed): entries from buffers or from a
 * generator of chunks deflated as a stream, so a test can build an entry that inflates to ~1 GB without ever
 * holding it; and the sizes written in the directory can be made to lie.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/** CRC-32 of `bytes`, continuing `previous` (zlib's, native: a 1 GB bomb's sheet is checksummed in a fraction of a second). */
export function crc32(bytes: Uint8Array, previous = 0): number {
  return zlib.crc32(bytes, previous);
}

export type ZipEntryInput = {
  name: string;
  /** The content, or chunks of it (deflated as a stream, never joined). */
  data: Buffer | (() => Iterable<Buffer>);
  /** Write this uncompressed size in the headers instead of the real one (a lying directory). */
  declaredSize?: number;
  /** Write this uncompressed size in the LOCAL header only (the central directory keeps the declared one). */
  localSize?: number;
  store?: boolean;
  /** Streaming-writer form: flag bit 3, zeros for CRC and sizes in the local header, a data descriptor after the data. */
  dataDescriptor?: boolean;
};

type BuiltEntry = { name: Buffer; compressed: Buffer; crc: number; size: number; method: number; localSize?: number; dataDescriptor?: boolean };

async function buildEntry(input: ZipEntryInput): Promise<BuiltEntry> {
  const name = Buffer.from(input.name, 'utf8');
  if (Buffer.isBuffer(input.data)) {
    const method = input.store ? 0 : 8;
    const compressed = input.store ? input.data : zlib.deflateRawSync(input.data, { level: 9 });
    const size = input.declaredSize ?? input.data.length;
    return { name, compressed, crc: crc32(input.data), size, method, localSize: input.localSize ?? size };
  }
  let crc = 0;
  let size = 0;
  const chunks = input.data;
  const source = Readable.from(
    (function* counted() {
      for (const chunk of chunks()) {
        crc = crc32(chunk, crc);
        size += chunk.length;
        yield chunk;
      }
    })(),
  );
  const out: Buffer[] = [];
  const deflate = source.pipe(zlib.createDeflateRaw({ level: 9, memLevel: 9 }));
  for await (const piece of deflate) out.push(piece as Buffer);
  const declared = input.declaredSize ?? size;
  return { name, compressed: Buffer.concat(out), crc, size: declared, method: 8, localSize: input.localSize ?? declared };
}

/** The zip file (local headers, data, central directory, end record); sizes below 4 GB (no zip64). */
export async function buildZip(inputs: readonly ZipEntryInput[]): Promise<Buffer> {
  const entries = await Promise.all(
    inputs.map(async (input) => ({ ...(await buildEntry(input)), ...(input.dataDescriptor ? { dataDescriptor: true } : {}) })),
  );
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.dataDescriptor ? 0x0808 : 0x0800, 6); // UTF-8 names (+ data descriptor)
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(0, 10); // time, date
    if (!entry.dataDescriptor) {
      local.writeUInt32LE(entry.crc, 14);
      local.writeUInt32LE(entry.compressed.length, 18);
      local.writeUInt32LE(entry.localSize ?? entry.size, 22);
    }
    local.writeUInt16LE(entry.name.length, 26);
    local.writeUInt16LE(0, 28);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(entry.dataDescriptor ? 0x0808 : 0x0800, 8);
    record.writeUInt16LE(entry.method, 10);
    record.writeUInt32LE(0, 12);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.compressed.length, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(entry.name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, entry.name);
    const descriptor = Buffer.alloc(entry.dataDescriptor ? 16 : 0);
    if (entry.dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc, 4);
      descriptor.writeUInt32LE(entry.compressed.length, 8);
      descriptor.writeUInt32LE(entry.size, 12);
    }
    parts.push(local, entry.name, entry.compressed, descriptor);
    offset += local.length + entry.name.length + entry.compressed.length + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Goods" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/**
 * A well-formed .xlsx whose one sheet's XML is `sheetBytes` long (about): a header row then the same row over and
 * over, deflated in 1 MB chunks. With `declaredSheetSize` the directory claims that size for the sheet instead.
 */
export async function buildBombXlsx(sheetBytes: number, declaredSheetSize?: number, localSheetSize?: number): Promise<Buffer> {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>url</t></is></c></row>',
  );
  const tail = Buffer.from('</sheetData></worksheet>');
  const unit = '<row><c t="inlineStr"><is><t>https://item.taobao.com/item.htm?id=1</t></is></c></row>';
  const chunk = Buffer.from(unit.repeat(Math.floor((1024 * 1024) / unit.length)));
  const body = function* sheet() {
    yield head;
    for (let written = 0; written < sheetBytes; written += chunk.length) yield chunk;
    yield tail;
  };
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: body,
      ...(declaredSheetSize === undefined ? {} : { declaredSize: declaredSheetSize }),
      ...(localSheetSize === undefined ? {} : { localSize: localSheetSize }),
    },
  ]);
}

/** A small well-formed .xlsx from a sheet XML body (`<row r="1">…`), optionally written the streaming way. */
export async function buildXlsx(sheetRowsXml: string, options: { dataDescriptor?: boolean } = {}): Promise<Buffer> {
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRowsXml}</sheetData></worksheet>`;
  const dd = options.dataDescriptor ? { dataDescriptor: true } : {};
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES), ...dd },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS), ...dd },
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK), ...dd },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS), ...dd },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet), ...dd },
  ]);
}
