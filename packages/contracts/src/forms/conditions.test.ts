import { describe, expect, it } from 'vitest';
import {
  applyVisibility,
  conditionMatches,
  defaultValues,
  isFilled,
  isRequired,
  isVisible,
  requiredFilled,
  walkFields,
} from './conditions.js';
import type { FormField } from './field.js';
import { FormTemplate } from './template.js';

describe('isFilled', () => {
  it('counts 0 as filled and an unticked checkbox, blanks and empty arrays as not', () => {
    expect(isFilled(0)).toBe(true);
    expect(isFilled('0')).toBe(true);
    expect(isFilled(true)).toBe(true);
    expect(isFilled(false)).toBe(false);
    expect(isFilled('   ')).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(undefined)).toBe(false);
    expect(isFilled(NaN)).toBe(false);
    expect(isFilled([])).toBe(false);
    expect(isFilled([''])).toBe(false);
    expect(isFilled(['a'])).toBe(true);
    expect(isFilled([{ id: 3, name: 'foto.jpg' }])).toBe(true);
  });

  it('needs the address text of an address, whatever its coordinates', () => {
    expect(isFilled({ address: '', lat: 43.7, lng: 11.2 })).toBe(false);
    expect(isFilled({ address: 'Piazza Stazione 4, 50123 Firenze', lat: null, lng: null })).toBe(true);
    expect(isFilled({ h: 0, m: 0 })).toBe(true);
  });
});

describe('conditionMatches', () => {
  it('matches one of the values in one of the fields, comparing as strings', () => {
    expect(conditionMatches({ fieldname: 'n', value: 1 }, { n: '1' })).toBe(true);
    expect(conditionMatches({ fieldname: 'n', value: ['2', '3'] }, { n: 3 })).toBe(true);
    expect(conditionMatches({ fieldname: ['a', 'b'], value: 'x' }, { a: 'y', b: 'x' })).toBe(true);
    expect(conditionMatches({ fieldname: 'n', value: 'x' }, {})).toBe(false);
  });

  it('matches an array value that contains one of the values', () => {
    expect(conditionMatches({ fieldname: 'tags', value: 'mare' }, { tags: ['arte', 'mare'] })).toBe(true);
    expect(conditionMatches({ fieldname: 'tags', value: 'mare' }, { tags: [] })).toBe(false);
  });

  it('reads null as empty and false as an unticked or untouched checkbox', () => {
    expect(conditionMatches({ fieldname: 'x', value: null }, {})).toBe(true);
    expect(conditionMatches({ fieldname: 'x', value: null }, { x: [] })).toBe(true);
    expect(conditionMatches({ fieldname: 'ok', value: false }, {})).toBe(true);
    expect(conditionMatches({ fieldname: 'ok', value: false }, { ok: true })).toBe(false);
    expect(conditionMatches({ fieldname: 'ok', value: true }, { ok: true })).toBe(true);
  });
});

describe('isVisible', () => {
  const field: FormField = {
    type: 'input',
    fieldname: 'ragioneSociale',
    showIf: [{ fieldname: 'tipo', value: ['azienda', 'ente'] }],
    hideIf: [{ fieldname: 'estero', value: true }],
  };
  it('shows only when every showIf matches and no hideIf does', () => {
    expect(isVisible(field, { tipo: 'azienda' })).toBe(true);
    expect(isVisible(field, { tipo: 'privato' })).toBe(false);
    expect(isVisible(field, { tipo: 'ente', estero: true })).toBe(false);
  });
  it('never shows a hidden field', () => {
    expect(isVisible({ type: 'hidden', fieldname: 'id' }, {})).toBe(false);
    expect(isVisible({ type: 'input', fieldname: 'x', hidden: true }, {})).toBe(false);
  });
});

