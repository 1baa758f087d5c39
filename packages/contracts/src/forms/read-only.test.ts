import { describe, expect, it } from 'vitest';
import { ITALIAN_WEEKDAYS } from './dates.js';
import { NOT_FILLED } from './messages.js';
import { displayAsText, readOnlyFields, readOnlyValue } from './read-only.js';
import { splitAddress } from './read-only-text.js';
import type { FormField } from './field.js';

const date: FormField = { type: 'date', fieldname: 'd' };
const text = (t: string) => ({ kind: 'text', text: t });

describe('readOnlyValue', () => {
  it('reads "Non compilato" for empty values', () => {
    expect(NOT_FILLED).toBe('Non compilato');
    for (const value of [undefined, null, '', '  ', [], ['']]) {
      expect(readOnlyValue({ type: 'input', fieldname: 'x' }, value)).toEqual({ kind: 'empty' });
    }
    expect(displayAsText(readOnlyValue(date, undefined))).toBe('Non compilato');
    expect(readOnlyValue({ type: 'number', fieldname: 'n' }, 0)).toEqual(text('0'));
  });

  it('writes dates DD/MM/YYYY by default from timestamps, ISO strings or stored text, in Rome time', () => {
    expect(readOnlyValue(date, 1709596800)).toEqual(text('05/03/2024'));
    expect(readOnlyValue(date, 1709596800000)).toEqual(text('05/03/2024'));
    expect(readOnlyValue(date, '2024-03-05T23:30:00Z')).toEqual(text('06/03/2024'));
    expect(readOnlyValue(date, '2024-03-05')).toEqual(text('05/03/2024'));
    expect(readOnlyValue(date, '05/03/2024 09:30')).toEqual(text('05/03/2024'));
    expect(readOnlyValue({ ...date, format: 'DD/MM/YYYY HH:mm' }, '05/03/2024 09:30')).toEqual(
      text('05/03/2024 09:30'),
    );
    expect(readOnlyValue({ ...date, format: 'DD MMMM YYYY' }, 1709596800)).toEqual(text('05 marzo 2024'));
  });

  it('writes date ranges with Italian month names', () => {
    const range = readOnlyValue(date, { startDate: '2024-08-01', endDate: '2024-12-31' });
    expect(range).toEqual({ kind: 'lines', lines: ['01 agosto 2024 – 31 dicembre 2024'] });
    expect(readOnlyValue({ type: 'readonly', fieldname: 'r' }, { from: 1704067200, to: 1717200000 })).toEqual(
      {
        kind: 'lines',
        lines: ['01 gennaio 2024 – 01 giugno 2024'],
      },
    );
  });

  it('writes timetables with Italian weekdays from Monday and hours as h.mm', () => {
    expect(ITALIAN_WEEKDAYS).toEqual([
      'lunedì',
      'martedì',
      'mercoledì',
      'giovedì',
      'venerdì',
      'sabato',
      'domenica',
    ]);
    const timetables = [
      { from: { h: 9, m: 0 }, to: { h: 13, m: 0 }, days: [1, 0] },
      { from: { h: 15, m: 30 }, to: { h: 19, m: 5 }, days: [6] },
    ];
    expect(readOnlyValue({ type: 'readonly', fieldname: 'orari' }, timetables)).toEqual({
      kind: 'lines',
      lines: ['lunedì, martedì: 9.00–13.00', 'domenica: 15.30–19.05'],
    });
    const block = [{ dateRange: { from: 1711929600, to: 1727654400 }, timetables: timetables.slice(0, 1) }];
    expect(readOnlyValue({ type: 'readonly', fieldname: 'date' }, block)).toEqual({
      kind: 'lines',
      lines: ['01 aprile 2024 – 30 settembre 2024', 'lunedì, martedì: 9.00–13.00'],
    });
  });

  it('splits an address at the five-digit postal code', () => {
    const address = { address: 'Piazza Stazione 4, 50123 Firenze', lat: 43.77, lng: 11.25 };
    expect(readOnlyValue({ type: 'address', fieldname: 'a' }, address)).toEqual({
      kind: 'lines',
      lines: ['Piazza Stazione 4,', '50123 Firenze'],
    });
    expect(splitAddress('Via Roma 12')).toEqual(['Via Roma 12']);
    expect(splitAddress('Via dei Mille 12, 53100 Siena SI')).toEqual(['Via dei Mille 12,', '53100 Siena SI']);
  });

  it('writes telephones, choices, checkboxes, lists, numbers, rich text and files', () => {
    expect(readOnlyValue({ type: 'telephone', fieldname: 't' }, '+39-3331234567')).toEqual(
      text('+39 333 1234567'),
    );
    const options = [{ value: 'TOS', label: 'Toscana', options: [{ value: 'FI', label: 'Firenze' }] }];
    expect(readOnlyValue({ type: 'select', fieldname: 's', options }, 'FI')).toEqual(text('Firenze'));
    expect(readOnlyValue({ type: 'radioList', fieldname: 's', options }, 'XX')).toEqual(text('Non trovato'));
    expect(readOnlyValue({ type: 'checkList', fieldname: 'c', options }, ['TOS', 'FI'])).toEqual({
      kind: 'list',
      items: ['Toscana', 'Firenze'],
    });
    expect(readOnlyValue({ type: 'checkbox', fieldname: 'k' }, true)).toEqual(text('Sì'));
    expect(readOnlyValue({ type: 'checkbox', fieldname: 'k' }, undefined)).toEqual(text('No'));
    expect(readOnlyValue({ type: 'multiInput', fieldname: 'm' }, ['a@b.it', ''])).toEqual({
      kind: 'list',
      items: ['a@b.it'],
    });
    expect(readOnlyValue({ type: 'number', fieldname: 'n' }, 1234567)).toEqual(text('1.234.567'));
    expect(readOnlyValue({ type: 'htmlField', fieldname: 'h' }, '<p>Ciao</p>')).toEqual({
      kind: 'html',
      html: '<p>Ciao</p>',
    });
    const files = [{ id: 4, name: 'duomo.jpg', src: '/files/4.jpg' }];
    expect(readOnlyValue({ type: 'file', fieldname: 'f', kind: 'image' }, files)).toEqual({
      kind: 'files',
      files,
    });
    expect(readOnlyValue({ type: 'time', fieldname: 't' }, { h: 8, m: 5 })).toEqual(text('8.05'));
  });
});

