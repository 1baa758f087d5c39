import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { PageLoadError } from '../../components/page-load-error';
import { setCurrentEnv } from '../../lib/current-env';
import { paths } from '../../lib/paths';
import { environmentsQuery } from '../../lib/shell-queries';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EnvChooserModal } from './env-chooser-modal';
import { pickEnvironment } from './pick-environment';

/** No (valid) environment in the path: go to the default one, or let the user choose. */
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
  return <EnvChooserModal envs={envs.data} />;
}
