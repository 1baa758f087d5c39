import type { ContentFamily, GuideListReply } from '@sportello/contracts';
import { api } from '../../../lib/api';

export type GuideFamily = Exclude<ContentFamily, 'content'>;

/** The query keys of the guides and reports lists (spec 1 §2); the page is contentPage. */
export const GUIDE_LIST_KEYS = ['guideType', 'guideOrder'] as const;

export const guideListKeys = {
  all: () => ['guide-list'] as const,
  list: (env: string, family: GuideFamily, criteria: Record<string, string>) =>
    ['guide-list', env, family, criteria] as const,
};

/**
 * GET /api/guide-list.json or /api/report-list.json: one page of cards. A failure shows the
 * server's message in the snackbar (spec 1 §7) and the page its error view.
 */
export const fetchGuidePage = (
  family: GuideFamily,
  criteria: Record<string, string>,
  page: number,
  signal: AbortSignal,
) => {
  const query: Record<string, string | number> = { contentPage: page };
  for (const [k, v] of Object.entries(criteria)) if (v) query[k] = v;
  return api<GuideListReply>(`/api/${family}-list.json`, { query, signal });
};

/** A server download link, for the environment the page is in (the access rule reads it). */
export function inEnv(link: string, env: string): string {
  const url = new URL(link, window.location.origin);
  url.searchParams.set('env', env);
  return url.pathname + url.search;
}
