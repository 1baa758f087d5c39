import { useEffect } from 'react';
import { SESSION_REFRESH_MS, type RefreshReply } from '@sportello/contracts';
import { api } from '../../lib/api';

/** Keeps the session alive while the app is open: GET /api/refresh.json every 300000 ms. */
export function useSessionRefresh(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      api<RefreshReply>('/api/refresh.json', { silent: true }).catch(() => undefined);
    }, SESSION_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}
