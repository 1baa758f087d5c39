// Which fields show an error, and when the not-valid banner is open: apart from the values themselves.
import { useCallback, useMemo, useState } from 'react';
import { fieldKey, type Docs, type FieldRef } from './editor-state';
import { validateAll } from './validation';

/**
 * The editor's errors (spec 1 §5): the client rules on the fields touched (all of them at mount for
 * an existing content, or once publication is asked), plus what the server said until the field
 * changes; and the not-valid banner the publication buttons open.
 */
export function useEditorValidation(docs: Docs, validateAtMount: boolean) {
  const [touched, setTouched] = useState<{ all: boolean; keys: ReadonlySet<string> }>({
    all: validateAtMount,
    keys: new Set(),
  });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [bannerOpen, setBannerOpen] = useState(false);

  const clientErrors = useMemo(() => validateAll(docs), [docs]);
  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(clientErrors)) if (touched.all || touched.keys.has(k)) out[k] = v;
    return { ...out, ...serverErrors };
  }, [clientErrors, serverErrors, touched]);

  const blur = useCallback((ref: FieldRef) => {
    const key = fieldKey(ref);
    setTouched((t) => (t.all || t.keys.has(key) ? t : { all: false, keys: new Set([...t.keys, key]) }));
  }, []);

  /** Every field checked from now on (a publication was asked). */
  const touchAll = useCallback(() => setTouched({ all: true, keys: new Set() }), []);

  /** A changed field no longer shows what the server said of its old value. */
  const clearServerError = useCallback((key: string) => {
    setServerErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  }, []);

  return {
    errors,
    bannerOpen,
    setBannerOpen,
    closeBanner: useCallback(() => setBannerOpen(false), []),
    blur,
    touchAll,
    setServerErrors,
    clearServerError,
  };
}

export type EditorValidation = ReturnType<typeof useEditorValidation>;
