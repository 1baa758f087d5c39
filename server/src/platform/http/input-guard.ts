import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { controlCharsMessage, findControlChars } from '@sportello/contracts';
import { badRequest } from './errors.js';

/** 400 naming the field when a string of `input` holds a control character (see control-chars.ts). */
export function refuseControlChars(input: unknown): void {
  const path = findControlChars(input);
  if (!path) return;
  const field = path.join('.') || 'body';
  throw badRequest(controlCharsMessage(field), { [field]: controlCharsMessage(field) });
}

/**
 * Every request's path parameters, query and body are refused with 400 when a string holds a
 * control character, before any schema or handler sees them: one check for every route (GraphQL
 * variables are in the body; multipart fields are checked where they are read, readMultipart).
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      refuseControlChars(request.params);
      refuseControlChars(request.query);
      refuseControlChars(request.body);
    });
  },
  { name: 'input-guard' },
);
