import type { Db } from '../db/connect.js';
import type { Storage } from '../storage/index.js';

/** Whose content: a user's, within some groups (the groups they leave). */
export interface OwnerScope {
  userId: number;
  groupIds: number[];
}

/**
 * Content a user owns inside a group (media now; contents, lists and profiles as their areas
 * arrive). Removing a user from groups asks every kind: how many items, then moves them to another
 * user or deletes them, inside the caller's transaction. Files are removed by `afterCommit` work the
 * kind returns, so a rolled back deletion never loses a file.
 */
export interface OwnedContentKind {
  kind: string;
  /** Plural Italian label, e.g. "Immagini e documenti". */
  label: string;
  count(db: Db, scope: OwnerScope): Promise<number>;
  /** Moves the items to `toUserId`; returns how many moved. */
  transfer(db: Db, scope: OwnerScope, toUserId: number): Promise<number>;
  /** Deletes the items; returns how many went and what to do once the transaction committed. */
  remove(db: Db, scope: OwnerScope): Promise<RemovedContent>;
  /** Everything of a group, whoever created it (a group's cascade delete). */
  countInGroup(db: Db, groupId: number): Promise<number>;
  removeInGroup(db: Db, groupId: number): Promise<RemovedContent>;
}

export interface RemovedContent {
  count: number;
  afterCommit: (storage: Storage) => Promise<void>;
}

const kinds = new Map<string, OwnedContentKind>();

export function registerOwnedContent(kind: OwnedContentKind): void {
  kinds.set(kind.kind, kind);
}

export const ownedContentKinds = (): OwnedContentKind[] => [...kinds.values()];
