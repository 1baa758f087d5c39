import { queryOptions } from '@tanstack/react-query';
import type { DynamicPage } from '@sportello/contracts';
import { api, isApiError } from '../../lib/api';
import { notify, reloadWithRefresh } from '../../lib/notify';
import { messages } from '../../lib/messages';
import { queryKeys } from '../../lib/query-keys';

/** A missing page is an expected answer (the page says "Pagina non trovata"); other failures say so. */
export const dynamicPageQuery = (env: string, pageId: string) =>
  queryOptions({
    queryKey: queryKeys.page(env, pageId),
    queryFn: async ({ signal }) => {
      try {
        return await api<DynamicPage>(`/api/pages/${encodeURIComponent(pageId)}.html`, {
          silent: true,
          signal,
        });
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) {
          notify({
            message: isApiError(error) ? error.message : messages.errors.pageLoad,
            severity: 'error',
            action: { label: messages.common.retry, onClick: reloadWithRefresh },
          });
        }
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
