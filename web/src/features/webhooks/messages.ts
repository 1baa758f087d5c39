/** The texts of a key's webhooks (the dialog, the secret shown once, the delivery log). */
export const webhooksMessages = {
  title: (group: string) => `Webhook della chiave di «${group}»`,
  intro:
    'Ogni pubblicazione, modifica o ritiro di un contenuto autorizzato dalla chiave viene inviato con una richiesta POST firmata a questi indirizzi.',
  none: 'Nessun webhook registrato.',
  url: 'Indirizzo https:// del webhook',
  add: 'Registra',
  disable: 'Disattiva',
  log: 'Consegne',
  close: 'Chiudi',
  states: { active: 'Attivo', disabled: 'Disattivato' },
  secret: {
    title: 'Segreto di firma del webhook',
    warning:
      'Copialo ora e consegnalo al partner: non sarà mostrato di nuovo. Serve a verificare l’intestazione X-Sportello-Signature.',
    copy: 'Copia il segreto',
    copied: 'Segreto copiato negli appunti',
    copyFailed: 'Copia non riuscita: seleziona il segreto e copialo a mano',
  },
  deliveries: {
    title: (url: string) => `Ultime consegne a ${url}`,
    none: 'Ancora nessuna consegna.',
    event: 'Evento',
    events: {
      'content.published': 'Pubblicazione',
      'content.updated': 'Modifica',
      'content.withdrawn': 'Ritiro',
    },
    content: 'ID contenuto',
    state: 'Stato',
    tries: 'Tentativi',
    attempt: (n: number) => `Tentativo ${n}:`,
    resend: 'Rinvia',
    states: { pending: 'In corso', sent: 'Consegnata', failed: 'Non consegnata' },
    next: (at: string) => `prossimo tentativo dalle ${at}`,
    back: 'Torna ai webhook',
  },
} as const;
