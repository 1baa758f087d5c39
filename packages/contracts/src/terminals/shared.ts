import { z } from '../z.js';
import { TERMINAL_LIMITS } from './constants.js';

/** A terminal's name and its device's, as the REST calls and the socket read them (not exported). */

export const Name = z
  .string()
  .trim()
  .max(TERMINAL_LIMITS.nameMax, `Il nome non può superare ${TERMINAL_LIMITS.nameMax} caratteri`);
export const DeviceName = z
  .string()
  .trim()
  .max(
    TERMINAL_LIMITS.deviceNameMax,
    `Il nome del dispositivo non può superare ${TERMINAL_LIMITS.deviceNameMax} caratteri`,
  );
