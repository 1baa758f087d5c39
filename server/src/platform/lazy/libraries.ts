import type SharpModule from 'sharp';
import type PdfKitModule from 'pdfkit';
import type QrCodeModule from 'qrcode';
import type NodemailerModule from 'nodemailer';

/**
 * The heavy libraries of occasional work (images, PDFs, QR codes, SMTP), loaded the first time one
 * is needed: together they weigh ~80 MB of a process's memory (libvips, the PDF fonts, the mail
 * transports), which a server busy with lists and searches would otherwise carry for nothing
 * (issue 17). Each loads once; the promise is shared by whoever asks meanwhile.
 */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load());
};

export const loadSharp = once(async (): Promise<typeof SharpModule> => (await import('sharp')).default);
export const loadPdfKit = once(async (): Promise<typeof PdfKitModule> => (await import('pdfkit')).default);
export const loadQrCode = once(async (): Promise<typeof QrCodeModule> => (await import('qrcode')).default);
export const loadNodemailer = once(
  async (): Promise<typeof NodemailerModule> => (await import('nodemailer')).default,
);
