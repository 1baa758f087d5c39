import { z } from 'zod';

/**
 * The package's one zod: every schema module imports `z` from here, so this configuration runs
 * before the first schema is built, and only where schemas are used (a screen that needs no schema
 * loads no zod).
 */

// Every message zod writes on its own (a wrong type, a bad e-mail) reaches people in Italian.
z.config(z.locales.it());

// In the browser the app's Content-Security-Policy allows no eval (server/src/platform/http/
// web-platform.ts): zod's compiled object parsers use `new Function`, and even zod's probe for it,
// made when the first z.object is built, is reported as a CSP violation. The server keeps them.
if ('window' in globalThis) z.config({ jitless: true });

export { z };
