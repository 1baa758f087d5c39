import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompareReply, ReviewActionReply, ReviewButton } from '@sportello/contracts';
import { useConfirm } from '../../../components/confirm-provider';
import { isApiError } from '../../../lib/api';
import { useAppScope } from '../../../lib/app-scope';
import { notify } from '../../../lib/notify';
import { contentPaths } from '../list/content-paths';
import { reviewMessages as m } from './messages';
import { refreshReview, reviewCalls } from './review-api';

type Call = () => Promise<ReviewActionReply>;

/**
 * The side menu's decisions (spec 1 §4 "Content review"): each asks first when the server gives a
 * confirm, sends the revision the reviewer saw (a newer one is refused), says what happened and goes
 * where the server says — the inbox after a decision, the review again after taking it over.
 */
export function useReviewActions(reply: CompareReply | undefined) {
  const { env } = useAppScope();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [discarding, setDiscarding] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const mutation = useMutation({ mutationFn: (call: Call) => call() });

  const after = async (done: ReviewActionReply, message?: string) => {
    notify({ message: message ?? done.message, severity: 'success' });
    setHistoryOpen(false);
    await refreshReview(client);
    if (!reply) return;
    const family = reply.params.family;
    if (done.next === 'review') return navigate(contentPaths.review(env, done.id), { replace: true });
    if (done.next === 'edit') return navigate(contentPaths.edit(env, family, done.id));
    return navigate(contentPaths.review(env));
  };

  const send = async (call: Call, message?: string) => {
    try {
      const done = await mutation.mutateAsync(call);
      await after(done, message);
      return true;
    } catch (e) {
      // The client has shown the server's refusal (stale, already decided …); show the content as it is now.
      if (!isApiError(e)) throw e;
      await refreshReview(client);
      return false;
    }
  };

  const ask = async (button: ReviewButton, fallback: string, danger = false) =>
    confirm({
      title: button.label,
      text: button.confirm ?? fallback,
      type: danger ? 1 : 0,
      confirmLabel: button.label,
    });

  const run = async (button: ReviewButton) => {
    if (!reply) return;
    const { id, revision, vt } = reply.params;
    const seen = revision ?? undefined;
    switch (button.action) {
      case 'approve':
        if (await ask(button, m.approveConfirm))
          await send(() => reviewCalls.approve({ id, contentId: id, revision: seen }));
        return;
      case 'publish':
        if (await ask(button, m.approveConfirm))
          await send(() => reviewCalls.publish({ id, contentId: id, revision: seen }));
        return;
      case 'undo':
        if (await ask(button, m.undoConfirm, true))
          await send(() => reviewCalls.undo({ id, contentId: id, revision: seen }));
        return;
      case 'changeReviewer':
        if (await ask(button, m.changeReviewerConfirm)) await send(() => reviewCalls.changeReviewer({ id }));
        return;
      case 'restore': {
        const old = reply.sides.old;
        if (old.revision == null) return;
        if (
          await confirm({
            title: button.label,
            text: m.restoreConfirm(old.label),
            confirmLabel: button.label,
          })
        )
          await send(() => reviewCalls.restore({ id, revision: old.revision! }), m.restored);
        return;
      }
      case 'discard':
        return setDiscarding(true);
      case 'history':
        return setHistoryOpen(true);
      case 'preview':
        return navigate(contentPaths.preview(env, id));
      case 'edit':
        return navigate(contentPaths.edit(env, reply.params.family, id, vt));
    }
  };

  const discard = (subject: string, text: string) =>
    reply
      ? send(() =>
          reviewCalls.discard({
            id: reply.params.id,
            contentId: reply.params.id,
            revision: reply.params.revision ?? undefined,
            subject,
            text,
          }),
        )
      : Promise.resolve(false);

  const restore = async (revision: number, label: string) => {
    if (!reply) return false;
    if (!(await confirm({ title: m.restore, text: m.restoreConfirm(label), confirmLabel: m.restore })))
      return false;
    return send(() => reviewCalls.restore({ id: reply.params.id, revision }), m.restored);
  };

  return {
    run,
    busy: mutation.isPending,
    discarding,
    closeDiscard: () => setDiscarding(false),
    discard,
    historyOpen,
    setHistoryOpen,
    versionsOpen,
    setVersionsOpen,
    restore,
  };
}
