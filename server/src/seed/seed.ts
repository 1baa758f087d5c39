import type { Config } from '../config.js';
import type { Db } from '../platform/db/connect.js';

/** Replaced by the demo seed. */
export async function seedDemoIfEmpty(_db: Db, _config: Config): Promise<void> {}
