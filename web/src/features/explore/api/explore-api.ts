import { queryOptions } from '@tanstack/react-query';
import type {
  Asset,
  CategoryFacet,
  ExploreConfig,
  FilterBlock,
  PreviewTemplate,
  SearchInput,
  SearchResultPage,
} from '@sportello/contracts';
import { api } from '../../../lib/api';
import { graphql } from './graphql-client';

/** The query keys of explore, under one root so the lists feature can refresh what it changes. */
export const exploreKeys = {
  all: () => ['explore'] as const,
  config: (env: string) => ['explore', env, 'config'] as const,
  categories: (env: string, input: SearchInput) => ['explore', env, 'categories', input] as const,
  filters: (env: string, input: SearchInput) => ['explore', env, 'filters', input] as const,
  results: (env: string, input: SearchInput) => ['explore', env, 'results', input] as const,
  asset: (env: string, id: string, type: string, locale: string) =>
    ['explore', env, 'asset', id, type, locale] as const,
  template: (env: string, type: string) => ['explore', env, 'template', type] as const,
};

/** GET /api/explore.json: the tabs, categories, map and labels of the screen. */
export const exploreConfigQuery = (env: string) =>
  queryOptions({
    queryKey: exploreKeys.config(env),
    queryFn: ({ signal }) => api<ExploreConfig>('/api/explore.json', { signal, silent: true }),
    staleTime: 5 * 60_000,
  });

/** The result-category tabs with their counts. */
export const categoriesQuery = (env: string, graphUrl: string, input: SearchInput) =>
  queryOptions({
    queryKey: exploreKeys.categories(env, input),
    queryFn: ({ signal }) =>
      graphql<{ categories: CategoryFacet[] }>(graphUrl, 'ExploreTabs', { input }, { signal }).then(
        (d) => d.categories,
      ),
    staleTime: 60_000,
  });

export const filtersQuery = (env: string, graphUrl: string, input: SearchInput) =>
  queryOptions({
    queryKey: exploreKeys.filters(env, input),
    queryFn: ({ signal }) =>
      graphql<{ filters: FilterBlock[] }>(graphUrl, 'ExploreFilters', { input }, { signal }).then(
        (d) => d.filters,
      ),
    staleTime: 60_000,
  });

/** One page of results; `loadMore` (a nextPageToken) asks for the rows after it. */
export const fetchResults = (graphUrl: string, input: SearchInput, signal: AbortSignal) =>
  graphql<{ search: SearchResultPage }>(graphUrl, 'ExploreResults', { input }, { signal }).then(
    (d) => d.search,
  );

/** An item opened by its source's id (a list's element), not the catalogue's: item=type:res:{resId}. */
export const RES_PREFIX = 'res:';

export const assetQuery = (env: string, graphUrl: string, id: string, type: string, locale: string) =>
  queryOptions({
    queryKey: exploreKeys.asset(env, id, type, locale),
    queryFn: ({ signal }) =>
      graphql<{ asset: Asset | null }>(
        graphUrl,
        'ExploreAsset',
        id.startsWith(RES_PREFIX)
          ? { resId: id.slice(RES_PREFIX.length), type, locale }
          : { id, type, locale },
        { signal, silent: true },
      ).then((d) => d.asset),
    staleTime: 60_000,
  });

/** GET /api/preview-template/{type}.json: how the preview lays out that type. */
export const previewTemplateQuery = (env: string, type: string) =>
  queryOptions({
    queryKey: exploreKeys.template(env, type),
    queryFn: ({ signal }) =>
      api<PreviewTemplate>(`/api/preview-template/${encodeURIComponent(type)}.json`, {
        signal,
        silent: true,
      }),
    staleTime: 10 * 60_000,
  });
