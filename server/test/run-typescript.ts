import { spawn } from 'node:child_process';

/**
 * Runs TypeScript in a child Node process as the project's commands do (`--import tsx`), and gives
 * back what it printed and how it ended: for tests of commands and of how a process ends.
 */
export async function runTypeScript(
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH, ...options.env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, out, err };
}
