import { z } from './z.js';
import { CONTENT_LANGUAGES } from './constants.js';
import { ProfileItems } from './forms/dialects/profile-schema.js';

/**
 * Terminals, pairing, the kiosk and the terminal socket (issue 16; spec 2 §3 "Terminal",
 * "Kiosk device", §4 "Sharing to an external terminal", "Kiosk", §7 "External terminals",
 * "External forms"). The server and the web parse every socket message with these schemas.
 */

/** assisted faces the visitor at the desk (the operator pushes the survey); self is the hall kiosk. */
export const TERMINAL_TYPES = ['assisted', 'self'] as const;
export const TerminalType = z.enum(TERMINAL_TYPES, { error: 'Tipo di terminale: assisted o self' });
export type TerminalType = z.infer<typeof TerminalType>;
export const DEFAULT_TERMINAL_TYPE: TerminalType = 'assisted';

export const TERMINAL_STATUSES = ['on', 'off'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];

/** Device codes: 4 characters, upper case, no look-alikes (0/O, 1/I/L) so a visitor types them right. */
export const DEVICE_CODE_LENGTH = 4;
export const DEVICE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_MINUTES = 10;

/** Spec 2 §9. */
export const TERMINAL_LIMITS = {
  statusPollMs: 5000,
  reconnectMs: 1000,
  reconnectSlowMs: 60_000,
  reconnectFastTries: 3,
  nameMax: 80,
  deviceNameMax: 80,
  optionsMinSearch: 3,
} as const;

/** The kiosk's defaults (spec 2 §4 "Kiosk", §9). */
export const KIOSK_DEFAULTS = {
  timeout: 180,
  showPopupAt: 177,
  resetTimeout: 10_000,
  debounceMs: 100,
} as const;

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

/** The public id of a terminal in messages and URLs (never the row id). */
export const WsId = z
  .string({ error: 'wsId: campo obbligatorio' })
  .regex(/^t_[A-Za-z0-9_-]{8,40}$/, 'wsId: identificativo non valido');

const Name = z
  .string()
  .trim()
  .max(TERMINAL_LIMITS.nameMax, `Il nome non può superare ${TERMINAL_LIMITS.nameMax} caratteri`);
const DeviceName = z
  .string()
  .trim()
  .max(
    TERMINAL_LIMITS.deviceNameMax,
    `Il nome del dispositivo non può superare ${TERMINAL_LIMITS.deviceNameMax} caratteri`,
  );

/** Spec 2 §3 "Terminal (external)". */
export const Terminal = z.object({
  id: z.number().int(),
  wsId: z.string(),
  name: z.string(),
  deviceName: z.string(),
  terminalType: TerminalType,
  isActive: z.boolean(),
  status: z.enum(TERMINAL_STATUSES),
  /** Whether a device has been paired (a code was redeemed and the device not revoked since). */
  paired: z.boolean(),
  /** The office's slug and name. */
  iat: z.string(),
  iatName: z.string(),
  createdAt: z.string(),
});
export type Terminal = z.infer<typeof Terminal>;

/** The add-terminal modal. An empty name becomes "Terminale {date time}". */
export const TerminalAddBody = z.object({
  name: Name.default(''),
  deviceName: DeviceName.default(''),
  terminalType: TerminalType.default(DEFAULT_TERMINAL_TYPE),
});
export type TerminalAddBody = z.input<typeof TerminalAddBody>;

/** The code shown in the add-terminal modal until the device connects. */
export const PairingCode = z.object({ code: z.string(), expiresAt: z.string() });
export const TerminalAddReply = z.object({
  terminal: Terminal,
  pairing: PairingCode,
  message: z.string(),
});
export type TerminalAddReply = z.infer<typeof TerminalAddReply>;

/**
 * Spec 2 §7 "Update an external": wsId, name, terminalType, the external's fields, iat (user slug)
 * and iatName (group). iat/iatName are what the page had; the server scopes by the session, and
 * refuses a terminal of another office whatever they say.
 */
