import type { WidgetItem } from './api';
import { TEXTS, type WidgetLanguage } from './texts';

/**
 * The widget's DOM, built with createElement and textContent only: every text comes from the
 * board's data and lands on someone else's page, so none is ever parsed as HTML.
 */

type Attrs = Record<string, string | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) el.setAttribute(name, value);
  for (const child of children) if (child) el.append(child);
  return el;
}

/** The item's texts in the language asked for, else in the first it has (and which that is). */
function textsOf(item: WidgetItem, lang: WidgetLanguage) {
  const chosen = item.texts[lang] ? lang : item.langs.find((l) => item.texts[l]);
  return chosen ? { lang: chosen, texts: item.texts[chosen]! } : null;
}

const LOCALE: Record<WidgetLanguage, string> = {
  it: 'it-IT',
  en: 'en-GB',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
};

function datesOf(item: WidgetItem, lang: WidgetLanguage): string | null {
  const d = item.dates;
  if (!d) return null;
  // A content's dates come formatted by the server; a catalogue item's as ISO days.
  if (Array.isArray(d)) return d.slice(0, 2).join(' · ') || null;
  const format = (iso: string) =>
    new Intl.DateTimeFormat(LOCALE[lang], { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(`${iso.slice(0, 10)}T12:00:00Z`),
    );
  if (d.from && d.to && d.from.slice(0, 10) !== d.to.slice(0, 10))
    return `${format(d.from)} – ${format(d.to)}`;
  if (d.from) return format(d.from);
  return d.to ? format(d.to) : null;
}

/** Only web addresses become links: a javascript: or data: URL from an import never does. */
function safeHref(url: string | undefined, base: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function itemCard(item: WidgetItem, lang: WidgetLanguage, base: string): HTMLLIElement | null {
  const found = textsOf(item, lang);
  if (!found) return null;
  const t = TEXTS[lang];
  const { texts } = found;
  const src = item.image ? safeHref(item.image.src, base) : null;
  const img = src ? h('img', { src, alt: item.image!.alt, loading: 'lazy', decoding: 'async' }) : null;
  // A picture that does not load (moved, private) leaves no broken frame behind.
  img?.addEventListener('error', () => img.remove());
  const meta = [item.municipality?.name, datesOf(item, lang)].filter(Boolean).join(' · ');
  const price =
    texts.price ??
    (typeof item.priceFrom === 'number' && item.priceFrom > 0
      ? t.price(
          new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'EUR' }).format(item.priceFrom),
        )
      : undefined);
  const contact = item.contacts?.find((c) => c.website || c.phone);
  const website = safeHref(contact?.website, base);
  const phone = contact?.phone?.replace(/[^\d+]/g, '');
  const links =
    website || phone
      ? h(
          'p',
          { class: 'links' },
          website ? h('a', { href: website, target: '_blank', rel: 'noopener noreferrer' }, t.website) : null,
          phone ? h('a', { href: `tel:${phone}` }, t.call(contact!.phone!)) : null,
        )
      : null;
  const article = h(
    'article',
    // A text in another language than the widget's says so, for screen readers' pronunciation.
    found.lang === lang ? {} : { lang: found.lang },
    img,
    h(
      'div',
      { class: 'body' },
      h('h3', {}, texts.title),
      texts.subtitle ? h('p', { class: 'meta' }, texts.subtitle) : null,
      meta ? h('p', { class: 'meta' }, meta) : null,
      texts.summary ? h('p', { class: 'summary' }, texts.summary) : null,
      price ? h('p', { class: 'meta' }, price) : null,
      links,
    ),
  );
  return h('li', {}, article);
}
