import { execWithServerFlags } from './runtime.js';

// The server's entry: its V8 flags first (runtime.ts), then the server itself, whose modules load
// only in the process that serves.
if (!execWithServerFlags()) await import('./serve.js');
