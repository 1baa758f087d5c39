import { z } from 'zod';
import { ApiErrorBody, apiSuccess } from '@sportello/contracts';

/** Wraps data in the success envelope. */
export const ok = <T>(data: T) => ({ status: 'success' as const, data });

/**
 * Response schemas for a route: the success envelope plus the error envelope (for the OpenAPI
 * document). One envelope per data schema, so that every app built in a process (the tests build
 * hundreds) shares its compiled serializer (reply-serializer.ts).
 */
export function replies<T extends z.ZodType>(data: T) {
  let success = envelopes.get(data) as ReturnType<typeof apiSuccess<T>> | undefined;
  if (!success) envelopes.set(data, (success = apiSuccess(data)));
  return { 200: success, '4xx': ApiErrorBody };
}
const envelopes = new WeakMap<z.ZodType, z.ZodType>();

export const Empty = z.object({});
