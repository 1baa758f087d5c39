import type { TestProject } from 'vitest/node';
import { startS3Server } from './s3-server.js';

/**
 * The api-s3 project's one s3rver, started before its files run and stopped after: each test app
 * gets a fresh bucket on it (build-app.ts), so the project costs one server, not one per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startS3Server();
  project.provide('s3Endpoint', server.endpoint);
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}
