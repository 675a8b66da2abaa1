import { dutyWatchWindows, expiryReminderWindow, expiryRunDay } from '@raahi/domain/reminders';
import type { Database } from '../../db/client.js';
import type {
  NotificationDraft,
  NotificationsService,
} from '../notifications/notifications.service.js';
import {
  byVendor,
  driverLicence,
  dutyDrafts,
  expiryDigestDrafts,
  expiryDrafts,
  vehiclePapers,
  type PeopleByVendor,
} from './reminder-drafts.js';
import type { RemindersRepository } from './reminders.repository.js';

/** Records read per batch: one query for them, one for their vendors' people, one insert. */
const BATCH_SIZE = 1_000;
/** Notifications per insert: 5 parameters each, far below PostgreSQL's 65,535 per statement. */
const DRAFTS_PER_STATEMENT = 2_000;

export interface ExpiryRunOutcome {
  /** The India day the run was for. */
  day: string;
  /** True when that day's run had already finished (nothing was read). */
  skipped: boolean;
  /** Vehicles and drivers read (each with a paper within the window). */
  records: number;
  /** Papers at a reminder stage (their people told now or before). */
  papers: number;
  /** Notifications created now (not created before by an earlier or concurrent run). */
  created: number;
}

/**
 * The scheduled reminders: papers running out (a daily run from 07:00 IST, which makes up for
 * missed days) and duties not accepted or not started on time (every minute). Each reminder has
 * a source key, and notifications are created once per person and key, so running twice, in two
 * processes at once, or again after a crash tells nobody twice. `now` is a parameter so that
 * tests move the clock instead of waiting.
 */
export function createRemindersService(deps: {
  db: Database;
  reminders: RemindersRepository;
  notifications: Pick<NotificationsService, 'createNotifications'>;
  batchSize?: number;
}) {
  const { db, reminders: repo, notifications } = deps;
  const batchSize = deps.batchSize ?? BATCH_SIZE;

  /**
   * Creates what is not there yet, in one transaction; how many were new. In parts, as a batch
   * of records can make more rows (papers × people) than one statement's parameters allow.
   */
  async function create(drafts: NotificationDraft[]): Promise<number> {
    if (drafts.length === 0) return 0;
    return db.transaction(async (tx) => {
      let created = 0;
      for (let at = 0; at < drafts.length; at += DRAFTS_PER_STATEMENT) {
        const part = drafts.slice(at, at + DRAFTS_PER_STATEMENT);
        created += (await notifications.createNotifications(tx, part)).length;
      }
      return created;
    });
  }

  async function peopleOfVendors(vendorIds: string[]): Promise<PeopleByVendor> {
    return byVendor(await repo.vendorPeople([...new Set(vendorIds)]));
  }

  /** Reads batches of rows after the last id of the one before, until one comes back short. */
  async function eachBatch<Row extends { id: string }>(
    next: (afterId: string | null) => Promise<Row[]>,
    handle: (rows: Row[]) => Promise<void>,
  ) {
    let afterId: string | null = null;
    for (;;) {
      const rows = await next(afterId);
      if (rows.length > 0) await handle(rows);
      if (rows.length < batchSize) return;
      afterId = rows.at(-1)!.id;
    }
  }

  return {
    /**
     * The day's expiry reminders, if that day's run has not finished: each paper at its 30, 7
     * or 1 days' stage, or its day (or up to a week after) → its owner and vendor, unless told
     * before; then the operator's digest. The day counts as done only at the end, so a run cut
     * short is run again whole (what it created is not created twice).
     */
    async runExpiry(now: Date = new Date()): Promise<ExpiryRunOutcome> {
      const day = expiryRunDay(now);
      const last = await repo.lastExpiryRunDay();
      if (last && last >= day) return { day, skipped: true, records: 0, papers: 0, created: 0 };
      const window = expiryReminderWindow(day);
      const outcome = { day, skipped: false, records: 0, papers: 0, created: 0 };
      const remind = async (rows: unknown[], drafts: NotificationDraft[]) => {
        outcome.records += rows.length;
        outcome.papers += new Set(drafts.map((draft) => draft.sourceKey)).size;
        outcome.created += await create(drafts);
      };
      await eachBatch(
        (afterId) => repo.vehiclesWithPapersIn(window, afterId, batchSize),
        async (rows) => {
          const people = await peopleOfVendors(rows.map((row) => row.vendorId));
          await remind(rows, expiryDrafts(rows.flatMap(vehiclePapers), people, day));
        },
      );
      await eachBatch(
        (afterId) => repo.driversWithLicenceIn(window, afterId, batchSize),
        async (rows) => {
          const people = await peopleOfVendors(rows.flatMap((row) => row.vendorIds));
          await remind(rows, expiryDrafts(rows.map(driverLicence), people, day));
        },
      );
      const counts = await repo.expiryCounts(day);
      const operators = await repo.operatorPeople();
      outcome.created += await create(expiryDigestDrafts(operators, counts, day));
      await repo.recordExpiryRun(day);
      return outcome;
    },

    /**
     * Duties starting within the hour and not accepted, and duties 15 minutes late to start (up
     * to 12 hours back, so a missed minute, or a stopped server, is made up for), a batch at a
     * time in (time, id) order.
     */
    async runDutyWatch(now: Date = new Date()) {
      const { unaccepted, late } = dutyWatchWindows(now);
      const window = { from: late.after, until: unaccepted.until };
      const outcome = { duties: 0, created: 0 };
      let operatorIds: string[] | null = null;
      let after: { scheduledStart: Date; id: string } | null = null;
      for (;;) {
        const rows = await repo.dutiesStartingBetween(window, after, batchSize);
        if (rows.length > 0) {
          operatorIds ??= await repo.operatorPeople();
          const vendors = await peopleOfVendors(rows.flatMap((row) => row.vendorId ?? []));
          outcome.duties += rows.length;
          outcome.created += await create(dutyDrafts(rows, { vendors, operatorIds }, now));
        }
        if (rows.length < batchSize) return outcome;
        after = rows.at(-1)!;
      }
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
