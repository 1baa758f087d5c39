import { z } from 'zod';

// Every message zod writes on its own (a wrong type, a bad e-mail) reaches people in Italian.
z.config(z.locales.it());

export * from './constants.js';
export * from './role-names.js';
export * from './roles.js';
export * from './envelope.js';
export * from './auth.js';
export * from './shell.js';
export * from './forms/index.js';
export * from './media.js';
export * from './places.js';
export * from './accreditation.js';
export * from './tables.js';
export * from './people.js';
export * from './content/index.js';
export * from './geocode.js';
export * from './explore/index.js';
