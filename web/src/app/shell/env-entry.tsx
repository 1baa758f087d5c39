import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageLoadError } from '../../components/page-load-error';
import { setCurrentEnv } from '../../lib/current-env';
import { paths } from '../../lib/paths';
import { environmentsQuery } from '../../lib/shell-queries';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lazyPage } from '../../components/lazy-page';
import { modalRegistry } from './modal-registry';
import { pickEnvironment } from './pick-environment';

const InactiveEnvChooser = lazyPage(() =>
  import('../../features/inactive').then((m) => m.InactiveEnvChooser),
);

/**
 * No (valid) environment in the path: go to the default one, or (none active) the chooser, which
 * says why the user may not work and offers the inactive-account window's contact.
 */
export function EnvEntry() {
  setCurrentEnv(null);
  useDocumentTitle(null);
  const envs = useQuery(environmentsQuery());
  if (envs.isPending) return <FullPageSpinner />;
  if (envs.isError) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <PageLoadError />
      </Box>
    );
  }
  const target = pickEnvironment(envs.data);
  if (target) return <Navigate replace to={paths.envRoot(target.slug)} />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <InactiveEnvChooser envs={envs.data} modals={modalRegistry} />
    </Suspense>
  );
}
