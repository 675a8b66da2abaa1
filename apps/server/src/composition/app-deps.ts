import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { DemoMeta } from '../db/seed/demo-start.js';
import type { SmsSender } from '../modules/otp/sms.js';
import type { Secrets } from '../secrets.js';

/** What `buildApp` is given: the configuration and what the process opened before it. */
export interface AppDeps {
  config: Config;
  db: Database;
  secrets: Secrets;
  version: string;
  webRoot?: string;
  /** Demo sign-ins to show on the sign-in page, when this installation runs on demo data. */
  demo?: DemoMeta | null;
  /** Where one-time codes are sent; the development logger by default. */
  sms?: SmsSender;
  /** Where log lines go; standard output by default. */
  logStream?: { write(line: string): void };
  /** Run the background jobs in this process; config.JOBS_IN_PROCESS by default. */
  runJobs?: boolean;
}
