import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Settings from a `.env` file in the working directory, when there is one, for whoever starts the
 * server or a command by hand (a systemd unit passes EnvironmentFile= instead). A variable set in
 * the environment wins over the file: the file is the default, the unit or shell the exception.
 * Read with Node's own parser (the dotenv format: KEY=value, quotes, comments).
 */
export function applyEnvFile(
  env: NodeJS.ProcessEnv = process.env,
  file = path.resolve('.env'),
): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  for (const [key, value] of Object.entries(parseEnv(text))) env[key] ??= value;
  return file;
}
