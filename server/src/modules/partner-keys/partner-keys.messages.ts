/**
 * The texts of partners' keys. What a partner's application reads (refusals of X-Api-Key) is in
 * Italian and English, since a partner's developer may read no Italian; what an administrator
 * reads is Italian.
 */
export const PARTNER_KEY_MESSAGES = {
  missing:
    'Chiave API mancante: inviala nell’intestazione X-Api-Key / API key missing: send it in the X-Api-Key header',
  unknown: 'Chiave API non valida / API key not recognised',
  revoked: 'Chiave API revocata / API key revoked',
  expired: 'Chiave API scaduta / API key expired',
  rateLimited: (seconds: number) =>
    `Troppe richieste per questa chiave API: riprova tra ${seconds} s / Too many requests for this API key: retry in ${seconds} s`,
  notFound: 'Chiave API non trovata.',
  revokedNow: (group: string) => `Chiave API di «${group}» revocata: non funziona più da subito.`,
  alreadyRevoked: 'La chiave era già stata revocata.',
  saved: (group: string) => `Autorizzazioni della chiave di «${group}» salvate.`,
  revokedCannotChange: 'La chiave è revocata: le autorizzazioni non si possono più cambiare.',
  unknownContentType: (code: string) => `Tipi di contenuto: «${code}» non esiste`,
  expiryPast: 'Scadenza: scegli oggi o un giorno futuro',
  expiryTooFar: (years: number) => `Scadenza: al massimo tra ${years} anni`,
} as const;
