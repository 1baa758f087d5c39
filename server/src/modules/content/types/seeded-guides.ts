import {
  attachments,
  cover,
  gallery,
  max,
  municipality,
  paragraph,
  poiStage,
  required,
  themes,
  title,
} from './parts.js';
import { NAME_FIELDS, type SeededContentType } from './seeded-content-type.js';

/** The guides, downloaded as PDF: a city guide and a themed guide, in numbered chapters. */
export const SEEDED_GUIDES: SeededContentType[] = [
  {
    code: 'guida_citta',
    family: 'guide',
    name: 'Guida della città',
    description: 'Una guida da scaricare in PDF con i capitoli numerati.',
    icon: 'MenuBookOutlined',
    version: 3,
    template: {
      ...NAME_FIELDS,
      textField: 'introduzione',
      baseContents: [
        title('Titolo della guida'),
        { type: 'TitleWithSubtitle', fieldname: 'copertina_testi', label: 'Testi di copertina' },
        cover('Immagine di copertina'),
        {
          type: 'Text',
          fieldname: 'introduzione',
          label: 'Introduzione',
          validators: [required("Scrivi l'introduzione"), max(2000)],
        },
        attachments,
      ],
      customTypes: [
        { ...paragraph, label: 'Capitolo', component: { ...paragraph.component, label: 'Capitolo' } },
        gallery(3),
      ],
      extraContents: [municipality],
      initialCustom: ['paragrafo'],
    },
  },
  {
    code: 'guida_tematica',
    family: 'guide',
    name: 'Guida tematica',
    description: 'Vino, arte, cammini: una guida su un tema.',
    icon: 'AutoStoriesOutlined',
    version: 2,
    template: {
      ...NAME_FIELDS,
      textField: 'introduzione',
      baseContents: [
        title('Titolo della guida'),
        cover('Immagine di copertina'),
        {
          type: 'Text',
          fieldname: 'introduzione',
          label: 'Introduzione',
          validators: [required("Scrivi l'introduzione"), max(2000)],
        },
      ],
      customTypes: [
        { ...paragraph, label: 'Capitolo', component: { ...paragraph.component, label: 'Capitolo' } },
        gallery(3),
        poiStage,
      ],
      extraContents: [themes],
      initialCustom: ['paragrafo'],
    },
  },
];
