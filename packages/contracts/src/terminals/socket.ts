import { z } from '../z.js';
import { DEFAULT_TERMINAL_TYPE, TERMINAL_LIMITS, TERMINAL_STATUSES, TerminalType } from './constants.js';
import { ExternalFormType, Lang } from './external-form.js';
import { KioskDevice, PairingCode } from './pairing.js';
import { DeviceName, Name } from './shared.js';
import { Terminal, WsId } from './terminal.js';

/** The socket at /api/external/app: the server and the web parse every message with these schemas. */

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
