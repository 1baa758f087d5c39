import { CONTENT_LANGUAGES } from './constants.js';

/**
 * The widget's constants without zod: the embeddable script (web/src/widget) reads them and
 * must stay small on a partner's page.
 */

export const WIDGET_SHOWS = ['catalogue', 'contents', 'list'] as const;
export type WidgetShow = (typeof WIDGET_SHOWS)[number];
export const WIDGET_SHOW_LABELS: Record<WidgetShow, string> = {
  catalogue: 'Ricerca nel catalogo',
  contents: 'Contenuti di un tipo',
  list: 'Una lista',
};

/** `auto`: the language of the page the widget sits in (its <html lang>), if the key grants it. */
export const WIDGET_LANGS = ['auto', ...CONTENT_LANGUAGES] as const;
export const WIDGET_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const WIDGET_LIMITS = { minItems: 1, maxItems: 24, defaultItems: 6, maxTitle: 80 } as const;
/** The board's own teal (web/src/app/theme.ts): the widget's look unless the partner picks a colour. */
export const WIDGET_DEFAULT_COLOR = '#0b5c6b';
/** Where this server serves the widget: the script, and the frame for sites that take no script. */
export const WIDGET_SCRIPT_PATH = '/widget/v1/sportello.js';
export const WIDGET_FRAME_PATH = '/widget/v1/frame';
