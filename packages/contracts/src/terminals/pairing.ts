import { z } from '../z.js';
import { DEVICE_CODE_ALPHABET, DEVICE_CODE_LENGTH, TerminalType } from './constants.js';
import { TERMINAL_MESSAGES } from './messages.js';

/** Pairing a device: the code the operator is shown, the code the device sends, the device it becomes. */

/** The code shown in the add-terminal modal until the device connects. */
export const PairingCode = z.object({ code: z.string(), expiresAt: z.string() });

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

export const DEVICE_COOKIE = 'sportello_device';
