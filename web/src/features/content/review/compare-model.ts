import { diffWordsWithSpace } from 'diff';
import {
  dateBlockLines,
  selectedLabel,
  timeText,
  type ContentComponent,
  type CustomContent,
  type ImageValue,
  type LangDocument,
  type LocationValue,
} from '@sportello/contracts';
import { reviewMessages as m } from './messages';

/**
 * The compare engine (spec 1 §2 "Content compare"), the only one: the server sends the two
 * versions (dataOld, dataNew) and the labels, and this turns each language into rows, one per field
 * and per block, each with its parts (texts, images, places) old beside new, the spec's labels and
 * the word-level differences. Pure: the screen only draws what this returns, and the unit tests
 * read it.
 */

export type RowState = 'same' | 'changed' | 'inserted' | 'removed';

export type Part =
  | { kind: 'text'; key: string; label: string; old: string; new: string }
  | { kind: 'images'; key: string; label: string; old: ImageValue[]; new: ImageValue[] }
  | { kind: 'places'; key: string; label: string; old: LocationValue[]; new: LocationValue[] };

export interface CompareRow {
  key: string;
  label: string;
  state: RowState;
  /** The block's kind label for custom contents ("Tappa"), empty for base fields. */
  custom: boolean;
  parts: Part[];
}

export interface LangCompare {
  /** new: active only in the new version; removed: only in the old one. */
  state: RowState;
  rows: CompareRow[];
  changes: number;
}

type Flat =
  | { kind: 'text'; key: string; label: string; value: string }
  | { kind: 'images'; key: string; label: string; value: ImageValue[] }
  | { kind: 'places'; key: string; label: string; value: LocationValue[] };

/** Rich text as the reader sees it: paragraphs and list items on their own lines, no tags. */
export function richTextLines(html: string): string {
  const entities: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|div)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));
const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const place = (v: unknown): LocationValue[] => {
  const r = rec(v);
  return typeof r.address === 'string' || typeof r.lat === 'number'
    ? [
        {
          address: str(r.address),
          lat: (r.lat as number | null) ?? null,
          lng: (r.lng as number | null) ?? null,
        },
      ]
    : [];
};
const docNames = (v: unknown) =>
  arr<{ name?: string }>(v)
    .map((d) => str(d.name))
    .join('\n');

const text = (key: string, label: string, value: unknown): Flat => ({
  kind: 'text',
  key,
  label,
  value: str(value),
});
const images = (key: string, label: string, value: unknown): Flat => ({
  kind: 'images',
  key,
  label,
  value: arr<ImageValue>(value),
});
const places = (key: string, label: string, value: LocationValue[]): Flat => ({
  kind: 'places',
  key,
  label,
  value,
});

/** The comparable parts of one component's value. */
export function flatten(c: ContentComponent): Flat[] {
  const v = c.value;
  const p = m.parts;
  const o = rec(v);
  switch (c.type) {
    case 'Hidden':
    case 'Divider':
    case 'Title':
      return [];
    case 'String':
    case 'NotEditable':
    case 'ReadOnly':
      return [text('value', '', v)];
    case 'Text':
      return [text('value', '', richTextLines(str(v)))];
    case 'Select':
      return [text('value', '', v == null || v === '' ? '' : selectedLabel(c, v))];
    case 'Checkbox':
      return [text('value', '', v === true ? m.yes : v === false ? m.no : '')];
    case 'CheckList':
      return [
        text(
          'value',
          '',
          arr<string>(v)
            .map((id) => c.options.find((opt) => opt.value === id)?.label ?? id)
            .join(', '),
        ),
      ];
    case 'Image':
      return [images('value', '', v)];
    case 'Document':
      return [text('value', '', docNames(v))];
    case 'Location':
      return [places('value', '', place(v))];
    case 'Date':
      return [text('value', '', (dateBlockLines(arr(v)) ?? []).join('\n'))];
    case 'Time':
      return [text('value', '', v && typeof v === 'object' ? timeText(v as { h: number; m: number }) : '')];
    case 'Dynamic':
      return [
        text(
          'value',
          '',
          arr<Record<string, string>>(v)
            .map((entry) =>
              c.fields
                .map((f) => (entry[f.fieldname] ? `${f.label}: ${entry[f.fieldname]}` : ''))
                .filter(Boolean)
                .join(' · '),
            )
            .filter(Boolean)
            .join('\n'),
        ),
      ];
    case 'Video':
      return [text('title', p.title, o.title), text('url', p.url, o.url)];
    case 'TitleWithSubtitle':
      return [text('title', p.title, o.title), text('subtitle', p.subtitle, o.subtitle)];
    case 'Gallery':
      return [text('title', p.title, o.title), images('images', p.images, o.images)];
    case 'Social':
      return [
        text('title', p.title, o.title),
        images('photos', p.images, o.photos),
        text('tags', p.tags, arr<string>(o.tags).join(', ')),
      ];
    case 'Paragraph':
      return [
        text('title', p.title, o.title),
        text('text', p.text, richTextLines(str(o.text))),
        images('image', p.image, o.image),
        places('location', p.location, place(o.location)),
      ];
    case 'Stage':
    case 'PIStage':
    case 'BikeStage':
    case 'ProposalStage':
      return [
        text('eyelet', p.eyelet, o.eyelet),
        text('title', p.title, o.title),
        text('text', p.text, richTextLines(str(o.text))),
        images('images', p.images, o.images),
        places('location', p.location, place(o.location)),
        ...(c.type === 'BikeStage' || c.type === 'ProposalStage'
          ? [text('distance', p.distance, o.distance), text('kml', p.kml, docNames(o.kml))]
          : []),
        ...(c.type === 'ProposalStage'
          ? [
              text('duration', p.duration, o.duration),
              text('vehicle', p.vehicle, o.vehicle),
              places('locations', p.locations, arr<LocationValue>(o.locations)),
            ]
          : []),
      ];
  }
}

