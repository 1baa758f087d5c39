import { CONTENT_LANGUAGES, WIDGET_SCRIPT_PATH, type WidgetSettings } from '@sportello/contracts';
import { escapeHtml } from '../../platform/mail/compose.js';
import { WIDGET_MESSAGES as M } from './widget.messages.js';

/**
 * The widget's iframe fallback (for sites whose editor takes no script): a page of this server
 * holding one widget element and the widget's own script, so that the frame and the snippet show
 * the same thing. Only the key's origins (and this server's pages: the configurator's preview)
 * may frame it; its script reads the API same-origin, which the API lets the publishable key do
 * (checkOrigin of the read API).
 */

/** The frame's Content-Security-Policy: its own script, inline styles (the shadow root's), images. */
export function frameCsp(ancestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "img-src 'self' https: data:",
    "connect-src 'self'",
    `frame-ancestors 'self'${ancestors.map((o) => ` ${o}`).join('')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** A refusal is shown inside the frame, wherever it sits, so the partner sees why. */
export const REFUSAL_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *; base-uri 'none'";

/** `auto` in a frame: the page's language cannot be read across origins; the browser's is. */
export function frameLanguage(lang: WidgetSettings['lang'], acceptLanguage: string | undefined): string {
  if (lang !== 'auto') return lang;
  const tags = (acceptLanguage ?? '').split(',').map((part) => part.trim().slice(0, 2).toLowerCase());
  return tags.find((t) => (CONTENT_LANGUAGES as readonly string[]).includes(t)) ?? 'it';
}

const page = (lang: string, title: string, body: string) =>
  `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>html,body{margin:0;padding:0;background:transparent}body{padding:2px}p{font:16px system-ui,sans-serif;color:#9b1c1c;margin:12px}</style>
</head>
<body>
${body}
</body>
</html>
`;

export function framePage(settings: WidgetSettings, lang: string): string {
  const attrs: Record<string, string | number | undefined> = {
    'data-key': settings.key,
    'data-show': settings.show,
    'data-type': settings.type,
    'data-list': settings.list,
    'data-lang': lang,
    'data-color': settings.color,
    'data-limit': settings.limit,
    'data-title': settings.title,
  };
  const html = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([name, v]) => ` ${name}="${escapeHtml(String(v))}"`)
    .join('');
  return page(
    lang,
    settings.title ?? M.frameTitle,
    `<div data-sportello-widget${html}></div>\n<script src="${WIDGET_SCRIPT_PATH}"></script>`,
  );
}

export const refusalPage = (message: string) =>
  page('it', M.refusedTitle, `<p role="alert">${escapeHtml(message)}</p>`);
