import { z } from 'zod';
import { ApiErrorBody, apiSuccess } from '@sportello/contracts';

/** Wraps data in the success envelope. */
export const ok = <T>(data: T) => ({ status: 'success' as const, data });

/** Response schemas for a route: the success envelope plus the error envelope (for the OpenAPI document). */
export function replies<T extends z.ZodType>(data: T) {
  return {
    200: apiSuccess(data),
    '4xx': ApiErrorBody,
  };
}

export const Empty = z.object({});
