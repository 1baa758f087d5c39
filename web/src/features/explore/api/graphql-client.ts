import { EXPLORE_OPERATIONS, type ExploreOperationName } from '@sportello/contracts';
import { api, ApiError } from '../../../lib/api';
import { messages } from '../../../lib/messages';

type GraphqlReply = {
  data?: unknown;
  errors?: { message: string; extensions?: { field?: string } }[];
};

/** GraphQL's {data} or {errors}: the data, or the first error naming the field it is about. */
function readGraphqlReply(reply: unknown, status: number): unknown {
  const { data, errors } = (reply ?? {}) as GraphqlReply;
  const first = errors?.[0];
  if (first) {
    const field = first.extensions?.field;
    return new ApiError(first.message, 'bad_request', status || 400, field ? { [field]: first.message } : {});
  }
  return data ?? new ApiError(messages.errors.pageLoad, 'internal', status);
}

/**
 * Sends one of the explore operations to the tab's graph URL (spec 2 §7) through the one API
 * client (env, v and url-param-* copies, CSRF, the snackbar unless silent).
 */
export function graphql<T>(
  graphUrl: string,
  operationName: ExploreOperationName,
  variables: Record<string, unknown>,
  { signal, silent = false }: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<T> {
  return api<T>(graphUrl, {
    method: 'POST',
    body: { query: EXPLORE_OPERATIONS[operationName], operationName, variables },
    signal,
    silent,
    read: readGraphqlReply,
  });
}
