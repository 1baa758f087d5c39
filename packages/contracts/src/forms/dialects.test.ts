import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { defaultValues } from './conditions.js';
import { LegacyUserFields, fromLegacyUserFields } from './dialects/legacy-user.js';
import { fromProfileItems } from './dialects/profile.js';
import { FormField } from './field.js';
import { validateForm } from './validate-form.js';

/** A desk profile form (Scheda turista), as spec 2 §3 describes its items. */
const profileItems = [
  { type: 'title', label: 'Provenienza' },
  {
    type: 'select',
    valueNode: 'profilo_paese',
    label: 'Paese',
    required: true,
    options: [
      { value: 'it', label: 'Italia' },
      { value: 'eu', label: 'Paese UE' },
      { value: 'eeu', label: 'Paese extra UE' },
    ],
  },
  {
    type: 'select',
    valueNode: 'profilo_regione',
    label: 'Regione',
    showOnValue: { valueNode: 'profilo_paese', value: 'it' },
    options: [{ value: 'toscana', label: 'Toscana' }],
  },
  {
    type: 'select',
    valueNode: 'profilo_eu_paese',
    label: 'Paese UE',
    showOnValue: [{ valueNode: 'profilo_paese', value: 'eu' }],
    hideOnValue: { valueNode: 'anonimo', value: true },
    dynamic: true,
    externalOptions: '/api/places/countries.json?area=eu',
  },
  {
    type: 'number',
    valueNode: 'profilo_numero_persone',
    label: 'Numero di persone',
    defaultValue: { valueType: 'number', minValue: 1 },
    inputProps: { max: 50 },
  },
  {
    type: 'repeatableGroup',
    repeatableDataNode: 'gruppi',
    label: 'Composizione del gruppo',
    addBtn: { label: 'Aggiungi fascia' },
    removeBtn: 'Rimuovi',
    fields: [
      { type: 'select', valueNode: 'fascia', options: [{ value: 'adulti', label: 'Adulti' }] },
      { type: 'number', valueNode: 'quanti', updateRelated: 'profilo_numero_persone' },
    ],
  },
  { type: 'radioList', valueNode: 'notti', label: 'Notti', optionsConfig: { from: 1, to: 3 } },
  {
    type: 'checkList',
    valueNode: 'interessi',
    label: 'Interessi',
    options: [
      { value: 'arte', label: 'Arte', required: 'note_arte' },
      { value: 'mare', label: 'Mare' },
    ],
  },
  { type: 'text', valueNode: 'note_arte', label: 'Quali musei?' },
  {
    type: 'input',
    valueNode: 'email',
    label: 'Email',
    requiredIf: { valueNodes: ['newsletter', 'privacy'], type: 'and' },
  },
  { type: 'date', valueNode: 'arrivo', label: 'Arrivo', hideIfNull: true },
  { type: 'lang', valueNode: 'lingua', label: 'Lingua' },
  { type: 'inputRO', valueNode: 'codice', label: 'Codice' },
  { type: 'checkbox', valueNode: 'privacy', label: 'Acconsento al trattamento dei dati', required: true },
  { type: 'hidden', valueNode: 'fonte', defaultValue: 'desk' },
  { type: 'divider' },
  { type: 'group', label: 'Azioni', fields: [{ type: 'button', label: 'Salva', action: 'save' }] },
  { type: 'modal', label: 'Informativa', params: { modal: 'privacy-modal' } },
];

