// `npm run dev`: the API with reload on change (tsx watch, port 8080) and the web app with hot
// reload (Vite, http://127.0.0.1:5173, proxying /api to the API).
import './use-supported-node.mjs';
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], { cwd: `${root}/web`, stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', stop);
