// The server the browser journeys run against: a fresh SQLite database with the demo data in a
// temporary folder, on its own port, so a developer's ./data is never touched.
import './use-supported-node.mjs';
import fs from 'node:fs';

const dir = process.env.DATA_DIR;
if (!dir || !dir.includes('sportello-e2e'))
  throw new Error('e2e-server needs DATA_DIR pointing at a sportello-e2e folder');
fs.rmSync(dir, { recursive: true, force: true });
await import('../server/dist/src/main.js');
