import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { lazyPage } from '../../components/lazy-page';
import { ModalHost } from '../../components/modal-host';
import { PageLoadError } from '../../components/page-load-error';
import { AppScopeContext, type AppScope } from '../../lib/app-scope';
import { setCurrentEnv } from '../../lib/current-env';
import { appConfigQuery, environmentsQuery } from '../../lib/shell-queries';
import { Chrome } from './chrome';
import { EnvEntry } from './env-entry';
import { modalRegistry } from './modal-registry';
import { useSessionRefresh } from './use-session-refresh';

const InactiveAccountModal = lazyPage(() =>
  import('../../features/inactive').then((m) => m.InactiveAccountModal),
);

/**
 * {appPrefix}/{env}/…: a spinner until the config has loaded; an environment that is not one of
 * the user's is ignored (the chooser decides); `__blank` hides the chrome.
 */
export function AppLayout() {
  const { env = '' } = useParams();
  const [search] = useSearchParams();
  const envs = useQuery(environmentsQuery());
  const valid = envs.data?.some((e) => e.slug === env) ?? false;
  if (valid) setCurrentEnv(env);
  const config = useQuery({ ...appConfigQuery(env), enabled: valid });
  const blank = search.has('__blank') && search.get('__blank') !== 'false';

  const redirect = config.data?.redirect;
  useEffect(() => {
    if (redirect) window.location.assign(redirect);
  }, [redirect]);
  useSessionRefresh(!!config.data);

  const scope = useMemo<AppScope | null>(
    () => (config.data ? { config: config.data, env, blank } : null),
    [config.data, env, blank],
  );

  if (envs.isError || config.isError) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <PageLoadError />
      </Box>
    );
  }
  if (envs.isPending) return <FullPageSpinner />;
  if (!valid) return <EnvEntry />;
  if (!scope || redirect) return <FullPageSpinner />;

  return (
    <AppScopeContext.Provider value={scope}>
      <ModalHost registry={modalRegistry}>
        {blank ? (
          <Box component="main" id="main" sx={{ p: 3 }}>
            <Outlet />
          </Box>
        ) : (
          <Chrome>
            <Outlet />
          </Chrome>
        )}
        {/* Not active (spec 3 §4): the restricted modal over the app. */}
        {scope.config.user.isActive ? null : (
          <Suspense fallback={null}>
            <InactiveAccountModal modals={modalRegistry} />
          </Suspense>
        )}
      </ModalHost>
    </AppScopeContext.Provider>
  );
}
