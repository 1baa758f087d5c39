import { queryOptions } from '@tanstack/react-query';
import {
  EXPORT_DEFAULT_FILE_NAME,
  exportQuery,
  type AggregateRequestInput,
  type AggregateResult,
  type ExportConfig,
  type ExportFormat,
  type PreexportReply,
} from '@sportello/contracts';
import { api, apiDownload, type DownloadProgress } from '../../lib/api';

/** The export's server calls (spec 2 §7 "Export"); every query lives under ['profile-export']. */
export const exportKeys = {
  all: () => ['profile-export'] as const,
  config: (env: string) => ['profile-export', env, 'config'] as const,
  preexport: (env: string, query: string) => ['profile-export', env, 'preexport', query] as const,
  aggregate: (env: string, body: string) => ['profile-export', env, 'aggregate', body] as const,
};

export const CONFIG_PATH = '/api/crm/profili/export-config';

/** The export template (spec 2 §3 "Export config"; its path is not shown in the spec). */
export const exportConfigQuery = (env: string) =>
  queryOptions({
    queryKey: exportKeys.config(env),
    queryFn: ({ signal }) => api<ExportConfig>(CONFIG_PATH, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });

export interface ExportRequest {
  from: string;
  to: string;
  format: ExportFormat;
  sections: string[];
  slugs: string[];
}

const asQuery = (params: ExportRequest) => new URLSearchParams(exportQuery(params)).toString();

/** GET /api/crm/profili/preexport: whether the chosen params give any record. */
export const preexportQuery = (env: string, params: ExportRequest) =>
  queryOptions({
    queryKey: exportKeys.preexport(env, asQuery(params)),
    queryFn: ({ signal }) =>
      api<PreexportReply>(`/api/crm/profili/preexport?${asQuery(params)}`, { signal, silent: true }),
    staleTime: 30_000,
  });

/** The download: GET on the configured exportProfiles path with the office in {iat} (spec 2 §7). */
export function downloadExport(
  config: ExportConfig,
  iat: string,
  params: ExportRequest,
  onProgress: (p: DownloadProgress) => void,
  signal: AbortSignal,
) {
  const path = config.exportProfiles.replace('{iat}', encodeURIComponent(iat));
  return apiDownload(`${path}?${asQuery(params)}`, {
    defaultName: EXPORT_DEFAULT_FILE_NAME,
    onProgress,
    signal,
  });
}

/** POST /api/crm/profili/aggregate: the counts as data, for the table and the chart. */
export const aggregateQuery = (env: string, body: AggregateRequestInput) =>
  queryOptions({
    queryKey: exportKeys.aggregate(env, JSON.stringify(body)),
    queryFn: ({ signal }) =>
      api<AggregateResult>('/api/crm/profili/aggregate', { method: 'POST', body, signal }),
    staleTime: 30_000,
  });

/** POST /api/crm/profili/exportAggregate: the same counts as a file. */
export const downloadAggregate = (body: AggregateRequestInput, signal: AbortSignal) =>
  apiDownload('/api/crm/profili/exportAggregate', {
    method: 'POST',
    body,
    defaultName: EXPORT_DEFAULT_FILE_NAME,
    signal,
  });
