import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  FileValue,
  MediaItem,
  MediaItemReply,
  MediaKind,
  MediaList,
  MediaMetaBody,
} from '@sportello/contracts';
import { api, apiUpload } from '../../lib/api';

/** The library's query keys: every list of a kind sits under ['media', kind]. */
export const mediaKeys = {
  all: () => ['media'] as const,
  kind: (kind: MediaKind) => ['media', kind] as const,
  list: (kind: MediaKind, page: number, search: string) => ['media', kind, page, search] as const,
};

/** GET /api/media/{image|document}.json: one page of 20, newest first. */
export const mediaListQuery = (kind: MediaKind, page: number, search: string) =>
  queryOptions({
    queryKey: mediaKeys.list(kind, page, search),
    queryFn: ({ signal }) =>
      api<MediaList>(`/api/media/${kind}.json`, { query: { page, search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/media/{kind} with the file in "file": `data.data` is the new file (spec 1 §7). */
export async function uploadMedia(kind: MediaKind, file: File): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file);
  const reply = await apiUpload<MediaItemReply>(`/api/media/${kind}`, form);
  return reply.data;
}

/** POST /api/media/remove.json with imageid (for documents too, as the spec names it). */
export const removeMedia = (id: number) =>
  api<Record<string, never>>('/api/media/remove.json', { method: 'POST', body: { imageid: id } });

export async function saveMediaMeta(id: number, body: MediaMetaBody): Promise<MediaItem> {
  const reply = await api<MediaItemReply>(`/api/media/${id}.json`, { method: 'PUT', body, silent: true });
  return reply.data;
}

/** A library file as a form field stores it. */
export const toFileValue = (item: MediaItem): FileValue => ({
  id: item.id,
  name: item.name,
  src: item.src,
  ...(item.position !== null ? { position: item.position } : {}),
});
