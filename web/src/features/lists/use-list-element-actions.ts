import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListElement } from '@sportello/contracts';
import { useConfirm } from '../../components/confirm-provider';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { changePosition, copyElements, refreshLists, removeElements } from './lists-api';
import { listsMessages as m } from './messages';

const quiet = (e: unknown) => {
  // The API client has shown the server's message.
  if (!isApiError(e)) throw e;
  return null;
};

/**
 * The calls behind the actions: the lists' own by default; a profile's favourites bring theirs
 * (the profile's office decides there, spec 2 §7 "Profile operations").
 */
export interface ElementCalls {
  changePosition: (element: ListElement, position: number) => Promise<unknown>;
  removeOne: (element: ListElement) => Promise<unknown>;
  removeIds: (ids: number[]) => Promise<unknown>;
}

const listCalls = (listId: number): ElementCalls => ({
  changePosition: (element, position) => changePosition(element.id, position),
  removeOne: (element) => removeElements(listId, { resId: element.resId, type: element.type }),
  removeIds: (ids) => removeElements(listId, { ids }),
});

/** What the element list asks: the position modal of one element, or the copy modal of some. */
export type ElementModal = { kind: 'sort'; element: ListElement } | { kind: 'copy'; ids: number[] } | null;

/**
 * The element actions of a list (spec 2 §4): reorder (drag or position modal), copy or move to
 * another list, remove one, some or all; each with its toast, then every list query refreshed.
 */
export function useListElementActions(listId: number, own?: ElementCalls) {
  const calls = own ?? listCalls(listId);
  const client = useQueryClient();
  const confirm = useConfirm();
  const [modal, setModal] = useState<ElementModal>(null);
  const run = useMutation({ mutationFn: (call: () => Promise<unknown>) => call() });
  const done = async (message: string | null) => {
    if (message) notify({ message, severity: 'success' });
    await refreshLists(client);
  };

  const move = async (element: ListElement, position: number) => {
    const ok = await run.mutateAsync(() => calls.changePosition(element, position)).catch(quiet);
    setModal(null);
    await done(null);
    return ok !== null;
  };

  const removeOne = async (element: ListElement) => {
    const ok = await run.mutateAsync(() => calls.removeOne(element)).catch(quiet);
    if (ok !== null) await done(m.toast.removed);
  };

  const removeSome = async (ids: number[]) => {
    const ok = await run.mutateAsync(() => calls.removeIds(ids)).catch(quiet);
    if (ok !== null) await done(m.toast.removed);
    return ok !== null;
  };

  const removeAll = async (ids: number[]) => {
    const yes = await confirm({
      title: m.removeAll.title,
      text: m.removeAll.text,
      type: 1,
      confirmLabel: m.removeAll.confirm,
      cancelLabel: m.removeAll.cancel,
    });
    return yes ? removeSome(ids) : false;
  };

  const copyTo = async (ids: number[], toId: number, moving: boolean) => {
    const ok = await run.mutateAsync(() => copyElements(moving, { fromId: listId, toId, ids })).catch(quiet);
    if (ok === null) return false;
    setModal(null);
    await done(moving ? m.toast.moved : m.toast.copied);
    return true;
  };

  return { modal, setModal, move, removeOne, removeSome, removeAll, copyTo, busy: run.isPending };
}
