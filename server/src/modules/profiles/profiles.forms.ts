import {
  fromProfileItems,
  PROFILE_NODES as N,
  type FormField,
  type Profiled,
  type ProfileFormTemplate,
  type ProfileItem,
} from '@sportello/contracts';
import {
  AGE_BANDS,
  COUNTRY_KIND_OPTIONS,
  EEU_COUNTRIES,
  EU_COUNTRIES,
  GROUP_TYPES,
  INTERESTS,
  REGIONS,
  STAYS,
  options,
} from './profiles.options.js';

/**
 * The two profile forms, in the profile dialect (spec 2 §3 "Form template items"). The browser and
 * the server read the same template through fromProfileItems and validate it with the same
 * validateForm: a save the browser accepts is one the server accepts.
 *
 * Every value is checked against its item's type and length (the dialect bounds every free text:
 * PROFILE_TEXT_LIMITS, or the item's maxLength), on the server as in the browser.
 *
 * The profile form: the consent first — contact fields show only once it is ticked, so nothing
 * personal is stored without it; where from (it / eu / eeu, each showing its own list); the party
 * (its composition rows sum into the number of people); the stay; the interests; notes.
 *
 * The not-profiled form is a desk's quick tally: several visitors at once, one row per party
 * (where from, what kind of group, how many), for the busy hours when nobody fills a whole profile.
 * The rows' people sum into the number of people (1 when nothing is entered).
 */
const kinds = COUNTRY_KIND_OPTIONS.map(([value, label]) => ({ value, label }));

const countryItems = (
  p: { kind: string; region: string; eu: string; eeu: string },
  required: boolean,
): ProfileItem[] => [
  { type: 'radioList', valueNode: p.kind, label: 'Provenienza', required, options: kinds },
  {
    type: 'select',
    valueNode: p.region,
    label: 'Regione',
    placeholder: 'Scegli la regione',
    showOnValue: { valueNode: p.kind, value: 'it' },
    clearable: true,
    options: options(REGIONS),
  },
  {
    type: 'select',
    valueNode: p.eu,
    label: 'Paese UE',
    placeholder: 'Scegli il paese',
    showOnValue: { valueNode: p.kind, value: 'eu' },
    required,
    options: options(EU_COUNTRIES),
  },
  {
    type: 'select',
    valueNode: p.eeu,
    label: 'Paese extra UE',
    placeholder: 'Scegli il paese',
    showOnValue: { valueNode: p.kind, value: 'eeu' },
    required,
    options: options(EEU_COUNTRIES),
  },
];

