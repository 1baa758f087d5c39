import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { RecordMode } from './record-dialog';

/**
 * A record opened from the address (a search result lands on {app}/user?view=12 or
 * ?verify=12, spec 3 §2): `params` maps each query parameter to the mode it opens. `clear` takes
 * them out of the address when the modal closes, so a reload does not open it again.
 */
export function useUrlRecord(params: Record<string, RecordMode>): {
  fromUrl: { mode: RecordMode; id: number } | null;
  clear: () => void;
} {
  const [search, setSearch] = useSearchParams();
  const name = Object.keys(params).find((k) => search.has(k));
  const id = name ? Number(search.get(name)) : NaN;
  const fromUrl = name && Number.isInteger(id) && id > 0 ? { mode: params[name]!, id } : null;
  const clear = useCallback(() => {
    if (!Object.keys(params).some((k) => search.has(k))) return;
    const next = new URLSearchParams(search);
    for (const k of Object.keys(params)) next.delete(k);
    setSearch(next, { replace: true });
  }, [params, search, setSearch]);
  return { fromUrl, clear };
}
