import type { ImageValue } from '@sportello/contracts';
import type { Db } from '../../platform/db/connect.js';
import { newStorageKey, type Storage } from '../../platform/storage/index.js';
import type { PreparedFile } from './media.inspect.js';
import { mediaFileUrl } from './media.presenter.js';
import { insertMedia, upsertTexts } from './media.repo.js';

export interface SeedImage {
  /** Checked and re-encoded by prepareUpload, as an upload is. */
  file: PreparedFile;
  groupId: number;
  uploadedBy: number;
  originalName: string;
  copyright: string;
  /** Alt text and caption by language. */
  texts: { lang: string; alt: string; caption: string }[];
  at: string;
}

/**
 * An image of a group's library written as an upload writes it (files to storage, the row and its
 * texts in the caller's transaction): the demo data's. Returns its value as an Image field holds it.
 */
export async function storeSeedImage(db: Db, storage: Storage, image: SeedImage): Promise<ImageValue> {
  const { file } = image;
  const fileKey = newStorageKey(`media/${file.kind}`, file.extension);
  const thumbKey = file.thumb ? newStorageKey('media/thumb', file.thumb.extension) : null;
  await storage.put(fileKey, file.data, file.mime);
  if (file.thumb && thumbKey) await storage.put(thumbKey, file.thumb.data, file.thumb.mime);
  const id = await insertMedia(db, {
    kind: file.kind,
    groupId: image.groupId,
    uploadedBy: image.uploadedBy,
    fileKey,
    thumbKey,
    originalName: image.originalName,
    name: image.originalName,
    mime: file.mime,
    size: file.data.length,
    width: file.width,
    height: file.height,
    checksum: file.checksum,
    copyright: image.copyright,
    link: '',
    position: null,
    lingua: null,
    documentType: '',
    createdAt: image.at,
    updatedAt: image.at,
  });
  await upsertTexts(db, id, image.texts);
  const it = image.texts.find((t) => t.lang === 'it');
  return {
    id,
    src: mediaFileUrl(id),
    alt: it?.alt ?? '',
    copyright: image.copyright,
    link: '',
    position: null,
    info: { name: image.originalName, filesize: file.data.length },
  };
}
