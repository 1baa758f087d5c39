/**
 * The Italian texts of the app's frame: the shell (top bar, menus, search, environment chooser),
 * the error pages and the words every screen shares. Each feature keeps its own texts in its
 * messages.ts, each shared engine (form, table, media) in its folder. Texts quoted by the spec are
 * copied verbatim; do not reword them. Components never hold literal UI text.
 */
export const messages = {
  app: {
    name: 'Sportello',
    loading: 'Caricamento in corso…',
    busy: 'Operazione in corso',
    skipToContent: 'Vai al contenuto',
  },
  common: {
    confirm: 'Conferma',
    cancel: 'Annulla',
    close: 'Chiudi',
    retry: 'Riprova',
    ok: 'OK',
    send: 'Invia',
    search: 'Cerca',
    notFilled: 'Non compilato',
    requiredSuffix: 'campo obbligatorio',
    newTab: '(si apre in una nuova scheda)',
    /** The eye button of every password field. */
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
  },
  errors: {
    pageLoad: 'Non è stato possibile caricare completamente la pagina.',
    network: 'Il server non risponde. Controlla la connessione e riprova.',
    unknownModal: 'Questa finestra non è disponibile.',
    notFoundTitle: 'Non riusciamo a trovare quello che cercavi...',
    notFoundCode: 'Codice di errore 404',
    notFoundHint: "L'indirizzo potrebbe essere sbagliato, oppure la pagina non esiste più.",
    crashTitle: 'Oops! Qualcosa è andato storto...',
    crashCode: 'Codice di errore 500',
    crashHint: "Ricarica la pagina o torna all'inizio. Se il problema continua, contatta l'assistenza.",
    backHome: "Torna all'inizio",
    reload: 'Ricarica la pagina',
  },
  leave: {
    title: 'Lasciare la pagina',
    text: 'Sei sicuro di voler lasciare la pagina?',
  },
  shell: {
    brandLabel: 'Sportello, pagina iniziale',
    openMenu: 'Apri menu',
    mainMenu: 'Menu principale',
    /** The tooltip of a menu entry with a key (the key in aria-keyshortcuts syntax, "Alt+N"). */
    shortcutHint: (name: string, keys: string) => `${name} (${keys})`,
    userMenu: 'Menu utente',
    userMenuOf: (name: string) => `Menu utente di ${name}`,
    envSwitcher: 'Ambiente',
    envSwitcherOf: (name: string) => `Ambiente: ${name}`,
    envChooserTitle: "Scegli l'ambiente di lavoro",
    envChooserText: "Scegli l'ambiente in cui vuoi lavorare.",
    envChooserEmpty: "Il tuo account non è ancora abilitato su nessun ambiente. Contatta l'amministratore.",
    envInactive: 'non attivo',
    /** Why an environment is off, beside its name in the chooser. */
    envInactiveReason: { suspended: 'accesso sospeso', pending: 'in attesa di approvazione' },
    /** Where the reactivation is asked for, when the access was suspended. */
    envChooserSuspendedHint: "Apri l'ambiente per inviare il modulo firmato e chiedere la riattivazione.",
    logout: 'Esci',
    moreActions: (name: string) => `Altre azioni: ${name}`,
    newBadge: (n: number) => (n === 1 ? '1 novità' : `${n} novità`),
    download: 'scarica',
    /** The role and group under the name, in the user menu and on the home page. */
    role: (role: string, group: string) => `${role} · ${group}`,
  },
  search: {
    label: 'Cerca',
    placeholder: {
      content: 'Cerca contenuti…',
      guide: 'Cerca guide…',
      report: 'Cerca report…',
      user: 'Cerca utenti…',
      group: 'Cerca gruppi…',
      explore: 'Cerca nel catalogo…',
      agenda: 'Cerca contatti…',
    },
    noResults: 'Nessun risultato',
    loading: 'Ricerca in corso…',
    typeToSearch: 'Scrivi per cercare',
    toVerify: 'da verificare',
    showAll: (q: string) => `Mostra tutti i risultati per «${q}»`,
  },
} as const;

export type Messages = typeof messages;
