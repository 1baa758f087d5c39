import type { FavouritesReply } from '@sportello/contracts';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useConfirm } from '../../../components/confirm-provider';
import { isApiError } from '../../../lib/api';
import { useAppScope } from '../../../lib/app-scope';
import { notify } from '../../../lib/notify';
import { refreshLists } from '../../lists';
import { profilesMessages as m } from '../messages';
import { addAllFromList, favouritesQuery, toggleFavourite } from '../profiles-api';

export interface FavouriteItem {
  resId: string;
  type: string;
  locale: string;
  title: string;
}

/** A profile's favourites as the embedded explore and the lists tab see them. */
export interface Favourites {
  listId: number | null;
  count: number;
  has: (item: Pick<FavouriteItem, 'resId' | 'type'>) => boolean;
  toggle: (item: FavouriteItem) => Promise<void>;
  addAll: (list: { id: number; title: string }) => Promise<void>;
  busy: boolean;
}

export const FavouritesContext = createContext<Favourites | null>(null);

export function useFavouritesContext(): Favourites {
  const value = useContext(FavouritesContext);
  if (!value) throw new Error('FavouritesContext missing');
  return value;
}

const keyOf = (item: Pick<FavouriteItem, 'resId' | 'type'>) => `${item.type}:${item.resId}`;

/**
 * The favourites of the profile being edited (a list of kind favourites, spec 2 §4): which items
 * are in it (from the list's elements), the toggle and "add all from a list"; the server makes the
 * list on the first favourite, the page keeps its id for the save. A change shows a snackbar with
 * a link back to the Preferiti tab.
 */
export function useFavourites({
  listId,
  profileId,
  onListId,
  goToFavourites,
}: {
  listId: number | null;
  profileId: number | null;
  onListId: (id: number) => void;
  goToFavourites: () => void;
}): Favourites {
  const { env } = useAppScope();
  const client = useQueryClient();
  const confirm = useConfirm();
  const elements = useQuery({ ...favouritesQuery(env, listId ?? 0), enabled: listId !== null });
  const keys = useMemo(() => new Set((elements.data?.elements ?? []).map(keyOf)), [elements.data]);
  const run = useMutation({ mutationFn: (call: () => Promise<FavouritesReply>) => call() });

  const after = useCallback(
    async (reply: { listId: number }, message: string) => {
      onListId(reply.listId);
      notify({
        message,
        severity: 'success',
        action: { label: m.favourites.goTo, onClick: goToFavourites },
      });
      await refreshLists(client);
    },
    [client, onListId, goToFavourites],
  );

  const toggle = useCallback(
    async (item: FavouriteItem) => {
      try {
        const reply = await run.mutateAsync(() =>
          toggleFavourite({ listId, profileId, resId: item.resId, type: item.type, locale: item.locale }),
        );
        await after(
          reply,
          reply.favourite ? m.favourites.added(item.title) : m.favourites.removed(item.title),
        );
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    },
    [run, listId, profileId, after],
  );

  const addAll = useCallback(
    async (list: { id: number; title: string }) => {
      const ok = await confirm({
        title: m.favourites.addAllTitle,
        text: m.favourites.addAllText(list.title),
        confirmLabel: m.favourites.addAllConfirm,
        cancelLabel: m.favourites.addAllCancel,
      });
      if (!ok) return;
      try {
        const reply = await run.mutateAsync(() => addAllFromList({ listId, profileId, fromListId: list.id }));
        await after(reply, m.favourites.addedAll);
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    },
    [confirm, run, listId, profileId, after],
  );

  return {
    listId,
    count: elements.data?.list.elementsCount ?? 0,
    has: (item) => keys.has(keyOf(item)),
    toggle,
    addAll,
    busy: run.isPending,
  };
}