export type Side = 'old' | 'new';

/** The spec's labels, as the compare reply sends them. */
export interface DiffLabels {
  added: string;
  removed: string;
  empty: string;
}

/** Does a part have something on that side? */
export const filledOn = (part: Part, side: Side): boolean =>
  part.kind === 'text' ? part[side].trim() !== '' : part[side].length > 0;

/**
 * The spec's labels of a row: its badge ('nuovo contenuto' on a block only the new version has,
 * 'contenuto eliminato' on one it lost) and, on a side with nothing to show, what stands there
 * instead ('non inserito', or 'contenuto eliminato' where the block was removed); null where the
 * side shows its parts.
 */
export function rowLabels(
  row: CompareRow,
  labels: DiffLabels,
): { badge: string | null; old: string | null; new: string | null } {
  const present = (side: Side) => (row.parts.some((p) => filledOn(p, side)) ? null : labels.empty);
  switch (row.state) {
    case 'inserted':
      return { badge: labels.added, old: labels.empty, new: present('new') };
    case 'removed':
      return { badge: labels.removed, old: present('old'), new: labels.removed };
    default: {
      const none = row.parts.length === 0 ? labels.empty : null;
      return { badge: null, old: none, new: none };
    }
  }
}

/** A language's badge: new in this version, or removed from it. */
export const languageBadge = (compare: LangCompare, labels: DiffLabels): string | null =>
  compare.state === 'inserted' ? labels.added : compare.state === 'removed' ? labels.removed : null;

const emptyOf = (f: Flat): boolean => (f.kind === 'text' ? !f.value.trim() : f.value.length === 0);
const sameImages = (a: ImageValue[], b: ImageValue[]) =>
  a.length === b.length && a.every((img, i) => img.id === b[i]!.id && img.alt === b[i]!.alt);
const samePlaces = (a: LocationValue[], b: LocationValue[]) =>
  a.length === b.length &&
  a.every((pl, i) => pl.address === b[i]!.address && pl.lat === b[i]!.lat && pl.lng === b[i]!.lng);

/** Is a part the same on both sides? */
export function samePart(part: Part): boolean {
  switch (part.kind) {
    case 'text':
      return part.old.trim() === part.new.trim();
    case 'images':
      return sameImages(part.old, part.new);
    case 'places':
      return samePlaces(part.old, part.new);
  }
}

/** The parts of two values of one component, old beside new; parts empty on both sides are left out. */
export function pairParts(oldC: ContentComponent | null, newC: ContentComponent | null): Part[] {
  const olds = oldC ? flatten(oldC) : [];
  const news = newC ? flatten(newC) : [];
  const keys = [...new Set([...news.map((f) => f.key), ...olds.map((f) => f.key)])];
  return keys.flatMap((key): Part[] => {
    const a = olds.find((f) => f.key === key);
    const b = news.find((f) => f.key === key);
    const shape = (b ?? a)!;
    if ((!a || emptyOf(a)) && (!b || emptyOf(b)) && oldC && newC) return [];
    if (shape.kind === 'text')
      return [{ kind: 'text', key, label: shape.label, old: str(a?.value), new: str(b?.value) }];
    if (shape.kind === 'images')
      return [
        {
          kind: 'images',
          key,
          label: shape.label,
          old: (a?.value as ImageValue[]) ?? [],
          new: (b?.value as ImageValue[]) ?? [],
        },
      ];
    return [
      {
        kind: 'places',
        key,
        label: shape.label,
        old: (a?.value as LocationValue[]) ?? [],
        new: (b?.value as LocationValue[]) ?? [],
      },
    ];
  });
}

