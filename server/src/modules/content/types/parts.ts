import {
  optionsUrl,
  type ComponentDefInput,
  type ComponentValidator,
  type CustomTypeDef,
} from '@sportello/contracts';

/**
 * Building blocks of the seeded content-type templates: the fields and custom kinds several types
 * share, with their Italian labels and rules, so each type reads as a list of what an editor fills.
 */

type Def = ComponentDefInput;
type Kind = Omit<CustomTypeDef, 'component' | 'description' | 'icon'> & {
  component: Def;
  description?: string;
  icon?: string;
};

export const required = (message?: string): ComponentValidator => ({
  type: 'required',
  ...(message ? { message } : {}),
});
export const min = (value: number, message?: string): ComponentValidator => ({
  type: 'min',
  value,
  ...(message ? { message } : {}),
});
export const max = (value: number, message?: string): ComponentValidator => ({
  type: 'max',
  value,
  ...(message ? { message } : {}),
});
export const regex = (expression: string, message: string): ComponentValidator => ({
  type: 'regex',
  expression,
  message,
});

const NUMBER = '^\\d+([.,]\\d+)?$';
const URL = '^https?://\\S+$';

export const title = (label = 'Titolo', placeholder?: string): Def => ({
  type: 'String',
  fieldname: 'titolo',
  label,
  ...(placeholder ? { placeholder } : {}),
  validators: [
    required('Il titolo è obbligatorio'),
    min(3, 'Il titolo deve avere almeno 3 caratteri'),
    max(120, 'Il titolo può avere al massimo 120 caratteri'),
  ],
});

export const subtitle: Def = {
  type: 'String',
  fieldname: 'sottotitolo',
  label: 'Sottotitolo',
  validators: [max(200)],
};

export const cover = (label = 'Immagine principale'): Def => ({
  type: 'Image',
  fieldname: 'immagine',
  label,
  info: 'Formato orizzontale, almeno 1200 px di larghezza.',
  limit: 1,
  validators: [required("Scegli l'immagine principale")],
});

export const abstract: Def = {
  type: 'Text',
  fieldname: 'abstract',
  label: 'Breve descrizione',
  info: 'Compare nelle liste e nelle anteprime.',
  validators: [max(400, 'La breve descrizione può avere al massimo 400 caratteri')],
};

export const description = (minChars = 80): Def => ({
  type: 'Text',
  fieldname: 'descrizione',
  label: 'Descrizione',
  validators: [
    required('La descrizione è obbligatoria'),
    min(minChars, `La descrizione deve avere almeno ${minChars} caratteri`),
  ],
});

export const code: Def = { type: 'Hidden', fieldname: 'codice', label: 'Codice interno', languageSync: true };

export const section = (fieldname: string, label: string): Def => ({ type: 'Title', fieldname, label });
export const divider = (fieldname: string): Def => ({ type: 'Divider', fieldname });

export const number = (fieldname: string, label: string, extra: Partial<Def> = {}): Def => ({
  type: 'String',
  fieldname,
  label,
  languageSync: true,
  ...extra,
  validators: [regex(NUMBER, 'Inserisci un numero (es. 12 o 12,5)'), ...(extra.validators ?? [])],
});

export const link = (fieldname: string, label: string): Def => ({
  type: 'String',
  fieldname,
  label,
  placeholder: 'https://',
  languageSync: true,
  validators: [regex(URL, 'Inserisci un indirizzo web che inizi con http:// o https://')],
});

export const place = (fieldname: string, label: string, mandatory = false): Def => ({
  type: 'Location',
  fieldname,
  label,
  languageSync: true,
  validators: mandatory ? [required("Indica l'indirizzo")] : [],
});

export const dates = (fieldname: string, label: string, mandatory = false): Def => ({
  type: 'Date',
  fieldname,
  label,
  languageSync: true,
  validators: mandatory ? [required('Indica almeno una data o un orario')] : [],
});

export const difficulty: Def = {
  type: 'Select',
  fieldname: 'difficolta',
  label: 'Difficoltà',
  languageSync: true,
  options: [
    { value: 'facile', label: 'Facile' },
    { value: 'media', label: 'Media' },
    { value: 'impegnativa', label: 'Impegnativa' },
  ],
  validators: [required('Scegli la difficoltà')],
};

/** The town: any Italian municipality, searched as the form engine's async select does. */
export const municipality: Def = {
  type: 'Select',
  fieldname: 'comune',
  label: 'Comune',
  category: 'Territorio',
  placeholder: 'Scrivi almeno 3 lettere del comune',
  languageSync: true,
  source: { url: optionsUrl('municipalities') },
  validators: [required('Scegli il comune')],
};

