/** The administrators' texts of webhooks (Italian), and the delivery log's errors. */
export const WEBHOOK_MESSAGES = {
  keyNotFound: 'Chiave API non trovata.',
  keyNotActive: 'La chiave non è attiva: non le si possono aggiungere webhook.',
  notFound: 'Webhook non trovato.',
  deliveryNotFound: 'Consegna non trovata.',
  alreadyDisabled: 'Il webhook era già disattivato.',
  disabled: (url: string) => `Webhook ${url} disattivato: non riceverà più notifiche.`,
  notFailed: 'Si può rinviare solo una consegna non riuscita.',
  resent: 'Consegna rimessa in coda.',
  tooMany: (n: number) => `Indirizzo: al massimo ${n} webhook attivi per chiave`,
  url: {
    invalid: 'Indirizzo: non è un indirizzo valido',
    https: 'Indirizzo: deve iniziare con https://',
    credentials: 'Indirizzo: senza nome utente né password',
    fragment: 'Indirizzo: senza frammento (#…)',
    unresolved: (host: string) => `Indirizzo: il nome «${host}» non si risolve`,
    privateAddress: (address: string) =>
      `Indirizzo: ${address} è un indirizzo privato o locale, non raggiungibile come webhook`,
  },
} as const;
