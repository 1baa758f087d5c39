// First: zod's configuration (Italian messages; no eval in the browser) before any schema is built.
import './zod-setup.js';

export * from './constants.js';
export * from './control-chars.js';
export * from './id.js';
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
