import { APP_PREFIX } from './paths';

let validated: string | null | undefined;

/** The shell sets the environment once it knows it is one of the user's (null: none). */
export function setCurrentEnv(env: string | null): void {
  validated = env;
}

/** The environment of the current page: the one the shell accepted, else the path's second segment. */
export function currentEnv(): string | null {
  if (validated !== undefined) return validated;
  return envFromPath(window.location.pathname);
}

export function envFromPath(pathname: string): string | null {
  if (!pathname.startsWith(`${APP_PREFIX}/`)) return null;
  const segment = pathname.slice(APP_PREFIX.length + 1).split('/')[0];
  return segment ? decodeURIComponent(segment) : null;
}
