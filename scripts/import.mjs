// `npm run import -- <file>`: brings the server's build up to date, then imports the file into the
// explore catalogue of the configured database (see server/src/modules/explore/import/import.cli.ts).
import './use-supported-node.mjs';
import { spawn } from 'node:child_process';
import { root, run } from './lib.mjs';

try {
  await run('npx', ['tsc', '-b', 'packages/contracts', 'server']);
} catch {
  console.error(
    'La compilazione del server non è riuscita (vedi gli errori sopra): nulla è stato importato.',
  );
  process.exit(1);
}
const cli = spawn(
  'node',
  ['server/dist/src/modules/explore/import/import.cli.js', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
cli.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
