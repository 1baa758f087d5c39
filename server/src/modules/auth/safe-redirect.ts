import { hasControlChars } from '@sportello/contracts';

const PROBE_ORIGIN = 'http://sportello.invalid';

/**
 * The page to go to after login: `next` when it is a path on this site, otherwise the app root.
 * Refuses "//host", "/\host", schemes and control characters (browsers drop tabs and newlines,
 * which would turn "/\t/host" into "//host").
 */
export function safeRedirect(next: string | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next.includes('\\') || hasControlChars(next)) return fallback;
  try {
    if (new URL(next, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return next;
}
