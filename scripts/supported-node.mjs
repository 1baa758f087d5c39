// The supported runtime: Node 24 LTS (and 22). Machines that ship an older Node (these ship 20,
// which reached end of life in April 2026) get Node 24 from the npm registry, where Node itself is
// published as `node-<platform>-<arch>`, unpacked once under .tools/ (ignored by git).
// Written for any Node >= 18, since it is what runs before a supported Node is there.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const NODE_VERSION = '24.21.0';
export const SUPPORTED_MAJORS = [22, 24];

const root = path.resolve(import.meta.dirname, '..');
const toolsDir = path.join(root, '.tools', `node-${NODE_VERSION}`);

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);
export const isSupported = (version = process.version) => majorOf(version) >= SUPPORTED_MAJORS[0];

/** Unpacks Node from the npm registry into .tools/ unless it is there; returns its folder. */
export function installSupportedNode() {
  const bin = path.join(toolsDir, 'bin', 'node');
  if (fs.existsSync(bin)) return toolsDir;
  const pkg = `node-${process.platform}-${process.arch}@${NODE_VERSION}`;
  console.log(
    `Node ${process.version} non è supportato (servono Node 24 o 22): scarico ${pkg} dal registro npm…`,
  );
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-node-'));
  try {
    const out = execFileSync('npm', ['pack', pkg, '--silent', '--pack-destination', tmp], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = path.join(tmp, out.trim().split('\n').pop());
    const unpacked = `${toolsDir}.partial`;
    fs.rmSync(unpacked, { recursive: true, force: true });
    fs.mkdirSync(unpacked, { recursive: true });
    execFileSync('tar', ['xzf', tarball, '-C', unpacked, '--strip-components=1']);
    fs.chmodSync(path.join(unpacked, 'bin', 'node'), 0o755);
    // Renamed whole at the end: an interrupted download never leaves half a Node behind.
    fs.renameSync(unpacked, toolsDir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return toolsDir;
}

/**
 * The environment a supported Node runs in: its bin first on PATH (so npx, npm and every child
 * `node` use it) and its headers for native modules compiled by node-gyp.
 */
export function supportedNodeEnv(dir, env = process.env) {
  return {
    ...env,
    PATH: `${path.join(dir, 'bin')}${path.delimiter}${env.PATH ?? ''}`,
    npm_config_nodedir: dir,
    SPORTELLO_NODE: path.join(dir, 'bin', 'node'),
  };
}

/**
 * Called first by every project script: on a supported Node it returns; on an older one it runs
 * the same script again with Node 24 from .tools/ and leaves with that run's exit code.
 */
export function ensureSupportedNode() {
  if (isSupported()) return;
  const dir = installSupportedNode();
  const env = supportedNodeEnv(dir);
  const result = spawnSync(env.SPORTELLO_NODE, process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}

// `node scripts/supported-node.mjs` prints the folder of a supported Node's bin (used by .ci/run).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(isSupported() ? path.dirname(process.execPath) : path.join(installSupportedNode(), 'bin'));
}
