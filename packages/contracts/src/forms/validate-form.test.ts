import { describe, expect, it } from 'vitest';
import { toClientTemplate } from './client.js';
import { FormTemplate } from './template.js';
import { applyRelatedSums, validateForm, withDirectRelatedTargets } from './validate-form.js';

/** A new-structure request, as a tourist board would write it. */
const template = FormTemplate.parse({
  formType: 'newStructure',
  server: { notify: 'admins', groupKind: 'structure' },
  fields: [
    { type: 'input', fieldname: 'nome', label: 'Nome struttura', required: true },
    {
      type: 'select',
      fieldname: 'tipologia',
      label: 'Tipologia',
      required: true,
      options: [
        { value: 'hotel', label: 'Albergo', requires: ['stelle'] },
        { value: 'agriturismo', label: 'Agriturismo' },
      ],
    },
    {
      type: 'number',
      fieldname: 'stelle',
      label: 'Stelle',
      min: 1,
      max: 5,
      showIf: [{ fieldname: 'tipologia', value: 'hotel' }],
    },
    {
      type: 'group',
      label: 'Contatti',
      fields: [
        { type: 'telephone', fieldname: 'telefono', label: 'Telefono' },
        {
          type: 'multiInput',
          fieldname: 'email',
          label: 'Email',
          validators: [{ type: 'regex', expression: '^\\S+@\\S+\\.\\S+$', message: 'Email non valida' }],
        },
      ],
    },
    {
      type: 'repeatableGroup',
      fieldname: 'camere',
      label: 'Camere',
      minItems: 1,
      updateRelated: { from: 'posti', target: 'postiTotali' },
      fields: [
        { type: 'input', fieldname: 'nome', label: 'Nome camera', required: true },
        { type: 'number', fieldname: 'posti', label: 'Posti letto', min: 1, max: 10 },
        { type: 'checkbox', fieldname: 'bagno', label: 'Bagno privato' },
        { type: 'input', fieldname: 'note', showIf: [{ fieldname: 'bagno', value: true }] },
      ],
    },
    { type: 'number', fieldname: 'postiTotali', readOnly: true },
    { type: 'hidden', fieldname: 'fonte', defaultValue: 'sportello' },
    { type: 'time', fieldname: 'checkIn', label: 'Check-in' },
  ],
});

const valid = {
  nome: 'Villa Le Rose',
  tipologia: 'agriturismo',
  telefono: '+39-0551234567',
  email: ['info@villalerose.it', ''],
  camere: [
    { nome: 'Glicine', posti: '2', bagno: true, note: 'vista colline' },
    { nome: 'Ulivo', posti: 40, bagno: false, note: 'non mostrata' },
  ],
  postiTotali: 999,
  fonte: 'sportello',
  checkIn: { h: '15', m: 75 },
};

