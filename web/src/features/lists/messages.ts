import { firstScreenMessages } from './messages-first';

/** The lists feature's texts (spec 2 §2, §4, §5, §8; spec 1 §9 toasts), verbatim where the spec quotes them. */
export const listsMessages = {
  ...firstScreenMessages,
  tab: {
    label: 'Liste',
    selector: 'Lista',
    create: 'Crea nuova lista',
    edit: 'Modifica',
    share: 'Condividi',
    preview: 'Anteprima',
    loading: 'Caricamento della lista…',
    all: 'Tutti',
    typeTabs: 'Tipi di elemento',
    items: (n: number) => (n === 1 ? '1 elemento' : `${n} elementi`),
  },
  empty: {
    /** Spec 2 §8 "Empty list (list views)": Esplora links to /explore. */
    listBefore: 'La lista è vuota. Usa la funzione ',
    listLink: 'Esplora',
    listAfter: ' per aggiungere attrattori e servizi.',
    /** The three "No lists" variants (spec 2 §8). */
    noLists: 'Non ci sono liste',
    noListsDot: 'Non ci sono liste.',
    noListsCreate: 'Non ci sono liste, per crearne una nuova clicca sul bottone "Nuova Lista".',
    noneSelected: 'Nessuna lista selezionata',
    favourites: 'La lista è vuota.',
  },
  newList: {
    title: 'Crea nuova lista',
    field: 'Titolo della lista',
    required: 'Il titolo deve essere specificato',
    requiredPage: 'Il titolo non può essere vuoto',
    tooLong: 'Il titolo non può superare le 70 battute spazi inclusi',
    counter: (n: number, max: number) => `${n}/${max}`,
    create: 'Crea',
  },
  created: {
    title: 'Lista creata',
    text: (title: string) => `La lista «${title}» è stata creata.`,
    textWithItem: (title: string, item: string) => `La lista «${title}» è stata creata con «${item}».`,
    go: 'Vai alla lista',
    edit: 'Modifica',
    close: 'Chiudi',
  },
  sort: {
    title: 'Cambia ordine elemento',
    label: 'Nuova posizione',
    help: (max: number) => `Da 1 a ${max}`,
    up: 'Posizione precedente',
    down: 'Posizione successiva',
    action: 'Cambia posizione',
    drag: 'Trascina per riordinare (con la tastiera: Spazio, frecce, Spazio)',
    moved: 'Ordine aggiornato',
  },
  dnd: {
    instructions:
      'Per spostare un elemento premi spazio o invio sulla maniglia, usa le frecce su e giù per cambiarne la posizione, poi spazio o invio per lasciarlo. Esc annulla.',
    start: (t: string) => `Hai preso ${t}.`,
    over: (t: string, p: number, n: number) => `${t} è in posizione ${p} di ${n}.`,
    end: (t: string, p: number, n: number) => `${t} lasciato in posizione ${p} di ${n}.`,
    cancel: (t: string) => `Spostamento di ${t} annullato.`,
  },
  copy: {
    title: "Sposta/copia in un'altra lista",
    copyLabel: 'Copia',
    moveLabel: 'Sposta',
    action: 'Azione',
    target: 'Lista di destinazione',
    button: 'Sposta/copia',
    count: (n: number) => (n === 1 ? '1 elemento scelto' : `${n} elementi scelti`),
  },
  share: {
    title: 'Condividi lista',
    language: 'Lingua',
    link: 'Link',
    copyLink: 'Copia link',
    copied: 'Link copiato negli appunti.',
    openPdf: 'Apri il PDF',
    email: 'Email',
    emailLabel: 'Email del destinatario',
    emailEmpty: "L'email non può essere vuota",
    sendEmail: 'Invia email',
    whatsapp: 'WhatsApp',
    numberLabel: 'Numero di telefono',
    numberEmpty: 'Il numero non può essere vuoto',
    sendWhatsapp: 'Invia su WhatsApp',
    linkLoading: 'Preparazione del link…',
    linkLater: 'Il link si crea quando condividi: copia, email, WhatsApp o terminale.',
    /** The languages' names inside a sentence ("in tedesco"). */
    languageNames: {
      it: 'italiano',
      en: 'inglese',
      fr: 'francese',
      de: 'tedesco',
      es: 'spagnolo',
    } as Record<string, string>,
    missingTitle: (n: number, lang: string) =>
      n === 1 ? `1 elemento non ha testi in ${lang}` : `${n} elementi non hanno testi in ${lang}`,
    missingIntro: 'Nel link e nel PDF appariranno così:',
    missingItem: (n: number, title: string, lang: string) => `${n}. ${title} — in ${lang}`,
    links: 'Link di questa lista',
    noLinks: 'Nessun link ancora: il primo si crea quando condividi.',
    linkLine: (lang: string) => `Link in ${lang}`,
    createdLine: (when: string, who: string | null) =>
      who ? `creato il ${when} da ${who}` : `creato il ${when}`,
    revokedLine: (when: string) => `revocato il ${when}`,
    openedLine: (n: number) => (n === 0 ? 'mai aperto' : n === 1 ? 'aperto 1 volta' : `aperto ${n} volte`),
    revoke: 'Revoca',
    revokeLabel: (lang: string) => `Revoca il link in ${lang}`,
    revokeTitle: 'Revocare il link?',
    revokeText: (lang: string) =>
      `Chi ha ricevuto il link in ${lang} non potrà più aprire la lista. L'operazione non si può annullare.`,
    revokeCancel: 'Annulla',
    revoked: 'Link revocato.',
  },
  previewModal: {
    title: 'Anteprima della lista',
    intro: 'Scegli la lingua: l’anteprima si apre in una nuova scheda.',
    open: (lang: string) => `Apri in ${lang}`,
    newTab: '(si apre in una nuova scheda)',
  },
  item: {
    actions: (title: string) => `Azioni per ${title}`,
    position: 'Cambia ordine',
    copy: "Sposta/copia in un'altra lista",
    remove: 'Rimuovi',
    select: (title: string) => `Seleziona ${title}`,
    selectAll: 'Seleziona tutti',
    bulk: 'Azioni sugli elementi',
    removeSelected: 'Rimuovi selezionati',
    copySelected: 'Sposta/copia selezionati',
    removeAll: 'Rimuovi tutti',
    open: (title: string) => `Apri ${title}`,
    positionOf: (n: number) => `Posizione ${n}`,
    pageLabel: (type: string, page: number | null) =>
      type === 'page'
        ? `Pagina ${page}`
        : type === 'next'
          ? 'Pagina successiva'
          : type === 'previous'
            ? 'Pagina precedente'
            : type === 'first'
              ? 'Prima pagina'
              : 'Ultima pagina',
  },
  removeAll: {
    title: 'Rimuovi tutti gli elementi.',
    text: 'Vuoi davvero rimuovere tutti gli elementi dalla lista?',
    confirm: 'Elimina',
    cancel: 'Annulla',
  },
  edit: {
    heading: 'Modifica lista',
    title: 'Titolo',
    special: 'Lista speciale',
    save: 'Salva',
    cancel: 'Annulla',
    delete: 'Elimina lista',
    saveTitle: 'Salvare le modifiche?',
    saveText: 'Il titolo e il tipo della lista saranno aggiornati.',
    deleteTitle: 'Eliminare la lista?',
    deleteText: (title: string) => `La lista «${title}» e i suoi elementi saranno eliminati.`,
    created: (date: string, by: string) => `Creata il ${date}${by ? ` da ${by}` : ''}`,
    elements: 'Elementi',
    duplicate: 'Duplica',
  },
  view: {
    title: (title: string) => title,
    close: 'Chiudi',
    editList: 'Modifica lista',
  },
  toast: {
    favouritesAll: 'Aggiunti tutti gli elementi della lista ai preferiti',
    deleted: 'La lista è stata eliminata con successo',
    modified: 'La lista è stata modificata',
    duplicated: 'Lista duplicata con successo',
    copied: 'Elemento copiato con successo',
    moved: 'Elemento spostato con successo',
    removed: 'Elemento rimosso con successo',
    emailSent: 'Email inviata con successo',
  },
  common: {
    cancel: 'Annulla',
    confirm: 'Conferma',
    close: 'Chiudi',
  },
} as const;
