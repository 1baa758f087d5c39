// A local S3-compatible store for the region's files: s3rver (a dev dependency of the server), in a
// child process of its own over a temporary folder, with one bucket made at start.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib.mjs';

/** s3rver's own credentials: it accepts requests signed with these. */
export const S3RVER_KEY = 'S3RVER';

/** Starts s3rver on the port over `dir` with `bucket`; resolves with the child once it answers. */
export async function startS3(dir, port, bucket) {
  const require = createRequire(path.join(root, 'server/package.json'));
  const bin = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [
      // Its continuation tokens are DES, which OpenSSL 3 leaves out unless asked (server/test/s3-server.ts).
      '--openssl-legacy-provider',
      bin,
      '-d',
      dir,
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '--silent',
      '--no-vhost-buckets',
      '--configure-bucket',
      bucket,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`s3rver è uscito subito: ${stderr}`);
    // The bucket answers (an empty listing) once s3rver has made it.
    const ok = await fetch(`${endpoint}/${bucket}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`s3rver non risponde entro 15 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    endpoint,
    /** The settings every server process gets (config.ts, S3_*). */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
  };
}
