import type { Readable } from 'node:stream';
import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';
import { loadS3 } from '../lazy/libraries.js';
import { assertStorageKey, isValidStorageKey, type StoredFile, type Storage } from './storage.js';

export type S3Settings = NonNullable<Config['s3']>;

/** What the copy command needs beyond `Storage`: sizes in one listing, and uploads from a stream. */
export interface S3Storage extends Storage {
  /** Every key under a prefix with its size in bytes, a page of ListObjectsV2 at a time. */
  listWithSizes(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** Writes a file of a known size from a stream, without holding it whole in memory. */
  putStream(key: string, body: Readable, size: number, contentType: string): Promise<void>;
}

/** A store that does not even accept the connection in this long is down (/ready, uploads). */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * Connections to the store at once. A download holds one for as long as its reader takes; the
 * SDK's 50 would let 50 slow downloads queue every upload and /ready behind them. As many as the
 * requests a process lets in (MAX_IN_FLIGHT's default).
 */
const MAX_SOCKETS = 256;
/** check() gives up and frees its socket after this long (/ready stops waiting after 3 s). */
const CHECK_TIMEOUT_MS = 5000;

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Ceph RGW, Garage), under S3_PREFIX: what every
 * host behind the balancer sees alike. Keys are checked exactly as on the local disk, so a file
 * moves between the two stores under the same key (npm run storage:copy).
 *
 * The SDK is loaded on the first call, not at start: the embedded default never pays for it.
 */
export function createS3Storage(settings: S3Settings, opts: { pageSize?: number } = {}): S3Storage {
  const { bucket, prefix } = settings;
  const objectKey = (key: string): string => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };

  let client: Promise<{ s3: S3Client; sdk: Awaited<ReturnType<typeof loadS3>> }> | null = null;
  const connect = () =>
    (client ??= loadS3().then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint && { endpoint: settings.endpoint }),
        forcePathStyle: settings.forcePathStyle,
        // Without keys, the SDK's own chain (AWS_* variables, the instance's or task's role).
        ...(settings.accessKeyId &&
          settings.secretAccessKey && {
            credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
          }),
        // Since 3.729 the SDK adds CRC32 checksums to every upload and sends a streamed body as
        // aws-chunked with a trailing checksum. s3rver (the tests' store) stores that framing as
        // the file's bytes (a 7 MB upload came back 998 bytes longer), and when it shipped
        // Cloudflare R2, Backblaze B2 and MinIO of the day refused the new headers: checksums
        // only where an operation requires them, which every S3-compatible store understands.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // No request timeout: a download streams as slowly as its reader, and an idle socket
        // timeout would cut it; only a store that never answers the connection is given up on.
        requestHandler: {
          connectionTimeout: CONNECT_TIMEOUT_MS,
          httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
          httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
        },
      }),
    })));

  async function* listWithSizes(subPrefix: string): AsyncIterable<{ key: string; size: number }> {
    const { s3, sdk } = await connect();
    let token: string | undefined;
    do {
      const page = await s3.send(
        new sdk.ListObjectsV2Command({
          Bucket: bucket,
          Prefix: `${prefix}${subPrefix}`,
          ContinuationToken: token,
          ...(opts.pageSize && { MaxKeys: opts.pageSize }),
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length);
        // Something else in the bucket (a console's folder marker, another tool's file) is no
        // file of ours.
        if (key && isValidStorageKey(key)) yield { key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    location: `s3://${bucket}/${prefix}`,

    async put(key, data, contentType) {
      const Key = objectKey(key);
      const { s3, sdk } = await connect();
      await s3.send(new sdk.PutObjectCommand({ Bucket: bucket, Key, Body: data, ContentType: contentType }));
    },

    async putStream(key, body, size, contentType) {
      const Key = objectKey(key);
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: body,
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },

    async get(key): Promise<StoredFile | null> {
      const Key = objectKey(key);
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key }));
        // In Node the body is the HTTP response itself: it streams, nothing is buffered here.
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      const Key = objectKey(key);
      const { s3, sdk } = await connect();
      // S3 answers 204 for a key that is not there: a missing file is not an error, as promised.
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }));
    },

    async exists(key) {
      const Key = objectKey(key);
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    async *list(subPrefix) {
      for await (const { key } of listWithSizes(subPrefix)) yield key;
    },

    listWithSizes,

    async check() {
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        });
      } catch (err) {
        throw new Error(
          `Il bucket S3 «${bucket}»${settings.endpoint ? ` su ${settings.endpoint}` : ''} non risponde: ${describe(err)}`,
          { cause: err },
        );
      }
    },
  };
}

/** NoSuchKey from GetObject, NotFound from HeadObject (a HEAD has no body to name its error). */
function isNotFound(err: unknown): boolean {
  const e = err as Partial<S3ServiceException>;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Why the bucket did not answer, in words an operator can act on; never the keys. */
function describe(err: unknown): string {
  const e = err as Partial<S3ServiceException> & { code?: string };
  const status = e?.$metadata?.httpStatusCode;
  if (status === 404) return 'il bucket non esiste (HTTP 404)';
  if (status === 403) return 'accesso negato: controlla S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY (HTTP 403)';
  if (status === 301 || status === 400)
    return `indirizzo o regione sbagliati, controlla S3_REGION (HTTP ${status})`;
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'nessuna risposta in tempo';
  if (e?.name === 'CredentialsProviderError')
    return 'nessuna credenziale: imposta S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY (o un ruolo IAM su AWS)';
  if (status) return `${e.name ?? 'errore'} (HTTP ${status})`;
  return e?.code ?? e?.message ?? String(err);
}
