import { describe, expect, it } from 'vitest';
import {
  DIFF_LABELS,
  type ContentComponent,
  type CustomContent,
  type LangDocument,
} from '@sportello/contracts';
import {
  compareLanguage,
  filledOn,
  languageBadge,
  richTextLines,
  rowLabels,
  samePart,
  wordDiff,
} from './compare-model';

const field = (fieldname: string, type: ContentComponent['type'], value: unknown, label = fieldname) =>
  ({
    type,
    fieldname,
    label,
    value,
    validators: [],
    options: [],
    fields: [],
    ignore: [],
  }) as unknown as ContentComponent;
const block = (id: string, value: unknown, type: ContentComponent['type'] = 'Paragraph') =>
  ({
    ...field(`p_${id}`, type, value, 'Paragrafo'),
    id,
    clientUUID: `u-${id}`,
    kind: 'paragrafo',
  }) as CustomContent;
const doc = (base: ContentComponent[], custom: CustomContent[] = [], isActive = true): LangDocument => ({
  isActive,
  cloneFrom: null,
  baseContents: base,
  customContents: custom,
  extraContents: [],
});
const para = (title: string, text = '') => ({ numbered: false, title, text, image: [], location: null });

describe('compareLanguage', () => {
  it('marks a changed field, an inserted and a removed block, in the new order', () => {
    const oldDoc = doc(
      [field('title', 'String', 'Il Duomo di Siena')],
      [block('1', para('Storia')), block('2', para('Orari'))],
    );
    const newDoc = doc(
      [field('title', 'String', 'Il Duomo di Siena e il museo')],
      [block('1', para('Storia')), block('3', para('Biglietti'))],
    );
    const result = compareLanguage(oldDoc, newDoc);
    expect(result.state).toBe('same');
    expect(result.rows.map((r) => [r.key, r.state])).toEqual([
      ['f:title', 'changed'],
      ['b:1', 'same'],
      ['b:2', 'removed'],
      ['b:3', 'inserted'],
    ]);
    expect(result.changes).toBe(3);
  });

  it('says a language is new when only the new version has it active', () => {
    const result = compareLanguage(
      doc([field('title', 'String', 'x')], [], false),
      doc([field('title', 'String', 'Cathedral')]),
    );
    expect(result.state).toBe('inserted');
    expect(result.rows[0]).toMatchObject({ state: 'inserted' });
  });

  it('compares images by identity and places by address and coordinates', () => {
    const img = (id: number) => ({
      id,
      src: `/m/${id}.jpg`,
      alt: '',
      copyright: '',
      link: '',
      position: null,
    });
    const oldDoc = doc([
      field('img', 'Image', [img(1)]),
      field('where', 'Location', { address: 'Piazza del Campo', lat: 43.3, lng: 11.3 }),
    ]);
    const newDoc = doc([
      field('img', 'Image', [img(2)]),
      field('where', 'Location', { address: 'Piazza del Campo', lat: 43.31, lng: 11.3 }),
    ]);
    const rows = compareLanguage(oldDoc, newDoc).rows;
    expect(rows.map((r) => r.state)).toEqual(['changed', 'changed']);
    expect(rows[0]!.parts[0]).toMatchObject({ kind: 'images', old: [{ id: 1 }], new: [{ id: 2 }] });
    expect(rows[1]!.parts[0]).toMatchObject({
      kind: 'places',
      old: [{ address: 'Piazza del Campo', lat: 43.3 }],
      new: [{ address: 'Piazza del Campo', lat: 43.31 }],
    });
    // Same images (id and alt) and same places (address and coordinates) are not a change.
    const same = compareLanguage(oldDoc, oldDoc).rows;
    expect(same.map((r) => r.state)).toEqual(['same', 'same']);
    expect(same.every((r) => r.parts.every(samePart))).toBe(true);
  });

  it('compares the images and places inside blocks, and a place’s address word by word', () => {
    const img = (id: number) => ({
      id,
      src: `/m/${id}.jpg`,
      alt: '',
      copyright: '',
      link: '',
      position: null,
    });
    const stage = (images: unknown[], address: string) =>
      block('1', { ...para('Tappa'), image: images, location: { address, lat: 43.3, lng: 11.3 } });
    const [row] = compareLanguage(
      doc([], [stage([img(1)], 'Via di Città')]),
      doc([], [stage([img(1), img(2)], 'Via di Città 89')]),
    ).rows;
    expect(row!.state).toBe('changed');
    const image = row!.parts.find((p) => p.key === 'image')!;
    const location = row!.parts.find((p) => p.key === 'location')!;
    expect(image).toMatchObject({ label: 'Immagine', old: [{ id: 1 }], new: [{ id: 1 }, { id: 2 }] });
    expect(samePart(image)).toBe(false);
    expect(location).toMatchObject({ label: 'Luogo', kind: 'places' });
    expect(samePart(location)).toBe(false);
    const d = wordDiff('Via di Città', 'Via di Città 89');
    expect(d.new.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual(['89']);
  });

  it('compares rich text as the reader sees it, line by line, word by word', () => {
    const [field_, paragraph] = compareLanguage(
      doc(
        [field('descrizione', 'Text', '<p>Apre alle <b>nove</b>.</p><ul><li>Museo</li></ul>')],
        [block('1', para('Storia', '<p>Costruito nel Duecento.</p>'))],
      ),
      doc(
        [field('descrizione', 'Text', '<p>Apre alle <b>dieci</b>.</p><ul><li>Museo</li></ul>')],
        [block('1', para('Storia', '<p>Costruito nel Duecento.</p><p>Restaurato.</p>'))],
      ),
    ).rows;
    expect(field_).toMatchObject({
      state: 'changed',
      parts: [{ kind: 'text', old: 'Apre alle nove.\n• Museo', new: 'Apre alle dieci.\n• Museo' }],
    });
    const d = wordDiff('Apre alle nove.\n• Museo', 'Apre alle dieci.\n• Museo');
    expect(d.old.filter((p) => p.change === 'removed').map((p) => p.text)).toEqual(['nove']);
    expect(d.new.filter((p) => p.change === 'added').map((p) => p.text)).toEqual(['dieci']);
    const text = paragraph!.parts.find((p) => p.key === 'text')!;
    expect(paragraph!.state).toBe('changed');
    expect(text).toMatchObject({
      label: 'Testo',
      old: 'Costruito nel Duecento.',
      new: 'Costruito nel Duecento.\nRestaurato.',
    });
  });

  it('leaves out fields empty on both sides and keeps unchanged ones as same', () => {
    const rows = compareLanguage(
      doc([field('a', 'String', ''), field('b', 'Checkbox', true)]),
      doc([field('a', 'String', ''), field('b', 'Checkbox', true)]),
    ).rows;
    expect(rows.map((r) => [r.key, r.state])).toEqual([['f:b', 'same']]);
  });

  it('never marks a field empty on both sides, in a language new or gone in this version', () => {
    const empty = [field('titolo', 'String', 'Duomo'), field('sottotitolo', 'String', '  ')];
    for (const [oldDoc, newDoc] of [
      [null, doc(empty)],
      [doc(empty, [], false), doc(empty)],
      [doc(empty), null],
    ] as const) {
      const { rows } = compareLanguage(oldDoc, newDoc);
      expect(rows.map((r) => r.key)).toEqual(['f:titolo']);
      expect(rowLabels(rows[0]!, DIFF_LABELS).badge).toMatch(/^(nuovo contenuto|contenuto eliminato)$/);
    }
  });
});

describe('the spec’s labels', () => {
  const labels = DIFF_LABELS;

  it('an inserted block reads "nuovo contenuto", its old side "non inserito"', () => {
    const { rows } = compareLanguage(doc([]), doc([], [block('3', para('Biglietti'))]));
    expect(rowLabels(rows[0]!, labels)).toEqual({
      badge: 'nuovo contenuto',
      old: 'non inserito',
      new: null,
    });
  });

  it('a removed block reads "contenuto eliminato" on its badge and its new side', () => {
    const { rows } = compareLanguage(doc([], [block('2', para('Orari'))]), doc([]));
    expect(rowLabels(rows[0]!, labels)).toEqual({
      badge: 'contenuto eliminato',
      old: null,
      new: 'contenuto eliminato',
    });
  });

  it('an inserted block with nothing filled in reads "non inserito" on both sides', () => {
    const { rows } = compareLanguage(doc([]), doc([], [block('4', para(''))]));
    expect(rowLabels(rows[0]!, labels)).toEqual({
      badge: 'nuovo contenuto',
      old: 'non inserito',
      new: 'non inserito',
    });
  });

  it('a field filled in on one side only: its other side is empty ("non inserito")', () => {
    const { rows } = compareLanguage(
      doc([field('sottotitolo', 'String', '')]),
      doc([field('sottotitolo', 'String', 'Il museo')]),
    );
    expect(rows[0]).toMatchObject({ state: 'changed' });
    expect(rowLabels(rows[0]!, labels)).toEqual({ badge: null, old: null, new: null });
    expect(filledOn(rows[0]!.parts[0]!, 'old')).toBe(false);
    expect(filledOn(rows[0]!.parts[0]!, 'new')).toBe(true);
  });

  it('a language new in this version, or removed from it', () => {
    const on = doc([field('title', 'String', 'Duomo')]);
    const off = doc([field('title', 'String', 'Duomo')], [], false);
    expect(languageBadge(compareLanguage(off, on), labels)).toBe('nuovo contenuto');
    expect(languageBadge(compareLanguage(on, null), labels)).toBe('contenuto eliminato');
    expect(languageBadge(compareLanguage(on, on), labels)).toBeNull();
  });
});

describe('wordDiff', () => {
  it('splits a changed text into removed words on the old side and added words on the new one', () => {
    const d = wordDiff('Aperto tutti i giorni', 'Aperto solo il sabato');
    expect(
      d.old
        .filter((p) => p.change === 'removed')
        .map((p) => p.text.trim())
        .join(' '),
    ).toContain('tutti');
    expect(
      d.new
        .filter((p) => p.change === 'added')
        .map((p) => p.text.trim())
        .join(' '),
    ).toContain('sabato');
    expect(d.old.map((p) => p.text).join('')).toBe('Aperto tutti i giorni');
    expect(d.new.map((p) => p.text).join('')).toBe('Aperto solo il sabato');
  });
});

describe('richTextLines', () => {
  it('keeps paragraphs and list items as lines, without tags or entities', () => {
    expect(richTextLines('<p>Uno &amp; due</p><ul><li>tre</li><li>quattro</li></ul>')).toBe(
      'Uno & due\n• tre\n• quattro',
    );
  });
});
