import { TERMINAL_MESSAGES, type Lang } from '@sportello/contracts';

/** The terminals feature's texts (spec 2 §2, §4, §8), verbatim where the spec quotes them. */
export const terminalsMessages = {
  server: TERMINAL_MESSAGES,
  add: {
    title: 'Aggiungi terminale',
    name: 'Nome',
    nameHint: 'Se lo lasci vuoto: «Terminale» con data e ora.',
    deviceName: 'Nome del dispositivo',
    type: 'Tipo',
    create: 'Crea',
    codeIntro: 'Sul dispositivo apri l’indirizzo qui sotto e inserisci questo codice:',
    codeLabel: 'Codice di abbinamento',
    expires: (time: string) => `Il codice vale fino alle ${time}, una sola volta.`,
    waiting: 'In attesa che il dispositivo si colleghi…',
    newCode: 'Nuovo codice',
  },
  edit: {
    title: 'Modifica terminale',
    active: 'Attivo (un terminale disattivato viene scollegato)',
    save: 'Salva',
  },
  types: { assisted: 'Assistito', self: 'Self-service (kiosk)' } as Record<string, string>,
  close: 'Chiudi',
  cancel: 'Annulla',
  connection: {
    closed: 'Collegamento ai terminali interrotto: nuovo tentativo in corso…',
  },
  share: {
    section: 'Terminale esterno',
    open: 'Terminale',
    title: 'Condividi',
    intro: 'Mostra il questionario sul terminale rivolto al visitatore: le risposte arrivano nella scheda.',
    listIntro: 'Mostra la lista sul terminale rivolto al visitatore.',
    terminal: 'Terminale',
    lang: 'Lingua',
    sections: 'Sezioni',
    send: 'Invia al terminale',
    sharing: (name: string) => `Condivisione in corso con «${name}».`,
    stop: 'Interrompi',
    received: 'Risposte del visitatore ricevute nella scheda.',
    finished: 'Il visitatore ha terminato il questionario: controlla e salva la scheda.',
  },
  kiosk: {
    registerTitle: 'Registra il dispositivo',
    registerText: 'Inserisci il codice di 4 caratteri mostrato allo sportello.',
    box: (n: number) => `Carattere ${n} di 4`,
    save: 'Salva',
    waiting: 'Dispositivo in attesa.',
    offline: 'Connessione assente: le risposte saranno inviate appena torna.',
    sectionOf: (n: number, total: number) => `Sezione ${n} di ${total}`,
    language: 'Lingua',
    loading: 'Caricamento in corso…',
    loadError: 'Il questionario non è disponibile in questo momento.',
    listError: 'La lista non è disponibile in questo momento.',
    retry: 'Riprova',
  },
};

interface ListScreenLabels {
  count: (n: number) => string;
  takeHome: string;
  qrAlt: string;
  empty: string;
  types: Record<string, string>;
}

const kinds = (stay: string, see: string, event: string, route: string, offer: string, taste: string) => ({
  accommodation: stay,
  alloggio: stay,
  attraction: see,
  destination: see,
  evento_turismo: event,
  itinerario_turismo: route,
  itinerario_bike_turismo: route,
  tour: route,
  offerta_turismo: offer,
  ricetta: taste,
  prodotto_turismo: taste,
});

/** What the terminal says around a shared list, in the language the operator chose. */
export const listScreenLabels: Record<Lang, ListScreenLabels> = {
  it: {
    count: (n) => (n === 1 ? '1 proposta' : `${n} proposte`),
    takeHome: 'Inquadra il codice per portare la lista con te.',
    qrAlt: 'Codice QR del link alla lista',
    empty: 'La lista è vuota.',
    types: kinds('Dove dormire', 'Da vedere', 'Evento', 'Itinerario', 'Offerta', 'Sapori'),
  },
  en: {
    count: (n) => (n === 1 ? '1 suggestion' : `${n} suggestions`),
    takeHome: 'Scan the code to take the list with you.',
    qrAlt: 'QR code of the link to the list',
    empty: 'The list is empty.',
    types: kinds('Where to stay', 'Sights', 'Event', 'Itinerary', 'Offer', 'Flavours'),
  },
  fr: {
    count: (n) => (n === 1 ? '1 proposition' : `${n} propositions`),
    takeHome: 'Scannez le code pour emporter la liste.',
    qrAlt: 'Code QR du lien vers la liste',
    empty: 'La liste est vide.',
    types: kinds('Où dormir', 'À voir', 'Événement', 'Itinéraire', 'Offre', 'Saveurs'),
  },
  de: {
    count: (n) => (n === 1 ? '1 Vorschlag' : `${n} Vorschläge`),
    takeHome: 'Scannen Sie den Code, um die Liste mitzunehmen.',
    qrAlt: 'QR-Code des Links zur Liste',
    empty: 'Die Liste ist leer.',
    types: kinds('Unterkunft', 'Sehenswertes', 'Veranstaltung', 'Route', 'Angebot', 'Genuss'),
  },
  es: {
    count: (n) => (n === 1 ? '1 propuesta' : `${n} propuestas`),
    takeHome: 'Escanea el código para llevarte la lista.',
    qrAlt: 'Código QR del enlace a la lista',
    empty: 'La lista está vacía.',
    types: kinds('Dónde dormir', 'Qué ver', 'Evento', 'Itinerario', 'Oferta', 'Sabores'),
  },
};
