import {
  cover,
  dates,
  gallery,
  municipality,
  number,
  paragraph,
  regex,
  reportFigures,
  required,
  title,
} from './parts.js';
import { NAME_FIELDS, type SeededContentType } from './seeded-content-type.js';

/** The offices' reports: the monthly report and an event's report. */
export const SEEDED_REPORTS: SeededContentType[] = [
  {
    code: 'report_mensile',
    family: 'report',
    name: 'Report mensile',
    description: "Il resoconto del mese dell'ufficio: presenze, richieste, note.",
    icon: 'AssessmentOutlined',
    version: 3,
    template: {
      ...NAME_FIELDS,
      textField: 'sintesi',
      baseContents: [
        title('Titolo del report'),
        dates('periodo', 'Periodo', true),
        cover('Immagine'),
        { type: 'Text', fieldname: 'sintesi', label: 'Sintesi', validators: [required('Scrivi la sintesi')] },
        {
          ...number('visitatori', 'Visitatori allo sportello'),
          validators: [regex('^\\d+$', 'Inserisci un numero intero')],
        },
      ],
      customTypes: [reportFigures, paragraph, gallery(1)],
      extraContents: [municipality],
      initialCustom: ['dati'],
    },
  },
  {
    code: 'report_evento',
    family: 'report',
    name: 'Report evento',
    description: 'Com’è andato un evento: partecipanti, foto, risultati.',
    icon: 'SummarizeOutlined',
    version: 3,
    template: {
      ...NAME_FIELDS,
      textField: 'sintesi',
      baseContents: [
        title('Titolo del report'),
        { type: 'String', fieldname: 'evento', label: 'Evento di riferimento', validators: [required()] },
        cover('Immagine'),
        { type: 'Text', fieldname: 'sintesi', label: 'Sintesi', validators: [required('Scrivi la sintesi')] },
        {
          ...number('partecipanti', 'Partecipanti'),
          validators: [regex('^\\d+$', 'Inserisci un numero intero')],
        },
      ],
      customTypes: [gallery(2), paragraph, reportFigures],
      extraContents: [municipality],
    },
  },
];