export const TerminalEditBody = z.looseObject({
  wsId: WsId,
  /** Absent: unchanged; empty: "Terminale {date time}". */
  name: Name.optional(),
  terminalType: TerminalType.optional(),
  deviceName: DeviceName.optional(),
  isActive: z.boolean({ error: 'Attivo: vero o falso' }).optional(),
  iat: z.string().max(100).optional(),
  iatName: z.string().max(200).optional(),
});
export type TerminalEditBody = z.input<typeof TerminalEditBody>;
export const TerminalReply = z.object({ terminal: Terminal, message: z.string() });

export const TerminalStatusQuery = z.object({ wsId: WsId });
export const TerminalStatusReply = z.object({
  wsId: z.string(),
  status: z.enum(TERMINAL_STATUSES),
  sharing: z.boolean(),
});
export const OnlineTerminalsQuery = z.object({ terminalType: TerminalType.default('assisted') });
export const OnlineTerminalsReply = z.object({ terminals: z.array(Terminal) });

/** The device registration screen: one character per box. */
export const DeviceCode = z
  .string({ error: TERMINAL_MESSAGES.codeShape })
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(
    z
      .string()
      .length(DEVICE_CODE_LENGTH, TERMINAL_MESSAGES.codeShape)
      .regex(new RegExp(`^[${DEVICE_CODE_ALPHABET}]+$`), TERMINAL_MESSAGES.codeShape),
  );
export const DeviceRegisterBody = z.object({ code: DeviceCode });

/** Spec 2 §3 "Kiosk device". */
export const KioskDevice = z.object({
  wsId: z.string(),
  terminalType: TerminalType,
  deviceName: z.string(),
  name: z.string(),
  iatName: z.string(),
  iat: z.string(),
  isNew: z.boolean(),
});
export type KioskDevice = z.infer<typeof KioskDevice>;

// ─── External forms ─────────────────────────────────────────────────────────────────────────────

export const EXTERNAL_FORM_TYPES = ['self', 'assisted'] as const;
export const ExternalFormType = z.enum(EXTERNAL_FORM_TYPES, { error: 'Tipo di modulo non valido' });
export type ExternalFormType = z.infer<typeof ExternalFormType>;

export const Lang = z.enum(CONTENT_LANGUAGES, { error: 'Lingua non valida' });
export type Lang = z.infer<typeof Lang>;

export const ExternalFormQuery = z.object({
  lang: Lang.default('it'),
  /** The sections to show, comma-joined keys (standalone forms read the "sections" parameter). */
  sections: z.string().max(500).optional(),
  id: z.string().max(40).optional(),
});

const Localized = z.record(z.string(), z.string());
const TextBlock = z.object({ title: z.string(), text: z.string() });

/** One section of the self-profile form: its key, title per language and profile-dialect items. */
export const ExternalFormSection = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/),
  title: Localized,
  fields: ProfileItems,
});
export type ExternalFormSection = z.infer<typeof ExternalFormSection>;

/** The self-profile form as stored (spec 2 §3 "Self-profile form"), all languages. */
export const SelfProfileFormSource = z.object({
  intro: z.record(z.string(), TextBlock),
  outro: z.record(z.string(), TextBlock),
  sections: z.array(ExternalFormSection).min(1),
  /** Field labels by language: fieldname → label (Italian are in the items). */
  fieldLabels: z.record(z.string(), z.record(z.string(), z.string())).default({}),
  labels: z.record(z.string(), z.record(z.string(), z.string())),
  buttons: z.array(z.enum(['forward', 'end', 'backward', 'restart'])),
  timeout: z.number().int().positive().default(KIOSK_DEFAULTS.timeout),
  showPopupAt: z.number().int().positive().default(KIOSK_DEFAULTS.showPopupAt),
  resetTimeout: z.number().int().positive().default(KIOSK_DEFAULTS.resetTimeout),
});
export type SelfProfileFormSource = z.infer<typeof SelfProfileFormSource>;

