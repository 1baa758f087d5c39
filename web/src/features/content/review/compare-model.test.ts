import { describe, expect, it } from 'vitest';
import type { ContentComponent, CustomContent, LangDocument } from '@sportello/contracts';
import { compareLanguage, richTextLines, wordDiff } from './compare-model';

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
    expect(rows[0]!.parts[0]).toMatchObject({ kind: 'images' });
    expect(rows[1]!.parts[0]).toMatchObject({ kind: 'places' });
  });

  it('leaves out fields empty on both sides and keeps unchanged ones as same', () => {
    const rows = compareLanguage(
      doc([field('a', 'String', ''), field('b', 'Checkbox', true)]),
      doc([field('a', 'String', ''), field('b', 'Checkbox', true)]),
    ).rows;
    expect(rows.map((r) => [r.key, r.state])).toEqual([['f:b', 'same']]);
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
