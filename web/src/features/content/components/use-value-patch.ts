import { useLayoutEffect, useRef } from 'react';

/**
 * Changes to a composite value made from its latest state, not from the render a callback was
 * made in: a part that answers later (an address placed by the geocoder after the user went on
 * typing elsewhere) must not bring back what was changed meanwhile.
 */
export function useValuePatch<V extends object>(value: V, onChange: (value: V) => void) {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const update = (change: (current: V) => V) => {
    const next = change(latest.current);
    latest.current = next;
    onChange(next);
  };
  const set = (patch: Partial<V>) => update((current) => ({ ...current, ...patch }));
  return { set, update };
}
