import { z } from '../z.js';
import { DEFAULT_TERMINAL_TYPE, TERMINAL_STATUSES, TerminalType } from './constants.js';
import { PairingCode } from './pairing.js';
import { DeviceName, Name } from './shared.js';

/** A terminal (spec 2 §3 "Terminal (external)") and the operators' calls that add, edit and list them. */

/** The public id of a terminal in messages and URLs (never the row id). */
export const WsId = z
  .string({ error: 'wsId: campo obbligatorio' })
  .regex(/^t_[A-Za-z0-9_-]{8,40}$/, 'wsId: identificativo non valido');

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
