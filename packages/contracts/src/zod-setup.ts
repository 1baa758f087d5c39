import { z } from 'zod';

// Imported first by index.ts, so it runs before any schema of this package is built.

// Every message zod writes on its own (a wrong type, a bad e-mail) reaches people in Italian.
z.config(z.locales.it());

// In the browser the app's Content-Security-Policy allows no eval (server/src/platform/http/
// web-platform.ts): zod's compiled object parsers use `new Function`, and even zod's probe for it,
// made when the first z.object is built, is reported as a CSP violation. The server keeps them.
if ('window' in globalThis) z.config({ jitless: true });
