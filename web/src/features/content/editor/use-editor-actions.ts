// What the side menu's buttons do: save and its variants with the navigation after, and the deletes.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type {
  ActionButtonName,
  ContentDocument,
  ContentFamily,
  ContentLang,
  ContentSaveInput,
} from '@sportello/contracts';
import { useConfirm } from '../../../components/confirm-provider';
import { isApiError } from '../../../lib/api';
import { useAppScope } from '../../../lib/app-scope';
import { notify } from '../../../lib/notify';
import { deleteContent, editorPaths, saveDocument } from './editor-api';
import { editorMessages as m } from './messages';
import type { Autosave } from './use-autosave';
import type { EditorDocument } from './use-editor-document';
import type { EditorLock, ReloadOptions } from './use-editor-lock';
import type { EditorValidation } from './use-editor-validation';
import type { SaveStatus } from './use-save-status';
import type { SavedRecord } from './use-saved-record';
import { refsOfServerFields, validateAll } from './validation';

const PUBLICATION: ReadonlySet<ActionButtonName> = new Set(['publish', 'proposition', 'proposition_vt']);

const FLAGS: Record<ActionButtonName, Partial<ContentSaveInput>> = {
  save: {},
  preview: { preview: true },
  publish: { publish: true },
  proposition: { review: true },
  proposition_vt: { review: true, forVt: true },
};

const DONE: Record<ActionButtonName, string> = {
  save: m.save.saved,
  preview: m.save.preview,
  publish: m.save.published,
  proposition: m.save.review,
  proposition_vt: m.save.reviewVt,
};

/**
 * The editor's actions (spec 1 §4): save, preview, publish and send to validation (publication is
 * checked first; the server's reply says where to go next), delete some languages or the whole
 * content. `busy` names the one running.
 */
export function useEditorActions({
  doc,
  family,
  draft,
  validation,
  record,
  status,
  lock,
  autosave,
  allowExit,
  onReload,
}: {
  doc: ContentDocument;
  family: ContentFamily;
  draft: EditorDocument;
  validation: EditorValidation;
  record: SavedRecord;
  status: SaveStatus;
  lock: EditorLock;
  autosave: Autosave;
  allowExit: () => void;
  onReload: (options?: ReloadOptions) => void;
}) {
  const { env } = useAppScope();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const draftLive = draft.live;
  const { touchAll, setBannerOpen, setServerErrors } = validation;
  const { live: recordLive, bodyFor, applyReply } = record;
  const { setAutosave, setConflict, keptAside } = status;
  const { live: lockLive, lose } = lock;
  const { whenIdle } = autosave;
  const [busy, setBusy] = useState<ActionButtonName | 'delete' | null>(null);

  const run = useCallback(
    async (action: ActionButtonName, confirmText?: string, label?: string) => {
      if (lockLive.current.readOnly) return;
      if (PUBLICATION.has(action)) {
        const invalid = validateAll(draftLive.current.state.docs);
        touchAll();
        if (Object.keys(invalid).length > 0) {
          // The not-valid banner, only for publication (spec 1 §4), and the template's error label
          // in a snackbar (spec 1 §8 "Invalid form on submit").
          setBannerOpen(true);
          notify({ message: doc.labels.error, severity: 'error' });
          window.scrollTo({ top: 0, behavior: 'smooth' });
          return;
        }
      }
      if (confirmText && !(await confirm({ title: label ?? confirmText, text: confirmText }))) return;
      setBusy(action);
      let version = draftLive.current.state.version;
      try {
        await whenIdle();
        version = draftLive.current.state.version;
        const reply = await saveDocument(bodyFor(FLAGS[action]));
        setBannerOpen(false);
        setServerErrors({});
        setConflict(null);
        setAutosave((a) => ({ phase: a.phase === 'stopped' ? 'idle' : a.phase, at: a.at }));
        notify({ message: DONE[action], severity: 'success' });
        const here: ContentLang = draftLive.current.lang;
        const leave = (to: string) => {
          allowExit();
          void navigate(to);
        };
        switch (reply.next) {
          case 'edit_vt':
            await applyReply(reply, version, true);
            leave(editorPaths.edit(env, 'content', reply.id, true));
            break;
          case 'preview':
            await applyReply(reply, version, true);
            leave(editorPaths.preview(env, reply.id, here));
            break;
          case 'list':
            await applyReply(reply, version, true);
            leave(editorPaths.list(env, reply.family));
            break;
          case 'review':
            // Sent to validation: the compare of what was sent (spec 1 §4, previewType=new).
            await applyReply(reply, version, true);
            leave(editorPaths.review(env, reply.id, action === 'proposition_vt'));
            break;
          default:
            await applyReply(reply, version, true);
        }
      } catch (e) {
        if (!isApiError(e)) throw e;
        const docs = draftLive.current.state.docs;
        if (e.code === 'conflict') {
          setConflict(e.message);
          keptAside(version);
        } else if (e.code === 'locked' || e.code === 'lock_moved') {
          lose(e.message, e.code === 'lock_moved', false);
          keptAside(version);
        } else if (e.code === 'rule' || e.status === 422) {
          const fields = refsOfServerFields(docs, e.fields);
          setServerErrors(fields);
          if (Object.keys(fields).length > 0 && PUBLICATION.has(action)) {
            setBannerOpen(true);
            notify({ message: doc.labels.error, severity: 'error' });
          } else notify({ message: e.message, severity: 'error' });
        } else {
          setServerErrors(refsOfServerFields(docs, e.fields));
          notify({ message: e.message, severity: 'error' });
        }
      } finally {
        setBusy(null);
      }
    },
    [
      allowExit,
      applyReply,
      bodyFor,
      confirm,
      doc.labels.error,
      env,
      keptAside,
      lose,
      navigate,
      draftLive,
      lockLive,
      touchAll,
      setBannerOpen,
      setServerErrors,
      setConflict,
      setAutosave,
      whenIdle,
    ],
  );

  const deleteLangs = useCallback(
    async (langs: ContentLang[]) => {
      const id = recordLive.current.meta.id;
      if (!id) return false;
      setBusy('delete');
      try {
        await deleteContent({ id, langs });
        notify({ message: m.deleteLangs.done, severity: 'success' });
        onReload({ autosave: false });
        return true;
      } catch (e) {
        notify({ message: e instanceof Error ? e.message : String(e), severity: 'error' });
        return false;
      } finally {
        setBusy(null);
      }
    },
    [onReload, recordLive],
  );

  const deleteWhole = useCallback(
    async (name: string) => {
      const id = recordLive.current.meta.id;
      if (!id) return;
      if (!(await confirm({ title: m.deleteContent.title, text: m.deleteContent.text(name), type: 1 })))
        return;
      setBusy('delete');
      try {
        const reply = await deleteContent({ id });
        notify({
          message: reply.status === 'delete_requested' ? m.deleteContent.requested : m.deleteContent.done,
          severity: 'success',
        });
        allowExit();
        void navigate(editorPaths.list(env, family));
      } catch (e) {
        notify({ message: e instanceof Error ? e.message : String(e), severity: 'error' });
      } finally {
        setBusy(null);
      }
    },
    [allowExit, confirm, env, family, navigate, recordLive],
  );

  return { busy, run, deleteLangs, deleteWhole };
}
