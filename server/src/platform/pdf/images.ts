import { loadSharp } from '../lazy/libraries.js';

/** An image ready to embed: JPEG bytes and their size in pixels. */
export interface PdfImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Images are drawn at most this wide (pixels), re-encoded as JPEG. */
const IMAGE_MAX_SIDE = 1400;

/**
 * The images' bytes as JPEG a PDF can embed (any format the library accepts is converted and
 * scaled down); an image that cannot be read is left out.
 */
export async function loadPdfImages(
  ids: number[],
  read: (id: number) => Promise<{ data: Buffer; kind: string } | null>,
): Promise<Map<number, PdfImage>> {
  const images = new Map<number, PdfImage>();
  for (const id of ids) {
    const file = await read(id);
    if (!file || file.kind !== 'image') continue;
    try {
      const sharp = await loadSharp();
      const { data, info } = await sharp(file.data)
        .rotate()
        .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      images.set(id, { data, width: info.width, height: info.height });
    } catch {
      // A file sharp cannot decode is not drawn; the rest of the PDF still is.
    }
  }
  return images;
}
