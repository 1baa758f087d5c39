import { describe, expect, it } from 'vitest';
import { addedSet, expandAddFields, removeAddedSet } from './added-fields.js';
import { applyVisibility } from './conditions.js';
import { readOnlyFields } from './read-only.js';
import type { FormField } from './field.js';
import { FormTemplate } from './template.js';
import { validateForm } from './validate-form.js';

/** A template as a board writes it: the spec's type names (telephoneField, add). */
const template = FormTemplate.parse({
  formType: 'contatti',
  fields: [
    { type: 'checkbox', fieldname: 'hasContacts', label: 'Altri contatti' },
    { type: 'telephoneField', fieldname: 'phone', label: 'Telefono', required: true },
    {
      type: 'add',
      fieldname: 'otherPhones',
      label: 'Aggiungi un altro telefono',
      max: 3,
      showIf: [{ fieldname: 'hasContacts', value: true }],
      fieldsToAdd: [
        { type: 'telephoneField', fieldname: 'otherPhone', label: 'Altro telefono', required: true },
        {
          type: 'input',
          fieldname: 'otherPhoneNote',
          label: 'Note',
          showIf: [{ fieldname: 'otherPhone', value: '+39-0577123456' }],
        },
      ],
    },
  ],
});
const add = template.fields[2] as FormField & { type: 'add' };

describe('the add field and telephoneField (spec 1 §3 "Form field")', () => {
  it("reads the spec's telephoneField as the engine's telephone, and keeps telephone working", () => {
    expect(template.fields[1]).toMatchObject({ type: 'telephone', fieldname: 'phone' });
    expect(add.fieldsToAdd[0]).toMatchObject({ type: 'telephone', fieldname: 'otherPhone' });
    const own = FormTemplate.parse({ formType: 'x', fields: [{ type: 'telephone', fieldname: 'p' }] });
    expect(own.fields[0]).toMatchObject({ type: 'telephone' });
    expect(FormTemplate.safeParse({ formType: 'x', fields: [{ type: 'add', fieldname: 'a' }] }).success).toBe(
      false,
    );
  });

  it('adds as many sets as its count, each field marked addedField with its baseVariant and index', () => {
    const fields = expandAddFields(template.fields, { otherPhones: 2 });
    expect(fields.map((f) => f.fieldname)).toEqual([
      'hasContacts',
      'phone',
      'otherPhone_1',
      'otherPhoneNote_1',
      'otherPhone_2',
      'otherPhoneNote_2',
      'otherPhones',
    ]);
    expect(fields[4]).toMatchObject({ addedField: true, baseVariant: 'otherPhone', index: 2 });
    // A condition between fields of the set follows the set; the add field's own is added.
    expect(fields[5]!.showIf).toEqual([
      { fieldname: 'hasContacts', value: true },
      { fieldname: 'otherPhone_2', value: '+39-0577123456' },
    ]);
    expect(expandAddFields(template.fields, { otherPhones: 99 })).toHaveLength(2 + 3 * 2 + 1);
    expect(expandAddFields(template.fields, {})).toHaveLength(3);
  });

  it('checks every added field with its base field’s rules, on the same values the server gets', () => {
    const { errors, values } = validateForm(template, {
      hasContacts: true,
      phone: '+39-0577280551',
      otherPhones: 2,
      otherPhone_1: '+39-3331234567',
      otherPhone_2: '12',
      otherPhone_3: '+39-3330000000',
    });
    expect(errors).toEqual({ otherPhone_2: expect.stringMatching(/^Altro telefono/) });
    // A set beyond the count is no field of the form: its value is not kept.
    expect(values).not.toHaveProperty('otherPhone_3');
    expect(
      validateForm(template, { hasContacts: true, phone: '+39-0577280551', otherPhones: 1 }).errors,
    ).toEqual({ otherPhone_1: 'Altro telefono: campo obbligatorio' });
  });

  it('refuses a count that is not a whole number within max', () => {
    for (const otherPhones of [4, -1, 1.5, '2']) {
      const { errors } = validateForm(template, { hasContacts: true, phone: '+39-0577280551', otherPhones });
      expect(errors.otherPhones, String(otherPhones)).toMatch(/non valid/i);
    }
  });

  it('drops the sets with their values when the add field is hidden', () => {
    const kept = applyVisibility(template, {
      hasContacts: false,
      phone: '+39-0577280551',
      otherPhones: 1,
      otherPhone_1: '+39-3331234567',
    });
    expect(kept).toEqual({ hasContacts: false, phone: '+39-0577280551' });
  });

  it('removes a set from the middle: the later ones move down, the count drops', () => {
    const values = {
      otherPhones: 3,
      otherPhone_1: 'a',
      otherPhone_2: 'b',
      otherPhone_3: 'c',
      otherPhoneNote_3: 'nota c',
    };
    expect(removeAddedSet(add, values, 2)).toEqual({
      otherPhones: 2,
      otherPhone_2: 'c',
      otherPhoneNote_2: 'nota c',
      otherPhone_3: undefined,
      otherPhoneNote_3: undefined,
    });
    expect(removeAddedSet(add, values, 4)).toEqual({});
    expect(addedSet(add, 1).map((f) => f.fieldname)).toEqual(['otherPhone_1', 'otherPhoneNote_1']);
  });

  it('shows the added fields in the read-only view, not the button', () => {
    const shown = readOnlyFields(template, {
      hasContacts: true,
      phone: '+39-0577280551',
      otherPhones: 1,
      otherPhone_1: '+39-3331234567',
    });
    expect(shown.map((e) => [e.field.label, e.display])).toEqual([
      ['Altri contatti', { kind: 'text', text: 'Sì' }],
      ['Telefono', { kind: 'text', text: '+39 057 7280551' }],
      ['Altro telefono', { kind: 'text', text: '+39 333 1234567' }],
    ]);
  });
});
