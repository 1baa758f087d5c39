import { queryOptions } from '@tanstack/react-query';
import type { AppConfig, Environment, MainMenu } from '@sportello/contracts';
import { api } from './api';
import { queryKeys } from './query-keys';

/** Query-option factories of the shell data every screen may read. */
export const appConfigQuery = (env: string | null) =>
  queryOptions({
    queryKey: queryKeys.appConfig(env),
    queryFn: ({ signal }) => api<AppConfig>('/api/app-config.json', { signal }),
    staleTime: 5 * 60_000,
  });

export const environmentsQuery = () =>
  queryOptions({
    queryKey: queryKeys.environments(),
    queryFn: ({ signal }) => api<Environment[]>('/api/environments.json', { signal }),
    staleTime: 5 * 60_000,
  });

export const mainMenuQuery = (env: string) =>
  queryOptions({
    queryKey: queryKeys.mainMenu(env),
    queryFn: ({ signal }) => api<MainMenu>('/api/main-menu.json', { signal }),
    staleTime: 60_000,
  });