describe('readOnlyFields', () => {
  const fields: FormField[] = [
    { type: 'title', label: 'Il tuo profilo' },
    { type: 'input', fieldname: 'nome', label: 'Nome' },
    { type: 'input', fieldname: 'password', label: 'Password', inputType: 'password' },
    { type: 'hidden', fieldname: 'id' },
    { type: 'input', fieldname: 'nota', label: 'Nota interna', hideIfRO: true },
    { type: 'input', fieldname: 'pec', label: 'PEC', showIf: [{ fieldname: 'tipo', value: 'azienda' }] },
    { type: 'input', fieldname: 'sito', label: 'Sito', hideIfNull: true },
    {
      type: 'group',
      label: 'Recapiti',
      fields: [{ type: 'telephone', fieldname: 'tel', label: 'Telefono' }],
    },
    {
      type: 'repeatableGroup',
      fieldname: 'ospiti',
      label: 'Ospiti',
      fields: [
        { type: 'input', fieldname: 'nome', label: 'Nome' },
        { type: 'number', fieldname: 'eta', label: 'Età' },
      ],
    },
  ];

  it('lists the visible fields in order, groups flattened under their title', () => {
    const values = {
      nome: 'Anna',
      password: 'x',
      id: 3,
      nota: 'n',
      pec: 'p@pec.it',
      tel: '',
      ospiti: [{ nome: 'Luca', eta: 9 }, {}],
    };
    const entries = readOnlyFields(fields, values);
    expect(entries.map((e) => [e.field.label, displayAsText(e.display)])).toEqual([
      ['Il tuo profilo', 'Il tuo profilo'],
      ['Nome', 'Anna'],
      ['Recapiti', 'Recapiti'],
      ['Telefono', 'Non compilato'],
      ['Ospiti', 'Nome: Luca · Età: 9'],
    ]);
    expect(entries[2]?.field.type).toBe('title');
  });
});
