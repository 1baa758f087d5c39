const FOCUSABLE =
  'input:not([type="hidden"]):not([tabindex="-1"]), textarea, [contenteditable="true"], [role="combobox"], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first field (in screen order) with an error: the innermost cell whose key is an
 * error's key or its parent (`emails` for `emails.1`, `rows.0.name` inside `rows`).
 */
export function focusFirstError(form: HTMLElement | null, errors: Record<string, string>): void {
  const keys = Object.keys(errors);
  if (!form || !keys.length) return;
  requestAnimationFrame(() => {
    const cells = Array.from(form.querySelectorAll<HTMLElement>('[data-field-key]'));
    const matched = cells.filter((cell) => {
      const key = cell.dataset.fieldKey ?? '';
      return keys.some((k) => k === key || k.startsWith(`${key}.`));
    });
    const cell = matched.find((c) => !matched.some((other) => other !== c && c.contains(other)));
    if (!cell) return;
    cell.scrollIntoView({ block: 'center', behavior: 'smooth' });
    cell.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  });
}
