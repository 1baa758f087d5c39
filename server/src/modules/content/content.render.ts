import {
  DEFAULT_LANGUAGE,
  formatTime,
  isEmptyValue,
  keepDateEntries,
  parseComponentValue,
  plainTextOf,
  selectedLabel,
  selectedValue,
  type ComponentDef,
  type ContentComponent,
  type ContentLang,
  type DateEntry,
  type DocumentValue,
  type DynamicEntry,
  type GalleryValue,
  type ImageValue,
  type LocationValue,
  type ParagraphValue,
  type ProposalStageValue,
  type SocialValue,
  type TimeOfDay,
  type TitleWithSubtitleValue,
  type VideoValue,
  type BikeStageValue,
} from '@sportello/contracts';
import { showRichText } from '../../platform/text/rich-text.js';
import { buildLangDocument, type StoredDocuments } from './content.document.js';
import { RENDER_MESSAGES as R } from './content.list-messages.js';
import type { ContentTypeRecord } from './content.store.js';

/**
 * One language of a content as the portal shows it, in blocks that both the preview page (HTML)
 * and the PDF draw: the header (title, subtitle, cover, lead), then the base fields in template
 * order, then each custom content (chapters numbered, stages with their marker), then the side
 * fields. Rich text is sanitised once here (p br b i u ul ol li a strong) and also given as runs.
 */

export interface RenderImage {
  id: number;
  src: string;
  alt: string;
  copyright: string;
}

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

export interface Fact {
  label: string;
  lines: string[];
}

export type RenderBlock =
  | { kind: 'rich'; label: string | null; text: RichText }
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'facts'; items: Fact[] }
  | { kind: 'images'; title: string | null; images: RenderImage[] }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'tags'; items: string[] }
  | { kind: 'divider' };

export interface RenderSection {
  kind: 'base' | 'custom' | 'extra';
  /** The component type of a custom content (Paragraph, Stage, Gallery …). */
  type: string | null;
  heading: string | null;
  /** The chapter number of a numbered paragraph. */
  number: number | null;
  /** The marker of a stage. */
  marker: number | null;
  eyelet: string | null;
  blocks: RenderBlock[];
}

export interface RenderedContent {
  lang: ContentLang;
  typeName: string;
  title: string;
  /** The header line above the title (a base TitleWithSubtitle's title). */
  tagline: string | null;
  subtitle: string | null;
  cover: RenderImage | null;
  lead: RichText | null;
  sections: RenderSection[];
}

// ---------------------------------------------------------------------------------------------
// Rich text

/** Rich text for display: the platform's one sanitiser (platform/text/rich-text.ts). */
export const sanitizeRichText = showRichText;

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

export function richText(html: string): RichText | null {
  if (!plainTextOf(html).trim()) return null;
  const clean = sanitizeRichText(html);
  const paras = parseRich(clean);
  return paras.length ? { html: clean, paras } : null;
}

// ---------------------------------------------------------------------------------------------
// Values in Italian words

const DAY_FORMAT = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

/** A day of a date range (unix seconds) as "DD MMMM YYYY" (spec 1 §9). */
export const formatDay = (seconds: number): string => DAY_FORMAT.format(new Date(seconds * 1000));

function rangeText(range: DateEntry['dateRange']): string | null {
  if (!range) return null;
  const from = range.from === null ? null : formatDay(range.from);
  const to = range.to === null ? null : formatDay(range.to);
  if (from && to) return from === to ? from : R.range(from, to);
  if (from) return R.from(from);
  if (to) return R.until(to);
  return null;
}

function daysText(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  return sorted.map((d) => R.days[d] ?? '').join(', ');
}

const hours = (from: TimeOfDay, to: TimeOfDay) => `${formatTime(from)}–${formatTime(to)}`;

/** Each date block on one line: the range, then its timetables. */
export function dateLines(entries: readonly DateEntry[]): string[] {
  return keepDateEntries([...entries]).map((e) => {
    const parts = [rangeText(e.dateRange)];
    for (const t of e.timetables) {
      const days = daysText(t.days);
      parts.push(days ? `${days} ${hours(t.from, t.to)}` : hours(t.from, t.to));
    }
    return parts.filter(Boolean).join(' · ');
  });
}

const imageOf = (image: ImageValue): RenderImage => ({
  id: image.id,
  src: image.src,
  alt: image.alt,
  copyright: image.copyright,
});

const imagesOf = (images: readonly ImageValue[]): RenderImage[] =>
  [...images]
    .sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER))
    .map(imageOf);

const optionLabel = (def: ComponentDef, value: string) =>
  def.options.find((o) => o.value === value)?.label ?? value;

const km = (n: number) => `${String(n).replace('.', ',')} km`;

