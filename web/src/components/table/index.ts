import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { tableKeys } from './table-api';

export { TablePage } from './table-page';
export type { TableActionTarget, TablePageProps } from './types';
export { tableKeys };

/** Refreshes everything of one table (template, pages, injected cells), e.g. after an action. */
export function useTableRefresh(page: string): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: tableKeys.all(page) }), [client, page]);
}
