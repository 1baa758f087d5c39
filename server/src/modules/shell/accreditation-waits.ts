import type { Db } from '../../platform/db/connect.js';

/**
 * Where a user's accreditations wait for the administrators, as "groupId:appId" keys: a disabled
 * membership there is waiting ("pending"), not switched off ("suspended"). The requests belong to
 * the forms area, which fills this in (modules/index.ts), so the shell never reaches into it.
 */
export type AccreditationWaits = (db: Db, userId: number) => Promise<Set<string>>;

let waits: AccreditationWaits = async () => new Set();

export function registerAccreditationWaits(source: AccreditationWaits): void {
  waits = source;
}

export const accreditationWaits = (): AccreditationWaits => waits;
