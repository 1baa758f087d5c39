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

/**
 * Whether an entry shows at all, beyond its capability: the area decides from its own data (the
 * dashboards: whether the template gives the user's role a dashboard). Keyed by the entry's action.
 */
export type MenuCondition = (db: Db, ctx: EnvContext) => Promise<boolean>;

const conditions = new Map<string, MenuCondition>();

export function registerMenuCondition(action: string, condition: MenuCondition): void {
  conditions.set(action, condition);
}

export const menuConditionOf = (action: string): MenuCondition | undefined => conditions.get(action);
