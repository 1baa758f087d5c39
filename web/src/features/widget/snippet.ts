import { WIDGET_FRAME_PATH, WIDGET_SCRIPT_PATH, type WidgetShow } from '@sportello/contracts';

/** What the configurator chose: the snippet's data attributes and the frame's query. */
export interface WidgetChoice {
  key: string;
  show: WidgetShow;
  type: string;
  list: string;
  lang: string;
  color: string;
  limit: number;
  title: string;
  width: number;
  height: number;
}

const escapeAttr = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The settings that apply to this choice, in the order the snippet writes them. */
function settingsOf(c: WidgetChoice): [string, string][] {
  return [
    ['key', c.key],
    ['show', c.show],
    ...(c.show !== 'list' && c.type ? ([['type', c.type]] as [string, string][]) : []),
    ...(c.show === 'list' && c.list ? ([['list', c.list]] as [string, string][]) : []),
    ['lang', c.lang],
    ['color', c.color.toLowerCase()],
    ['limit', String(c.limit)],
    ...(c.title.trim() ? ([['title', c.title.trim()]] as [string, string][]) : []),
  ];
}

/** The frame's address on this server (relative: the preview), with the choice as its query. */
export const framePath = (c: WidgetChoice) => `${WIDGET_FRAME_PATH}?${new URLSearchParams(settingsOf(c))}`;

/** The two snippets a partner may paste: the script (preferred) and the iframe fallback. */
export function widgetSnippets(c: WidgetChoice, base: string) {
  const attrs = settingsOf(c)
    .map(([name, value]) => `\n  data-${name}="${escapeAttr(value)}"`)
    .join('');
  const script = `<div data-sportello-widget${attrs}></div>\n<script src="${base}${WIDGET_SCRIPT_PATH}" async></script>`;
  const frameTitle = escapeAttr(c.title.trim() || 'Widget dell’ente del turismo');
  const frame =
    `<iframe src="${escapeAttr(`${base}${framePath(c)}`)}"\n  title="${frameTitle}" width="${c.width}" height="${c.height}"` +
    `\n  style="border:0;max-width:100%" loading="lazy"></iframe>`;
  return { script, frame };
}
