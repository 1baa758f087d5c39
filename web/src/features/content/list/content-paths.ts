import type { ContentFamily, ContentLang } from '@sportello/contracts';
import { paths } from '../../../lib/paths';

/** The app paths of contents, guides and reports (spec 1 §2 "Prefix routes"). */
export const contentPaths = {
  list: (env: string, family: ContentFamily) => paths.action(env, family),
  create: (env: string, family: ContentFamily, typeId: number) =>
    paths.action(env, `${family}/create/${typeId}`),
  edit: (env: string, family: ContentFamily, id: number, vt = false) =>
    paths.action(env, `${family}/edit/${id}${vt && family === 'content' ? '/true' : ''}`),
  /** The reviewer's desk: the inbox without an id, the compare of one content with it (vt: the portal variant). */
  review: (env: string, id?: number, vt = false) =>
    paths.action(env, `content/review${id ? `/${id}${vt ? '/true' : ''}` : ''}`),
  /** Any two versions of a content, compared (beyond the spec). */
  versions: (env: string, id: number, from: number, to: number) =>
    paths.action(env, `content/review/${id}`, { from, to }),
  view: (env: string, id: number, vt = false) => paths.action(env, `content/view/${id}${vt ? '/true' : ''}`),
  preview: (env: string, id: number, lang?: ContentLang) =>
    paths.action(env, `content/preview/${id}${lang ? `/${lang}` : ''}`),
  /** A path the server gives relative to the environment ("/guide/edit/12"). */
  inEnv: (env: string, path: string) => paths.action(env, path),
};
