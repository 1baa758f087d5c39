import { execWithServerFlags } from './runtime.js';
import { applyEnvFile } from './env-file.js';

// The server's entry: its V8 flags first (runtime.ts), then the server itself, whose modules load
// only in the process that serves.
// .env first: SPORTELLO_NODE_FLAGS may be set there, and the process started again inherits it.
applyEnvFile();
if (!execWithServerFlags()) await import('./serve.js');
