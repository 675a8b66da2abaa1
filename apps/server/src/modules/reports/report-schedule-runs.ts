import { formatIndianDate } from '@raahi/domain/formats';
import { languageByValue, type LanguageCode } from '@raahi/domain/language-list';
import { can } from '@raahi/domain/permissions';
import { REPORTS, type ReportFormat, type ReportKind } from '@raahi/domain/reports';
import {
  nextReportRun,
  scheduledReportPeriod,
  type ReportFrequency,
} from '@raahi/domain/report-schedules';
import type { Role } from '@raahi/domain/roles';
import type { Readable } from 'node:stream';
import type { AuthContext } from '../../core/auth-context.js';
import { AppError } from '../../errors.js';
import type { NotificationDeliveryService } from '../notification-delivery/notification-delivery.service.js';
import { activeForAuth, type UsersService } from '../users/users.service.js';
import type { ReportExportsService } from './report-exports.service.js';
import { fillWords } from '../../core/fill-words.js';
import { REPORT_LANGUAGES } from './report-language.js';
import type {
  ReportScheduleRow,
  ReportSchedulesRepository,
} from './report-schedules.repository.js';

/** Tries per run: the first and three retries, 1, 2 and 4 minutes apart. */
export const MAX_REPORT_TRIES = 4;
const RETRY_BASE_MS = 60_000;
/** Larger files are refused by many mail servers: the run fails and says so. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Schedules one sweep sends at most; the next minute's takes the rest. */
const SWEEP_BATCH = 25;

/** A run that cannot succeed by trying again: the schedule waits for its next run. */
class RunRefused extends Error {}

type Outcome = 'sent' | 'retrying' | 'failed';

async function fileBytes(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > MAX_ATTACHMENT_BYTES) {
      body.destroy();
      throw new RunRefused('the file is larger than 10 MB; narrow the report’s filters');
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * Builds and e-mails the scheduled reports whose run is due (docs/reports.md): each run is
 * claimed first, so two processes sweeping at once send it once; the report is built in its
 * owner's scope as the account is now (an account no longer active or allowed fails the run,
 * nothing is sent); a failure to send is tried again with back-off, then recorded as failed.
 * The e-mail and its file are in the owner's saved language (English when none is chosen).
 */
export function createReportScheduleRunner(deps: {
  schedules: ReportSchedulesRepository;
  exports: ReportExportsService;
  users: Pick<UsersService, 'findForAuth' | 'findById'>;
  email: Pick<NotificationDeliveryService, 'sendEmail'>;
  now?: () => Date;
}) {
  const { schedules } = deps;
  const now = deps.now ?? (() => new Date());

  /** The owner as a caller, as the account is at this moment; refused when it may not read. */
  async function ownerOf(row: ReportScheduleRow) {
    const [account, contact] = await Promise.all([
      deps.users.findForAuth(row.ownerId),
      deps.users.findById(row.ownerId),
    ]);
    if (!account || !contact || !activeForAuth(account))
      throw new RunRefused('the owner’s account is not active');
    const role = account.role as Role;
    if (!can(role, 'reports:read')) throw new RunRefused('the owner may no longer read reports');
    const caller: AuthContext = {
      userId: account.id,
      role,
      vendorId: account.vendorId,
      sessionId: 'scheduled-report',
    };
    const language: LanguageCode = languageByValue(contact.language ?? '')?.code ?? 'en';
    return {
      caller,
      language,
      to: { userId: contact.id, name: contact.name, email: contact.email, phone: null },
    };
  }

  async function build(row: ReportScheduleRow, caller: AuthContext, language: LanguageCode) {
    const kind = row.kind as ReportKind;
    const period = scheduledReportPeriod(row.frequency as ReportFrequency, row.dueAt);
    try {
      const file = await deps.exports.exportReport(
        caller,
        kind,
        row.format as ReportFormat,
        {
          ...row.filters,
          ...period,
        },
        language,
      );
      return { period, file, content: await fileBytes(file.body) };
    } catch (error) {
      // The report's own refusals (a driver's other reports, a filter it no longer takes).
      if (error instanceof AppError && error.status < 500) throw new RunRefused(error.message);
      throw error;
    }
  }

  async function send(row: ReportScheduleRow) {
    const { caller, language, to } = await ownerOf(row);
    const { period, file, content } = await build(row, caller, language);
    const kind = row.kind as ReportKind;
    const words = REPORT_LANGUAGES[language];
    // The owner's own name for the schedule is data: it is not translated.
    const title = row.name ?? words.titles[kind];
    const from = formatIndianDate(period.from);
    const day = formatIndianDate(period.to);
    const days = REPORTS[kind].period
      ? fillWords(words.period, { from, to: day })
      : fillWords(words.email.asOf, { day });
    const frequency = words.email.frequencies[row.frequency as ReportFrequency];
    const filled = { title, days, frequency, file: file.filename };
    const result = await deps.email.sendEmail(
      {
        subject: fillWords(words.email.subject, filled),
        body: fillWords(words.email.body, filled),
        link: '/reports',
        language,
        attachments: [{ filename: file.filename, contentType: file.contentType, content }],
      },
      to,
    );
    if (!result.sent && result.permanent) throw new RunRefused(result.reason);
    if (!result.sent) throw new Error(result.reason);
  }

  /** One claimed run to its end: sent, tried again later, or failed until the next run. */
  async function run(row: ReportScheduleRow & { claimedAt: Date }): Promise<Outcome> {
    const at = now();
    const nextRun = () => {
      // A run missed while no process ran is sent once, late; the next is the next from now.
      const dueAt = nextReportRun(row as Parameters<typeof nextReportRun>[0], at);
      return { dueAt, nextTryAt: dueAt, attempts: 0, lastTriedAt: at };
    };
    try {
      await send(row);
      await schedules.endRun(row.id, row.claimedAt, {
        ...nextRun(),
        lastState: 'sent',
        lastError: null,
        lastSentAt: at,
      });
      return 'sent';
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = error instanceof RunRefused || row.attempts >= MAX_REPORT_TRIES;
      const retryAt = new Date(at.getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1));
      await schedules.endRun(row.id, row.claimedAt, {
        ...(final ? nextRun() : { nextTryAt: retryAt, lastTriedAt: at }),
        lastState: final ? 'failed' : 'retrying',
        lastError: reason,
      });
      return final ? 'failed' : 'retrying';
    }
  }

  return {
    /** The sweep: claims and runs due schedules one at a time, up to a batch. */
    async runDue() {
      const outcomes: Record<Outcome, number> = { sent: 0, retrying: 0, failed: 0 };
      for (let n = 0; n < SWEEP_BATCH; n++) {
        const claimed = await schedules.claimDue(now());
        if (!claimed) break;
        outcomes[await run({ ...claimed, claimedAt: claimed.claimedAt! })]++;
      }
      return outcomes;
    },
  };
}

export type ReportScheduleRunner = ReturnType<typeof createReportScheduleRunner>;
