import { PageLoadError } from '../../../components/page-load-error';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api';

/**
 * A list that could not load (spec 1 §8): "not allowed" says so; anything else gives the default
 * page-load text, the server's message and Riprova.
 */
export function ListError({ error }: { error: unknown }) {
  if (isApiError(error) && error.code !== 'forbidden' && error.code !== 'network') {
    return <PageLoadError text={error.message} />;
  }
  return <QueryError error={error} />;
}
