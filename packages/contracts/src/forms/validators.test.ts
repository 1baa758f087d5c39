import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_LIMIT_MESSAGE } from './messages.js';
import { formatPhone, normalizeNumber, normalizeTime, parsePhone } from './normalize.js';
import type { FormField } from './field.js';
import { validateEntries, validateField } from './validators.js';

const check = (field: FormField, value: unknown, values: Record<string, unknown> = {}) =>
  validateField(field, value, values);

describe('required', () => {
  const field: FormField = { type: 'input', fieldname: 'nome', label: 'Nome', required: true };
  it('names the field, or uses the field own message', () => {
    expect(check(field, '  ')).toBe('Nome: campo obbligatorio');
    expect(check({ ...field, requiredMessage: 'Scrivi il nome' }, undefined)).toBe('Scrivi il nome');
    expect(check(field, 'Anna')).toBeUndefined();
  });
  it('counts 0 as filled, wants one item in an array and a ticked checkbox', () => {
    expect(check({ type: 'number', fieldname: 'n', label: 'Adulti', required: true }, 0)).toBeUndefined();
    expect(check({ type: 'checkList', fieldname: 't', label: 'Temi', required: true, options: [] }, [])).toBe(
      'Temi: campo obbligatorio',
    );
    expect(check({ type: 'checkbox', fieldname: 'p', label: 'Privacy', required: true }, false)).toBe(
      'Privacy: campo obbligatorio',
    );
  });
  it('follows requiredIf', () => {
    const field: FormField = {
      type: 'input',
      fieldname: 'x',
      label: 'Cap',
      requiredIf: { type: 'and', fields: ['a', 'b'] },
    };
    expect(check(field, '', { a: 1 })).toBeUndefined();
    expect(check(field, '', { a: 1, b: 2 })).toBe('Cap: campo obbligatorio');
  });
});

describe('validators', () => {
  it('regex shows its message, and waits for a value', () => {
    const field: FormField = {
      type: 'input',
      fieldname: 'cap',
      label: 'CAP',
      validators: [{ type: 'regex', expression: '^\\d{5}$', message: 'Il CAP ha cinque cifre' }],
    };
    expect(check(field, '5012')).toBe('Il CAP ha cinque cifre');
    expect(check(field, '50123')).toBeUndefined();
    expect(check(field, '')).toBeUndefined();
  });
  it('minSelection and maxSelection count the chosen values, even none', () => {
    const field: FormField = {
      type: 'checkList',
      fieldname: 'temi',
      label: 'Temi',
      options: ['arte', 'mare', 'vino'].map((v) => ({ value: v, label: v })),
      validators: [
        { type: 'minSelection', value: 2, message: 'Scegli almeno due temi' },
        { type: 'maxSelection', value: 2 },
      ],
    };
    expect(check(field, [])).toBe('Scegli almeno due temi');
    expect(check(field, ['arte'])).toBe('Scegli almeno due temi');
    expect(check(field, ['arte', 'mare'])).toBeUndefined();
    expect(check(field, ['arte', 'mare', 'vino'])).toBe('Temi: seleziona al massimo 2 opzioni');
  });
  it('minLength and maxLength count the plain text of rich text', () => {
    const field: FormField = {
      type: 'htmlField',
      fieldname: 'd',
      label: 'Descrizione',
      validators: [{ type: 'maxLength', value: 5 }],
    };
    expect(check(field, '<p><b>Ciao</b>&nbsp;</p>')).toBeUndefined();
    expect(check(field, '<p>Ciao a tutti</p>')).toBe('Descrizione: al massimo 5 caratteri');
    expect(
      check({ ...field, type: 'text', validators: [{ type: 'minLength', value: 1 }] }, ' '),
    ).toBeUndefined();
  });
  it('email, equals and lte: each refuses a wrong value and lets a right one through', () => {
    const email: FormField = {
      type: 'input',
      fieldname: 'e',
      label: 'Email',
      validators: [{ type: 'email' }],
    };
    expect(check(email, 'anna@')).toBe('Email: indirizzo email non valido');
    expect(check(email, 'anna@comune.fi.it')).toBeUndefined();
    expect(check({ ...email, validators: [], inputType: 'email' }, 'anna@comune.fi.it')).toBeUndefined();
    const repeat: FormField = {
      type: 'input',
      fieldname: 'p2',
      validators: [{ type: 'equals', fieldname: 'p1', message: 'Le password non coincidono' }],
    };
    expect(check(repeat, 'segreta1', { p1: 'segreta2' })).toBe('Le password non coincidono');
    expect(check(repeat, 'segreta1', { p1: 'segreta1' })).toBeUndefined();
    const children: FormField = {
      type: 'number',
      fieldname: 'bambini',
      validators: [{ type: 'lte', fieldname: 'persone', message: 'Più bambini che persone' }],
    };
    expect(check(children, 3, { persone: 2 })).toBe('Più bambini che persone');
    expect(check(children, 2, { persone: '2' })).toBeUndefined();
  });
  it('a broken expression fails the field instead of letting everything through', () => {
    const field: FormField = {
      type: 'input',
      fieldname: 'x',
      validators: [{ type: 'regex', expression: '(', message: 'No' }],
    };
    expect(check(field, 'a')).toBe('No');
  });
});

