import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { Agent } from '../../../test/agent.js';
import type { Storage } from '../../platform/storage/index.js';

/** Helpers for the media tests: real image bytes, hand-built multipart bodies and zip files. */

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

/** A multipart/form-data body as a browser would send it. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sportello${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"`
      : `form-data; name="${p.name}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (p.filename) head.push(`Content-Type: ${p.contentType ?? 'application/octet-stream'}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'utf8'));
    chunks.push(p.data ?? Buffer.from(p.value ?? '', 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/media/{kind} with one file (and optional text fields). */
export function upload(
  agent: Agent,
  kind: 'image' | 'document',
  file: { filename: string; data: Buffer; contentType?: string },
  fields: Record<string, string> = {},
  query = '',
) {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', ...file },
  ]);
  return agent.request('POST', `/api/media/${kind}${query}`, body.payload, { headers: body.headers });
}

/** A solid-colour image in the given format. */
export function solidImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width: number,
  height: number,
  opts: { alpha?: boolean; orientation?: number; exif?: boolean } = {},
): Promise<Buffer> {
  let img = sharp({
    create: {
      width,
      height,
      channels: opts.alpha ? 4 : 3,
      background: opts.alpha ? { r: 20, g: 120, b: 200, alpha: 0.5 } : { r: 200, g: 80, b: 20 },
    },
  });
  if (opts.orientation || opts.exif) {
    img = img.withMetadata({
      orientation: opts.orientation,
      exif: opts.exif ? { IFD0: { Copyright: 'Fotografo segreto', Artist: 'Mario Rossi' } } : undefined,
    });
  }
  return img.toFormat(format).toBuffer();
}

/** A zip of stored (uncompressed) entries: enough to build real DOCX or plain zip files. */
export function zipFile(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

/** A minimal but real Word document. */
export function docxFile(): Buffer {
  return zipFile({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Orari del museo</w:t></w:r></w:p></w:body></w:document>',
  });
}

export { pdfFile } from '../../../test/sample-pdf.js';

/** The first bytes of a Linux program (ELF) and of a Windows one (PE). */
export function elfFile(): Buffer {
  const b = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(b);
  b.writeUInt16LE(2, 16); // ET_EXEC
  b.writeUInt16LE(0x3e, 18); // x86-64
  return b;
}

export function peFile(): Buffer {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}

export const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** A temporary folder for the uploaded files of one test file. */
export function tempFilesDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-media-'));
}

/**
 * Every key in the app's storage, sorted: what the folder holds, or the bucket in the api-s3
 * project, read the same way the server reads it.
 */
export async function storedKeys(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list('')) keys.push(key);
  return keys.sort();
}
