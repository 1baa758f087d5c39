// Small helpers shared by the start, dev, test and bench scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; rejects with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(Object.assign(new Error(`${cmd} ${args.join(' ')} → ${code ?? signal}`), { code })),
    );
  });
}

/**
 * Runs a command with its output kept, for steps that run side by side: resolves or rejects with
 * { output } once it ends, so each step's output can be printed whole, one after the other.
 */
export function runQuiet(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve({ output })
        : reject(Object.assign(new Error(`${cmd} ${args.join(' ')} → ${code ?? signal}`), { code, output })),
    );
  });
}

/** Newest modification time of any file below the given folders (skipping build output). */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (p) => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      if (/(^|\/)(node_modules|dist|test-results)$/.test(p)) return;
      for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const d of dirs) walk(path.join(root, d));
  return newest;
}

const mtime = (p) => fs.statSync(path.join(root, p), { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * Builds contracts and server (tsc -b is incremental) and, unless `web: false`, the web app when
 * its sources changed.
 */
export async function buildIfNeeded({ web = true } = {}) {
  if (!fs.existsSync(path.join(root, 'node_modules'))) {
    console.log('Installo le dipendenze (npm ci)…');
    await run('npm', ['ci']);
  }
  await run('npx', ['tsc', '-b', 'packages/contracts', 'server']);
  if (!web) return;
  const webSources = newestMtime([
    'web/src',
    'web/index.html',
    'web/vite.config.ts',
    'web/vite.widget.config.ts',
    'packages/contracts/src',
  ]);
  // The app's build empties web/dist: the partners' widget (its own build, web/src/widget) follows it.
  const built = Math.min(mtime('web/dist/index.html'), mtime('web/dist/widget/sportello.js'));
  if (webSources > built) {
    console.log('Compilo l’interfaccia web…');
    await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'web') });
    await run('npx', ['vite', 'build', '-c', 'vite.widget.config.ts', '--logLevel', 'warn'], {
      cwd: path.join(root, 'web'),
    });
  }
}
