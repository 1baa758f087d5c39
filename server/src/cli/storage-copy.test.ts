import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runTypeScript } from '../../test/run-typescript.js';
import { freshBucket, s3Environment, startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { copyFolderToBucket } from '../platform/storage/copy.js';
import { createLocalStorage, createS3Storage, type S3Settings } from '../platform/storage/index.js';

const root = path.resolve(import.meta.dirname, '../../..');
const cli = path.join(root, 'server/src/cli/storage-copy.ts');

const readAll = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe('npm run storage:copy: the files of DATA_DIR into the S3 bucket', () => {
  // The api-s3 project's s3rver (s3-global-setup.ts), or this file's own in the other projects.
  let own: TestS3Server | null = null;
  let endpoint: string;
  let dataDir: string;
  let bucket: S3Settings;
  const files: Record<string, Buffer> = {
    'media/image/2026/11/0b0e1c9a-1d1e-4c5e-9f00-000000000001.png': Buffer.from('png del duomo'),
    'media/thumb/2026/11/0b0e1c9a-1d1e-4c5e-9f00-000000000001.png': Buffer.from('miniatura'),
    'inactive-documents/2026/11/0b0e1c9a-1d1e-4c5e-9f00-000000000002.pdf': Buffer.alloc(300_000, 1),
  };

  beforeAll(async () => {
    endpoint =
      process.env.TEST_STORAGE === 's3' ? inject('s3Endpoint') : (own = await startS3Server()).endpoint;
    bucket = await freshBucket(endpoint, 'sportello/');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-copy-'));
    const local = createLocalStorage(path.join(dataDir, 'files'));
    for (const [key, data] of Object.entries(files)) await local.put(key, data, 'application/octet-stream');
    // Neither is a file of the store: a half-written upload, and a name the server never gives.
    fs.writeFileSync(path.join(dataDir, 'files', 'media', 'x.png.1a2b.tmp'), 'metà');
    fs.writeFileSync(path.join(dataDir, 'files', 'Foto Estate.JPG'), 'altro');
  });
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await own?.close();
  });

  const run = (env: Record<string, string>) =>
    runTypeScript([cli], { cwd: root, env: { DATA_DIR: dataDir, NODE_ENV: 'test', ...env } });
  const inBucket = async () => {
    const sizes: Record<string, number> = {};
    for await (const { key, size } of createS3Storage(bucket).listWithSizes('')) sizes[key] = size;
    return sizes;
  };

  it('copies every file under its key, then copies nothing when run again', async () => {
    const first = await run(s3Environment(bucket));
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toBe(
      `Copio i file da ${path.join(dataDir, 'files')} a s3://${bucket.bucket}/sportello/…\n` +
        'Copiati 3 file (0,3 MB), già presenti 0, non riusciti 0.\n',
    );
    expect(await inBucket()).toEqual(
      Object.fromEntries(Object.entries(files).map(([key, data]) => [key, data.length])),
    );
    const s3 = createS3Storage(bucket);
    for (const [key, data] of Object.entries(files)) {
      const stored = await s3.get(key);
      expect((await readAll(stored!.body)).equals(data)).toBe(true);
    }

    const again = await run(s3Environment(bucket));
    expect(again.code).toBe(0);
    expect(again.out).toContain('Copiati 0 file (0 MB), già presenti 3, non riusciti 0.\n');
  });

  it('copies again a file whose size differs from the bucket’s, and a new one', async () => {
    const local = createLocalStorage(path.join(dataDir, 'files'));
    const changed = 'media/thumb/2026/11/0b0e1c9a-1d1e-4c5e-9f00-000000000001.png';
    await local.put(changed, Buffer.from('miniatura rifatta'), 'image/png');
    await local.put('media/document/2026/11/nuovo.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const report = await copyFolderToBucket(path.join(dataDir, 'files'), createS3Storage(bucket));
    expect(report).toEqual({ copied: 2, bytes: 17 + 8, skipped: 2, failed: [] });
    expect((await inBucket())[changed]).toBe(17);
  });

  it('refuses in Italian and English when S3 is not configured, and when the bucket does not answer', async () => {
    const [none, missing] = await Promise.all([
      run({}),
      run(s3Environment({ ...bucket, bucket: 'nessun-bucket' })),
    ]);
    expect(none.code).toBe(1);
    expect(none.out).toBe('');
    expect(none.err).toBe(
      'S3 non configurato: imposta S3_BUCKET (con S3_ENDPOINT, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY per un archivio che non sia AWS) per copiarvi i file di DATA_DIR/files.\n' +
        '(S3 is not configured: set S3_BUCKET, with S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for a store other than AWS, to copy the files of DATA_DIR/files into it.)\n',
    );

    expect(missing.code).toBe(1);
    expect(missing.err).toBe(
      `Il bucket S3 «nessun-bucket» su ${endpoint} non risponde: il bucket non esiste (HTTP 404)\n`,
    );
    expect(missing.err).not.toContain(bucket.secretAccessKey!);
  });
});
