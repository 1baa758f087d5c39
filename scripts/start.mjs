// `npm start`: builds what is missing, then runs the one-process embedded set-up
// (SQLite under ./data, demo data on an empty database, web app and API on 127.0.0.1:8080).
import './use-supported-node.mjs';
import { spawn } from 'node:child_process';
import { buildIfNeeded, root } from './lib.mjs';

await buildIfNeeded();
const server = spawn('node', ['server/dist/src/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
// The server shuts down gracefully on SIGTERM/SIGINT; pass them on and leave with its code.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
