import {
  WIDGET_COLOR_PATTERN,
  WIDGET_DEFAULT_COLOR,
  WIDGET_LIMITS,
  WIDGET_SHOWS,
  type WidgetShow,
} from '@sportello/contracts';
import { widgetLanguageOf, type WidgetLanguage } from './texts';

/** One widget's settings, read from its element's data attributes (the snippet's). */
export interface WidgetSettings {
  key: string;
  show: WidgetShow;
  type?: string;
  list?: number;
  /** The language asked for, or null: the page's. */
  lang: WidgetLanguage | null;
  color: string;
  limit: number;
  title?: string;
  /** The first search (show=catalogue), if the partner gives one. */
  q?: string;
}

const CODE = /^[a-z0-9_-]{1,80}$/;

/**
 * The partner's attributes, checked as the server checks the frame's query (WidgetSettings of
 * @sportello/contracts), without zod: this script sits on someone else's page and stays small.
 * A value that is wrong is reported by name, in the console and in the widget, never guessed.
 */
export function readSettings(el: HTMLElement): WidgetSettings | { error: string } {
  const d = el.dataset;
  const key = d.key ?? '';
  if (!/^spw_[a-z0-9]{12}$/.test(key))
    return { error: 'data-key: la chiave del widget (spw_…) / the widget key' };
  const show = (d.show ?? 'catalogue') as WidgetShow;
  if (!WIDGET_SHOWS.includes(show)) return { error: 'data-show: catalogue, contents, list' };
  const type = d.type || undefined;
  if (type !== undefined && !CODE.test(type)) return { error: 'data-type: un codice di tipo / a type code' };
  if (show === 'contents' && !type) return { error: 'data-type: il tipo di contenuto / the content type' };
  const list = d.list ? Number(d.list) : undefined;
  if (list !== undefined && !(Number.isInteger(list) && list > 0))
    return { error: 'data-list: il numero della lista' };
  if (show === 'list' && !list) return { error: 'data-list: il numero della lista / the list number' };
  const lang = !d.lang || d.lang === 'auto' ? null : widgetLanguageOf(d.lang);
  if (d.lang && d.lang !== 'auto' && !lang) return { error: 'data-lang: auto, it, en, fr, de, es' };
  const color = d.color && WIDGET_COLOR_PATTERN.test(d.color) ? d.color : WIDGET_DEFAULT_COLOR;
  const asked = Number(d.limit ?? WIDGET_LIMITS.defaultItems);
  const limit = Number.isInteger(asked)
    ? Math.min(WIDGET_LIMITS.maxItems, Math.max(WIDGET_LIMITS.minItems, asked))
    : WIDGET_LIMITS.defaultItems;
  const title = d.title?.trim().slice(0, WIDGET_LIMITS.maxTitle) || undefined;
  const q = d.q?.trim().slice(0, 200) || undefined;
  return {
    key,
    show,
    ...(type ? { type } : {}),
    ...(list ? { list } : {}),
    lang,
    color,
    limit,
    ...(title ? { title } : {}),
    ...(q ? { q } : {}),
  };
}
