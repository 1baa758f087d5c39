import { z } from './z.js';

/** Error codes the server sends in `code`; the browser reacts to a few of them (docs/api.md). */
export const ERROR_CODES = [
  'auth_required',
  'invalid_credentials',
  'account_pending',
  'forbidden',
  'csrf',
  'bad_request',
  'not_found',
  'conflict',
  'locked',
  /** The editor's lock went to another tab or session of the same person. */
  'lock_moved',
  'too_large',
  'rule',
  'rate_limited',
  /** 503: the server is busy (too many requests at once); try again after Retry-After seconds. */
  'busy',
  /** 503: a service the server needs (the database) does not answer; try again after Retry-After. */
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiErrorBody = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const apiSuccess = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });

export type ApiSuccess<T> = { status: 'success'; data: T };
export type ApiReply<T> = ApiSuccess<T> | ApiErrorBody;

/** Page of a table or list (docs/api.md). */
export const page = <T extends z.ZodType>(element: T) =>
  z.object({
    elements: z.array(element),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    itemsPerPage: z.number().int(),
    totalItems: z.number().int(),
  });
