/**
 * The editor's messages (spec 1 §5), in a module of their own without schemas, so a screen that
 * only shows one of them (explore's empty timetable) loads no zod.
 */
export const CONTENT_MESSAGES = {
  required: 'Campo obbligatorio',
  min: (n: number) => `Inserisci almeno ${n} caratteri`,
  max: (n: number) => `Inserisci al massimo ${n} caratteri`,
  minTags: (n: number) => `Seleziona almeno ${n} elementi`,
  maxTags: (n: number) => `Puoi selezionare al massimo ${n} elementi`,
  lt: (label: string) => `Il valore non può superare "${label}"`,
  atleastone: 'Compila almeno uno dei campi',
  imageLimit: 'Hai raggiunto il limite massimo di immagini selezionabili',
  socialTags: (n: number) => `Puoi inserire al massimo ${n} tag`,
  geocoding:
    "Non è stato possibile risalire alla posizione dell' indirizzo che hai inserito, cambia indirizzo o scegli uno di quelli suggeriti",
  /** An empty timetable: a date block without hours, a place without opening hours (spec 1 §2). */
  noTimetables: 'Non ci sono orari',
  notValidTitle: 'Attenzione',
  notValidInfo: 'Solo per la pubblicazione',
  notValidText: 'Compila i seguenti campi per procedere con la richiesta di pubblicazione:',
  outdated: 'da aggiornare',
  videoUrl: 'Inserisci un link di YouTube o di Vimeo, oppure un indirizzo che inizi con https://',
} as const;
