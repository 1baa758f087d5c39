import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../src/platform/storage/index.js';

/**
 * A real S3-compatible store for the tests: s3rver, an S3 server written for Node, keeping its
 * buckets in a temporary folder. Chosen because it is a plain npm package (a dev dependency):
 * MinIO, Garage or Ceph are binaries or images to download, which this machine and CI cannot.
 * It answers over HTTP as a store does (404s, ListObjectsV2 pages, unknown access keys refused,
 * the bytes it is sent); it does not verify SigV4 signatures themselves, only the key's id.
 *
 * It runs in a child process with --openssl-legacy-provider: its continuation tokens are DES,
 * which OpenSSL 3 (Node 17 and later) leaves out by default, so a listing of more than one page
 * failed with a 500 in-process. The child leaves when its parent does (its stdin closes).
 */
const CHILD = `
const S3rver = require(process.argv[1]);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });
server.run().then((a) => process.stdout.write(JSON.stringify({ port: a.port }) + '\\n'));
process.stdin.on('close', () => process.exit(0));
process.stdin.resume();
`;

/** s3rver's own keys: it refuses a request signed with another access key id (403). */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  close(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 on a free port, with its buckets in a fresh temporary folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-s3-'));
  const s3rver = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', CHILD, s3rver, directory], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve((JSON.parse(out) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`s3rver did not start (exit ${code}): ${errors}`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      child.kill();
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Settings of a new, empty bucket on the server, as loadConfig would build them from S3_*. */
export async function freshBucket(endpoint: string, prefix = ''): Promise<S3Settings> {
  const settings: S3Settings = {
    endpoint,
    bucket: `sportello-${process.pid}-${randomBytes(4).toString('hex')}`,
    region: 'us-east-1',
    ...KEYS,
    forcePathStyle: true,
    prefix,
  };
  const client = new S3Client({
    endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: KEYS,
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } finally {
    client.destroy();
  }
  return settings;
}

/** The environment that makes loadConfig (a command's, a server's) use the bucket. */
export function s3Environment(s: S3Settings): Record<string, string> {
  return {
    S3_ENDPOINT: s.endpoint ?? '',
    S3_BUCKET: s.bucket,
    S3_REGION: s.region,
    S3_ACCESS_KEY_ID: s.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: String(s.forcePathStyle),
    S3_PREFIX: s.prefix,
  };
}
