import {
  CSRF_COOKIE,
  CSRF_HEADER,
  EXPLORE_OPERATIONS,
  type ErrorCode,
  type ExploreOperationName,
} from '@sportello/contracts';
import { ApiError, buildUrl } from '../../../lib/api';
import { messages } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';

type GraphqlReply<T> = {
  data?: T | null;
  errors?: { message: string; extensions?: { field?: string; code?: string } }[];
  // The shell's envelope, when the gateway refuses before GraphQL runs (no session, CSRF).
  status?: 'error';
  message?: string;
  code?: string;
};

const readCookie = (name: string) => {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
};

/**
 * Sends one of the explore operations to the tab's graph URL (spec 2 §7) with the same env, v and
 * url-param-* copies as every other call. GraphQL answers {data} or {errors}: an error names the
 * field it is about and shows in the snackbar (unless silent), as the API client does.
 */
export async function graphql<T>(
  graphUrl: string,
  operationName: ExploreOperationName,
  variables: Record<string, unknown>,
  { signal, silent = false }: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  const token = readCookie(CSRF_COOKIE);
  if (token) headers[CSRF_HEADER] = token;
  let reply: GraphqlReply<T> | null;
  let status: number;
  try {
    const response = await fetch(buildUrl(graphUrl), {
      method: 'POST',
      headers,
      credentials: 'include',
      body: JSON.stringify({ query: EXPLORE_OPERATIONS[operationName], operationName, variables }),
      signal,
    });
    status = response.status;
    reply = (await response.json().catch(() => null)) as GraphqlReply<T> | null;
  } catch (cause) {
    if (signal?.aborted) throw cause;
    return fail(new ApiError(messages.errors.network, 'network', 0), silent);
  }
  if (reply?.status === 'error') {
    if (reply.code === 'auth_required') {
      window.location.assign(paths.login(window.location.pathname + window.location.search));
      return new Promise<never>(() => {});
    }
    const code = (reply.code as ErrorCode | undefined) ?? 'internal';
    return fail(new ApiError(reply.message ?? messages.errors.pageLoad, code, status), silent);
  }
  const first = reply?.errors?.[0];
  if (first) {
    const field = first.extensions?.field;
    return fail(
      new ApiError(first.message, 'bad_request', status || 400, field ? { [field]: first.message } : {}),
      silent,
    );
  }
  if (!reply?.data) return fail(new ApiError(messages.errors.pageLoad, 'internal', status), silent);
  return reply.data;
}

function fail(error: ApiError, silent: boolean): never {
  if (!silent) notify({ message: error.message, severity: 'error' });
  throw error;
}
