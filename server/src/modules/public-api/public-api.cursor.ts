import { badRequest } from '../../platform/http/errors.js';
import { PUBLIC_API_MESSAGES as M } from './public-api.messages.js';

/**
 * The opaque cursors of the read API: base64url of a small JSON value. The contents feed's is the
 * last row's (updated_at, id) — a keyset, so rows added between two pages are never repeated nor
 * make one skipped; the catalogue's is an offset in the search's order (its ranking has no keyset).
 * A cursor that does not decode is a 400 naming the field.
 */

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(M.badCursor, { cursor: M.badCursor });
  }
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export const contentsCursor = (row: { updatedAt: string; id: number }) =>
  encode(['c', row.updatedAt, row.id]);

export function readContentsCursor(cursor: string): { updatedAt: string; id: number } {
  const v = decode(cursor);
  if (
    !Array.isArray(v) ||
    v[0] !== 'c' ||
    typeof v[1] !== 'string' ||
    !ISO.test(v[1]) ||
    !Number.isSafeInteger(v[2])
  )
    throw badRequest(M.badCursor, { cursor: M.badCursor });
  return { updatedAt: v[1], id: v[2] as number };
}

export const catalogueCursor = (offset: number) => encode(['a', offset]);

export function readCatalogueCursor(cursor: string): number {
  const v = decode(cursor);
  if (
    !Array.isArray(v) ||
    v[0] !== 'a' ||
    !Number.isSafeInteger(v[1]) ||
    (v[1] as number) < 0 ||
    (v[1] as number) > 10_000
  )
    throw badRequest(M.badCursor, { cursor: M.badCursor });
  return v[1] as number;
}
