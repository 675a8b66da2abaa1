import { nextReportRun } from '@raahi/domain/report-schedules';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { reportSchedules, users } from '../schema/index.js';

const MONDAY_MORNING = { frequency: 'weekly', timeOfDay: '08:00', weekday: 1 } as const;

/**
 * One scheduled report for the demo admin, so the reports screen shows the list: the duties
 * by vendor, weekly on Monday at 08:00 India time, as XLSX. In development without SMTP_URL its
 * runs land in the development mailbox (/api/dev/mail).
 */
export async function insertDemoReportSchedules(tx: Transaction, now: Date = new Date()) {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@demo.raahi.in'));
  if (!admin) return;
  const dueAt = nextReportRun(MONDAY_MORNING, now);
  await tx.insert(reportSchedules).values({
    ownerId: admin.id,
    kind: 'duties',
    filters: { groupBy: 'vendor' },
    format: 'xlsx',
    ...MONDAY_MORNING,
    name: 'Weekly duties by vendor',
    dueAt,
    nextTryAt: dueAt,
  });
}
