import type { ActionButtonName, ContentFamily } from '@sportello/contracts';

/** The Italian texts of the editor's calls (fill, save, lock, delete, copy). */
export const CONTENT_EDITOR_MESSAGES = {
  typeNotFound: 'Tipo di contenuto non trovato.',
  typeUnknown: 'Tipo di contenuto sconosciuto',
  typeMismatch: 'Il tipo non corrisponde a quello del contenuto',
  contentNotFound: 'Contenuto non trovato.',
  forbidden: 'Non hai i permessi per modificare questo contenuto.',
  createForbidden: 'Non hai i permessi per creare contenuti.',
  publishForbidden: 'Non hai i permessi per pubblicare: invia il contenuto in validazione.',
  locked: (holder: string, day: string, time: string) =>
    `Il contenuto è in modifica da ${holder} dal ${day} alle ${time}.`,
  takenOver: (holder: string) =>
    `${holder} ha preso in carico il contenuto. Le tue modifiche non salvate restano nel tuo salvataggio automatico.`,
  movedAway:
    'Hai aperto il contenuto in un’altra scheda o sessione: prosegui lì. Le modifiche non salvate di questa scheda restano nel tuo salvataggio automatico.',
  movedHere:
    'Il contenuto era aperto in un’altra tua scheda o sessione: ora prosegui qui. Se là c’erano modifiche non salvate, ti saranno proposte qui.',
  conflict:
    'Nel frattempo è stata salvata una versione più recente. Le tue modifiche sono conservate nel tuo salvataggio automatico.',
  invalidForPublication: 'Compila i campi obbligatori per procedere con la richiesta di pubblicazione.',
  noActiveLanguage: 'Attiva almeno una lingua per salvare il contenuto.',
  unknownOptions: 'Scegli i valori dagli elenchi proposti.',
  unknownOption: (label: string) => `${label}: scegli un valore dall'elenco.`,
  noActiveLanguageField: 'Attiva almeno una lingua',
  deleteAllLanguages: 'Non puoi eliminare tutte le lingue: elimina il contenuto.',
  noDeleteRequest: "Non c'è nessuna richiesta di eliminazione da annullare.",
  deleteRequested: 'Il contenuto è in attesa di eliminazione: annulla la richiesta per modificarlo.',
  readOnlyTooltip: 'Il contenuto è in attesa di eliminazione e non può essere modificato.',
  fromAutosave: (day: string, time: string) =>
    `Stai vedendo il tuo salvataggio automatico del ${day} alle ${time}: salva per conservarlo.`,
  copySuffix: ' (copia)',
  newName: 'Nuovo contenuto',
  noUpdate: '—',
} as const;

/** Labels of the editor's side menu and header. */
export const EDITOR_LABELS = {
  infoType: 'Tipo',
  infoStatus: 'Stato',
  infoCreator: 'Creato da',
  infoCreated: 'Creato il',
  infoUpdated: 'Ultima modifica',
  updates: 'Aggiornamenti',
  languages: 'Lingue',
  languagesInfo: 'Scegli la lingua da modificare. Una lingua non attiva non viene pubblicata.',
  languagesTooltip: "L'italiano è la lingua principale: le altre lingue ne seguono i campi condivisi.",
  at: (day: string, time: string) => `${day} alle ${time}`,
} as const;

export const BUTTON_LABELS: Record<ActionButtonName, string> = {
  preview: 'Anteprima',
  save: 'Salva',
  publish: 'Pubblica',
  proposition: 'Invia in validazione',
  proposition_vt: 'Invia in validazione al portale',
};

/** The editor's title: "Nuovo contenuto: Itinerario", "Modifica guida: Guida tematica". */
export const EDITOR_TITLES: Record<ContentFamily, { create: string; edit: string }> = {
  content: { create: 'Nuovo contenuto', edit: 'Modifica contenuto' },
  guide: { create: 'Nuova guida', edit: 'Modifica guida' },
  report: { create: 'Nuovo report', edit: 'Modifica report' },
};
