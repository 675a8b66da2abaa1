import type { DemoMeta } from '@raahi/domain/api';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../client.js';
import { users } from '../schema/index.js';
import { isDemoInstallation, loadDemoData } from './demo-loader.js';
import { insertDemoLogo } from './demo-logo.js';
import { DEMO_PASSWORD, demoContacts, demoSignIns, describeDemoSignIns } from './demo-sign-ins.js';

export type { DemoMeta };

export interface DemoStart {
  /** Lines for the start-up banner. */
  banner: string[];
  /** Lines to print at once, loudly: demo accounts in a production database. */
  warning: string[];
  /** What GET /api/meta shows about demo sign-ins; null when nothing. */
  meta: DemoMeta | null;
}

/**
 * Loads the demo data when it is wanted and says what the installation shows of it. Outside
 * production, an embedded database gets it by default and the sign-ins are printed and shown with
 * their password. In production it is loaded only on an explicit DEMO_DATA=true, its password is
 * never shown, and any demo account found in the database is named in a warning, since its
 * password is public.
 */
export async function startDemo(
  db: Database,
  config: Config,
  embedded: boolean,
): Promise<DemoStart> {
  const production = config.NODE_ENV === 'production';
  const wanted = production ? config.DEMO_DATA === true : (config.DEMO_DATA ?? embedded);
  const banner: string[] = [];
  if (wanted && (await loadDemoData(db))) {
    // The logo is a file in the data folder, outside the loader's transaction.
    await insertDemoLogo(db, config.dataDir);
    banner.push(
      production
        ? 'Loaded demo data into the empty database (DEMO_DATA=true).'
        : 'Loaded demo data into the empty database (DEMO_DATA=false turns this off).',
    );
  }
  if (!production) {
    if (!(await isDemoInstallation(db))) return { banner, warning: [], meta: null };
    return {
      banner: [...banner, ...describeDemoSignIns()],
      warning: [],
      meta: { password: DEMO_PASSWORD, accounts: demoSignIns() },
    };
  }
  const { emails, driverPhones } = demoContacts();
  const found = await listByContacts(db, emails, driverPhones);
  return {
    banner,
    warning: found.length === 0 ? [] : demoWarning(found),
    meta:
      config.DEMO_DATA === true && found.length > 0
        ? { password: null, accounts: demoSignIns() }
        : null,
  };
}

function demoWarning(
  accounts: { role: string; name: string; email: string | null; phone: string | null }[],
): string[] {
  const rule = '!'.repeat(78);
  return [
    rule,
    `!! WARNING: this production database holds ${accounts.length} demo accounts. Their password is`,
    '!! published with Raahi, so anyone can sign in as them: block or delete them, or start on an',
    '!! empty database. Demo data is loaded in production only with DEMO_DATA=true.',
    ...accounts.map(
      (a) => `!!   ${a.role.padEnd(12)} ${a.email ?? `phone ${a.phone}`}  (${a.name})`,
    ),
    rule,
  ];
}

/** Accounts not deleted that have one of these emails, or are drivers with one of these phones. */
function listByContacts(db: Database, emails: string[], driverPhones: string[]) {
  return db
    .select({ role: users.role, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(
        ne(users.accountStatus, 'Deleted'),
        or(
          inArray(users.email, emails),
          and(eq(users.role, 'driver'), inArray(users.phone, driverPhones)),
        ),
      ),
    )
    .orderBy(users.regId);
}
