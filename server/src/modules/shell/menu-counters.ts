import type { EnvContext } from '../../platform/auth/actor.js';
import type { Db } from '../../platform/db/connect.js';

/**
 * Counts shown beside side-menu entries (MenuItem.notifies): each area registers the count of its
 * own entry (the reviewer's inbox: contents waiting for validation), so the shell never reaches
 * into another module. Keyed by the entry's action.
 */
export type MenuCounter = (db: Db, ctx: EnvContext) => Promise<number>;

const counters = new Map<string, MenuCounter>();

export function registerMenuCounter(action: string, counter: MenuCounter): void {
  counters.set(action, counter);
}

export const menuCounterOf = (action: string): MenuCounter | undefined => counters.get(action);