describe('values of each type', () => {
  it('a number must read as one', () => {
    expect(check({ type: 'number', fieldname: 'n', label: 'Notti' }, 'tre')).toBe(
      'Notti: inserire un numero intero',
    );
    expect(check({ type: 'number', fieldname: 'n' }, '3')).toBeUndefined();
  });
  it('a select or radio value must be one of the options, nested ones too', () => {
    const field: FormField = {
      type: 'select',
      fieldname: 'p',
      label: 'Provincia',
      options: [{ value: 'TOS', label: 'Toscana', options: [{ value: 'FI', label: 'Firenze' }] }],
    };
    expect(check(field, 'FI')).toBeUndefined();
    expect(check(field, 'XX')).toBe('Provincia: opzione non valida');
    expect(check(field, ['FI'])).toBe('Provincia: valore non valido');
    expect(check({ ...field, type: 'radioList' }, 'TOS')).toBeUndefined();
  });
  it('a telephone is empty or "+dialcode-digits" with 4 to 15 digits', () => {
    const field: FormField = { type: 'telephone', fieldname: 't', label: 'Telefono' };
    expect(check(field, '')).toBeUndefined();
    expect(check(field, '+39-3331234567')).toBeUndefined();
    expect(check(field, '+39-333')).toBe('Telefono: numero di telefono non valido');
    expect(check(field, '+39 333 1234567')).toBe('Telefono: numero di telefono non valido');
    expect(check(field, '+39-1234567890123456')).toBe('Telefono: numero di telefono non valido');
  });
  it('a file field caps the count with its limitLabel or the picker message', () => {
    const field: FormField = { type: 'file', fieldname: 'foto', kind: 'image', multiple: true, limit: 2 };
    const files = [1, 2, 3].map((id) => ({ id, name: `${id}.jpg` }));
    expect(check(field, files)).toBe(FILE_LIMIT_MESSAGE);
    expect(FILE_LIMIT_MESSAGE).toBe('Hai raggiunto il limite massimo di immagini selezionabili');
    expect(check({ ...field, limitLabel: 'Massimo due foto' }, files)).toBe('Massimo due foto');
    expect(check(field, files.slice(0, 2))).toBeUndefined();
    expect(check(field, [{ id: 'x' }])).toBe('foto: valore non valido');
  });
  it('a multiInput validates each entry with its regex', () => {
    const field: FormField = {
      type: 'multiInput',
      fieldname: 'siti',
      validators: [{ type: 'regex', expression: '^https?://', message: 'Indirizzo non valido' }],
    };
    expect(validateEntries(field, ['https://a.it', 'a.it', ''])).toEqual([
      undefined,
      'Indirizzo non valido',
      undefined,
    ]);
    expect(check(field, ['https://a.it', 'a.it'])).toBe('Indirizzo non valido');
    expect(check({ ...field, required: true, label: 'Siti' }, [''])).toBe('Siti: campo obbligatorio');
  });
});

