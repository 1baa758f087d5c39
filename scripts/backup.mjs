// `npm run backup [-- --out <folder>] [--keep <n>]`: builds the server when needed, then writes a
// snapshot of the database and the files (server/src/cli/backup.ts), on a supported Node.
import './use-supported-node.mjs';
import { buildIfNeeded, root, run } from './lib.mjs';

await buildIfNeeded({ web: false });
await run('node', ['server/dist/src/cli/backup.js', ...process.argv.slice(2)], { cwd: root }).catch((e) =>
  process.exit(e.code ?? 1),
);
