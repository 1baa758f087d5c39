import { SNACKBAR_ERROR_MS } from '@sportello/contracts';

export type Severity = 'error' | 'warning' | 'info' | 'success';

export interface SnackAction {
  label: string;
  onClick: () => void;
}

export interface SnackOptions {
  message: string;
  duration?: number;
  action?: SnackAction;
  severity?: Severity;
}

export interface Snack extends Required<Pick<SnackOptions, 'message' | 'severity' | 'duration'>> {
  id: number;
  action?: SnackAction;
}

type Listener = (snack: Snack | null) => void;

const listeners = new Set<Listener>();
let nextId = 1;
const DEFAULT_MS = 6000;

/**
 * The one snackbar, callable from anywhere (the API client included). A plain string is an
 * information; errors stay for SNACKBAR_ERROR_MS unless a duration is given.
 */
export function notify(input: string | SnackOptions): void {
  const o: SnackOptions = typeof input === 'string' ? { message: input } : input;
  const severity = o.severity ?? 'info';
  const duration = o.duration ?? (severity === 'error' ? SNACKBAR_ERROR_MS : DEFAULT_MS);
  const snack: Snack = { id: nextId++, message: o.message, severity, duration, action: o.action };
  for (const l of listeners) l(snack);
}

/** Takes the current snack (and the waiting ones) off the screen, e.g. once a form has succeeded. */
export function clearSnacks(): void {
  for (const l of listeners) l(null);
}

export function subscribeSnacks(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reloads the same path with a fresh `refresh` query value (the request-error "Riprova"). */
export function reloadWithRefresh(): void {
  const url = new URL(window.location.href);
  url.searchParams.set('refresh', String(Date.now()));
  window.location.assign(url.toString());
}
