import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Metadata } from 'sharp';
import { loadFileType, loadSharp } from '../../platform/lazy/libraries.js';
import { MEDIA_THUMB_SIZE, hasControlChars, type MediaKind } from '@sportello/contracts';
import { AppError, badRequest } from '../../platform/http/errors.js';
import { createGate } from '../../platform/http/gate.js';
import { MEDIA_MESSAGES as M } from './media.messages.js';

/** A file ready to be stored: bytes checked by content, images re-encoded with their thumbnail. */
export interface PreparedFile {
  kind: MediaKind;
  mime: string;
  /** File extension of the stored file, from its content (never from the uploaded name). */
  extension: string;
  /** Short type for people: "JPEG", "PDF", "DOCX" … */
  typeLabel: string;
  data: Buffer;
  checksum: string;
  width: number | null;
  height: number | null;
  thumb: { data: Buffer; mime: string; extension: string } | null;
}

/** Longest side of a stored image; larger uploads are scaled down. */
export const MAX_IMAGE_SIDE = 2560;
/**
 * Decompression bombs stop here, counted over every frame of an animation and read from the
 * header before anything is decoded: a 50-megapixel photo passes, six 4000×4000 frames (96
 * million pixels, 66 KB as a GIF, 17 s of CPU) do not.
 */
export const MAX_IMAGE_PIXELS = 60_000_000;
/** Frames of an animated GIF or WebP. */
export const MAX_IMAGE_FRAMES = 200;
/** A decode and re-encode that takes longer is stopped (libvips' own timeout). */
const IMAGE_TIMEOUT_SECONDS = 20;
const THUMB_QUALITY = 85;

/** Two images are decoded at a time per process, four wait; more are told to come back (503). */
const imageGate = createGate({ concurrency: 2, queue: 4, busyMessage: M.imagesBusy, retryAfterSeconds: 10 });

type ImageType = { format: 'jpeg' | 'png' | 'webp' | 'gif'; ext: string; label: string };
const IMAGE_TYPES: Record<string, ImageType> = {
  'image/jpeg': { format: 'jpeg', ext: 'jpg', label: 'JPEG' },
  'image/png': { format: 'png', ext: 'png', label: 'PNG' },
  'image/webp': { format: 'webp', ext: 'webp', label: 'WEBP' },
  'image/gif': { format: 'gif', ext: 'gif', label: 'GIF' },
};

