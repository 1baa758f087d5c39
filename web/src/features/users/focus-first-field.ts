import { useEffect, useState } from 'react';

const FIELD =
  'input:not([type=hidden]):not([disabled]):not([readonly]), textarea:not([disabled]), [role="combobox"]:not([aria-disabled="true"])';

/**
 * A ref for a dialog's paper: the first field inside gets the focus as soon as it appears (a
 * template form renders its fields after its template has loaded), unless the user already is in a
 * field. It watches for 5 s at most; a new `step` (preview → edit) starts again.
 */
export function useFocusFirstField(step: unknown = null): (node: HTMLElement | null) => void {
  const [node, setNode] = useState<HTMLElement | null>(null);
  // A new step (preview → edit) looks for the first field again.
  useEffect(() => {
    if (!node) return undefined;
    const tryFocus = (): boolean => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && node.contains(active) && active.matches(FIELD)) return true;
      const field = node.querySelector<HTMLElement>(FIELD);
      if (!field) return false;
      field.focus();
      return true;
    };
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    // After the dialog's own focus trap has focused the paper.
    const first = window.setTimeout(() => {
      if (!tryFocus()) observer.observe(node, { childList: true, subtree: true });
    }, 0);
    const stop = window.setTimeout(() => observer.disconnect(), 5000);
    return () => {
      window.clearTimeout(first);
      window.clearTimeout(stop);
      observer.disconnect();
    };
  }, [node, step]);
  return setNode;
}
