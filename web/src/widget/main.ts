import { widgetApi, type WidgetPage } from './api';
import { h, itemCard } from './render';
import { readSettings, type WidgetSettings } from './settings';
import { widgetCss } from './styles';
import { TEXTS, widgetLanguageOf, type WidgetLanguage } from './texts';

/**
 * The board's widget on a partner's page (issue 38): `<div data-sportello-widget data-key="spw_…"
 * data-show="catalogue|contents|list" …>` and this script, served by the board's server
 * (WIDGET_SCRIPT_PATH). Each element gets a shadow root with the catalogue search, one content
 * type or one of the partner's lists, read from the public API. The same script draws the
 * iframe fallback (the server's frame page holds one such element).
 */

/** The server this script came from: the API is read there, whatever site the page is on. */
const BASE = (() => {
  const script = document.currentScript as HTMLScriptElement | null;
  return script?.src ? new URL(script.src).origin : location.origin;
})();

/** The language asked for, else the page's (<html lang>), else the browser's, else Italian. */
function languageOf(settings: WidgetSettings, el: HTMLElement): WidgetLanguage {
  return (
    settings.lang ??
    widgetLanguageOf(el.closest('[lang]')?.getAttribute('lang')) ??
    widgetLanguageOf(navigator.language) ??
    'it'
  );
}

function mount(el: HTMLElement) {
  if (el.shadowRoot) return;
  const root = el.attachShadow({ mode: 'open' });
  const settings = readSettings(el);
  if ('error' in settings) {
    console.error(`Sportello widget: ${settings.error}`);
    root.append(h('p', { role: 'alert' }, `Sportello widget: ${settings.error}`));
    return;
  }
  const lang = languageOf(settings, el);
  const t = TEXTS[lang];
  const api = widgetApi(BASE, settings.key);
  const style = h('style', {}, widgetCss(settings.color));
  const heading = h(
    'h2',
    { id: 'title' },
    settings.title ?? (settings.show === 'catalogue' ? t.catalogueTitle : t.contentsTitle),
  );
  const status = h('p', { class: 'status', role: 'status' });
  const list = h('ul', { 'aria-labelledby': 'title' });
  const more = h('button', { type: 'button', class: 'more', hidden: '' }, t.more);
  const section = h('section', { class: 'w', 'aria-labelledby': 'title', lang }, heading);

  let cursor: string | null = null;
  let query = settings.q ?? '';
  let load: (after?: string) => Promise<WidgetPage>;
  if (settings.show === 'catalogue')
    load = (after) =>
      api.catalogue({
        q: query,
        type: settings.type,
        limit: settings.limit,
        ...(after ? { cursor: after } : {}),
      });
  else if (settings.show === 'contents')
    load = (after) =>
      api.contents({ type: settings.type!, limit: settings.limit, ...(after ? { cursor: after } : {}) });
  else {
    // A list comes whole (at most 100 items): its pages are shown here, `limit` at a time.
    let whole: Promise<WidgetPage> | null = null;
    load = async (after) => {
      whole ??= api.list(settings.list!);
      const page = await whole;
      if (!settings.title && page.title) heading.textContent = page.title;
      const from = after ? Number(after) : 0;
      const to = from + settings.limit;
      return {
        items: page.items.slice(from, to),
        next: to < page.items.length ? String(to) : null,
        total: page.items.length,
      };
    };
  }

  async function show(append: boolean) {
    more.disabled = true;
    status.classList.remove('error');
    status.textContent = t.loading;
    section.setAttribute('aria-busy', 'true');
    try {
      const page = await load(append ? (cursor ?? undefined) : undefined);
      if (!append) list.replaceChildren();
      const cards = page.items.flatMap((item) => itemCard(item, lang, BASE) ?? []);
      list.append(...cards);
      cursor = page.next;
      more.hidden = !cursor;
      const shown = list.children.length;
      status.textContent = shown === 0 ? t.empty : t.results(page.total ?? shown);
      // After "Mostra altri" the keyboard goes on from the first new card, not from the top.
      const first = append ? cards[0]?.querySelector('article') : null;
      if (first) {
        first.tabIndex = -1;
        first.focus();
      }
    } catch (e) {
      status.classList.add('error');
      status.textContent = t.failed;
      console.error(`Sportello widget: ${(e as Error).message}`);
    } finally {
      more.disabled = false;
      section.removeAttribute('aria-busy');
    }
  }

  if (settings.show === 'catalogue') {
    const input = h('input', { id: 'q', type: 'search', name: 'q', autocomplete: 'off', maxlength: '200' });
    input.value = query;
    const form = h(
      'form',
      { role: 'search' },
      h('label', { for: 'q' }, t.searchLabel),
      h('div', { class: 'row' }, input, h('button', { type: 'submit' }, t.searchButton)),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      query = input.value.trim();
      void show(false);
    });
    section.append(form);
  }
  more.addEventListener('click', () => void show(true));
  section.append(status, list, more, h('p', { class: 'foot' }, t.poweredBy));
  root.append(style, section);
  void show(false);
}

function mountAll() {
  document.querySelectorAll<HTMLElement>('[data-sportello-widget]').forEach(mount);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
else mountAll();
