import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentLang, ContentListItem, ContentRowAction } from '@sportello/contracts';
import { useConfirm } from '../../../components/confirm-provider';
import { isApiError } from '../../../lib/api';
import { useAppScope } from '../../../lib/app-scope';
import { notify } from '../../../lib/notify';
import { refreshReview, reviewCalls } from '../review/review-api';
import { copyContent, refreshContentLists, removeContent } from './content-list-api';
import { contentPaths } from './content-paths';
import { listMessages as m } from './messages';

/** The row actions this screen carries out (add-to-list comes with its issue). */
export const RUNNABLE_ACTIONS = new Set([
  'edit',
  'review',
  'view',
  'preview',
  'history',
  'changeReviewer',
  'copy',
  'delete',
  'delete_lang',
]);

/** Where a row (or its edit/review/view action) leads (spec 1 §2 "Row click"). */
export function rowTarget(
  env: string,
  row: ContentListItem,
  action = row.rowAction.action,
  vt = row.rowAction.vt,
) {
  if (action === 'review') return contentPaths.review(env, row.id, vt);
  if (action === 'view') return contentPaths.view(env, row.id, vt);
  return contentPaths.edit(env, row.family, row.id, vt);
}

const failed = (e: unknown) => {
  // The API client has shown the server's message.
  if (!isApiError(e)) throw e;
};

/**
 * Copy (then the copy's editor), delete (after the row's confirm) and delete some languages (the
 * list-delete-modal) of a content row; every list shows what the server holds afterwards. The
 * history and the preview open their modals (history-modal, content-preview-modal).
 */
export function useContentActions() {
  const { env } = useAppScope();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [langsOf, setLangsOf] = useState<ContentListItem | null>(null);
  const [historyOf, setHistoryOf] = useState<ContentListItem | null>(null);
  const [previewOf, setPreviewOf] = useState<ContentListItem | null>(null);

  const copy = useMutation({ mutationFn: copyContent });
  const remove = useMutation({ mutationFn: removeContent });
  const takeOver = useMutation({ mutationFn: reviewCalls.changeReviewer });

  const afterRemove = async () => {
    notify({ message: m.removed, severity: 'success' });
    await refreshContentLists(client);
  };

  const run = async (action: ContentRowAction, row: ContentListItem) => {
    switch (action.action) {
      case 'edit':
        return navigate(rowTarget(env, row, 'edit', !!action.forVt));
      case 'review':
      case 'view':
        return navigate(rowTarget(env, row, action.action, !!action.forVt || row.rowAction.vt));
      case 'copy': {
        const reply = await copy.mutateAsync({ id: row.id }).catch(failed);
        if (!reply) return;
        notify({ message: m.copied, severity: 'success' });
        void refreshContentLists(client);
        return navigate(contentPaths.edit(env, reply.family, reply.id));
      }
      case 'delete': {
        const ok = await confirm({
          title: `${m.deleteTitle}: ${row.name}`,
          text: action.confirm,
          type: 1,
          confirmLabel: m.deleteConfirm,
        });
        if (!ok) return;
        const reply = await remove.mutateAsync({ id: row.id }).catch(failed);
        if (reply) await afterRemove();
        return;
      }
      case 'delete_lang':
        return setLangsOf(row);
      case 'preview':
        if (action.modal === 'content-preview-modal') return setPreviewOf(row);
        return navigate(contentPaths.preview(env, row.id));
      case 'history':
        return setHistoryOf(row);
      case 'changeReviewer':
        return changeReviewer(row, action.confirm);
    }
  };

  /** Take the review over (after its confirm), then review it (spec 1 §2, §4). */
  const changeReviewer = async (row: ContentListItem, text?: string) => {
    const ok = await confirm({ title: m.takeOverOf(row.name), text, confirmLabel: m.takeOver });
    if (!ok) return;
    const reply = await takeOver.mutateAsync({ id: row.id }).catch(failed);
    if (!reply) return;
    notify({ message: reply.message || m.reviewerChanged, severity: 'success' });
    void refreshReview(client);
    return navigate(contentPaths.review(env, row.id, row.rowAction.vt));
  };

  const deleteLangs = async (langs: ContentLang[]) => {
    if (!langsOf) return;
    const reply = await remove.mutateAsync({ id: langsOf.id, langs }).catch(failed);
    if (!reply) return;
    setLangsOf(null);
    await afterRemove();
  };

  return {
    run,
    /** The row whose languages the delete-languages modal offers (null: closed). */
    langsOf,
    closeLangs: () => setLangsOf(null),
    /** The row whose history modal is open (null: closed). */
    historyOf,
    openHistory: (row: ContentListItem) => setHistoryOf(row),
    closeHistory: () => setHistoryOf(null),
    /** The row whose content-preview-modal is open (null: closed). */
    previewOf,
    closePreview: () => setPreviewOf(null),
    changeReviewer,
    deleteLangs,
    busy: copy.isPending || remove.isPending || takeOver.isPending,
  };
}