/** What GET /api/external/form/{formType} answers under `data`: one language, chosen sections. */
export const ExternalForm = z.object({
  formType: ExternalFormType,
  lang: Lang,
  id: z.string().nullable(),
  intro: TextBlock,
  outro: TextBlock,
  sections: z.array(z.object({ key: z.string(), title: z.string(), fields: z.array(z.unknown()) })),
  labels: z.record(z.string(), z.string()),
  buttons: z.array(z.string()),
  timeout: z.number(),
  showPopupAt: z.number(),
  resetTimeout: z.number(),
});
export type ExternalForm = z.infer<typeof ExternalForm>;
export const ExternalFormReply = z.object({ data: ExternalForm });

/** The kiosk's remote selects: the desk profile form's lists (the same values in the statistics). */
export const EXTERNAL_OPTION_SOURCES = ['regions', 'eu-countries', 'eeu-countries'] as const;
export const ExternalOptionsQuery = z.object({
  search: z
    .string()
    .trim()
    .min(TERMINAL_LIMITS.optionsMinSearch, TERMINAL_MESSAGES.searchTooShort)
    .max(100, 'Ricerca: al massimo 100 caratteri'),
  lang: Lang.default('it'),
});

/** The kiosk's save: the visitor's answers, type final (spec 2 §4 "Kiosk"). */
export const KioskSaveBody = z.object({
  values: z.record(z.string(), z.unknown(), { error: 'Valori: un oggetto' }),
  /**
   * final: "Fine" on the last section, every rule applies. timeout: the inactivity countdown reached
   * 0, the answers given so far are kept (required fields may be empty, nothing else may be wrong).
   */
  type: z.enum(['final', 'timeout'], { error: 'Tipo: final o timeout' }).default('final'),
  lang: Lang.default('it'),
});
export type KioskSaveBody = z.input<typeof KioskSaveBody>;
export const KioskSaveReply = z.object({ id: z.number().int(), code: z.string(), message: z.string() });

// ─── The socket at /api/external/app ────────────────────────────────────────────────────────────

const Sections = z
  .string({ error: 'sections: elenco separato da virgole' })
  .max(500)
  .regex(/^[a-z0-9_,-]*$/, 'sections: elenco separato da virgole');
const Values = z.record(z.string(), z.unknown());

/**
 * What a socket may send (client → server). `init` is the message every socket sends on open;
 * operators send checkStatus, sendToExternal, stopSharing, addWs, removeTmpWsId and
 * updateTerminal; terminals send registerWs, submitExternalForm and stopSharing. One schema per
 * type: a message that fails its schema gets an `error` back and changes nothing.
 */
export const SocketInbound = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('init'),
    wsId: z.string().max(60).nullable().default(null),
    isClient: z.boolean(),
    group: z.string().max(100),
  }),
  z.object({ type: z.literal('checkStatus'), wsId: WsId }),
  z.object({
    type: z.literal('sendToExternal'),
    wsId: WsId,
    lang: Lang,
    sections: Sections,
    deviceName: z.string().max(TERMINAL_LIMITS.deviceNameMax).optional(),
    formType: ExternalFormType.default('assisted'),
    /** The profile the answers go to (the operator's open Scheda turista), or a list shown. */
    profileId: z.number().int().positive().nullable().default(null),
    listId: z.number().int().positive().nullable().default(null),
  }),
  z.object({ type: z.literal('stopSharing'), wsId: WsId.optional() }),
  z.object({
    type: z.literal('addWs'),
    name: Name.default(''),
    deviceName: DeviceName.default(''),
    terminalType: TerminalType.default(DEFAULT_TERMINAL_TYPE),
  }),
  z.object({ type: z.literal('removeTmpWsId'), wsId: WsId }),
  z.object({
    type: z.literal('updateTerminal'),
    wsId: WsId,
    name: Name.optional(),
    terminalType: TerminalType.optional(),
    isActive: z.boolean().optional(),
  }),
  z.object({ type: z.literal('registerWs'), deviceName: DeviceName }),
  z.object({
    type: z.literal('submitExternalForm'),
    values: Values,
    /** Whether the visitor pressed "end" (the last answers) or is still typing. */
    final: z.boolean().default(false),
  }),
]);
export type SocketInbound = z.infer<typeof SocketInbound>;
export type SocketInboundInput = z.input<typeof SocketInbound>;

