import { describe, expect, it } from 'vitest';
import { ComponentDef, emptyValueOf, type ComponentDefInput, type ComponentType } from './components.js';
import {
  CONTENT_MESSAGES,
  addableKinds,
  countedTags,
  insertStageMarker,
  isEmptyValue,
  isTagDisabled,
  remainingOfKind,
  syncedValues,
  validateComponent,
  valueFingerprint,
} from './rules.js';

/** A component as a template gives it (defaults filled by the schema). */
const def = (input: ComponentDefInput): ComponentDef => ComponentDef.parse(input);
const check = (
  input: ComponentDefInput,
  value: unknown,
  siblings: Parameters<typeof validateComponent>[2] = [],
) => validateComponent(def(input), value, siblings);

// ---------------------------------------------------------------------------------------------

describe('tag checklist', () => {
  const themes = def({
    type: 'CheckList',
    fieldname: 'temi',
    ignore: ['in-evidenza'],
    options: ['arte', 'natura', 'borghi', 'mare', 'in-evidenza'].map((v) => ({ value: v, label: v })),
    validators: [
      { type: 'min', value: 1, message: 'Scegli almeno un tema' },
      { type: 'max', value: 3, message: 'Puoi scegliere al massimo 3 temi' },
    ],
  });

  it('counts the ticked tags, except the ignored ones', () => {
    expect(countedTags([], [])).toBe(0);
    expect(countedTags(['arte', 'natura'], [])).toBe(2);
    expect(countedTags(['arte', 'in-evidenza'], ['in-evidenza'])).toBe(1);
    expect(countedTags(['in-evidenza'], ['in-evidenza'])).toBe(0);
  });

  it('disables the unticked tags at the maximum, never the ticked or ignored ones', () => {
    const two = ['arte', 'natura'];
    expect(isTagDisabled(themes, two, 'mare')).toBe(false);
    const three = ['arte', 'natura', 'borghi'];
    expect(isTagDisabled(themes, three, 'mare')).toBe(true);
    expect(isTagDisabled(themes, three, 'arte')).toBe(false); // can still be unticked
    expect(isTagDisabled(themes, three, 'in-evidenza')).toBe(false); // does not count
  });

  it('does not let an ignored tag fill the quota', () => {
    const withIgnored = ['arte', 'natura', 'in-evidenza'];
    expect(isTagDisabled(themes, withIgnored, 'mare')).toBe(false);
    expect(check({ ...themes }, withIgnored)).toBeUndefined();
  });

  it('has no limit without a max validator', () => {
    const free = def({ type: 'CheckList', fieldname: 'bici', options: [] });
    expect(isTagDisabled(free, ['a', 'b', 'c', 'd', 'e'], 'f')).toBe(false);
  });

  it('checks min and max on the counted tags, with their own messages', () => {
    expect(check(themes, [])).toBe('Scegli almeno un tema');
    expect(check(themes, ['in-evidenza'])).toBe('Scegli almeno un tema');
    expect(check(themes, ['arte'])).toBeUndefined();
    expect(check(themes, ['arte', 'natura', 'borghi', 'mare'])).toBe('Puoi scegliere al massimo 3 temi');
  });

  it('falls back to the default messages', () => {
    const bare = { type: 'CheckList' as const, fieldname: 't' };
    expect(check({ ...bare, validators: [{ type: 'min', value: 2 }] }, ['a'])).toBe(
      CONTENT_MESSAGES.minTags(2),
    );
    expect(check({ ...bare, validators: [{ type: 'max', value: 1 }] }, ['a', 'b'])).toBe(
      CONTENT_MESSAGES.maxTags(1),
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe('maxTypes', () => {
  const gallery = { name: 'galleria', max: 2 };
  const stage = { name: 'tappa', max: -1 };
  const social = { name: 'social', max: 1 };
  const existing = [{ kind: 'galleria' }, { kind: 'tappa' }, { kind: 'tappa' }, { kind: 'tappa' }];

  it('is the maximum minus the existing ones of that kind', () => {
    expect(remainingOfKind(gallery, [])).toBe(2);
    expect(remainingOfKind(gallery, existing)).toBe(1);
    expect(remainingOfKind(gallery, [...existing, { kind: 'galleria' }])).toBe(0);
  });

  it('never goes below zero', () => {
    expect(remainingOfKind(social, [{ kind: 'social' }, { kind: 'social' }])).toBe(0);
  });

  it('treats -1 as unlimited', () => {
    expect(remainingOfKind(stage, existing)).toBe(Number.POSITIVE_INFINITY);
  });

  it('offers only the kinds with room left, in their order', () => {
    const kinds = [stage, gallery, social];
    expect(addableKinds(kinds, []).map((k) => k.name)).toEqual(['tappa', 'galleria', 'social']);
    expect(addableKinds(kinds, [{ kind: 'social' }]).map((k) => k.name)).toEqual(['tappa', 'galleria']);
    expect(
      addableKinds(kinds, [{ kind: 'social' }, { kind: 'galleria' }, { kind: 'galleria' }]).map(
        (k) => k.name,
      ),
    ).toEqual(['tappa']);
  });

  it('offers nothing of a kind whose maximum is 0', () => {
    expect(addableKinds([{ name: 'video', max: 0 }], [])).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('stage markers', () => {
  type Item = { type: ComponentType; marker: number | null };
  const s = (marker: number): Item => ({ type: 'Stage', marker });
  const p: Item = { type: 'Paragraph', marker: null };

  it('numbers the first stage of an empty list 1', () => {
    expect(insertStageMarker([], -1)).toEqual({ marker: 1, renumbered: [] });
  });

  it('at the top takes 1 and moves every stage up by one', () => {
    expect(insertStageMarker([s(1), p, s(2)], -1)).toEqual({ marker: 1, renumbered: [2, null, 3] });
  });

  it('after a stage takes the next number and moves the later stages up', () => {
    expect(insertStageMarker([s(1), s(2), s(3)], 0)).toEqual({ marker: 2, renumbered: [1, 3, 4] });
    expect(insertStageMarker([s(1), s(2), s(3)], 2)).toEqual({ marker: 4, renumbered: [1, 2, 3] });
  });

  it('after a non-stage counts from the nearest stage before it', () => {
    expect(insertStageMarker([s(1), p, s(2)], 1)).toEqual({ marker: 2, renumbered: [1, null, 3] });
    expect(insertStageMarker([p, s(1)], 0)).toEqual({ marker: 1, renumbered: [null, 2] });
  });

  it('counts every stage-like type', () => {
    const mixed: Item[] = [
      { type: 'BikeStage', marker: 1 },
      { type: 'PIStage', marker: 2 },
      { type: 'ProposalStage', marker: 3 },
    ];
    expect(insertStageMarker(mixed, 1)).toEqual({ marker: 3, renumbered: [1, 2, 4] });
  });

  it('clamps a place past the end to the last item', () => {
    expect(insertStageMarker([s(1), s(2)], 9)).toEqual({ marker: 3, renumbered: [1, 2] });
  });
});

// ---------------------------------------------------------------------------------------------

describe('required', () => {
  const req = [{ type: 'required' as const, message: 'Il titolo è obbligatorio' }];

  it('wants a non-blank string, and says the validator message or the default', () => {
    expect(check({ type: 'String', fieldname: 't', validators: req }, '')).toBe('Il titolo è obbligatorio');
    expect(check({ type: 'String', fieldname: 't', validators: req }, '   ')).toBe(
      'Il titolo è obbligatorio',
    );
    expect(check({ type: 'String', fieldname: 't', validators: [{ type: 'required' }] }, '')).toBe(
      CONTENT_MESSAGES.required,
    );
    expect(check({ type: 'String', fieldname: 't', validators: req }, 'Chianti')).toBeUndefined();
  });

  it('counts "0" as filled', () => {
    expect(check({ type: 'String', fieldname: 'n', validators: req }, '0')).toBeUndefined();
  });

  it('wants real text in rich text, not empty paragraphs', () => {
    const text = { type: 'Text' as const, fieldname: 'd', validators: req };
    expect(check(text, '<p></p>')).toBe('Il titolo è obbligatorio');
    expect(check(text, '<p>&nbsp;</p>')).toBe('Il titolo è obbligatorio');
    expect(check(text, '<p>Ciao</p>')).toBeUndefined();
  });

  it('wants one item in a list, a ticked checkbox, a chosen option and an address', () => {
    expect(check({ type: 'Image', fieldname: 'i', validators: req }, [])).toBeDefined();
    expect(check({ type: 'Checkbox', fieldname: 'c', validators: req }, false)).toBeDefined();
    expect(check({ type: 'Checkbox', fieldname: 'c', validators: req }, true)).toBeUndefined();
    expect(check({ type: 'Select', fieldname: 's', validators: req }, '')).toBeDefined();
    expect(check({ type: 'Select', fieldname: 's', validators: req }, 'museo')).toBeUndefined();
    const place = { type: 'Location' as const, fieldname: 'l', validators: req };
    expect(check(place, null)).toBeDefined();
    expect(check(place, { address: ' ', lat: null, lng: null })).toBeDefined();
    expect(check(place, { address: 'Piazza del Campo, Siena', lat: null, lng: null })).toBeUndefined();
  });

  it('wants a Dynamic entry with some value', () => {
    const dyn = { type: 'Dynamic' as const, fieldname: 'x', validators: req };
    expect(check(dyn, [{}])).toBeDefined();
    expect(check(dyn, [{ nome: '  ' }])).toBeDefined();
    expect(check(dyn, [{ nome: 'Anna' }])).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------

describe('string validators', () => {
  const title = def({
    type: 'String',
    fieldname: 'titolo',
    validators: [
      { type: 'min', value: 3, message: 'Almeno 3' },
      { type: 'max', value: 10, message: 'Al massimo 10' },
    ],
  });

  it('min and max measure the trimmed length of a String', () => {
    expect(validateComponent(title, 'ab')).toBe('Almeno 3');
    expect(validateComponent(title, '  abc  ')).toBeUndefined();
    expect(validateComponent(title, 'abcdefghij')).toBeUndefined();
    expect(validateComponent(title, 'abcdefghijk')).toBe('Al massimo 10');
  });

  it('an empty optional String is not too short', () => {
    expect(validateComponent(title, '')).toBeUndefined();
  });

  it('default messages name the count', () => {
    const bare = { type: 'String' as const, fieldname: 'x' };
    expect(check({ ...bare, validators: [{ type: 'min', value: 5 }] }, 'abc')).toBe(CONTENT_MESSAGES.min(5));
    expect(check({ ...bare, validators: [{ type: 'max', value: 2 }] }, 'abc')).toBe(CONTENT_MESSAGES.max(2));
  });

  it('min and max on Text measure the plain text, not the markup', () => {
    const text = {
      type: 'Text' as const,
      fieldname: 'abstract',
      validators: [{ type: 'max' as const, value: 5 }],
    };
    expect(check(text, '<p><strong>Siena</strong></p>')).toBeUndefined(); // 5 characters
    expect(check(text, '<p>Siena!</p>')).toBe(CONTENT_MESSAGES.max(5));
    expect(check(text, '<p>a&amp;b</p>')).toBeUndefined(); // "a&b"
    const min = { type: 'Text' as const, fieldname: 'd', validators: [{ type: 'min' as const, value: 4 }] };
    expect(check(min, '<p>ab</p><p>c</p>')).toBe(CONTENT_MESSAGES.min(4));
    expect(check(min, '<p>ab</p><p>cd</p>')).toBeUndefined();
  });

  it('lt keeps a number not above the sibling it names', () => {
    const durata = {
      type: 'String' as const,
      fieldname: 'durata_giorni',
      validators: [{ type: 'lt' as const, field: 'max_giorni', message: 'Troppi giorni' }],
    };
    const siblings = [{ fieldname: 'max_giorni', label: 'Massimo giorni', value: '30' }];
    expect(check(durata, '5', siblings)).toBeUndefined();
    expect(check(durata, '30', siblings)).toBeUndefined();
    expect(check(durata, '31', siblings)).toBe('Troppi giorni');
    expect(check(durata, '30,5', siblings)).toBe('Troppi giorni'); // Italian decimal comma
    expect(check(durata, '', siblings)).toBeUndefined(); // nothing typed yet
    expect(check(durata, '31', [])).toBeUndefined(); // no such sibling
    expect(check(durata, '31', [{ fieldname: 'max_giorni', label: 'M', value: '' }])).toBeUndefined();
    const bare = { ...durata, validators: [{ type: 'lt' as const, field: 'max_giorni' }] };
    expect(check(bare, '31', siblings)).toBe(CONTENT_MESSAGES.lt('Massimo giorni'));
  });

  it('regex checks a filled value only, with its own message', () => {
    const number = {
      type: 'String' as const,
      fieldname: 'km',
      validators: [
        { type: 'regex' as const, expression: '^\\d+([.,]\\d+)?$', message: 'Inserisci un numero' },
      ],
    };
    expect(check(number, '12,5')).toBeUndefined();
    expect(check(number, 'dodici')).toBe('Inserisci un numero');
    expect(check(number, '')).toBeUndefined();
  });

  it('a broken template pattern lets the value through', () => {
    const broken = {
      type: 'String' as const,
      fieldname: 'x',
      validators: [{ type: 'regex' as const, expression: '([', message: 'Mai' }],
    };
    expect(check(broken, 'qualsiasi')).toBeUndefined();
  });

  it('returns the first broken rule, in the template order', () => {
    const both = {
      type: 'String' as const,
      fieldname: 'x',
      validators: [
        { type: 'required' as const, message: 'Obbligatorio' },
        { type: 'min' as const, value: 3, message: 'Corto' },
      ],
    };
    expect(check(both, '')).toBe('Obbligatorio');
    expect(check(both, 'ab')).toBe('Corto');
  });
});

// ---------------------------------------------------------------------------------------------

describe('Dynamic', () => {
  const contacts = def({
    type: 'Dynamic',
    fieldname: 'contatti',
    multiple: true,
    fields: [
      { fieldname: 'nome', label: 'Nome' },
      {
        fieldname: 'telefono',
        label: 'Telefono',
        validators: [{ type: 'regex', expression: '^[+0-9 ]{6,20}$', message: 'Telefono non valido' }],
      },
      { fieldname: 'email', label: 'E-mail' },
    ],
    validators: [
      {
        type: 'atleastone',
        fields: ['telefono', 'email'],
        message: 'Indica almeno un telefono o una e-mail',
      },
    ],
  });

  it('atleastone wants one of the listed fields in every entry', () => {
    expect(validateComponent(contacts, [{ nome: 'Anna' }])).toBe('Indica almeno un telefono o una e-mail');
    expect(validateComponent(contacts, [{ email: 'a@b.it' }])).toBeUndefined();
    expect(validateComponent(contacts, [{ email: 'a@b.it' }, { telefono: ' ' }])).toBe(
      'Indica almeno un telefono o una e-mail',
    );
    expect(validateComponent(contacts, [{ email: 'a@b.it' }, { telefono: '055 123456' }])).toBeUndefined();
  });

  it('checks each entry sub-field and names it', () => {
    expect(validateComponent(contacts, [{ telefono: 'abc' }])).toBe('Telefono: Telefono non valido');
  });

  it('uses the default atleastone message', () => {
    const bare = def({
      type: 'Dynamic',
      fieldname: 'x',
      validators: [{ type: 'atleastone', fields: ['a'] }],
    });
    expect(validateComponent(bare, [{}])).toBe(CONTENT_MESSAGES.atleastone);
  });

  it('starts with one entry and keeps at least one by default', () => {
    expect(emptyValueOf('Dynamic')).toEqual([{}]);
    expect(def({ type: 'Dynamic', fieldname: 'x' }).minElements).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------

describe('images and social tags', () => {
  const img = (id: number) => ({ id, src: `/m/${id}.jpg`, alt: '', copyright: '', link: '', position: null });

  it('an Image over its limit says the limitLabel, or the default', () => {
    const cover = { type: 'Image' as const, fieldname: 'i', multiple: true, limit: 2 };
    expect(check(cover, [img(1), img(2)])).toBeUndefined();
    expect(check(cover, [img(1), img(2), img(3)])).toBe(CONTENT_MESSAGES.imageLimit);
    expect(CONTENT_MESSAGES.imageLimit).toBe('Hai raggiunto il limite massimo di immagini selezionabili');
    expect(check({ ...cover, limitLabel: 'Massimo due foto' }, [img(1), img(2), img(3)])).toBe(
      'Massimo due foto',
    );
  });

  it('min and max on images count them', () => {
    const gallery = {
      type: 'Image' as const,
      fieldname: 'g',
      validators: [{ type: 'min' as const, value: 2 }],
    };
    expect(check(gallery, [img(1)])).toBe(CONTENT_MESSAGES.minTags(2));
    expect(check(gallery, [img(1), img(2)])).toBeUndefined();
  });

  it('Social tags go up to max', () => {
    const social = { type: 'Social' as const, fieldname: 's', max: 2 };
    const value = (tags: string[]) => ({ title: '', photos: [], tags });
    expect(check(social, value(['toscana', 'siena']))).toBeUndefined();
    expect(check(social, value(['toscana', 'siena', 'palio']))).toBe('Puoi inserire al massimo 2 tag');
    expect(check({ type: 'Social', fieldname: 's' }, value(['a', 'b', 'c']))).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------

describe('isEmptyValue', () => {
  const img = { id: 1, src: '', alt: '', copyright: '', link: '', position: null };
  const cases: [ComponentType, unknown, boolean][] = [
    ['String', '', true],
    ['String', '  ', true],
    ['String', '0', false],
    ['Select', '', true],
    ['Select', 'museo', false],
    ['Checkbox', false, true],
    ['Checkbox', true, false],
    ['CheckList', [], true],
    ['CheckList', ['arte'], false],
    ['Text', '<p></p>', true],
    ['Text', '<p>Testo</p>', false],
    ['Hidden', '', true],
    ['Hidden', '30', false],
    ['Image', [], true],
    ['Image', [img], false],
    ['Document', [], true],
    ['Location', null, true],
    ['Location', { address: '', lat: 43.3, lng: 11.3 }, true],
    ['Location', { address: 'Siena', lat: null, lng: null }, false],
    ['Date', [{ dateRange: null, timetables: [] }], true],
    ['Date', [{ dateRange: { from: null, to: null }, timetables: [] }], true],
    ['Date', [{ dateRange: { from: 1767225600, to: null }, timetables: [] }], false],
    [
      'Date',
      [{ dateRange: null, timetables: [{ from: { h: 9, m: 0 }, to: { h: 13, m: 0 }, days: [0] }] }],
      false,
    ],
    ['Dynamic', [{}], true],
    ['Dynamic', [{ nome: '' }, { email: ' ' }], true],
    ['Dynamic', [{ nome: 'Anna' }], false],
    ['Time', null, true],
    ['Time', { h: 0, m: 0 }, false],
    ['NotEditable', null, true],
    ['NotEditable', 'Hotel Bellavista', false],
    ['ReadOnly', '', true],
    ['Paragraph', emptyValueOf('Paragraph'), true],
    ['Paragraph', { ...(emptyValueOf('Paragraph') as object), title: 'Storia' }, false],
    ['Paragraph', { ...(emptyValueOf('Paragraph') as object), image: [img] }, false],
    ['Stage', emptyValueOf('Stage'), true],
    ['Stage', { ...(emptyValueOf('Stage') as object), text: '<p>Da Siena</p>' }, false],
    [
      'Stage',
      { ...(emptyValueOf('Stage') as object), location: { address: 'Siena', lat: null, lng: null } },
      false,
    ],
    ['ProposalStage', { ...(emptyValueOf('ProposalStage') as object), duration: '2 ore' }, false],
    ['Gallery', emptyValueOf('Gallery'), true],
    ['Gallery', { title: '', images: [img] }, false],
    ['Video', emptyValueOf('Video'), true],
    ['Video', { title: '', url: 'https://vimeo.com/1' }, false],
    ['Social', emptyValueOf('Social'), true],
    ['Social', { title: '', photos: [], tags: ['siena'] }, false],
    ['TitleWithSubtitle', emptyValueOf('TitleWithSubtitle'), true],
    ['TitleWithSubtitle', { title: '', subtitle: 'Sotto' }, false],
  ];
  it.each(cases)('%s %j → %s', (type, value, empty) => {
    expect(isEmptyValue(type, value)).toBe(empty);
  });

  it('every type starts empty, except the display-only ones that hold nothing', () => {
    for (const type of [
      'String',
      'Select',
      'Checkbox',
      'CheckList',
      'Text',
      'Image',
      'Location',
      'Date',
      'Dynamic',
      'Gallery',
      'Social',
    ] as const)
      expect(isEmptyValue(type, emptyValueOf(type))).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------

describe('languages', () => {
  it('syncs only the languageSync fields, with their values', () => {
    const source = [
      { fieldname: 'titolo', languageSync: false, value: 'Chianti' },
      { fieldname: 'km', languageSync: true, value: '42' },
      { fieldname: 'partenza', languageSync: true, value: { address: 'Siena', lat: 43.3, lng: 11.3 } },
    ];
    const synced = syncedValues(source);
    expect([...synced.keys()]).toEqual(['km', 'partenza']);
    expect(synced.get('km')).toBe('42');
    expect(synced.get('partenza')).toEqual({ address: 'Siena', lat: 43.3, lng: 11.3 });
    expect(syncedValues([])).toEqual(new Map());
  });

  it('fingerprints a value the same way each time, whatever the key order', () => {
    const a = { title: 'Siena', images: [{ id: 1, alt: 'Duomo' }] };
    const b = { images: [{ alt: 'Duomo', id: 1 }], title: 'Siena' };
    expect(valueFingerprint(a)).toBe(valueFingerprint(a));
    expect(valueFingerprint(a)).toBe(valueFingerprint(JSON.parse(JSON.stringify(a))));
    expect(valueFingerprint(a)).toBe(valueFingerprint(b));
    expect(valueFingerprint(a)).toMatch(/^[0-9a-z]+$/);
  });

  it('tells changed values apart', () => {
    expect(valueFingerprint('<p>Ciao</p>')).not.toBe(valueFingerprint('<p>Ciao!</p>'));
    expect(valueFingerprint(['a', 'b'])).not.toBe(valueFingerprint(['b', 'a']));
    expect(valueFingerprint('1')).not.toBe(valueFingerprint(1));
    expect(valueFingerprint(null)).toBe(valueFingerprint(undefined));
    expect(valueFingerprint({ a: 1, b: undefined })).toBe(valueFingerprint({ a: 1 }));
  });
});
