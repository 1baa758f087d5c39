import type { ContentPreviewReply } from '@sportello/contracts';
import { CONTENT_LANGUAGES, type ContentLang } from '@sportello/contracts';
import { api } from '../../../lib/api';

/** The preview's title, actions and languages (GET /api/content-preview.json; spec 1 §3 "Preview payload"). */
export const previewQuery = (env: string, id: number) => ({
  queryKey: ['content-preview', env, id] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<ContentPreviewReply>('/api/content-preview.json', { query: { id }, signal, silent: true }),
  retry: false,
});

export const asLang = (text: string | undefined | null): ContentLang | null =>
  CONTENT_LANGUAGES.find((l) => l === text) ?? null;

type PreviewLang = ContentPreviewReply['contentLangs']['data'][number];

/** The language shown: the wanted one when the content has it, else the default, else the first. */
export function previewLangOf(
  reply: ContentPreviewReply,
  wanted: ContentLang | null,
): PreviewLang | undefined {
  const langs = reply.contentLangs.data;
  return (
    langs.find((l) => l.language === wanted) ??
    langs.find((l) => l.language === reply.defaultLang) ??
    langs[0]
  );
}