describe('fromProfileItems', () => {
  const { fields, actions } = fromProfileItems(profileItems);

  it('maps every value item onto a field the schema accepts', () => {
    expect(FormField.array().parse(fields)).toEqual(fields);
    expect(fields.map((f) => `${f.type}:${f.fieldname ?? ''}`)).toEqual([
      'title:', 'select:profilo_paese', 'select:profilo_regione', 'select:profilo_eu_paese',
      'number:profilo_numero_persone', 'repeatableGroup:gruppi', 'radioList:notti', 'checkList:interessi',
      'text:note_arte', 'input:email', 'date:arrivo', 'select:lingua', 'readonly:codice', 'checkbox:privacy',
      'hidden:fonte', 'divider:', 'group:',
    ]); // prettier-ignore
  });

  it('turns showOnValue/hideOnValue, requiredIf, options and kiosk props into the engine terms', () => {
    expect(fields[3]).toEqual({
      type: 'select',
      fieldname: 'profilo_eu_paese',
      label: 'Paese UE',
      showIf: [{ fieldname: 'profilo_paese', value: 'eu' }],
      hideIf: [{ fieldname: 'anonimo', value: true }],
      meta: { dynamic: true, externalOptions: '/api/places/countries.json?area=eu' },
      options: [],
    });
    expect(fields[4]).toMatchObject({ type: 'number', min: 1, max: 50, defaultValue: 1 });
    expect(fields[5]).toMatchObject({
      addLabel: 'Aggiungi fascia',
      removeLabel: 'Rimuovi',
      updateRelated: { from: 'quanti', target: 'profilo_numero_persone' },
    });
    expect(fields[6]).toMatchObject({ options: [1, 2, 3].map((n) => ({ value: n, label: String(n) })) });
    expect(fields[7]).toMatchObject({
      options: [{ value: 'arte', label: 'Arte', requires: ['note_arte'] }, { value: 'mare' }],
    });
    expect(fields[9]).toMatchObject({ requiredIf: { type: 'and', fields: ['newsletter', 'privacy'] } });
    expect(fields[10]).toMatchObject({ format: 'DD/MM/YYYY HH:mm', clearable: true, hideIfNull: true });
    const languages = fields[11]?.type === 'select' ? fields[11].options : [];
    expect(languages.map((o) => `${o.value} ${o.label}`)).toEqual([
      'it Italiano',
      'en Inglese',
      'fr Francese',
      'de Tedesco',
      'es Spagnolo',
    ]);
  });

  it('hands the kiosk actions back instead of making them fields', () => {
    expect(actions.map((a) => a.type)).toEqual(['button', 'modal']);
    expect(actions[0]).toMatchObject({ label: 'Salva', action: 'save' });
  });

  it('runs in the one engine: defaults, conditions, option rules and sums', () => {
    expect(defaultValues(fields)).toEqual({ profilo_numero_persone: 1, gruppi: [], fonte: 'desk' });
    const { values, errors } = validateForm(fields, {
      profilo_paese: 'eu',
      profilo_regione: 'toscana',
      gruppi: [{ fascia: 'adulti', quanti: 2 }, { quanti: '3' }],
      interessi: ['arte'],
      lingua: 'de',
      privacy: true,
      fonte: 'desk',
    });
    expect(errors).toEqual({ note_arte: 'Quali musei?: campo obbligatorio' });
    expect(values).not.toHaveProperty('profilo_regione');
    expect(values.profilo_numero_persone).toBe(5);
  });

  it('refuses an unknown type naming the item and the type', () => {
    const bad = [
      { type: 'input', valueNode: 'a' },
      { type: 'group', fields: [{ type: 'slider', valueNode: 'b' }] },
    ];
    expect(() => fromProfileItems(bad)).toThrow(ZodError);
    try {
      fromProfileItems(bad);
    } catch (error) {
      const issue = (error as ZodError).issues[0];
      expect(issue?.message).toMatch(/^Elemento 1\.fields\.0: tipo "slider" non previsto/);
      expect(issue?.path).toEqual([1, 'fields', 0, 'type']);
    }
  });
});