export const PROFILE_FORM: ProfileFormTemplate = {
  formType: 'profilo-visitatore',
  title: 'Scheda turista',
  items: [
    { type: 'title', title: 'Contatti' },
    {
      type: 'checkbox',
      valueNode: N.consent,
      label: 'Il visitatore acconsente a lasciare i suoi contatti (conservati per il periodo previsto)',
    },
    {
      type: 'group',
      label: 'Contatti del visitatore',
      fields: [
        {
          type: 'input',
          valueNode: N.name,
          label: 'Nome e cognome',
          showOnValue: { valueNode: N.consent, value: true },
          // A name is needed to address a visitor who leaves an e-mail or a phone.
          requiredIf: { type: 'or', valueNodes: [N.email, N.phone] },
        },
        {
          type: 'input',
          inputType: 'email',
          valueNode: N.email,
          label: 'E-mail',
          // The longest address SMTP carries.
          maxLength: 254,
          showOnValue: { valueNode: N.consent, value: true },
        },
        {
          type: 'input',
          inputType: 'tel',
          valueNode: N.phone,
          label: 'Telefono',
          maxLength: 30,
          showOnValue: { valueNode: N.consent, value: true },
        },
        {
          type: 'lang',
          valueNode: N.lang,
          label: 'Lingua del visitatore',
          defaultValue: 'it',
          showOnValue: { valueNode: N.consent, value: true },
        },
      ],
    },
    { type: 'divider' },
    { type: 'title', title: 'Provenienza' },
    ...countryItems({ kind: N.countryKind, region: N.region, eu: N.euCountry, eeu: N.eeuCountry }, true),
    { type: 'divider' },
    { type: 'title', title: 'Il gruppo' },
    {
      type: 'number',
      valueNode: N.people,
      label: 'Numero di persone',
      defaultValue: { valueType: 'number', minValue: 1 },
      inputProps: { min: 1, max: 60, readOnly: true },
      info: 'La somma delle persone della composizione',
    },
    {
      type: 'repeatableGroup',
      repeatableDataNode: N.composition,
      label: 'Composizione del gruppo',
      addBtn: { label: "Aggiungi fascia d'età" },
      removeBtn: 'Rimuovi fascia',
      minItems: 1,
      maxItems: 6,
      fields: [
        {
          type: 'select',
          valueNode: 'profilo_fascia',
          label: "Fascia d'età",
          required: true,
          defaultValue: 'adulti',
          options: options(AGE_BANDS),
        },
        {
          type: 'number',
          valueNode: 'profilo_quanti',
          label: 'Persone',
          defaultValue: { valueType: 'number', minValue: 1 },
          inputProps: { min: 1, max: 30 },
          updateRelated: N.people,
        },
      ],
    },
    {
      type: 'select',
      valueNode: 'profilo_tipo_gruppo',
      label: 'Tipo di gruppo',
      options: options(GROUP_TYPES),
    },
    { type: 'divider' },
    { type: 'title', title: 'Il soggiorno' },
    {
      type: 'select',
      valueNode: 'profilo_alloggio',
      label: 'Dove alloggia',
      options: options(STAYS),
    },
    {
      type: 'select',
      valueNode: 'profilo_notti',
      label: 'Notti di permanenza',
      optionsConfig: { from: 1, to: 14 },
      hideOnValue: { valueNode: 'profilo_alloggio', value: ['giornata', null] },
      // Staying somewhere for a number of nights: both say the same visitor sleeps here.
      requiredIf: { type: 'and', valueNodes: ['profilo_alloggio', N.countryKind] },
    },
    {
      type: 'checkList',
      valueNode: N.interests,
      label: 'Interessi',
      options: options(INTERESTS),
    },
    {
      type: 'text',
      valueNode: 'profilo_note',
      label: 'Richieste del visitatore',
      hideIfNull: true,
    },
  ],
};

export const NOT_PROFILED_FORM: ProfileFormTemplate = {
  formType: 'non-profilati',
  title: 'Non profilati',
  items: [
    { type: 'title', title: 'Conteggio rapido dei visitatori' },
    {
      type: 'repeatableGroup',
      repeatableDataNode: N.notProfiled,
      label: 'Visitatori',
      addBtn: { label: 'Aggiungi visitatori' },
      removeBtn: 'Rimuovi',
      minItems: 1,
      maxItems: 20,
      fields: [
        ...countryItems(
          { kind: 'np_paese', region: 'np_regione', eu: 'np_eu_paese', eeu: 'np_eeu_paese' },
          false,
        ),
        { type: 'select', valueNode: 'np_gruppo', label: 'Tipo di gruppo', options: options(GROUP_TYPES) },
        {
          type: 'number',
          valueNode: 'np_persone',
          label: 'Persone',
          defaultValue: { valueType: 'number', minValue: 1 },
          inputProps: { min: 1, max: 100 },
          updateRelated: N.people,
        },
      ],
    },
    {
      type: 'number',
      valueNode: N.people,
      label: 'Totale persone',
      defaultValue: { valueType: 'number', minValue: 1 },
      inputProps: { min: 1, max: 2000, readOnly: true },
    },
    {
      type: 'checkList',
      valueNode: N.interests,
      label: 'Hanno chiesto di',
      options: options(INTERESTS),
    },
  ],
};

export const formOf = (profiled: Profiled) => (profiled === 'profiled' ? PROFILE_FORM : NOT_PROFILED_FORM);

const fieldsCache = new Map<Profiled, FormField[]>();
/** The form's fields as the form engine reads them (parsed once). */
export function fieldsOf(profiled: Profiled): FormField[] {
  let fields = fieldsCache.get(profiled);
  if (!fields) {
    fields = fromProfileItems(formOf(profiled).items).fields;
    fieldsCache.set(profiled, fields);
  }
  return fields;
}