describe('validateForm', () => {
  it('returns the values to store: hidden removed, numbers normalised, sums recomputed, blank entries dropped', () => {
    const { values, errors } = validateForm(template, valid);
    expect(errors).toEqual({});
    expect(values).toEqual({
      nome: 'Villa Le Rose',
      tipologia: 'agriturismo',
      telefono: '+39-0551234567',
      email: ['info@villalerose.it'],
      camere: [
        { nome: 'Glicine', posti: 2, bagno: true, note: 'vista colline' },
        { nome: 'Ulivo', posti: 10, bagno: false },
      ],
      postiTotali: 12,
      fonte: 'sportello',
      checkIn: { h: 15, m: 0 },
    });
  });

  it('writes an updateRelated sum within the min and max of its target (no rows: the minimum)', () => {
    const people = FormTemplate.parse({
      formType: 'profilo',
      fields: [
        { type: 'number', fieldname: 'persone', min: 1, max: 20, defaultValue: 1, readOnly: true },
        {
          type: 'repeatableGroup',
          fieldname: 'fasce',
          updateRelated: { from: 'quanti', target: 'persone' },
          fields: [{ type: 'number', fieldname: 'quanti' }],
        },
      ],
    });
    expect(validateForm(people, { persone: 1, fasce: [] }).values.persone).toBe(1);
    expect(validateForm(people, { fasce: [{ quanti: 2 }, { quanti: 3 }] }).values.persone).toBe(5);
    expect(validateForm(people, { fasce: [{ quanti: 30 }] }).values.persone).toBe(20);
  });

  it('a count given directly stands until a row of the composition holds a number', () => {
    const people = FormTemplate.parse({
      formType: 'profilo',
      fields: [
        { type: 'number', fieldname: 'persone', min: 1, max: 20, defaultValue: 1, readOnly: true },
        {
          type: 'repeatableGroup',
          fieldname: 'fasce',
          minItems: 1,
          updateRelated: { from: 'quanti', target: 'persone' },
          fields: [
            { type: 'select', fieldname: 'fascia', options: [{ value: 'adulti', label: 'Adulti' }] },
            { type: 'number', fieldname: 'quanti', min: 1 },
          ],
        },
      ],
    });
    // A kiosk's or a terminal's count, no composition: the server keeps it (clamped to the target's max).
    expect(validateForm(people, { persone: 3 }).values.persone).toBe(3);
    expect(
      validateForm(people, { persone: 3, fasce: [{ fascia: 'adulti', quanti: null }] }).values.persone,
    ).toBe(3);
    expect(validateForm(people, { persone: 30, fasce: [] }).values.persone).toBe(20);
    expect(validateForm(people, { fasce: [] }).values.persone).toBe(1);
    // Once a row holds a number, the composition speaks.
    expect(
      validateForm(people, { persone: 3, fasce: [{ fascia: 'adulti', quanti: 2 }] }).values.persone,
    ).toBe(2);

    // Received answers in an open form: the starting row (1 adult) would outvote the 3, so its number goes.
    const start = { persone: 1, fasce: [{ fascia: 'adulti', quanti: 1 }] };
    const received = withDirectRelatedTargets(people.fields, start, { persone: 3 });
    expect(received).toEqual({ persone: 3, fasce: [{ fascia: 'adulti', quanti: null }] });
    expect(applyRelatedSums(people.fields, received).persone).toBe(3);
    expect(validateForm(people, received).values.persone).toBe(3);
    // A composition that already agrees, or a change that brings its own rows, is left as it is.
    const agreeing = { persone: 3, fasce: [{ fascia: 'adulti', quanti: 3 }] };
    expect(withDirectRelatedTargets(people.fields, agreeing, { persone: 3 })).toEqual(agreeing);
    const rows = { fasce: [{ fascia: 'adulti', quanti: 4 }] };
    expect(
      applyRelatedSums(people.fields, withDirectRelatedTargets(people.fields, start, rows)).persone,
    ).toBe(4);
  });

  it('drops keys the template does not have, at the top and inside rows', () => {
    const tampered = { ...valid, ruolo: 'admin', camere: [{ nome: 'A', posti: 1, prezzo: 0 }, 'x'] };
    const { values, errors } = validateForm(template, tampered);
    expect(errors).toEqual({});
    expect(values).not.toHaveProperty('ruolo');
    expect(values.camere).toEqual([{ nome: 'A', posti: 1 }]);
  });

  it('a field hidden by its conditions loses its value and is not validated', () => {
    const { values, errors } = validateForm(template, { ...valid, stelle: 'tante' });
    expect(values).not.toHaveProperty('stelle');
    expect(errors).toEqual({});
  });

  it('a chosen option requires its fields; an unreadable number is named, not stored as 0', () => {
    expect(validateForm(template, { ...valid, tipologia: 'hotel' }).errors).toEqual({
      stelle: 'Stelle: campo obbligatorio',
    });
    expect(validateForm(template, { ...valid, tipologia: 'hotel', stelle: 'tre' }).errors).toEqual({
      stelle: 'Stelle: inserire un numero intero',
    });
    expect(validateForm(template, { ...valid, tipologia: 'hotel', stelle: '9' }).values.stelle).toBe(5);
  });

  it('keys errors of group children by name, of rows as group.row.child, of entries as name.entry', () => {
    const { errors } = validateForm(template, {
      ...valid,
      nome: '',
      telefono: '333',
      email: ['ok@comune.it', 'sbagliata', 'anche@questa'],
      camere: [{ nome: 'A' }, { nome: ' ', bagno: true }],
    });
    expect(errors).toEqual({
      nome: 'Nome struttura: campo obbligatorio',
      telefono: 'Telefono: numero di telefono non valido',
      'email.1': 'Email non valida',
      'email.2': 'Email non valida',
      'camere.1.nome': 'Nome camera: campo obbligatorio',
    });
  });

  it('counts the rows of a repeatableGroup and refuses values of the wrong shape', () => {
    expect(validateForm(template, { ...valid, telefono: { $gt: '' } }).errors).toEqual({
      telefono: 'Telefono: numero di telefono non valido',
    });
    expect(validateForm(template, { ...valid, camere: [] }).errors).toEqual({
      camere: 'Camere: almeno 1 elemento',
    });
    const { errors } = validateForm(template, { ...valid, tipologia: ['agriturismo'], nome: { $ne: '' } });
    expect(errors).toEqual({
      tipologia: 'Tipologia: valore non valido',
      nome: 'Nome struttura: campo obbligatorio',
    });
  });

  it('the browser gets the template without its server settings', () => {
    const client = toClientTemplate(template);
    expect(client).not.toHaveProperty('server');
    expect(client.fields).toBe(template.fields);
    expect(template.server).toEqual({ notify: 'admins', groupKind: 'structure' });
  });
});
