import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { TablePage, useTableRefresh, type TableActionTarget } from '../../../components/table';
import { isApiError } from '../../../lib/api';
import { useAppScope } from '../../../lib/app-scope';
import { notify } from '../../../lib/notify';
import { useMenuShortcut } from '../../../lib/use-menu-shortcut';
import { profilesMessages as m } from '../messages';
import { openWindow, PROFILE_MENU_ACTION, profilePaths } from '../profile-paths';
import { contentTemplateQuery, deleteProfile, eraseContact, personalData } from '../profiles-api';

const ProfilesPreviewModal = lazy(() =>
  import('./profiles-preview-modal').then((mod) => ({ default: mod.ProfilesPreviewModal })),
);
const ShareContactModal = lazy(() =>
  import('../share/share-contact-modal').then((mod) => ({ default: mod.ShareContactModal })),
);

type Modal = { kind: 'preview' | 'share'; id: number } | null;

/** A not-profiled row has status 1 (the table's "Tipo" cell). */
const profiledOf = (target: TableActionTarget) => (target.row.status === 1 ? 'not_profiled' : 'profiled');

/** The visitor's data as a JSON file the desk hands over (a request under the GDPR). */
function saveJson(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The profiles table page (spec 2 §2 "Profiles list"): search and filters by the table engine;
 * "export" goes to export-profile, "new-profile" starts a Scheda turista, "open-form" opens a
 * not-profiled entry in a new window, a row opens profiles-preview-modal; the row actions edit,
 * share, hand over or erase the visitor's data.
 */
export function ProfilesPage() {
  const { env } = useAppScope();
  const navigate = useNavigate();
  const refresh = useTableRefresh('profiles');
  const to = profilePaths(env);
  const [modal, setModal] = useState<Modal>(null);
  const content = useQuery({ ...contentTemplateQuery(env, 'profiled'), enabled: modal?.kind === 'share' });
  const openForm = useCallback(() => openWindow(to.profile('not_profiled', { blank: true })), [to]);
  // A new visit opens here, as the menu's "Nuova scheda" does: its first save comes back to this table.
  const newProfile = useCallback(() => void navigate(to.profile('profiled')), [navigate, to]);
  const newProfileKeys = useMenuShortcut(PROFILE_MENU_ACTION);
  const run = useCallback(
    async (action: string, target: TableActionTarget) => {
      const id = target.row.id;
      try {
        switch (action) {
          case 'export':
            return void navigate(to.exportProfile());
          case 'open-form':
            return openForm();
          case 'new-profile':
            return newProfile();
          case 'edit':
            return openWindow(to.profile(profiledOf(target), { id, blank: true }));
          case 'share':
            return setModal({ kind: 'share', id });
          case 'exportData': {
            const data = await personalData(id);
            return saveJson(`${data.profile.code}.json`, data);
          }
          case 'eraseContact': {
            const reply = await eraseContact(id);
            notify({ message: reply.message, severity: 'success' });
            return void (await refresh());
          }
          case 'delete': {
            const reply = await deleteProfile(id);
            notify({ message: reply.message, severity: 'success' });
            return void (await refresh());
          }
          default:
            return setModal({ kind: 'preview', id });
        }
      } catch (e) {
        // The API client has shown the server's message.
        if (!isApiError(e)) throw e;
      }
    },
    [navigate, to, openForm, newProfile, refresh],
  );
  return (
    <>
      <TablePage
        page="profiles"
        onAction={(a, t) => void run(a, t)}
        onAdd={(action) => (action === 'new-profile' ? newProfile() : openForm())}
        addShortcuts={{ 'new-profile': newProfileKeys }}
        headerExtra={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined aria-hidden />}
            onClick={() => void navigate(to.exportProfile())}
          >
            {m.table.export}
          </Button>
        }
      />
      {modal?.kind === 'preview' ? (
        <Suspense fallback={null}>
          <ProfilesPreviewModal id={modal.id} onClose={() => setModal(null)} />
        </Suspense>
      ) : null}
      {modal?.kind === 'share' && content.data ? (
        <Suspense fallback={null}>
          <ShareContactModal
            profileId={modal.id}
            shareBlock={content.data.shareBlock}
            onClose={() => setModal(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
