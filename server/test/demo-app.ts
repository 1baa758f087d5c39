import { buildTestApp, type TestApp } from './build-app.js';
import { Agent } from './agent.js';
import { seedDemoIfEmpty } from '../src/seed/seed.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';

/**
 * A test app on a fresh database holding the demo data (password "demo" for every account); the
 * explore catalogue's 3,200 assets only when the test searches them (`catalogue: true`), the 20,000
 * demo visitor profiles only when it reads them (`profiles: true`).
 */
export async function buildDemoApp({
  catalogue = false,
  profiles = false,
}: { catalogue?: boolean; profiles?: boolean } = {}): Promise<TestApp> {
  const t = await buildTestApp();
  await seedDemoIfEmpty(t.db, t.config, { catalogue, profiles });
  return t;
}

/** A browser signed in as a demo account. */
export async function signIn(t: TestApp, username: string): Promise<Agent> {
  const agent = new Agent(t.app);
  await agent.login(username, DEMO_PASSWORD);
  return agent;
}