describe('dates', () => {
  afterEach(() => vi.useRealTimers());
  const field: FormField = { type: 'date', fieldname: 'd', label: 'Arrivo' };
  it('reads DD/MM/YYYY HH:mm unless the field gives its format', () => {
    expect(check(field, '05/03/2024 09:30')).toBeUndefined();
    expect(check(field, '05/03/2024')).toBe('Arrivo: data non valida');
    expect(check(field, '31/02/2024 09:30')).toBe('Arrivo: data non valida');
    expect(check({ ...field, format: 'DD/MM/YYYY' }, '05/03/2024')).toBeUndefined();
    expect(check({ ...field, format: 'DD/MM/YYYY' }, '2024-03-05')).toBe('Arrivo: data non valida');
    expect(check({ ...field, format: 'DD MMMM YYYY' }, '05 marzo 2024')).toBeUndefined();
  });
  it('respects minDate and maxDate, ISO, in its format or "today"', () => {
    const ranged: FormField = {
      ...field,
      format: 'DD/MM/YYYY',
      minDate: '2024-03-01',
      maxDate: '31/03/2024',
    };
    expect(check(ranged, '29/02/2024')).toBe('Arrivo: la data non può essere precedente al 01/03/2024');
    expect(check(ranged, '01/03/2024')).toBeUndefined();
    expect(check(ranged, '31/03/2024')).toBeUndefined();
    expect(check(ranged, '01/04/2024')).toBe('Arrivo: la data non può essere successiva al 31/03/2024');
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-06-10T10:00:00Z'));
    expect(check({ ...field, maxDate: 'today' }, '10/06/2024 23:59')).toBeUndefined();
    expect(check({ ...field, maxDate: 'today' }, '11/06/2024 00:00')).toBe(
      'Arrivo: la data non può essere successiva al 10/06/2024',
    );
  });
});

describe('normalisation', () => {
  it('numbers are integers clamped to min and max; anything unreadable is 0', () => {
    expect(normalizeNumber('12')).toBe(12);
    expect(normalizeNumber(7.9)).toBe(7);
    expect(normalizeNumber('3,5')).toBe(3);
    expect(normalizeNumber('abc')).toBe(0);
    expect(normalizeNumber('')).toBe(0);
    expect(normalizeNumber(null)).toBe(0);
    expect(normalizeNumber(150, 0, 100)).toBe(100);
    expect(normalizeNumber(-3, 1, 10)).toBe(1);
    expect(normalizeNumber('abc', 1, 10)).toBe(1);
  });
  it('time keeps hours 0-23 and minutes 0-59; out of range or empty becomes 0', () => {
    expect(normalizeTime({ h: '9', m: 5 })).toEqual({ h: 9, m: 5 });
    expect(normalizeTime({ h: 24, m: 60 })).toEqual({ h: 0, m: 0 });
    expect(normalizeTime({ h: '', m: -1 })).toEqual({ h: 0, m: 0 });
    expect(normalizeTime('18:45')).toEqual({ h: 18, m: 45 });
    expect(normalizeTime(undefined)).toEqual({ h: 0, m: 0 });
  });
  it('telephones are stored as prefix-number, digits only, and read back', () => {
    expect(formatPhone('+39', '333 123 4567')).toBe('+39-3331234567');
    expect(formatPhone('33', '(01) 23-45-67-89')).toBe('+33-0123456789');
    expect(formatPhone('+39', '  ')).toBe('');
    expect(parsePhone('+44-2071234567')).toEqual({ dialCode: '+44', number: '2071234567' });
    expect(parsePhone('')).toEqual({ dialCode: '+39', number: '' });
    expect(parsePhone('+39 333 1234567')).toEqual({ dialCode: '+39', number: '3331234567' });
    expect(parsePhone('055 123456')).toEqual({ dialCode: '+39', number: '055123456' });
  });
});
