import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { useAppScope } from '../../lib/app-scope';
import { notify } from '../../lib/notify';
import type { ListItemToAdd } from './add-element-to-list-modal';
import { addElement, createList, listElementsQuery, refreshLists, removeElements } from './lists-api';
import { firstScreenMessages as m } from './messages-first';

/**
 * The "current list" of a desk (issue 40, "collect as you search"): the list every result's add
 * button fills with one click, without a dialog.
 *
 * Where it is kept: the list's id, in sessionStorage under `sportello.current-list.{userId}.{office}`.
 * It is one operator's choice at one desk while serving one visitor: a reload of the tab keeps it,
 * another tab, another office of the same operator or another operator do not see it, and closing
 * the browser forgets it (the list itself stays on the server, among the office's lists). A stored
 * id the server no longer knows (the list was deleted) is dropped at once.
 *
 * With none, the first add creates the list with the element and a title that can be left for
 * later, "Lista del {DD/MM/YYYY HH:mm}" (within the 70-character rule of the server).
 */
export interface CurrentList {
  /** The current list's id, or null: the next add creates one. */
  id: number | null;
  title: string | null;
  count: number;
  has: (item: Pick<ListItemToAdd, 'resId' | 'type'>) => boolean;
  /** Adds the item to the current list (creating it first when there is none), or removes it. */
  toggle: (item: ListItemToAdd) => Promise<void>;
  /** Makes another of the office's lists the current one; null: the next add starts a new list. */
  choose: (id: number | null) => void;
  busy: boolean;
}

const CurrentListContext = createContext<CurrentList | null>(null);

/** The current list when explore is composed with it (null elsewhere: the add button opens its dialog). */
export const useCurrentList = () => useContext(CurrentListContext);

/** The title of a list created by a first add: "Lista del 06/12/2026 21:40". */
export function defaultListTitle(now: Date = new Date()): string {
  // By hand rather than with dayjs: the date library stays out of explore's first screen.
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${two(now.getDate())}/${two(now.getMonth() + 1)}/${now.getFullYear()}`;
  return m.current.defaultTitle(`${date} ${two(now.getHours())}:${two(now.getMinutes())}`);
}

const storageKey = (userId: number, office: string) => `sportello.current-list.${userId}.${office}`;

function readStored(key: string): number | null {
  try {
    const id = Number(window.sessionStorage.getItem(key));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

function writeStored(key: string, id: number | null) {
  try {
    if (id === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, String(id));
  } catch {
    // A browser without storage keeps the current list for this page only.
  }
}

const keyOf = (item: Pick<ListItemToAdd, 'resId' | 'type'>) => `${item.type}:${item.resId}`;

export function CurrentListProvider({ children }: { children: ReactNode }) {
  const { env, config } = useAppScope();
  const client = useQueryClient();
  const key = storageKey(config.user.id, config.user.group);
  const [stored, setStored] = useState<number | null>(() => readStored(key));
  const choose = useCallback(
    (next: number | null) => {
      writeStored(key, next);
      setStored(next);
    },
    [key],
  );
  const elements = useQuery({ ...listElementsQuery(env, stored ?? 0), enabled: stored !== null });
  // The list was deleted (or is not this office's): as if none, the next add starts a new one
  // (and its id replaces the stored one).
  const gone = stored !== null && isApiError(elements.error) && elements.error.status === 404;
  const id = gone ? null : stored;
  const keys = useMemo(() => new Set((elements.data?.elements ?? []).map(keyOf)), [elements.data]);
  const listTitle = elements.data?.list.title ?? '';

  const run = useMutation({
    mutationFn: async (item: ListItemToAdd) => {
      const ref = { resId: item.resId, type: item.type, locale: item.locale };
      if (id === null) {
        const title = defaultListTitle();
        const list = await createList({
          title,
          iat: config.user.group,
          iatName: config.user.groupName,
          item: ref,
        });
        choose(list.id);
        return m.current.created(title, item.title);
      }
      if (keys.has(keyOf(item))) {
        await removeElements(id, { resId: item.resId, type: item.type });
        return m.current.removed(item.title, listTitle);
      }
      await addElement(id, ref);
      return m.current.added(item.title, listTitle);
    },
    onSuccess: (message) => notify({ message, severity: 'success' }),
    onSettled: () => refreshLists(client),
  });
  const toggle = useCallback(
    async (item: ListItemToAdd) => {
      try {
        await run.mutateAsync(item);
      } catch (e) {
        // The API client has said what went wrong in its snackbar.
        if (!isApiError(e)) throw e;
      }
    },
    [run],
  );

  const value: CurrentList = {
    id,
    title: elements.data?.list.title ?? null,
    count: elements.data?.list.elementsCount ?? 0,
    has: (item) => keys.has(keyOf(item)),
    toggle,
    choose,
    // Until the list's elements are known a click could not tell adding from removing.
    busy: run.isPending || (id !== null && elements.isPending),
  };
  return <CurrentListContext.Provider value={value}>{children}</CurrentListContext.Provider>;
}
