import { DEVICE_CODE_LENGTH, TERMINAL_LIMITS } from './constants.js';

/** The terminals' and the kiosk's Italian texts, and a new terminal's default name. */

export const TERMINAL_MESSAGES = {
  deviceWaiting: 'Dispositivo in attesa.',
  connected: 'Terminale collegato.',
  codeInvalid: 'Codice non valido o scaduto.',
  codeShape: `Il codice è di ${DEVICE_CODE_LENGTH} caratteri (lettere e numeri).`,
  codeRateLimited: (seconds: number) =>
    `Troppi codici errati da questo indirizzo: riprova tra ${Math.ceil(seconds)} secondi.`,
  notFound: 'Terminale non trovato.',
  notOffice: 'I terminali sono degli uffici IAT: il tuo profilo non ne fa parte.',
  forbidden: 'Non hai i permessi per gestire i terminali.',
  otherOffice: 'Il terminale appartiene a un altro ufficio.',
  deviceRequired: 'Dispositivo non registrato: inserisci il codice del terminale.',
  deviceRevoked: 'Dispositivo disattivato: chiedi un nuovo codice allo sportello.',
  offline: 'Il terminale non è collegato.',
  notAssisted: 'Il kiosk self-service non riceve condivisioni.',
  notSharing: 'Nessuna condivisione in corso con questo terminale.',
  badMessage: 'Messaggio non valido.',
  sessionEnded: 'Sessione scaduta o assente: accedi di nuovo.',
  badOrigin: 'Origine della connessione non ammessa.',
  /** The socket's close reason too (at most 123 bytes): the kiosk shows it while it retries. */
  realtimeDown: 'Collegamento in tempo reale non disponibile: nuovo tentativo tra poco.',
  serverClosing: 'Server in riavvio: nuovo collegamento tra poco.',
  added: 'Terminale aggiunto: inserisci il codice sul dispositivo.',
  updated: 'Terminale modificato.',
  deleted: 'Terminale eliminato.',
  searchTooShort: `Scrivi almeno ${TERMINAL_LIMITS.optionsMinSearch} caratteri.`,
  formNotFound: 'Modulo non trovato.',
  kioskSaved: 'Grazie! Il profilo è stato salvato.',
  kioskInvalid: 'Controlla le risposte: alcune non sono valide.',
  notKiosk: 'Solo un kiosk self-service salva profili da sé.',
} as const;

/** "Terminale 26/11/2026 21:05": the default name when none is given (spec 2 §5), Italian time. */
export function defaultTerminalName(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(at);
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  return `Terminale ${p('day')}/${p('month')}/${p('year')} ${p('hour')}:${p('minute')}`;
}
