import { queryOptions } from '@tanstack/react-query';
import type { WidgetKeysReply } from '@sportello/contracts';
import { api } from '../../lib/api';

/** The live keys the user may build a widget with (GET /api/widget/keys). */
export const widgetKeysQuery = () =>
  queryOptions({
    queryKey: ['widget', 'keys'] as const,
    queryFn: ({ signal }) => api<WidgetKeysReply>('/api/widget/keys', { signal }),
  });