function rowOf(key: string, oldC: ContentComponent | null, newC: ContentComponent | null, custom: boolean) {
  const parts = pairParts(oldC, newC);
  const state: RowState = !oldC ? 'inserted' : !newC ? 'removed' : parts.every(samePart) ? 'same' : 'changed';
  return { key, label: (newC ?? oldC)!.label, state, custom, parts } satisfies CompareRow;
}

const blockKey = (c: CustomContent) => c.id ?? c.clientUUID;

/**
 * Rows of one language: the base fields in the template's order, the extra ones, then the blocks
 * in the new version's order, each removed block after the new block that preceded it in the old
 * order (so it shows where it was).
 */
export function compareLanguage(oldDoc: LangDocument | null, newDoc: LangDocument | null): LangCompare {
  const oldActive = oldDoc?.isActive ? oldDoc : null;
  const newActive = newDoc?.isActive ? newDoc : null;
  const state: RowState = !oldActive ? 'inserted' : !newActive ? 'removed' : 'same';
  const fields = (doc: LangDocument | null) => [...(doc?.baseContents ?? []), ...(doc?.extraContents ?? [])];
  const oldFields = fields(oldActive);
  const newFields = fields(newActive);
  const names = [...new Set([...newFields.map((c) => c.fieldname), ...oldFields.map((c) => c.fieldname)])];
  const base = names
    .map((name) => {
      const a = oldFields.find((c) => c.fieldname === name) ?? null;
      const b = newFields.find((c) => c.fieldname === name) ?? null;
      // A field of the template is there in both: missing on one side means not filled in.
      return rowOf(
        `f:${name}`,
        a ?? (b && oldActive ? { ...b, value: null } : null),
        b ?? (a && newActive ? { ...a, value: null } : null),
        false,
      );
    })
    // A field with nothing on either side is no change, even in a language new (or gone) in this
    // version: it is left out, never marked 'nuovo contenuto' or 'contenuto eliminato'.
    .filter((row) => row.parts.some((p) => filledOn(p, 'old') || filledOn(p, 'new')));

  const oldBlocks = oldActive?.customContents ?? [];
  const newBlocks = newActive?.customContents ?? [];
  const newKeys = new Set(newBlocks.map(blockKey));
  const blocks: CompareRow[] = [];
  const removedAfter = new Map<string | null, CustomContent[]>();
  let previous: string | null = null;
  for (const block of oldBlocks) {
    const key = blockKey(block);
    if (newKeys.has(key)) previous = key;
    else removedAfter.set(previous, [...(removedAfter.get(previous) ?? []), block]);
  }
  const pushRemoved = (after: string | null) => {
    for (const gone of removedAfter.get(after) ?? [])
      blocks.push(rowOf(`b:${blockKey(gone)}`, gone, null, true));
  };
  pushRemoved(null);
  for (const block of newBlocks) {
    const key = blockKey(block);
    const before = oldBlocks.find((o) => blockKey(o) === key) ?? null;
    blocks.push(rowOf(`b:${key}`, before, block, true));
    pushRemoved(key);
  }
  const rows = [...base, ...blocks];
  return { state, rows, changes: rows.filter((r) => r.state !== 'same').length };
}

export type WordPiece = { text: string; change: 'same' | 'added' | 'removed' };

/** Word-level differences of two texts: what the old side shows (same + removed) and the new side (same + added). */
export function wordDiff(oldText: string, newText: string): { old: WordPiece[]; new: WordPiece[] } {
  const changes = diffWordsWithSpace(oldText, newText);
  const old: WordPiece[] = [];
  const next: WordPiece[] = [];
  for (const c of changes) {
    if (c.added) next.push({ text: c.value, change: 'added' });
    else if (c.removed) old.push({ text: c.value, change: 'removed' });
    else {
      old.push({ text: c.value, change: 'same' });
      next.push({ text: c.value, change: 'same' });
    }
  }
  return { old, new: next };
}