const DOCUMENT_TYPES: Record<string, { ext: string; label: string }> = {
  'application/pdf': { ext: 'pdf', label: 'PDF' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { ext: 'docx', label: 'DOCX' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { ext: 'xlsx', label: 'XLSX' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { ext: 'pptx', label: 'PPTX' },
  'application/vnd.oasis.opendocument.text': { ext: 'odt', label: 'ODT' },
};

const EXECUTABLE_MIMES = new Set([
  'application/x-elf',
  'application/x-msdownload',
  'application/x-mach-binary',
  'application/wasm',
  'application/java-vm',
  'application/x-executable',
  'application/vnd.microsoft.portable-executable',
]);

/** Programs recognised by their first bytes, whatever the name: ELF, Windows PE (MZ), Mach-O, scripts. */
function looksExecutable(data: Buffer): boolean {
  const head = data.subarray(0, 4);
  if (head.length >= 4 && head.equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))) return true; // ELF
  if (head.length >= 2 && head[0] === 0x4d && head[1] === 0x5a) return true; // MZ (exe, dll)
  if (head.length >= 2 && head[0] === 0x23 && head[1] === 0x21) return true; // #! script
  const magic = head.length >= 4 ? head.readUInt32BE(0) : 0;
  return [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(magic); // Mach-O
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Checks an upload by its content and prepares it for storage. Images are decoded and re-encoded
 * (auto-rotated, metadata stripped, at most MAX_IMAGE_SIDE pixels a side) and get an 80×80 thumbnail;
 * documents are kept byte for byte once their type is one of the allowed ones. Throws a 400 with an
 * Italian message otherwise.
 */
export async function prepareUpload(
  kind: MediaKind,
  data: Buffer,
  originalName: string,
): Promise<PreparedFile> {
  if (data.length === 0) throw badRequest(M.emptyFile, { file: M.emptyFile });
  const detected = await (await loadFileType()).fileTypeFromBuffer(data);
  if ((detected && EXECUTABLE_MIMES.has(detected.mime)) || looksExecutable(data)) {
    throw badRequest(M.executable, { file: M.executable });
  }
  if (kind === 'document') return prepareDocument(data, detected?.mime, originalName);
  const mime = detected?.mime;
  const type = mime ? IMAGE_TYPES[mime] : undefined;
  if (!mime || !type) throw badRequest(M.imageFormat, { file: M.imageFormat });
  await checkImageSize(data, type.format);
  return imageGate.run(() => prepareImage(data, mime, type));
}

/** Width × height × frames from the header alone, refused (413) before any pixel is decoded. */
async function checkImageSize(data: Buffer, format: string): Promise<void> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(data, { animated: true, limitInputPixels: false }).metadata();
  } catch (err) {
    throw imageError(err);
  }
  if (meta.format !== format) throw badRequest(M.imageFormat, { file: M.imageFormat });
  const frames = meta.pages ?? 1;
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * frames;
  if (pixels > MAX_IMAGE_PIXELS || frames > MAX_IMAGE_FRAMES) {
    const message = M.imageTooBig(MAX_IMAGE_PIXELS / 1_000_000);
    throw new AppError('too_large', 413, message, { file: message });
  }
}

async function prepareImage(data: Buffer, mime: string, type: ImageType): Promise<PreparedFile> {
  const sharp = await loadSharp();
  const animated = type.format === 'gif' || type.format === 'webp';
  const options = { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };

  let encoded: Buffer;
  try {
    let pipeline = sharp(data, options)
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    // No withMetadata(): EXIF (GPS included), XMP and comments are dropped by the re-encoding.
    if (type.format === 'jpeg') pipeline = pipeline.jpeg({ quality: 90, mozjpeg: true });
    else if (type.format === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
    else if (type.format === 'webp') pipeline = pipeline.webp({ quality: 90 });
    else pipeline = pipeline.gif();
    encoded = await pipeline.toBuffer();
  } catch (err) {
    throw imageError(err);
  }

  // The first frame's size (sharp reads one page unless told otherwise).
  const out = await sharp(encoded).metadata();
  const thumb = await makeThumbnail(encoded, Boolean(out.hasAlpha));
  return {
    kind: 'image',
    mime,
    extension: type.ext,
    typeLabel: type.label,
    data: encoded,
    checksum: sha256(encoded),
    width: out.width ?? null,
    height: out.height ?? null,
    thumb,
  };
}

/** 80×80, cropped to fill ("cover"), quality 85: JPEG, or PNG when the image has transparency. */
async function makeThumbnail(image: Buffer, hasAlpha: boolean): Promise<PreparedFile['thumb']> {
  const sharp = await loadSharp();
  const pipeline = sharp(image).resize(MEDIA_THUMB_SIZE, MEDIA_THUMB_SIZE, { fit: 'cover' });
  if (hasAlpha) {
    return {
      data: await pipeline.png({ palette: true, quality: THUMB_QUALITY }).toBuffer(),
      mime: 'image/png',
      extension: 'png',
    };
  }
  return {
    data: await pipeline.jpeg({ quality: THUMB_QUALITY }).toBuffer(),
    mime: 'image/jpeg',
    extension: 'jpg',
  };
}

function imageError(err: unknown): Error {
  if (err instanceof AppError) return err;
  const text = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(text)) {
    const message = M.imageTooBig(MAX_IMAGE_PIXELS / 1_000_000);
    return new AppError('too_large', 413, message, { file: message });
  }
  if (/timeout/i.test(text)) return new AppError('rule', 422, M.imageTooSlow, { file: M.imageTooSlow });
  return badRequest(M.brokenImage, { file: M.brokenImage });
}

function prepareDocument(data: Buffer, mime: string | undefined, originalName: string): PreparedFile {
  const base = {
    kind: 'document' as const,
    data,
    checksum: sha256(data),
    width: null,
    height: null,
    thumb: null,
  };
  if (mime) {
    const type = DOCUMENT_TYPES[mime];
    if (!type) throw badRequest(M.documentFormat, { file: M.documentFormat });
    return { ...base, mime, extension: type.ext, typeLabel: type.label };
  }
  // No binary signature: it may be plain text. Only UTF-8 without NUL or other control bytes passes.
  if (!isPlainText(data)) throw badRequest(M.documentFormat, { file: M.documentFormat });
  const ext = path.extname(originalName).toLowerCase();
  if (ext !== '.txt' && ext !== '.csv') throw badRequest(M.documentFormat, { file: M.documentFormat });
  return ext === '.csv'
    ? { ...base, mime: 'text/csv', extension: 'csv', typeLabel: 'CSV' }
    : { ...base, mime: 'text/plain', extension: 'txt', typeLabel: 'TXT' };
}

function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  // Text files hold no control characters but tab, line feed, form feed and carriage return.
  return !hasControlChars(text, '\t\n\f\r');
}