/** The lines a simple field shows after its label; empty when there is nothing to show. */
function factLines(c: ContentComponent, value: unknown): string[] {
  switch (c.type) {
    case 'String':
    case 'NotEditable':
    case 'ReadOnly':
      return typeof value === 'string' && value.trim() ? [value.trim()] : [];
    case 'Select':
      return selectedValue(value) ? [selectedLabel(c, value)] : [];
    case 'CheckList':
      return Array.isArray(value) && value.length
        ? [(value as string[]).map((v) => optionLabel(c, v)).join(', ')]
        : [];
    case 'Checkbox':
      return value === true ? [R.yes] : [];
    case 'Location':
      return value ? [(value as LocationValue).address] : [];
    case 'Date':
      return dateLines(value as DateEntry[]);
    case 'Time':
      return value ? [formatTime(value as TimeOfDay)] : [];
    case 'Document':
      return (value as DocumentValue[]).map((d) => d.name);
    case 'Dynamic':
      return (value as DynamicEntry[]).flatMap((entry) => {
        const parts = c.fields.map((f) => entry[f.fieldname]?.trim() ?? '').filter(Boolean);
        if (!parts.length) return [];
        return [c.fields.length === 2 && parts.length === 2 ? `${parts[0]}: ${parts[1]}` : parts.join(' · ')];
      });
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// The document → blocks

/** Adds a block, merging consecutive facts into one list. */
function push(blocks: RenderBlock[], block: RenderBlock): void {
  const last = blocks.at(-1);
  if (block.kind === 'facts' && last?.kind === 'facts') last.items.push(...block.items);
  else blocks.push(block);
}

/** The value parsed by its type, or undefined when it is empty or malformed. */
function valueOf(c: ContentComponent): unknown {
  const value = parseComponentValue(c.type, c.value);
  return value === undefined || isEmptyValue(c.type, value) ? undefined : value;
}

function fieldBlocks(c: ContentComponent, value: unknown, bodyText: boolean): RenderBlock[] {
  switch (c.type) {
    case 'Hidden':
      return [];
    case 'Divider':
      return [{ kind: 'divider' }];
    case 'Title':
      return c.label ? [{ kind: 'heading', text: c.label }] : [];
    case 'Text': {
      const text = richText(value as string);
      return text ? [{ kind: 'rich', label: bodyText ? null : c.label || null, text }] : [];
    }
    case 'Image':
      return [{ kind: 'images', title: null, images: imagesOf(value as ImageValue[]) }];
    case 'TitleWithSubtitle': {
      const v = value as TitleWithSubtitleValue;
      return [
        ...(v.title.trim() ? [{ kind: 'heading' as const, text: v.title.trim() }] : []),
        ...(v.subtitle.trim() ? [{ kind: 'text' as const, text: v.subtitle.trim() }] : []),
      ];
    }
    default: {
      const lines = factLines(c, value);
      return lines.length ? [{ kind: 'facts', items: [{ label: c.label, lines }] }] : [];
    }
  }
}

const section = (kind: RenderSection['kind'], type: string | null = null): RenderSection => ({
  kind,
  type,
  heading: null,
  number: null,
  marker: null,
  eyelet: null,
  blocks: [],
});

function stageSection(c: ContentComponent, value: unknown): RenderSection {
  const v = value as ProposalStageValue & BikeStageValue;
  const s = section('custom', c.type);
  s.marker = v.marker;
  s.heading = v.title.trim() || R.stage(v.marker);
  s.eyelet = v.eyelet.trim() || null;
  const text = richText(v.text);
  if (text) s.blocks.push({ kind: 'rich', label: null, text });
  if (v.images.length) s.blocks.push({ kind: 'images', title: null, images: imagesOf(v.images) });
  const facts: Fact[] = [];
  if (v.location?.address.trim()) facts.push({ label: R.address, lines: [v.location.address.trim()] });
  if (typeof v.distance === 'number') facts.push({ label: R.distance, lines: [km(v.distance)] });
  if (v.duration?.trim()) facts.push({ label: R.duration, lines: [v.duration.trim()] });
  if (v.vehicle?.trim()) facts.push({ label: R.vehicle, lines: [v.vehicle.trim()] });
  const places = (v.locations ?? []).map((l) => l.address.trim()).filter(Boolean);
  if (places.length) facts.push({ label: R.places, lines: places });
  if (facts.length) s.blocks.push({ kind: 'facts', items: facts });
  return s;
}

function customSection(c: ContentComponent, value: unknown, chapter: () => number): RenderSection {
  switch (c.type) {
    case 'Paragraph': {
      const v = value as ParagraphValue;
      const s = section('custom', c.type);
      s.heading = v.title.trim() || null;
      s.number = v.numbered ? chapter() : null;
      const text = richText(v.text);
      if (text) s.blocks.push({ kind: 'rich', label: null, text });
      if (v.image.length) s.blocks.push({ kind: 'images', title: null, images: imagesOf(v.image) });
      if (v.location?.address.trim())
        s.blocks.push({ kind: 'facts', items: [{ label: R.address, lines: [v.location.address.trim()] }] });
      return s;
    }
    case 'Stage':
    case 'PIStage':
    case 'BikeStage':
    case 'ProposalStage':
      return stageSection(c, value);
    case 'Gallery': {
      const v = value as GalleryValue;
      const s = section('custom', c.type);
      s.heading = v.title.trim() || null;
      if (v.images.length) s.blocks.push({ kind: 'images', title: null, images: imagesOf(v.images) });
      return s;
    }
    case 'Video': {
      const v = value as VideoValue;
      const s = section('custom', c.type);
      s.heading = v.title.trim() || null;
      if (v.url.trim()) s.blocks.push({ kind: 'link', label: R.video, url: v.url.trim() });
      return s;
    }
    case 'Social': {
      const v = value as SocialValue;
      const s = section('custom', c.type);
      s.heading = v.title.trim() || null;
      if (v.photos.length) s.blocks.push({ kind: 'images', title: null, images: imagesOf(v.photos) });
      if (v.tags.length) s.blocks.push({ kind: 'tags', items: v.tags.map((t) => `#${t.replace(/^#/, '')}`) });
      return s;
    }
    default: {
      const s = section('custom', c.type);
      s.heading = c.label || null;
      s.blocks = fieldBlocks({ ...c, label: '' }, value, true).map((b) =>
        b.kind === 'facts' ? { kind: 'facts', items: b.items.map((f) => ({ ...f, label: '' })) } : b,
      );
      return s;
    }
  }
}

/**
 * The content in one language as the portal shows it. `docs` are the head revision's stored
 * documents; labels and options come from the type's template.
 */
export function renderContent(
  type: ContentTypeRecord,
  docs: StoredDocuments,
  lang: ContentLang,
): RenderedContent {
  const { template } = type;
  const doc = buildLangDocument(template, docs[lang], docs[DEFAULT_LANGUAGE], lang);
  const byName = new Map(doc.baseContents.map((c) => [c.fieldname, c]));
  const text = (name: string | undefined) => {
    const c = name ? byName.get(name) : undefined;
    const v = c ? valueOf(c) : undefined;
    return typeof v === 'string' ? v.trim() : '';
  };
  const coverValue = template.imageField ? byName.get(template.imageField) : undefined;
  const coverImages = coverValue ? (valueOf(coverValue) as ImageValue[] | undefined) : undefined;
  const lead = template.textField ? richText(text(template.textField)) : null;
  const header = new Set([template.nameField, template.imageField, template.textField, 'sottotitolo']);
  // The first heading pair of the base fields is the page's header ("Intestazione", cover texts).
  const headline = doc.baseContents.find((c) => c.type === 'TitleWithSubtitle' && valueOf(c) !== undefined);
  const headlineValue = headline ? (valueOf(headline) as TitleWithSubtitleValue) : null;
  if (headline) header.add(headline.fieldname);

  const base = section('base');
  for (const c of doc.baseContents) {
    if (header.has(c.fieldname)) continue;
    const value = c.type === 'Divider' || c.type === 'Title' ? null : valueOf(c);
    if (value === undefined) continue;
    for (const block of fieldBlocks(c, value, c.fieldname === 'descrizione')) push(base.blocks, block);
  }
  // A heading or a divider with nothing after it says nothing.
  while (base.blocks.length && ['heading', 'divider'].includes(base.blocks.at(-1)!.kind)) base.blocks.pop();

  let chapters = 0;
  const custom = doc.customContents.flatMap((c) => {
    const value = valueOf(c);
    if (value === undefined) return [];
    const s = customSection(c, value, () => (chapters += 1));
    return s.blocks.length || s.heading ? [s] : [];
  });

  const extra = section('extra');
  for (const c of doc.extraContents) {
    const value = valueOf(c);
    if (value === undefined) continue;
    for (const block of fieldBlocks(c, value, false)) push(extra.blocks, block);
  }

  return {
    lang,
    typeName: type.name,
    title: text(template.nameField) || type.name,
    tagline: headlineValue?.title.trim() || null,
    subtitle: [text('sottotitolo'), headlineValue?.subtitle.trim() ?? ''].filter(Boolean).join(' — ') || null,
    cover: coverImages?.[0] ? imageOf(coverImages[0]) : null,
    lead,
    sections: [base, ...custom, extra].filter((s) => s.blocks.length || s.heading),
  };
}

/** Every image a rendering shows, cover first. */
export function imagesIn(content: RenderedContent): RenderImage[] {
  const images = content.cover ? [content.cover] : [];
  for (const s of content.sections)
    for (const b of s.blocks) if (b.kind === 'images') images.push(...b.images);
  return images;
}
