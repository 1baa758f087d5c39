import LockOutlined from '@mui/icons-material/LockOutlined';
import { isApiError } from '../lib/api';
import { EmptyState } from './empty-state';
import { PageLoadError } from './page-load-error';

/** A failed load in place of the content: "not allowed" says so plainly; anything else offers Riprova. */
export function QueryError({ error }: { error: unknown }) {
  if (isApiError(error) && error.code === 'forbidden') {
    return <EmptyState icon={<LockOutlined fontSize="inherit" />} title={error.message} />;
  }
  return <PageLoadError />;
}
