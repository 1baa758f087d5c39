import {
  LIST_SHARE_PATH,
  TableTemplate,
  type Profiled,
  type ProfileContentTemplate,
  type ProfilePreviewTemplate,
} from '@sportello/contracts';
import { templateFile } from '../../platform/templates/index.js';
import profilesTable from './templates/profiles.json' with { type: 'json' };
import { PROFILES_MESSAGES as M } from './profiles.messages.js';

export const profilesTableTemplate = templateFile(
  'profiles/templates/profiles.json',
  profilesTable,
  TableTemplate,
);

/** The survey the desk hands out with type doc (shareBlock.docLink). */
export const SURVEY_PATH = '/questionario';

/**
 * The profile page's template (spec 2 §3 "Profile content template"; GET /api/profile.json): the
 * tabs, share and save (with its confirm), the add button opening a blank not-profiled form in a new
 * window, the __blank overlay after the save, and what can be shared.
 */
export function contentTemplate(profiled: Profiled, publicUrl: string): ProfileContentTemplate {
  const tabs: ProfileContentTemplate['tabs'] =
    profiled === 'not_profiled'
      ? [{ type: 'profile', label: 'Profilo', active: true }]
      : [
          { type: 'search', label: 'Cerca', active: false },
          { type: 'profile', label: 'Profilo', active: true },
          { type: 'favourites', label: 'Preferiti', active: false },
          { type: 'lists', label: 'Liste', active: false },
        ];
  return {
    tabs,
    actions: [
      {
        type: 'share',
        label: M.share,
        icon: 'ShareOutlined',
        variant: 'outlined',
        confirm: null,
        params: {},
      },
      {
        type: 'save',
        label: 'Salva',
        icon: 'SaveOutlined',
        variant: 'contained',
        confirm: {
          title: 'Salvare la scheda?',
          text: 'La scheda turista sarà salvata con i dati inseriti.',
          confirmLabel: 'Salva',
          cancelLabel: 'Annulla',
        },
        params: { type: 'final' },
      },
    ],
    addButton: {
      action: '/profile/not-profiled',
      newBlank: true,
      icon: 'GroupAddOutlined',
      name: 'Non profilati',
    },
    inBlank: {
      title: 'Scheda salvata',
      subtitle: 'Grazie della visita!',
      text: 'Consegna al visitatore i suoi preferiti: per e-mail, WhatsApp, stampati o come PDF.',
      actions: [
        { type: 'email', label: 'Invia per e-mail', icon: 'EmailOutlined' },
        { type: 'whatsapp', label: 'Invia su WhatsApp', icon: 'WhatsApp' },
        { type: 'print', label: 'Stampa', icon: 'PrintOutlined' },
        { type: 'download', label: 'Scarica il PDF dei preferiti', icon: 'PictureAsPdfOutlined' },
      ],
      footer: {
        label: 'Nuova scheda',
        href: profiled === 'not_profiled' ? '/profile/not-profiled?__blank=true' : '/profile?__blank=true',
      },
      close: { label: 'Chiudi' },
    },
    shareBlock: {
      sections: [
        {
          name: 'favourites',
          label: M.shareFavourites,
          options: [
            { value: 'email', label: 'E-mail' },
            { value: 'whatsapp', label: 'WhatsApp' },
            { value: 'pdf', label: 'PDF' },
          ],
          defaults: ['email'],
        },
        {
          name: 'contact',
          label: "I contatti dell'ufficio",
          options: [
            { value: 'email', label: 'E-mail' },
            { value: 'whatsapp', label: 'WhatsApp' },
          ],
          defaults: [],
        },
        {
          name: 'doc',
          label: 'Questionario di soddisfazione',
          options: [
            { value: 'email', label: 'E-mail' },
            { value: 'whatsapp', label: 'WhatsApp' },
          ],
          defaults: [],
        },
      ],
      docLink: `${publicUrl}${SURVEY_PATH}`,
      pdfLink: `${publicUrl}${LIST_SHARE_PATH}/{token}`,
    },
  };
}

/** profiles-preview-modal: the fields it shows, with "Modifica scheda". */
export const PREVIEW_TEMPLATE: ProfilePreviewTemplate = {
  title: 'Scheda turista',
  fields: [
    { key: 'code', label: 'Codice' },
    { key: 'profiled', label: 'Tipo' },
    { key: 'name', label: 'Nome' },
    { key: 'origin', label: 'Provenienza' },
    { key: 'people', label: 'Persone' },
    { key: 'group', label: 'Tipo di gruppo' },
    { key: 'stay', label: 'Soggiorno' },
    { key: 'interests', label: 'Interessi' },
    { key: 'favourites', label: 'Preferiti' },
    { key: 'visitedAt', label: 'Visita' },
    { key: 'iat', label: 'IAT' },
    { key: 'operator', label: 'Operatore' },
    { key: 'source', label: 'Origine' },
  ],
  editButton: { label: M.editProfile, profiledPath: '/profile', notProfiledPath: '/profile/not-profiled' },
};
