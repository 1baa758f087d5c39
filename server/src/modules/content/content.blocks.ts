import {
  DEFAULT_LANGUAGE,
  isEmptyValue,
  parseComponentValue,
  type BikeStageValue,
  type ContentComponent,
  type ContentLang,
  type GalleryValue,
  type ImageValue,
  type ParagraphValue,
  type ProposalStageValue,
  type SocialValue,
  type TitleWithSubtitleValue,
  type VideoValue,
} from '@sportello/contracts';
import type { ContentTypeRecord } from './content-types.repo.js';
import { buildLangDocument, type StoredDocuments } from './content.document.js';
import { RENDER_MESSAGES as R } from './content-list.messages.js';
import { richText, type RichText } from './content.rich-text.js';
import { distanceText, factLines } from './content.value-words.js';

/**
 * One language of a content as the portal shows it, in blocks that both the preview page (HTML)
 * and the PDF draw: the header (title, subtitle, cover, lead), then the base fields in template
 * order, then each custom content (chapters numbered, stages with their marker), then the side
 * fields. Rich text comes sanitised and also as runs (content.rich-text.ts), values in words
 * (content.value-words.ts).
 */

export interface RenderImage {
  id: number;
  src: string;
  alt: string;
  copyright: string;
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
  if (typeof v.distance === 'number') facts.push({ label: R.distance, lines: [distanceText(v.distance)] });
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
