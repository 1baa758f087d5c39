// `npm run restore -- <snapshot folder> [--yes]`: builds the server when needed, then puts a
// snapshot back into the database and the files (server/src/cli/restore.ts), on a supported Node.
import './use-supported-node.mjs';
import { buildIfNeeded, root, run } from './lib.mjs';

await buildIfNeeded({ web: false });
await run('node', ['server/dist/src/cli/restore.js', ...process.argv.slice(2)], { cwd: root }).catch((e) =>
  process.exit(e.code ?? 1),
);
