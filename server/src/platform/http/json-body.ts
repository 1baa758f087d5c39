import fp from 'fastify-plugin';
import { badRequest } from './errors.js';

/**
 * The deepest JSON a request may nest. The deepest thing the app sends is a form template (ten
 * levels, inside a body); a stranger's body nested 5,000 deep (10 KB) made every later walk of it
 * overflow the stack or block the event loop.
 */
export const MAX_JSON_DEPTH = 64;

export const tooDeepMessage = `Il contenuto inviato è annidato troppo in profondità (al massimo ${MAX_JSON_DEPTH} livelli).`;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`: one pass over the characters,
 * brackets inside strings skipped, before anything parses or walks it. Malformed text is left to
 * the parser, which refuses it.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i += 1;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies: Fastify's own parser (size bound, prototype-poisoning guard), after a depth check
 * that refuses a body nested deeper than MAX_JSON_DEPTH with 400 and an Italian message.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(badRequest(tooDeepMessage, { body: tooDeepMessage }), undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
