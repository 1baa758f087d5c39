import type { WidgetLanguage } from './texts';

/**
 * What the widget reads of the public read API (server/src/modules/public-api, its OpenAPI
 * document at /api/public/v1/docs): only the fields it shows. The key is the publishable one,
 * sent as X-Api-Key; the API holds it to the key's sites (Origin) or to the widget's own frame.
 */

interface Texts {
  title: string;
  subtitle?: string;
  summary?: string;
  price?: string;
}

/** A catalogue item or a content, as the cards show either. */
export interface WidgetItem {
  id: number;
  langs: WidgetLanguage[];
  texts: Partial<Record<WidgetLanguage, Texts>>;
  image?: { src: string; alt: string } | null;
  municipality?: { name: string } | null;
  dates?: { from: string | null; to: string | null } | string[] | null;
  priceFrom?: number | null;
  contacts?: { phone?: string; website?: string }[];
}

export interface WidgetPage {
  items: WidgetItem[];
  next: string | null;
  total?: number;
  title?: string;
}

export class WidgetApiError extends Error {}

export function widgetApi(base: string, key: string) {
  async function get(path: string, query: Record<string, string | number | undefined>) {
    const url = new URL(`/api/public/v1/${path}`, base);
    for (const [name, value] of Object.entries(query))
      if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
    const res = await fetch(url, { headers: { 'X-Api-Key': key }, credentials: 'omit' });
    const body = (await res.json().catch(() => null)) as { data?: unknown; message?: string } | null;
    if (!res.ok || !body?.data) throw new WidgetApiError(body?.message ?? `HTTP ${res.status}`);
    return body.data;
  }
  return {
    catalogue: async (q: { q?: string; type?: string; limit: number; cursor?: string }) =>
      (await get('catalogue', q)) as WidgetPage,
    contents: async (q: { type: string; limit: number; cursor?: string }) =>
      (await get('contents', q)) as WidgetPage,
    list: async (id: number) => {
      const list = (await get(`lists/${id}`, {})) as { title: string; items: WidgetItem[] };
      return { items: list.items, next: null, title: list.title } satisfies WidgetPage;
    },
  };
}
