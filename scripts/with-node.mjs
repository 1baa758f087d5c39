// `node scripts/with-node.mjs <tool> [args…]`: runs a tool of node_modules/.bin (vitest,
// playwright…) on a supported Node, for the npm scripts that call a tool directly.
import './use-supported-node.mjs';
import { spawn } from 'node:child_process';

const [tool, ...args] = process.argv.slice(2);
const child = spawn('npx', ['--no-install', tool, ...args], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
