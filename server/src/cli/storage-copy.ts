/**
 * npm run storage:copy
 *
 * Copies the uploaded files of this host's DATA_DIR/files into the S3-compatible bucket named by
 * S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX: the
 * same settings the server reads), under the same keys, before the servers are started on the
 * bucket. Files already there with the same size are skipped: it can be stopped and run again, and
 * run once more right before the switch to pick up the last uploads. Exits 1 when S3 is not
 * configured, the bucket does not answer, or a file could not be copied.
 */
import { loadConfig } from '../config.js';
import { copyFolderToBucket } from '../platform/storage/copy.js';
import { createS3Storage } from '../platform/storage/s3-storage.js';

const NOT_CONFIGURED =
  'S3 non configurato: imposta S3_BUCKET (con S3_ENDPOINT, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY per un archivio che non sia AWS) per copiarvi i file di DATA_DIR/files.\n' +
  '(S3 is not configured: set S3_BUCKET, with S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for a store other than AWS, to copy the files of DATA_DIR/files into it.)';

const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;

let exitCode = 0;
try {
  const config = loadConfig();
  if (!config.s3) {
    console.error(NOT_CONFIGURED);
    exitCode = 1;
  } else {
    const target = createS3Storage(config.s3);
    await target.check();
    console.log(`Copio i file da ${config.filesDir} a ${target.location}…`);
    const report = await copyFolderToBucket(config.filesDir, target);
    for (const { key, reason } of report.failed) console.error(`  Non copiato ${key}: ${reason}`);
    console.log(
      `Copiati ${report.copied} file (${megabytes(report.bytes)}), già presenti ${report.skipped}, non riusciti ${report.failed.length}.`,
    );
    if (report.failed.length) {
      console.error('Alcuni file non sono stati copiati: rilancia il comando per riprovare solo quelli.');
      exitCode = 1;
    }
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  exitCode = 1;
}
process.exit(exitCode);
