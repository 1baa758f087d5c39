// `npm run storage:copy`: brings the server's build up to date, then copies DATA_DIR/files into the
// S3 bucket of the S3_* settings (server/src/cli/storage-copy.ts), on a supported Node.
import './use-supported-node.mjs';
import { buildIfNeeded, root, run } from './lib.mjs';

try {
  await buildIfNeeded({ web: false });
} catch {
  console.error(
    'La compilazione del server non è riuscita (vedi gli errori sopra): nessun file è stato copiato.',
  );
  process.exit(1);
}
await run('node', ['server/dist/src/cli/storage-copy.js', ...process.argv.slice(2)], { cwd: root }).catch(
  (e) => process.exit(e.code ?? 1),
);