describe('applyVisibility', () => {
  const fields: FormField[] = [
    {
      type: 'select',
      fieldname: 'tipo',
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    },
    { type: 'input', fieldname: 'partitaIva', showIf: [{ fieldname: 'tipo', value: 'a' }] },
    { type: 'input', fieldname: 'pec', showIf: [{ fieldname: 'partitaIva', value: '01234567890' }] },
    { type: 'hidden', fieldname: 'id' },
    {
      type: 'group',
      label: 'Estero',
      hideIf: [{ fieldname: 'tipo', value: 'b' }],
      fields: [{ type: 'input', fieldname: 'paese' }],
    },
  ];

  it('removes the value of a field hidden by its conditions, and of the fields that hides in turn', () => {
    const values = { tipo: 'b', partitaIva: '01234567890', pec: 'x@pec.it', id: 7, paese: 'Francia' };
    expect(applyVisibility(fields, values)).toEqual({ tipo: 'b', id: 7 });
    expect(values.pec).toBe('x@pec.it'); // the input is not touched
  });

  it('keeps the values of shown fields and of hidden-type fields', () => {
    const values = { tipo: 'a', partitaIva: '01234567890', pec: 'x@pec.it', id: 7, paese: 'Francia' };
    expect(applyVisibility(fields, values)).toEqual(values);
  });

  it('evaluates repeatableGroup rows with the row laid over the form values', () => {
    const rows: FormField[] = [
      { type: 'checkbox', fieldname: 'bambini' },
      {
        type: 'repeatableGroup',
        fieldname: 'ospiti',
        fields: [
          { type: 'select', fieldname: 'fascia', options: [] },
          { type: 'number', fieldname: 'eta', showIf: [{ fieldname: 'fascia', value: 'minore' }] },
          { type: 'input', fieldname: 'scuola', showIf: [{ fieldname: 'bambini', value: true }] },
        ],
      },
    ];
    const values = {
      bambini: false,
      ospiti: [
        { fascia: 'minore', eta: 9, scuola: 'Dante' },
        { fascia: 'adulto', eta: 40 },
      ],
    };
    expect(applyVisibility({ formType: 'x', fields: rows } as FormTemplate, values)).toEqual({
      bambini: false,
      ospiti: [{ fascia: 'minore', eta: 9 }, { fascia: 'adulto' }],
    });
  });
});

describe('isRequired', () => {
  const field: FormField = {
    type: 'input',
    fieldname: 'telefono',
    requiredIf: { type: 'or', fields: ['a', 'b'] },
  };
  it('requiredIf "or" needs one of the fields filled', () => {
    expect(isRequired(field, {})).toBe(false);
    expect(isRequired(field, { b: 0 })).toBe(true);
  });
  it('requiredIf "and" needs all of them', () => {
    const all: FormField = { ...field, requiredIf: { type: 'and', fields: ['a', 'b'] } };
    expect(isRequired(all, { a: 'x' })).toBe(false);
    expect(isRequired(all, { a: 'x', b: ['y'] })).toBe(true);
  });
  it('follows a chosen option of the form that requires the field', () => {
    const fields: FormField[] = [
      {
        type: 'radioList',
        fieldname: 'contatto',
        options: [
          { value: 'tel', label: 'Telefono', requires: ['telefono'] },
          { value: 'mail', label: 'Email', options: [{ value: 'pec', label: 'PEC', requires: ['pec'] }] },
        ],
      },
      field,
    ];
    expect(isRequired(field, { contatto: 'tel' }, fields)).toBe(true);
    expect(isRequired(field, { contatto: 'mail' }, fields)).toBe(false);
    expect(isRequired({ type: 'input', fieldname: 'pec' }, { contatto: 'pec' }, fields)).toBe(true);
  });
});

describe('walkFields and defaultValues', () => {
  const template = FormTemplate.parse({
    formType: 'prova',
    fields: [
      { type: 'title', label: 'Dati' },
      { type: 'group', fields: [{ type: 'input', fieldname: 'nome', defaultValue: 'Anna' }] },
      { type: 'multiInput', fieldname: 'email' },
      {
        type: 'repeatableGroup',
        fieldname: 'ospiti',
        minItems: 2,
        fields: [{ type: 'number', fieldname: 'eta', defaultValue: 0 }],
      },
      { type: 'checkList', fieldname: 'temi', defaultValue: ['arte'] },
    ],
  });
  it('lists the value fields through groups, not into rows', () => {
    expect(walkFields(template.fields).map((f) => f.fieldname)).toEqual(['nome', 'email', 'ospiti', 'temi']);
  });
  it('starts a multiInput with one empty entry and a repeatableGroup with minItems rows', () => {
    const values = defaultValues(template);
    expect(values).toEqual({ nome: 'Anna', email: [''], ospiti: [{ eta: 0 }, { eta: 0 }], temi: ['arte'] });
    (values.temi as string[]).push('mare');
    expect(defaultValues(template).temi).toEqual(['arte']);
  });
});

describe('requiredFilled', () => {
  const fields: FormField[] = [
    { type: 'input', fieldname: 'email', required: true },
    { type: 'checkbox', fieldname: 'isReviewer' },
    {
      type: 'input',
      fieldname: 'motivo',
      required: true,
      showIf: [{ fieldname: 'isReviewer', value: true }],
    },
  ];
  it('waits for every visible required field, ignoring optional and hidden ones', () => {
    expect(requiredFilled(fields, {})).toBe(false);
    expect(requiredFilled(fields, { email: 'a@b.it' })).toBe(true);
    expect(requiredFilled(fields, { email: 'a@b.it', isReviewer: true })).toBe(false);
    expect(requiredFilled(fields, { email: 'a@b.it', isReviewer: true, motivo: 'revisione' })).toBe(true);
  });
});
