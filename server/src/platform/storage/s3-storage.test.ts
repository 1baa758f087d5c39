import net from 'node:net';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshBucket, startS3Server, type TestS3Server } from '../../../test/s3-server.js';
import { createS3Storage, createStorage, newStorageKey, type S3Settings } from './index.js';

const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return { data: Buffer.concat(chunks), chunks: chunks.length };
};

const collect = async (keys: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const k of keys) out.push(k);
  return out.sort();
};

// s3rver, a real S3 server over HTTP (see test/s3-server.ts for why this one).
describe('S3 storage (against s3rver)', () => {
  let server: TestS3Server;
  let settings: S3Settings;
  beforeAll(async () => {
    server = await startS3Server();
    settings = await freshBucket(server.endpoint, 'sportello/');
  });
  afterAll(() => server.close());

  it('is what createStorage gives when S3 is configured, named by bucket and prefix only', () => {
    const storage = createStorage({ filesDir: '/unused', s3: settings });
    expect(storage.location).toBe(`s3://${settings.bucket}/sportello/`);
    expect(storage.location).not.toContain(settings.secretAccessKey!);
    expect(createStorage({ filesDir: '/srv/files' }).location).toBe('/srv/files');
  });

  it('puts, streams back, checks and deletes a file under its key, inside S3_PREFIX', async () => {
    const storage = createS3Storage(settings);
    const key = newStorageKey('media/image', 'png', new Date('2026-11-21T10:00:00Z'));
    await storage.put(key, Buffer.from('ciao'), 'image/png');
    expect(await storage.exists(key)).toBe(true);
    const stored = await storage.get(key);
    expect(stored?.size).toBe(4);
    expect(stored?.body).toBeInstanceOf(Readable);
    expect((await read(stored!.body)).data.toString()).toBe('ciao');

    // The object sits under the prefix: the same bucket read without one sees it there.
    const whole = createS3Storage({ ...settings, prefix: '' });
    expect(await collect(whole.list(''))).toEqual([`sportello/${key}`]);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('streams a large file in pieces, and stores a streamed upload byte for byte', async () => {
    const storage = createS3Storage(settings);
    const bytes = Buffer.alloc(7_000_000);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = i % 251;
    // Streamed in 64 KB pieces: the upload is never one buffer (the copy command's way).
    const pieces = Readable.from(
      (function* () {
        for (let i = 0; i < bytes.length; i += 65_536) yield bytes.subarray(i, i + 65_536);
      })(),
    );
    await storage.putStream('documents/2026/11/grande.pdf', pieces, bytes.length, 'application/pdf');
    const stored = await storage.get('documents/2026/11/grande.pdf');
    expect(stored?.size).toBe(bytes.length);
    const back = await read(stored!.body);
    expect(back.chunks).toBeGreaterThan(1);
    expect(back.data.equals(bytes)).toBe(true);
    await storage.delete('documents/2026/11/grande.pdf');
  });

  it('refuses the keys local storage refuses, before asking the store', async () => {
    const storage = createS3Storage(settings);
    for (const key of [
      '../etc/passwd',
      'media/../../x',
      '/abs',
      'a//b',
      'media/./x',
      'Media/X.png',
      'a\\b',
      '',
      'a/',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/non valida/);
      await expect(storage.get(key)).rejects.toThrow(/non valida/);
      await expect(storage.exists(key)).rejects.toThrow(/non valida/);
      await expect(storage.delete(key)).rejects.toThrow(/non valida/);
    }
    expect(await collect(createS3Storage({ ...settings, prefix: '' }).list(''))).toEqual([]);
  });

  it('lists every key under a prefix across pages, and only keys it could have written', async () => {
    const own = await freshBucket(server.endpoint, 'board/');
    const storage = createS3Storage(own, { pageSize: 2 });
    const keys = ['media/a/1.png', 'media/a/2.png', 'media/b/3.jpg', 'media/b/4.jpg', 'media/c/5.pdf'];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'application/octet-stream');
    await storage.put('inactive-documents/x.pdf', Buffer.from('x'), 'application/pdf');
    // Another tool's objects: outside the prefix, or under it with a name the server never gives.
    const raw = new S3Client({
      endpoint: own.endpoint,
      region: own.region,
      forcePathStyle: true,
      credentials: { accessKeyId: own.accessKeyId!, secretAccessKey: own.secretAccessKey! },
    });
    for (const Key of ['other/media/z.png', 'board/Media/Foto ESTATE.JPG'])
      await raw.send(new PutObjectCommand({ Bucket: own.bucket, Key, Body: 'x' }));
    raw.destroy();

    expect(await collect(storage.list('media/'))).toEqual(keys);
    expect(await collect(storage.list(''))).toEqual([...keys, 'inactive-documents/x.pdf'].sort());
    const sizes: Record<string, number> = {};
    for await (const { key, size } of storage.listWithSizes('media/b/')) sizes[key] = size;
    expect(sizes).toEqual({ 'media/b/3.jpg': 13, 'media/b/4.jpg': 13 });
  });

  it('check() resolves when the bucket answers, and rejects saying why when it does not', async () => {
    await expect(createS3Storage(settings).check()).resolves.toBeUndefined();
    await expect(createS3Storage({ ...settings, bucket: 'nessun-bucket' }).check()).rejects.toThrow(
      `Il bucket S3 «nessun-bucket» su ${server.endpoint} non risponde: il bucket non esiste (HTTP 404)`,
    );
    // s3rver refuses an access key it does not know (it does not verify the signature itself).
    const stranger = createS3Storage({ ...settings, accessKeyId: 'SCONOSCIUTA', secretAccessKey: 'segreto' });
    const refused = await stranger.check().catch((e: Error) => e);
    expect((refused as Error).message).toBe(
      `Il bucket S3 «${settings.bucket}» su ${server.endpoint} non risponde: accesso negato: controlla S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY (HTTP 403)`,
    );
    await expect(stranger.get('media/x.png')).rejects.toThrow(/Access Key Id/);
  });

  it('check() rejects when nothing listens at the endpoint', async () => {
    // A port that was free a moment ago: nothing answers there.
    const probe = net.createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const endpoint = `http://127.0.0.1:${(probe.address() as net.AddressInfo).port}`;
    await new Promise((resolve) => probe.close(resolve));
    await expect(createS3Storage({ ...settings, endpoint }).check()).rejects.toThrow(
      new RegExp(`^Il bucket S3 «${settings.bucket}» su ${endpoint} non risponde: .*ECONNREFUSED`),
    );
  });
});
