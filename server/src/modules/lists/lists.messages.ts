import { LIST_MESSAGES } from '@sportello/contracts';

/** The Italian texts of the lists calls; the toasts are the spec's (LIST_MESSAGES). */
export const LISTS_MESSAGES = {
  ...LIST_MESSAGES,
  forbidden: 'Non hai i permessi per usare le liste.',
  notOffice: 'Le liste appartengono a un ufficio IAT: il tuo profilo non ne fa parte.',
  otherOffice: 'Questa lista appartiene a un altro ufficio IAT.',
  otherIat: 'Puoi usare solo le liste del tuo ufficio IAT.',
  listNotFound: 'Lista non trovata.',
  elementNotFound: 'Elemento non trovato nella lista.',
  assetNotFound: 'Elemento del catalogo non trovato.',
  contentNotPublished: 'Il contenuto non è pubblicato: non si può aggiungere a una lista.',
  alreadyInList: "L'elemento è già nella lista.",
  added: 'Elemento aggiunto alla lista',
  created: 'Lista creata',
  tooMany: (max: number) => `Una lista può contenere al massimo ${max} elementi.`,
  positionTooHigh: (count: number) => `Posizione: al massimo ${count}`,
  idMismatch: "Elemento: l'identificativo non corrisponde all'indirizzo",
  elementsNotInList: 'Elementi: alcuni non appartengono alla lista di origine',
  copySuffix: ' (copia)',
  shareNotFound: 'Link non valido o revocato.',
  shareRevoked: 'Link revocato.',
  linkNotOfList: 'Link: non è un link di condivisione di questa lista',
  whatsappReady: 'Messaggio WhatsApp pronto',
  linkReady: 'Link di condivisione creato',
  mailSubject: (title: string, iat: string) => `${title} — ${iat}`,
} as const;
