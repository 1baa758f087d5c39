/**
 * The lists' texts on explore's first screen (the add button and the current list's bar), apart
 * from the rest (messages.ts, which spreads them in): those load with the screens and dialogs
 * that use them, not with the desk's first screen (bundle-size.spec.ts, 300 KB).
 */
export const firstScreenMessages = {
  add: {
    button: 'Aggiungi alla lista',
    title: 'Aggiungi alla lista',
    intro: (title: string) => `Scegli la lista in cui aggiungere «${title}».`,
    newList: 'Nuova Lista',
    added: (list: string) => `Elemento aggiunto alla lista «${list}»`,
    already: 'Già presente',
    listsLabel: 'Le liste dell’ufficio',
  },
  /** The current list of explore (issue 40): one click adds, the bar names it and shares it. */
  current: {
    defaultTitle: (when: string) => `Lista del ${when}`,
    label: 'Lista corrente',
    none: 'Nessuna lista corrente: il primo «Aggiungi alla lista» ne crea una',
    bar: 'La lista corrente',
    count: (n: number) => (n === 1 ? '1 elemento' : `${n} elementi`),
    switch: 'Cambia lista',
    switchMenu: 'Le liste dell’ufficio',
    startNew: 'Nuova lista',
    startNewHint: 'Il prossimo elemento aggiunto crea una nuova lista',
    edit: 'Rinomina',
    share: 'Condividi',
    shareIn: (lang: string) => `Condividi in ${lang}`,
    add: (list: string) => `Aggiungi a «${list}»`,
    addNew: 'Aggiungi a una nuova lista',
    remove: (list: string) => `Rimuovi da «${list}»`,
    inList: 'Nella lista',
    created: (title: string, item: string) => `Lista «${title}» creata con «${item}»`,
    added: (item: string, list: string) => `«${item}» aggiunto a «${list}»`,
    removed: (item: string, list: string) => `«${item}» rimosso da «${list}»`,
  },
} as const;
