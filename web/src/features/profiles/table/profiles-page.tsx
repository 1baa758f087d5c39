import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { TablePage, type TableActionTarget } from '../../../components/table';
import { useAppScope } from '../../../lib/app-scope';
import { profilesMessages as m } from '../messages';
import { openWindow, profilePaths } from '../profile-paths';

const ProfilesPreviewModal = lazy(() =>
  import('./profiles-preview-modal').then((mod) => ({ default: mod.ProfilesPreviewModal })),
);

/**
 * The profiles table page (spec 2 §2 "Profiles list"): search and filters by the table engine;
 * "export" goes to export-profile, "open-form" opens a not-profiled entry in a new window, a row
 * opens profiles-preview-modal.
 */
export function ProfilesPage() {
  const { env } = useAppScope();
  const navigate = useNavigate();
  const to = profilePaths(env);
  const [preview, setPreview] = useState<number | null>(null);
  const openForm = useCallback(() => openWindow(to.profile('not_profiled', { blank: true })), [to]);
  const run = useCallback(
    (action: string, target: TableActionTarget) => {
      if (action === 'export') return void navigate(to.exportProfile());
      if (action === 'open-form') return openForm();
      if (action === 'edit') {
        const profiled = target.row.cells.profiled === 'not_profiled' ? 'not_profiled' : 'profiled';
        return openWindow(to.profile(profiled, { id: target.row.id, blank: true }));
      }
      setPreview(target.row.id);
    },
    [navigate, to, openForm],
  );
  return (
    <>
      <TablePage
        page="profiles"
        onAction={run}
        onAdd={openForm}
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
      {preview !== null ? (
        <Suspense fallback={null}>
          <ProfilesPreviewModal id={preview} onClose={() => setPreview(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