/** A user-edit form of the portal (spec 3 §3). */
const legacyFields = [
  { type: 'TitleField', value: 'Dati personali' },
  { type: 'StringField', name: 'user[username]', label: 'Username', value: 'mrossi', required: true },
  { type: 'PasswordField', name: 'user[password]', label: 'Password', value: 'segreta' },
  {
    type: 'SelectField',
    name: 'user[uo]',
    label: 'Gruppo',
    isGroup: true,
    value: 'iat-firenze',
    options: [
      { value: 'iat-firenze', label: 'IAT Firenze' },
      { value: 'strutture', label: 'Strutture ricettive' },
    ],
  },
  { type: 'StringField', name: 'user[piva]', label: 'Partita IVA', showOnGroup: 'strutture' },
  { type: 'TextField', name: 'contact[messaggio]', label: 'Messaggio' },
  { type: 'HiddenField', name: 'user[id]', value: 42 },
  {
    type: 'CheckboxListField',
    name: 'user[ambiti]',
    label: 'Ambiti',
    options: [{ value: 'cultura', label: 'Cultura' }],
    showOnValue: { name: 'user[uo]', value: ['iat-firenze'] },
  },
  { type: 'ReadOnlyField', name: 'user[email]', label: 'Email', value: 'm.rossi@comune.fi.it', icon: 'mail' },
  {
    type: 'FileField',
    name: 'user[avatar]',
    label: 'Foto',
    kind: 'image',
    image: { id: 5, src: '/files/5.jpg', alt: 'Mario Rossi', fieldname: 'avatar' },
  },
  { type: 'FileField', name: 'user[documento]', label: 'Documento' },
  { type: 'DateField', name: 'user[nascita]', label: 'Data di nascita' },
];

describe('fromLegacyUserFields', () => {
  const fields = fromLegacyUserFields(legacyFields);

  it('maps every legacy type onto a field the schema accepts', () => {
    expect(FormField.array().parse(fields)).toEqual(fields);
    expect(fields.map((f) => `${f.type}:${f.fieldname ?? ''}`)).toEqual([
      'title:', 'input:username', 'input:password', 'select:uo', 'input:piva', 'text:messaggio', 'hidden:id',
      'checkList:ambiti', 'readonly:email', 'file:avatar', 'file:documento', 'date:nascita',
    ]); // prettier-ignore
  });

  it('keeps values as defaults (never a password), and isGroup, icon and image as meta', () => {
    expect(fields[0]).toEqual({ type: 'title', label: 'Dati personali' });
    expect(fields[2]).toEqual({
      type: 'input',
      inputType: 'password',
      fieldname: 'password',
      label: 'Password',
    });
    expect(fields[3]).toMatchObject({ defaultValue: 'iat-firenze', meta: { isGroup: true } });
    expect(fields[8]).toMatchObject({ defaultValue: 'm.rossi@comune.fi.it', meta: { icon: 'mail' } });
    expect(fields[9]).toMatchObject({ kind: 'image', meta: { image: { id: 5, fieldname: 'avatar' } } });
    expect(fields[10]).toMatchObject({ kind: 'document' });
    expect(fields[11]).toMatchObject({ format: 'DD/MM/YYYY' });
  });

  it('shows on the group field (the one marked isGroup) and on values', () => {
    expect(fields[4]?.showIf).toEqual([{ fieldname: 'uo', value: 'strutture' }]);
    expect(fields[7]?.showIf).toEqual([{ fieldname: 'uo', value: ['iat-firenze'] }]);
    const defaults = defaultValues(fields);
    expect(validateForm(fields, { ...defaults, piva: '01234567890' }).values).not.toHaveProperty('piva');
    const group = fromLegacyUserFields([{ type: 'StringField', name: 'user[x]', showOnGroup: 3 }]);
    expect(group[0]?.showIf).toEqual([{ fieldname: 'group', value: 3 }]);
  });

  it('refuses an unknown type naming the item and the type', () => {
    const parsed = LegacyUserFields.safeParse([
      { type: 'StringField', name: 'a' },
      { type: 'RadioField', name: 'b' },
    ]);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        '1.type',
        'Elemento 1: tipo "RadioField" non previsto (ammessi: StringField, PasswordField, SelectField, TextField, ' +
          'HiddenField, CheckboxListField, TitleField, ReadOnlyField, FileField, DateField)',
      ],
    ]);
    expect(() => fromLegacyUserFields([{ type: 'RadioField' }])).toThrow(ZodError);
  });
});
