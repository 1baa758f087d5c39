import type SharpModule from 'sharp';
import type PdfKitModule from 'pdfkit';
import type QrCodeModule from 'qrcode';
import type * as FontKitModule from 'fontkit';
import type NodemailerModule from 'nodemailer';
import type * as FileTypeModule from 'file-type';
import type SanitizeHtmlModule from 'sanitize-html';
import type PgModule from 'pg';
import type * as IoRedisModule from 'ioredis';
import type * as S3Module from '@aws-sdk/client-s3';
import { createRequire } from 'node:module';

/**
 * The heavy libraries of occasional work (images, PDFs, QR codes, SMTP), loaded the first time one
 * is needed: together they weigh ~80 MB of a process's memory (libvips, the PDF fonts, the mail
 * transports), which a server busy with lists and searches would otherwise carry for nothing
 *. Each loads once; the promise is shared by whoever asks meanwhile.
 */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load());
};

export const loadSharp = once(async (): Promise<typeof SharpModule> => (await import('sharp')).default);
export const loadPdfKit = once(async (): Promise<typeof PdfKitModule> => (await import('pdfkit')).default);
/** fontkit (pdfkit's own font reader): parses the PDFs' faces once per process (platform/pdf/fonts.ts). */
export const loadFontKit = once(async (): Promise<typeof FontKitModule> => import('fontkit'));
export const loadQrCode = once(async (): Promise<typeof QrCodeModule> => (await import('qrcode')).default);
export const loadNodemailer = once(
  async (): Promise<typeof NodemailerModule> => (await import('nodemailer')).default,
);
export const loadFileType = once(async (): Promise<typeof FileTypeModule> => import('file-type'));
/** The S3 client (~36 MB of a process, ~100 ms to load): only with S3_BUCKET (storage/s3-storage.ts). */
export const loadS3 = once(async (): Promise<typeof S3Module> => import('@aws-sdk/client-s3'));

/**
 * Libraries some processes never need, loaded the first time one is (synchronously: they are
 * CommonJS): PostgreSQL's and Redis's clients (an embedded SQLite server uses neither) and the HTML
 * sanitizer (contents saved, pages shown). About 6 MB of a server's live heap.
 */
const require = createRequire(import.meta.url);
const onceSync = <T>(load: () => T): (() => T) => {
  let loaded: { value: T } | null = null;
  return () => (loaded ??= { value: load() }).value;
};

export const requirePg = onceSync(() => require('pg') as typeof PgModule);
export const requireIoRedis = onceSync(() => require('ioredis') as typeof IoRedisModule);
export const requireSanitizeHtml = onceSync(() => require('sanitize-html') as typeof SanitizeHtmlModule);
