// `npm run create-admin`: builds the server when needed, then asks for the first administrator
// (server/src/cli/create-admin.ts), on a supported Node.
import './use-supported-node.mjs';
import { buildIfNeeded, root, run } from './lib.mjs';

await buildIfNeeded({ web: false });
await run('node', ['server/dist/src/cli/create-admin.js', ...process.argv.slice(2)], { cwd: root }).catch(
  (e) => process.exit(e.code ?? 1),
);
