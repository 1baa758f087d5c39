import {
  CONTENT_LANGUAGES,
  formatFileSize,
  type ContentLanguage,
  type MediaItem,
  type MediaTexts,
} from '@sportello/contracts';
import type { MediaRow } from './media.repo.js';
import { MEDIA_MESSAGES as M } from './media.messages.js';

export const mediaFileUrl = (id: number) => `/api/media/file/${id}`;
export const mediaThumbUrl = (id: number) => `/api/media/thumb/${id}`;

const LIBRARY_ADDRESS = /^\/api\/media\/(?:file|thumb)\/(\d+)$/;

/** The library file an address of mediaFileUrl or mediaThumbUrl names, or null (an outside URL). */
export const mediaIdOf = (src: string | null | undefined): number | null => {
  const m = src ? LIBRARY_ADDRESS.exec(src) : null;
  return m ? Number(m[1]) : null;
};

/** Short type for people, from the stored mime type. */
const TYPE_LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
};

export interface MediaExtras {
  texts: { lang: string; alt: string; caption: string }[];
  usage: { resourceType: string; resourceId: string }[];
  usedByHref: string | null;
  editable: boolean;
}

export function presentMedia(row: MediaRow, extras: MediaExtras, lang: ContentLanguage): MediaItem {
  const texts: MediaTexts = {};
  for (const t of extras.texts) {
    if ((CONTENT_LANGUAGES as readonly string[]).includes(t.lang)) {
      texts[t.lang as ContentLanguage] = { alt: t.alt, caption: t.caption };
    }
  }
  const inUse = extras.usage.length > 0;
  return {
    id: row.id,
    kind: row.kind,
    src: mediaFileUrl(row.id),
    thumb: row.thumbKey ? mediaThumbUrl(row.id) : null,
    name: row.name,
    alt: texts[lang]?.alt ?? '',
    caption: texts[lang]?.caption ?? '',
    texts,
    copyright: row.copyright,
    link: row.link,
    position: row.position,
    width: row.width,
    height: row.height,
    lingua: row.lingua,
    documentType: row.documentType,
    info: {
      name: row.originalName,
      filesize: formatFileSize(row.size),
      type: TYPE_LABELS[row.mime] ?? row.mime,
    },
    size: row.size,
    mime: row.mime,
    groupId: row.groupId,
    inUse,
    usedBy: inUse ? M.usedBy(extras.usage.length) : null,
    usedByHref: inUse ? extras.usedByHref : null,
    editable: extras.editable,
    createdAt: row.createdAt,
  };
}
