import { z } from '../z.js';

/** A terminal's types and statuses, the shape of a pairing code, and the limits and timings (spec 2 §9). */

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
