import type { ReactNode } from 'react';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { isApiError } from '../lib/api';
import { EmptyState } from './empty-state';
import { PageLoadError } from './page-load-error';

/** The refusals a screen can meet: not allowed (403), or not there for this user (404). */
export type RefusalCode = 'forbidden' | 'not_found';

/** What a screen adds to a refusal: why it happens here, where to go instead, and whether it is the page. */
export interface Refusal {
  text?: Partial<Record<RefusalCode, string>>;
  action?: ReactNode;
  /** The refusal is the whole page: its reason is the page's h1. */
  heading?: boolean;
}

const isRefusal = (code: string): code is RefusalCode => code === 'forbidden' || code === 'not_found';

/**
 * A failed load in place of the content. A refusal shows the server's reason (with the screen's
 * explanation): retrying cannot change it, so no Riprova. Anything else (the network, the
 * server) is the load error with Riprova.
 */
export function QueryError({ error, refusal }: { error: unknown; refusal?: Refusal }) {
  if (isApiError(error) && isRefusal(error.code)) {
    const Icon = error.code === 'forbidden' ? LockOutlined : SearchOffOutlined;
    return (
      <EmptyState
        icon={<Icon fontSize="inherit" />}
        title={error.message}
        text={refusal?.text?.[error.code]}
        action={refusal?.action}
        heading={refusal?.heading}
      />
    );
  }
  return <PageLoadError />;
}