/** Themes: 1 to 3, "In evidenza" does not count, "Accessibile" asks first (spec 1 §5). */
export const themes: Def = {
  type: 'CheckList',
  fieldname: 'temi',
  label: 'Temi',
  category: 'Temi',
  languageSync: true,
  ignore: ['in-evidenza'],
  options: [
    { value: 'arte', label: 'Arte e cultura' },
    { value: 'natura', label: 'Natura' },
    { value: 'enogastronomia', label: 'Enogastronomia' },
    { value: 'borghi', label: 'Borghi' },
    { value: 'mare', label: 'Mare' },
    { value: 'benessere', label: 'Terme e benessere' },
    { value: 'sport', label: 'Sport e outdoor' },
    { value: 'famiglie', label: 'Famiglie' },
    {
      value: 'accessibile',
      label: 'Accessibile',
      confirm:
        "Confermi che il percorso è accessibile a persone con disabilità motoria? L'informazione sarà pubblicata sul portale.",
    },
    { value: 'in-evidenza', label: 'In evidenza', info: 'Non conta nel numero massimo di temi' },
  ],
  validators: [min(1, 'Scegli almeno un tema'), max(3, 'Puoi scegliere al massimo 3 temi')],
};

export const audience: Def = {
  type: 'Checkbox',
  fieldname: 'famiglie',
  label: 'Adatto alle famiglie con bambini',
  category: 'Temi',
  languageSync: true,
};

export const contacts: Def = {
  type: 'Dynamic',
  fieldname: 'contatti',
  label: 'Contatti',
  info: 'Per ogni contatto indica almeno un telefono o una e-mail.',
  languageSync: true,
  minElements: 1,
  multiple: true,
  fields: [
    { fieldname: 'nome', label: 'Nome', validators: [] },
    {
      fieldname: 'telefono',
      label: 'Telefono',
      validators: [regex('^[+0-9 ]{6,20}$', 'Telefono non valido')],
    },
    {
      fieldname: 'email',
      label: 'E-mail',
      validators: [regex('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'E-mail non valida')],
    },
  ],
  validators: [
    { type: 'atleastone', fields: ['telefono', 'email'], message: 'Indica almeno un telefono o una e-mail' },
  ],
};

export const attachments: Def = {
  type: 'Document',
  fieldname: 'allegati',
  label: 'Documenti allegati',
  multiple: true,
};

// ---------------------------------------------------------------------------------------------
// Custom kinds

export const gallery = (maxCount = 2): Kind => ({
  name: 'galleria',
  label: 'Galleria fotografica',
  description: 'Un gruppo di foto con un titolo.',
  icon: 'PhotoLibraryOutlined',
  max: maxCount,
  component: { type: 'Gallery', fieldname: 'galleria', label: 'Galleria fotografica' },
});

export const paragraph: Kind = {
  name: 'paragrafo',
  label: 'Paragrafo',
  description: 'Titolo, testo, immagine e luogo.',
  icon: 'NotesOutlined',
  max: -1,
  component: { type: 'Paragraph', fieldname: 'paragrafo', label: 'Paragrafo' },
};

export const video: Kind = {
  name: 'video',
  label: 'Video',
  description: 'Un video di YouTube o Vimeo.',
  icon: 'SmartDisplayOutlined',
  max: 3,
  component: { type: 'Video', fieldname: 'video', label: 'Video' },
};

export const social: Kind = {
  name: 'social',
  label: 'Social',
  description: 'Foto e hashtag per i social.',
  icon: 'TagOutlined',
  max: 1,
  component: { type: 'Social', fieldname: 'social', label: 'Social', max: 10 },
};

export const dateBlock: Kind = {
  name: 'date',
  label: 'Date e orari',
  description: 'Periodi di apertura con gli orari per giorno.',
  icon: 'EventOutlined',
  max: 1,
  component: { type: 'Date', fieldname: 'date', label: 'Date e orari', languageSync: true },
};

export const stage: Kind = {
  name: 'tappa',
  label: 'Tappa',
  description: 'Una tappa con numero, testo, foto e luogo.',
  icon: 'FlagOutlined',
  max: -1,
  component: { type: 'Stage', fieldname: 'tappa', label: 'Tappa' },
};

export const poiStage: Kind = {
  name: 'punto',
  label: 'Punto di interesse',
  description: 'Un luogo da non perdere lungo il percorso.',
  icon: 'PlaceOutlined',
  max: -1,
  component: { type: 'PIStage', fieldname: 'punto', label: 'Punto di interesse' },
};

export const bikeStage: Kind = {
  name: 'tappa_bici',
  label: 'Tappa in bici',
  description: 'Una tappa con lunghezza e traccia GPS.',
  icon: 'DirectionsBikeOutlined',
  max: -1,
  component: { type: 'BikeStage', fieldname: 'tappa_bici', label: 'Tappa in bici' },
};

export const proposalStage: Kind = {
  name: 'tappa_proposta',
  label: 'Tappa della proposta',
  description: 'Durata, mezzo, distanza, traccia e luoghi.',
  icon: 'RouteOutlined',
  max: -1,
  component: { type: 'ProposalStage', fieldname: 'tappa_proposta', label: 'Tappa della proposta' },
};

export const reportFigures: Kind = {
  name: 'dati',
  label: 'Dati e indicatori',
  description: 'Coppie indicatore e valore.',
  icon: 'InsightsOutlined',
  max: 2,
  component: {
    type: 'Dynamic',
    fieldname: 'dati',
    label: 'Dati e indicatori',
    multiple: true,
    minElements: 1,
    fields: [
      { fieldname: 'indicatore', label: 'Indicatore', validators: [] },
      { fieldname: 'valore', label: 'Valore', validators: [] },
    ],
    validators: [{ type: 'atleastone', fields: ['valore'], message: 'Indica il valore' }],
  },
};
