import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InjectReply, TableRow, TableTemplate } from '@sportello/contracts';
import { useAppScope } from '../../lib/app-scope';
import { tableInjectQuery, tablePageQuery, tableTemplateQuery } from './table-api';

/** The table's template for the current environment. */
export function useTableTemplate(page: string) {
  const { env } = useAppScope();
  return useQuery(tableTemplateQuery(page, env));
}

/** One page of rows; the previous page stays on screen while the next one loads. */
export function useTableRows(page: string, query: Record<string, string>) {
  const { env } = useAppScope();
  return useQuery({ ...tablePageQuery(page, env, query), placeholderData: keepPreviousData });
}

export type InjectedState =
  | { status: 'loading' }
  | { status: 'ready'; values: InjectReply }
  /** The call failed or the table has none: the cells show nothing. */
  | { status: 'none' };

/** The injected cells (config.inject) of the rows with status 1, asked once their page has loaded. */
export function useInjected(
  page: string,
  template: TableTemplate,
  rows: TableRow[] | undefined,
): InjectedState {
  const { env } = useAppScope();
  const url = template.config.inject?.url ?? null;
  const keys = useMemo(
    () =>
      [
        ...new Set(
          (rows ?? []).filter((r) => r.status === 1 && r.injectKey).map((r) => r.injectKey as string),
        ),
      ].sort(),
    [rows],
  );
  const wanted = !!url && keys.length > 0;
  const injected = useQuery({ ...tableInjectQuery(page, env, url ?? '', keys), enabled: wanted });
  if (!wanted) return { status: 'none' };
  if (injected.data) return { status: 'ready', values: injected.data };
  return injected.isPending ? { status: 'loading' } : { status: 'none' };
}
