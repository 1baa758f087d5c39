import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `ms`; an empty string passes at once (reset). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setSettled(value), value === '' ? 0 : ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return value === '' ? value : settled;
}
