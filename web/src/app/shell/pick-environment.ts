import type { Environment } from '@sportello/contracts';

/** The default environment if active, else the first active one, else none (the chooser shows). */
export function pickEnvironment(envs: Environment[]): Environment | null {
  const active = envs.filter((e) => e.active);
  return active.find((e) => e.isDefault) ?? active[0] ?? null;
}
