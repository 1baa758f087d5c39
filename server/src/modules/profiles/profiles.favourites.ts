import {
  PROFILE_MESSAGES,
  type FavouriteToggleBody,
  type FavouritesFromListBody,
  type FavouritesReply,
} from '@sportello/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/connect.js';
import { ruleBroken } from '../../platform/http/errors.js';
import { favourites } from '../lists/index.js';
import type { ProfileUser } from './profiles.access.js';
import { PROFILES_MESSAGES as M } from './profiles.messages.js';
import { profileFor } from './profiles.service.js';

type Q = Parameters<typeof profileFor>[0];

/**
 * The favourites of a profile (spec 2 §4 "Favourites and lists"): a list of kind favourites of the
 * profile's office. Before the first save the browser holds only its listId; the first toggle makes
 * the list, the save attaches it. Another office's list answers 404, as its profiles do.
 */
async function targetList(
  trx: Q,
  user: ProfileUser,
  body: { listId?: number | null | undefined; profileId?: number | null | undefined },
): Promise<number> {
  if (body.listId != null) {
    await favourites.favouritesListFor(trx, user.scope, body.listId);
    return body.listId;
  }
  if (body.profileId != null) {
    const profile = await profileFor(trx, user, body.profileId);
    if (profile.listId !== null) return profile.listId;
    const id = await favourites.createFavouritesList(
      trx,
      profile.officeId,
      user.userId,
      M.favouritesTitle(profile.code),
    );
    await trx.updateTable('profiles').set({ listId: id }).where('id', '=', profile.id).execute();
    return id;
  }
  if (!user.office) throw ruleBroken(M.noOfficeToSave);
  return favourites.createFavouritesList(trx, user.office.id, user.userId, M.favouritesDraftTitle);
}

export async function toggle(
  db: Db,
  user: ProfileUser,
  body: z.output<typeof FavouriteToggleBody>,
): Promise<FavouritesReply> {
  return db.transaction().execute(async (trx) => {
    const listId = await targetList(trx, user, body);
    const { favourite, count } = await favourites.toggleFavourite(trx, listId, body);
    return {
      listId,
      favourite,
      count,
      added: favourite ? 1 : 0,
      removed: favourite ? 0 : 1,
      message: favourite ? PROFILE_MESSAGES.addedFavourite : PROFILE_MESSAGES.removedFavourite,
    };
  });
}

export async function addAll(
  db: Db,
  user: ProfileUser,
  body: z.output<typeof FavouritesFromListBody>,
): Promise<FavouritesReply> {
  return db.transaction().execute(async (trx) => {
    const listId = await targetList(trx, user, body);
    const { added, count } = await favourites.addAllFromList(trx, user.scope, listId, body.fromListId);
    return { listId, favourite: true, count, added, removed: 0, message: PROFILE_MESSAGES.addedAll };
  });
}

export async function reorder(
  db: Db,
  user: ProfileUser,
  listId: number,
  oldIndex: number,
  newIndex: number,
): Promise<FavouritesReply> {
  return db.transaction().execute(async (trx) => {
    await favourites.favouritesListFor(trx, user.scope, listId);
    const count = await favourites.reorderFavourites(trx, listId, oldIndex, newIndex);
    return { listId, favourite: true, count, added: 0, removed: 0, message: 'Ordine aggiornato' };
  });
}

export async function empty(
  db: Db,
  user: ProfileUser,
  listId: number,
  items?: number[],
): Promise<FavouritesReply> {
  return db.transaction().execute(async (trx) => {
    await favourites.favouritesListFor(trx, user.scope, listId);
    const { removed, count } = await favourites.emptyFavourites(trx, listId, items);
    return { listId, favourite: false, count, added: 0, removed, message: 'Elementi rimossi dai preferiti' };
  });
}

export const page = (
  db: Db,
  user: ProfileUser,
  listId: number,
  q: { page: number; itemsPerPage: number; type?: string | undefined },
) => favourites.favouritesPage(db, user.scope, listId, q);