/** What the server sends. `open` first, then the answer to `init`. */
export const SocketOutbound = z.discriminatedUnion('type', [
  z.object({ type: z.literal('open'), socketId: z.string() }),
  z.object({
    type: z.literal('registerWSOKClient'),
    device: KioskDevice,
  }),
  z.object({
    type: z.literal('registerWSOKServer'),
    /** The operator's socket id, or the terminal that just paired (then the "connected" message). */
    wsId: z.string(),
    group: z.string(),
    message: z.string().optional(),
    terminal: Terminal.optional(),
  }),
  z.object({
    type: z.literal('checkStatus'),
    wsId: z.string(),
    status: z.enum(TERMINAL_STATUSES),
    sharing: z.boolean(),
  }),
  z.object({
    type: z.literal('sharingToExternal'),
    wsId: z.string(),
    sharing: z.boolean(),
    lang: Lang.optional(),
    sections: z.array(z.string()).optional(),
  }),
  z.object({
    type: z.literal('openForm'),
    formType: ExternalFormType,
    lang: Lang,
    sections: z.array(z.string()),
    profileId: z.number().nullable(),
    listId: z.number().nullable(),
  }),
  z.object({ type: z.literal('closeForm'), wsId: z.string() }),
  z.object({
    type: z.literal('receiveExternalForm'),
    wsId: z.string(),
    profileId: z.number().nullable(),
    values: Values,
    final: z.boolean(),
  }),
  z.object({ type: z.literal('updateTerminal'), terminal: Terminal }),
  z.object({ type: z.literal('addWs'), terminal: Terminal, pairing: PairingCode }),
  z.object({ type: z.literal('removeTmpWsId'), wsId: z.string() }),
  z.object({
    type: z.literal('notify'),
    message: z.string(),
    severity: z.enum(['info', 'success', 'warning', 'error']),
  }),
  z.object({
    type: z.literal('error'),
    message: z.string(),
    /** The message type that was refused, when it could be read. */
    of: z.string().nullable(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
]);
export type SocketOutbound = z.infer<typeof SocketOutbound>;

export const TERMINAL_SOCKET_PATH = '/api/external/app';
export const DEVICE_COOKIE = 'sportello_device';

// ─── A list shared to the desk's terminal ───────────────────────────────────────────────────────

export const EXTERNAL_LIST_MESSAGES = {
  noList: 'Nessuna lista condivisa con questo terminale.',
} as const;

/** The device asks for the list it was sent (openForm's listId); any other id is refused. */
export const ExternalListQuery = z.object({
  id: z.coerce
    .number({ error: 'id: numero della lista' })
    .int('id: numero della lista')
    .positive('id: numero della lista')
    .optional(),
});

/** One element as the visitor sees it on the terminal: short texts, a public image at most. */
export const ExternalListItem = z.object({
  n: z.number().int(),
  type: z.string(),
  title: z.string(),
  subtitle: z.string(),
  address: z.string(),
  dates: z.string(),
  image: z.string().nullable(),
});
export type ExternalListItem = z.infer<typeof ExternalListItem>;

/** What GET /api/external/list answers under `data`: the list shared now, with its public link. */
export const ExternalList = z.object({
  listId: z.number().int(),
  title: z.string(),
  lang: Lang,
  office: z.string(),
  /** The lists module's public share address (the PDF), and its QR code as an SVG document. */
  link: z.string(),
  qrSvg: z.string(),
  items: z.array(ExternalListItem),
});
export type ExternalList = z.infer<typeof ExternalList>;
export const ExternalListReply = z.object({ data: ExternalList });
