import { createHash } from 'node:crypto';
import { badRequest } from '../../../platform/http/errors.js';
import { EXPLORE_MESSAGES as M } from '../explore.messages.js';
import type { ParsedSearch } from './search-request.js';

/**
 * The nextPageToken of a result page (spec 2 §3): opaque to the browser, it carries the offset of
 * the next rows and a hash of the search it belongs to, so "Carica più risultati" continues that
 * search and nothing else. A token of another search, or an edited one, is refused.
 */

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** What makes two searches the same list: words, category, filters and order (not the page or locale). */
export function searchFingerprint(search: ParsedSearch): string {
  const filters = Object.entries(search.filters).sort(([a], [b]) => a.localeCompare(b));
  // A set of values chosen in another order is the same filter.
  const sets = (_key: string, value: unknown) =>
    Array.isArray(value) && value.every((v) => typeof v !== 'object') ? [...value].sort() : value;
  return digest(JSON.stringify([[...search.words].sort(), search.category.name, search.sort, filters], sets));
}

export function encodePageToken(offset: number, fingerprint: string): string {
  return Buffer.from(JSON.stringify({ o: offset, h: digest(`${fingerprint}:${offset}`) })).toString(
    'base64url',
  );
}

/** The offset a token continues from; 400 "Token di pagina non valido" when it is not this search's. */
export function decodePageToken(token: string, fingerprint: string): number {
  const refuse = () => badRequest(M.badToken, { loadMore: M.badToken });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const { o, h } = (parsed ?? {}) as { o?: unknown; h?: unknown };
  if (typeof o !== 'number' || !Number.isInteger(o) || o < 0 || o > 1_000_000) throw refuse();
  if (h !== digest(`${fingerprint}:${o}`)) throw refuse();
  return o;
}
