/** The texts of the partners' API keys (the table page, the grants dialog, the secret shown once). */
export const partnerKeysMessages = {
  secret: {
    title: 'Chiave API creata',
    intro: (group: string) =>
      `La richiesta è approvata: questa è la chiave API di «${group}». Copiala ora e consegnala al referente tecnico del partner per un canale sicuro.`,
    warning:
      'Non sarà mostrata di nuovo: Sportello ne conserva solo un’impronta. Se va persa, revocala e approva una nuova richiesta.',
    label: 'Chiave API (intestazione X-Api-Key)',
    copy: 'Copia la chiave',
    copied: 'Chiave copiata negli appunti',
    copyFailed: 'Copia non riuscita: seleziona la chiave e copiala a mano',
    expires: (date: string) => `Valida fino al ${date}. Autorizzazioni e limiti si cambiano in «Chiavi API».`,
    done: 'Ho copiato la chiave',
  },
  grants: {
    title: (group: string) => `Autorizzazioni della chiave di «${group}»`,
    keyId: 'Chiave',
    requested: 'Richieste dal partner',
    contentTypes: 'Tipi di contenuto',
    assetTypes: 'Tipi del catalogo',
    languages: 'Lingue',
    omittedFields: 'Campi esclusi',
    omittedHelp: 'Questi campi non saranno mai inviati al partner, anche nei contenuti autorizzati.',
    allowedOrigins: 'Origini consentite (una per riga)',
    allowedOriginsHelp:
      'I siti da cui un browser può usare la chiave, come https://www.comune.esempio.it; vuoto: solo dai server.',
    ratePerMinute: 'Richieste al minuto',
    expiresOn: 'Scadenza (ultimo giorno valido)',
    all: 'Tutti',
    none: 'Nessuno',
    save: 'Salva',
    cancel: 'Annulla',
    revokedNote: 'La chiave è revocata: le autorizzazioni restano qui solo per consultazione.',
    close: 'Chiudi',
  },
} as const;
