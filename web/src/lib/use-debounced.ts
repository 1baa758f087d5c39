import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `ms`; an empty string passes at once (reset). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === '' || value === settled) {
      setSettled(value);
      return;
    }
    const t = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms, settled]);
  return settled;
}
