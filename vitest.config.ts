import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const serverTests = ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'];

/**
 * Unit tests, and the API suite twice: on SQLite always, on PostgreSQL when TEST_DATABASE_URL is
 * set (CI sets it). Each test file builds its own app on its own fresh database, so the API files
 * share one module graph (isolate: false): importing the whole server once per file cost twice the
 * tests themselves. No test mocks modules or globals; keep it that way.
 */
export default defineConfig({
  resolve: { alias: { '@sportello/contracts': path.join(root, 'packages/contracts/src/index.ts') } },
  test: {
    // At least two files at once, even on two cores (Vitest's default leaves one core idle there):
    // an API file waits on its database as long as it computes, and the suite took 207 s, not 128.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
        },
      },
      {
        extends: true,
        test: { name: 'api-sqlite', include: serverTests, isolate: false, env: { TEST_DB: 'sqlite' } },
      },
      {
        // The files' API again with the files in an S3 bucket (s3rver, one for the project, a fresh
        // bucket per test app: test/s3-global-setup.ts, build-app.ts): uploads, thumbnails,
        // downloads, deletions, inactive users' documents, a list PDF's photos and the copy command.
        extends: true,
        test: {
          name: 'api-s3',
          include: [
            'server/src/modules/media/**/*.test.ts',
            'server/src/modules/inactive/inactive.test.ts',
            'server/src/modules/lists/lists.share.test.ts',
            'server/src/cli/storage-copy.test.ts',
            'server/src/platform/backup/backup.test.ts',
          ],
          isolate: false,
          env: { TEST_DB: 'sqlite', TEST_STORAGE: 's3' },
          globalSetup: ['server/test/s3-global-setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: {
                name: 'api-postgres',
                include: serverTests,
                isolate: false,
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
