/** Every Italian message the media module sends. */
export const MEDIA_MESSAGES = {
  tooLarge: (mb: number) => `Il file supera il limite di ${mb} MB.`,
  imageFormat: "Formato non supportato: carica un'immagine JPEG, PNG, WebP o GIF.",
  documentFormat:
    'Formato non supportato: carica un documento PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX), OpenDocument (ODT), TXT o CSV.',
  executable:
    'Il file è un programma eseguibile, anche se il nome dice altro: per sicurezza non può essere caricato.',
  brokenImage: "L'immagine è danneggiata o incompleta e non può essere letta.",
  imageTooBig: (millions: number) =>
    `L'immagine è troppo grande: al massimo ${millions} milioni di pixel, contando tutti i fotogrammi.`,
  imageTooSlow: "L'elaborazione dell'immagine ha richiesto troppo tempo: carica un'immagine più piccola.",
  imagesBusy: 'Troppe immagini in elaborazione in questo momento: riprova tra poco.',
  textEncoding: 'Il file di testo deve essere in UTF-8 e non contenere caratteri binari.',
  emptyFile: 'Il file è vuoto.',
  noFile: 'Scegli un file da caricare.',
  oneFile: 'Carica un solo file alla volta.',
  notMultipart: 'Invia il file come modulo multipart, nel campo «file».',
  imageInUse: 'Questa immagine è in uso e non può essere eliminata.',
  documentInUse: 'Questo documento è in uso e non può essere eliminato.',
  fileNotFound: 'File non trovato.',
  notYours: 'Puoi modificare ed eliminare solo i file del tuo gruppo.',
  noMembership: 'Non hai un gruppo abilitato in questo ambiente: non puoi usare la libreria dei file.',
  notAccessible: 'Uno o più file scelti non esistono o non sono del tuo gruppo.',
  imageOnly: 'Testo alternativo, didascalia e posizione valgono solo per le immagini.',
  documentOnly: 'Nome, lingua e tipo di documento valgono solo per i documenti.',
  usedBy: (n: number) => (n === 1 ? 'In uso in 1 elemento' : `In uso in ${n} elementi`),
} as const;
