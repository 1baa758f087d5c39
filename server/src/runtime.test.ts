import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV } from './runtime.js';

const unset = Object.fromEntries(Object.keys(SERVER_ENV).map((name) => [name, undefined]));

/** A process that asks for the server's runtime, then says what it runs with. */
function probe(nodeArgs: string[], env: Record<string, string | undefined>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-runtime-'));
  const script = path.join(dir, 'probe.mjs');
  const runtime = path.join(import.meta.dirname, 'runtime.ts');
  fs.writeFileSync(
    script,
    `import { execWithServerFlags } from ${JSON.stringify(runtime)};
if (!execWithServerFlags())
  console.log(JSON.stringify({ flags: process.execArgv, arena: process.env.MALLOC_ARENA_MAX ?? null, mmap: process.env.MALLOC_MMAP_THRESHOLD_ ?? null, pid: process.pid }));`,
  );
  try {
    const out = execFileSync(process.execPath, [...nodeArgs, script], {
      // The caller's own settings only: none of the server's, unless the test gives it.
      env: { ...process.env, ...unset, SPORTELLO_NODE_FLAGS: undefined, ...env },
      encoding: 'utf8',
    });
    return JSON.parse(out.trim().split('\n').pop()!) as {
      flags: string[];
      arena: string | null;
      mmap: string | null;
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the server process', () => {
  it('runs again, same process, with its V8 flags, two malloc arenas and a fixed mmap threshold', () => {
    expect(probe([], {})).toMatchObject({
      flags: ['--max-semi-space-size=8', '--heap-growing-percent=30', '--no-maglev'],
      arena: '2',
      mmap: '131072',
    });
  });

  it('keeps what the caller set, and SPORTELLO_NODE_FLAGS=off keeps the process as started', () => {
    expect(probe(['--max-semi-space-size=16'], { MALLOC_ARENA_MAX: '4' })).toMatchObject({
      flags: ['--heap-growing-percent=30', '--no-maglev', '--max-semi-space-size=16'],
      arena: '4',
      mmap: '131072',
    });
    expect(probe([], { SPORTELLO_NODE_FLAGS: 'off' })).toMatchObject({ flags: [], arena: null, mmap: null });
  });
});
