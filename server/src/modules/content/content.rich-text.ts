import { plainTextOf } from '@sportello/contracts';
import { showRichText } from '../../platform/text/rich-text.js';

/**
 * Rich text as the preview page and the PDF draw it: cleaned once by the platform's display
 * sanitiser (p br b i u ul ol li a strong), and also read into paragraphs and list items of
 * styled runs, which is what the PDF writes.
 */

export interface RichRun {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  link: string | null;
}

/** A paragraph or a list item of rich text. */
export interface RichPara {
  kind: 'p' | 'li';
  /** List items: the marker ("•" or "3."). */
  bullet: string | null;
  /** Nesting of the list item (1 for a top-level list). */
  depth: number;
  runs: RichRun[];
}

export interface RichText {
  /** Sanitised HTML. */
  html: string;
  paras: RichPara[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** Sanitised HTML → paragraphs and list items of styled runs (the PDF's text). */
function parseRich(html: string): RichPara[] {
  const paras: RichPara[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  const links: string[] = [];
  let bold = 0;
  let italic = 0;
  let underline = 0;
  let current: RichPara | null = null;
  const flush = () => {
    if (current && current.runs.some((r) => r.text.trim())) {
      const first = current.runs[0]!;
      first.text = first.text.replace(/^\s+/, '');
      paras.push(current);
    }
    current = null;
  };
  const open = (kind: 'p' | 'li'): RichPara => {
    flush();
    const list = lists.at(-1);
    if (kind === 'li' && list) list.count += 1;
    current = {
      kind,
      bullet: kind === 'li' ? (list?.ordered ? `${list.count}.` : '•') : null,
      depth: kind === 'li' ? Math.max(1, lists.length) : 0,
      runs: [],
    };
    return current;
  };
  const tokens = /<(\/?)([a-z]+)([^>]*)>|([^<]+)/g;
  for (const m of html.matchAll(tokens)) {
    const [, closing, tag, attrs, text] = m;
    if (text !== undefined) {
      const value = decodeEntities(text).replace(/\s+/g, ' ');
      if (!value.trim() && !current) continue;
      const para: RichPara = current ?? open('p');
      para.runs.push({
        text: value,
        bold: bold > 0,
        italic: italic > 0,
        underline: underline > 0,
        link: links.at(-1) ?? null,
      });
      continue;
    }
    const end = closing === '/';
    switch (tag) {
      case 'p':
        if (end) flush();
        else open('p');
        break;
      case 'li':
        if (end) flush();
        else open('li');
        break;
      case 'ul':
      case 'ol':
        flush();
        if (end) lists.pop();
        else lists.push({ ordered: tag === 'ol', count: 0 });
        break;
      case 'br':
        (current ?? open('p')).runs.push({
          text: '\n',
          bold: false,
          italic: false,
          underline: false,
          link: null,
        });
        break;
      case 'b':
      case 'strong':
        bold += end ? -1 : 1;
        break;
      case 'i':
        italic += end ? -1 : 1;
        break;
      case 'u':
        underline += end ? -1 : 1;
        break;
      case 'a':
        if (end) links.pop();
        else links.push(decodeEntities(/href="([^"]*)"/.exec(attrs ?? '')?.[1] ?? ''));
        break;
    }
  }
  flush();
  return paras;
}

/** Rich text ready to draw, or null when it holds no text. */
export function richText(html: string): RichText | null {
  if (!plainTextOf(html).trim()) return null;
  const clean = showRichText(html);
  const paras = parseRich(clean);
  return paras.length ? { html: clean, paras } : null;
}
