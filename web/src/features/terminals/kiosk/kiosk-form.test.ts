import { describe, expect, it } from 'vitest';
import type { ExternalForm } from '@sportello/contracts';
import { kioskSections, plainValues, sectionValid } from './kiosk-form';

const form: ExternalForm = {
  formType: 'self',
  lang: 'it',
  id: null,
  intro: { title: 'Benvenuto', text: '' },
  outro: { title: 'Grazie!', text: '' },
  sections: [
    {
      key: 'provenienza',
      title: 'Da dove vieni?',
      fields: [
        {
          type: 'radioList',
          valueNode: 'profilo_paese',
          label: 'Provenienza',
          required: true,
          options: [
            { value: 'it', label: 'Italia' },
            { value: 'eu', label: 'Unione europea' },
          ],
        },
        {
          type: 'select',
          valueNode: 'profilo_regione',
          label: 'Regione',
          required: true,
          dynamic: true,
          externalOptions: { url: '/api/external/options/regions.json' },
          showOnValue: { valueNode: 'profilo_paese', value: 'it' },
        },
      ],
    },
  ],
  labels: { required: 'Campo obbligatorio', notFound: 'Non trovato' },
  buttons: ['forward', 'end', 'backward', 'restart'],
  timeout: 180,
  showPopupAt: 177,
  resetTimeout: 10_000,
};

describe('kiosk form', () => {
  it('turns a dynamic select into a search that asks the server from 3 characters', () => {
    const [section] = kioskSections(form);
    const region = section!.template.fields.find((f) => f.fieldname === 'profilo_regione');
    expect(region).toMatchObject({
      type: 'asyncSelect',
      source: { url: '/api/external/options/regions.json' },
      minChars: 3,
      noOptionsMessage: 'Non trovato',
    });
  });

  it('moves forward only when the section is valid, hidden fields not asked', () => {
    const [section] = kioskSections(form);
    expect(sectionValid(section!, {})).toBe(false);
    expect(sectionValid(section!, { profilo_paese: 'it' })).toBe(false);
    expect(
      sectionValid(section!, {
        profilo_paese: 'it',
        profilo_regione: { label: 'Toscana', value: 'toscana' },
      }),
    ).toBe(true);
    expect(sectionValid(section!, { profilo_paese: 'eu' })).toBe(true);
  });

  it('sends an option picked from a search as its value, and no empty answers', () => {
    expect(
      plainValues({
        profilo_paese: 'it',
        profilo_regione: { label: 'Toscana', value: 'toscana' },
        profilo_interessi: [],
        note: '',
        profilo_numero_persone: 0,
      }),
    ).toEqual({ profilo_paese: 'it', profilo_regione: 'toscana', profilo_numero_persone: 0 });
  });
});

describe('the kiosk in the visitor language', () => {
  const de: ExternalForm = {
    ...form,
    lang: 'de',
    labels: { required: 'Pflichtfeld', notFound: 'Nicht gefunden' },
  };
  it('says an empty required field in that language, Italian keeps the engine message', async () => {
    const { validateForm } = await import('@sportello/contracts');
    const [section] = kioskSections(de);
    expect(validateForm(section!.template, {}).errors).toMatchObject({
      profilo_paese: 'Provenienza: Pflichtfeld',
    });
    const [it] = kioskSections(form);
    expect(validateForm(it!.template, {}).errors).toMatchObject({
      profilo_paese: 'Provenienza: campo obbligatorio',
    });
  });

  it('has every fixed text in the five languages, the Italian one as the desk says it', async () => {
    const { kioskTexts } = await import('../kiosk-messages');
    const { terminalsMessages } = await import('../messages');
    expect(kioskTexts.it.sectionOf(1, 3)).toBe(terminalsMessages.kiosk.sectionOf(1, 3));
    expect(kioskTexts.de.sectionOf(1, 3)).toBe('Abschnitt 1 von 3');
    for (const lang of ['en', 'fr', 'de', 'es'] as const)
      for (const key of ['language', 'loading', 'loadError', 'listError', 'retry', 'offline'] as const)
        expect(kioskTexts[lang][key], `${lang}.${key}`).not.toBe(kioskTexts.it[key]);
  });
});
