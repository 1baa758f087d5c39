import type { ContentLang, DocumentValue, FileValue, ImageValue, MediaItem } from '@sportello/contracts';
import { componentMessages as m } from './messages';

/** What a picked image is called on screen. */
export const imageName = (img: ImageValue) => img.info?.name || img.alt || m.images.fallbackName(img.id);
export const documentName = (doc: DocumentValue) =>
  doc.name || doc.info?.name || m.documents.fallbackName(doc.id);

/** The library's record of an image as a content stores it: alt in the content's language. */
export const toImageValue = (item: MediaItem, lang: ContentLang): ImageValue => ({
  id: item.id,
  src: item.src,
  alt: item.texts[lang]?.alt || item.alt,
  copyright: item.copyright,
  link: item.link,
  position: item.position,
  info: { name: item.name, filesize: item.size },
});

export const toDocumentValue = (item: MediaItem): DocumentValue => ({
  id: item.id,
  name: item.name,
  lingua: item.lingua,
  documentType: item.documentType,
  link: item.link,
  info: { name: item.info.name, filesize: item.size, type: item.info.type },
});

/** The picker's selection back as content values: the ones already there keep theirs. */
export function pickedValues<V extends { id: number }>(
  current: readonly V[],
  files: readonly FileValue[],
  items: ReadonlyMap<number, MediaItem>,
  convert: (item: MediaItem) => V,
  fallback: (file: FileValue) => V,
): V[] {
  return files.map((f) => {
    const kept = current.find((v) => v.id === f.id);
    if (kept) return kept;
    const item = items.get(f.id);
    return item ? convert(item) : fallback(f);
  });
}

export const imageFallback = (f: FileValue): ImageValue => ({
  id: f.id,
  src: f.src ?? '',
  alt: '',
  copyright: '',
  link: '',
  position: null,
  info: { name: f.name, filesize: 0 },
});

export const documentFallback = (f: FileValue): DocumentValue => ({
  id: f.id,
  name: f.name,
  lingua: null,
  documentType: '',
  link: '',
});
