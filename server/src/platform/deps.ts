import type { Config } from '../config.js';
import type { Db } from './db/connect.js';
import type { MailService } from './mail/mail.js';

/** What every module receives when it is registered: no globals, so tests build apps side by side. */
export interface AppDeps {
  config: Config;
  db: Db;
  mail: MailService;
}
