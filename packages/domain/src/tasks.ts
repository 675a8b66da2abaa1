import { z } from 'zod';
import { isOperatorRole, isVendorRole, type Role } from './roles';

/**
 * Tasks: each role's work queue. Derived tasks are computed from the records on every read
 * (a submitted driver is a review task until someone approves or rejects it), so acting on the
 * record closes the task by itself. Manual tasks are written by people for their own
 * organisation (the operator's staff, or one vendor's people).
 */
export const DERIVED_TASK_KINDS = [
  'review.vendor',
  'review.driver',
  'review.vehicle',
  'review.renewal',
  'document.expiring',
  'duty.unstaffed',
  'duty.late',
  'record.rejected',
  'invitation.pending',
  // A passenger or staff rating of 2 or less: the vendor and the operator follow it up.
  'rating.low',
  // An SOS nobody has acknowledged yet: first in the queue of the operator and the vendor.
  'sos.open',
] as const;
export type DerivedTaskKind = (typeof DERIVED_TASK_KINDS)[number];
export const TASK_KINDS = [...DERIVED_TASK_KINDS, 'manual'] as const;
export const TaskKindSchema = z.enum(TASK_KINDS);
export type TaskKind = z.infer<typeof TaskKindSchema>;

/** Documents are tasks from this many days before they run out (and after, until renewed). */
export const TASK_EXPIRY_DAYS = 30;
/** Duties without their vendor, driver or vehicle become tasks this many hours ahead. */
export const TASK_UNSTAFFED_HOURS = 24;
/** A duty not started this many minutes after its time is late. */
export const TASK_LATE_MINUTES = 15;
/** How far back a late duty stays a task: older ones are the day's history, not its work. */
export const TASK_LATE_LOOKBACK_HOURS = 48;
/** The most tasks of one kind a list answers; `truncated` says when a kind had more. */
export const TASKS_PER_KIND = 50;

/** Which derived kinds a role is given (tenancy narrows them further on the server). */
export function derivedKindsFor(role: Role): DerivedTaskKind[] {
  if (isOperatorRole(role)) {
    const kinds: DerivedTaskKind[] = [
      'review.vendor',
      'review.driver',
      'review.vehicle',
      'review.renewal',
      'document.expiring',
      'duty.unstaffed',
      'duty.late',
      'rating.low',
      'sos.open',
    ];
    // Only the admin manages staff, so only the admin can chase an invitation.
    return role === 'admin' ? [...kinds, 'invitation.pending'] : kinds;
  }
  if (isVendorRole(role)) {
    const kinds: DerivedTaskKind[] = [
      'document.expiring',
      'duty.unstaffed',
      'duty.late',
      'record.rejected',
      'rating.low',
      'sos.open',
    ];
    return role === 'vendor' ? [...kinds, 'invitation.pending'] : kinds;
  }
  return [];
}

export const TASK_LINK_KINDS = ['vendor', 'driver', 'vehicle', 'duty', 'employee'] as const;
export const TaskLinkKindSchema = z.enum(TASK_LINK_KINDS);
export type TaskLinkKind = z.infer<typeof TaskLinkKindSchema>;

export const TaskLinkSchema = z.object({ kind: TaskLinkKindSchema, id: z.uuid() });
export type TaskLink = z.infer<typeof TaskLinkSchema>;

/** The screen where a record is acted on. */
export function taskLinkPath(link: TaskLink): string {
  const id = encodeURIComponent(link.id);
  switch (link.kind) {
    case 'vendor':
      return `/vendors/${id}`;
    case 'driver':
      return `/drivers/${id}`;
    case 'vehicle':
      return `/vehicles/${id}`;
    case 'duty':
      return `/duties?duty=${id}`;
    case 'employee':
      return `/manage-your-employees/${id}`;
  }
}

const PersonRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const TASK_REASON_KEYS = [
  'submitted',
  'renewalSubmitted',
  'paperExpiring',
  'paperExpired',
  'dutyNeeds',
  'dutyLate',
  'rejected',
  'notJoined',
  'lowRating',
  'sos',
  'manual',
] as const;

/** Why a task exists: an i18n key under `tasks.why` and its parameters (dates as ISO text). */
export const TaskReasonSchema = z.object({
  key: z.enum(TASK_REASON_KEYS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TaskReason = z.infer<typeof TaskReasonSchema>;

export const TASK_STATUSES = ['open', 'done'] as const;
export const TaskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export const TaskSchema = z.object({
  /** `manual:<id>` or `<kind>:<record id>`: stable while the task exists; snoozes are kept by it. */
  key: z.string(),
  kind: TaskKindSchema,
  /** A manual task's id (for its moves); null for a derived one. */
  id: z.uuid().nullable(),
  /** What the task is about: a record's name or number, or a manual task's title. */
  subject: z.string(),
  why: TaskReasonSchema,
  dueAt: z.iso.datetime({ offset: true }),
  /** Where to act on it (a path of the web app), or null. */
  link: z.string().nullable(),
  linkTo: TaskLinkSchema.nullable(),
  status: TaskStatusSchema,
  /** Hidden from the open list (and the badge) until then. */
  snoozedUntil: z.iso.datetime({ offset: true }).nullable(),
  assignee: PersonRefSchema.nullable(),
  createdBy: PersonRefSchema.nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TASK_SHOWS = ['open', 'snoozed', 'done'] as const;
export const TASK_SCOPES = ['mine', 'organisation'] as const;

export const TaskListQuerySchema = z.object({
  /** open: due or not, not snoozed; snoozed; done (manual tasks completed, newest first). */
  show: z.enum(TASK_SHOWS).default('open'),
  /** Derived tasks are everyone's in the role; manual ones: assigned to me, or the whole organisation's. */
  scope: z.enum(TASK_SCOPES).default('mine'),
  kind: TaskKindSchema.optional(),
  /** Only tasks due by the end of today (India time), overdue ones included. */
  dueToday: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;
export type TaskListFilters = z.input<typeof TaskListQuerySchema>;

export const TaskListSchema = z.object({
  /** By due moment, earliest (most overdue) first. */
  items: z.array(TaskSchema),
  /** A kind had more than TASKS_PER_KIND tasks: the earliest due of each are listed. */
  truncated: z.boolean(),
});
export type TaskList = z.infer<typeof TaskListSchema>;

export const TaskCountSchema = z.object({
  /** Open tasks due today or overdue for the caller, not snoozed: the top bar's badge. */
  count: z.number().int().min(0),
});
export type TaskCount = z.infer<typeof TaskCountSchema>;

export const TaskCreateSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(200),
  dueAt: z.iso.datetime({ offset: true }),
  /** One of the caller's organisation's people; none leaves it to the organisation. */
  assigneeId: z.uuid().nullable().optional(),
  linkTo: TaskLinkSchema.nullable().optional(),
});
export type TaskCreate = z.infer<typeof TaskCreateSchema>;

export const TaskSnoozeSchema = z.object({ until: z.iso.datetime({ offset: true }) });
export type TaskSnooze = z.infer<typeof TaskSnoozeSchema>;

/** A derived task's key: its kind and the record's id. */
export const DerivedTaskKeySchema = z
  .string()
  .regex(
    /^(review\.(vendor|driver|vehicle|renewal)|document\.expiring|duty\.(unstaffed|late)|record\.rejected|invitation\.pending):[0-9a-f-]{36}(:[a-zA-Z]+)?$/,
    'Not a task of this list',
  );

export const DerivedTaskSnoozeSchema = TaskSnoozeSchema.extend({ key: DerivedTaskKeySchema });
export type DerivedTaskSnooze = z.infer<typeof DerivedTaskSnoozeSchema>;

export const TaskIdParamsSchema = z.object({ taskId: z.uuid() });

export const TaskAssigneeSchema = z.object({ id: z.uuid(), name: z.string(), role: z.string() });
export const TaskAssigneesSchema = z.object({ items: z.array(TaskAssigneeSchema) });
export type TaskAssignee = z.infer<typeof TaskAssigneeSchema>;

/** The last moment of today in India (UTC+05:30, no daylight saving): the badge counts up to it. */
export function endOfIndiaDay(now: Date = new Date()): Date {
  const offset = 330 * 60_000;
  const local = new Date(now.getTime() + offset);
  local.setUTCHours(23, 59, 59, 999);
  return new Date(local.getTime() - offset);
}

/** A task counts on the badge when it is open, due by today's end, and not snoozed now. */
export function countsOnBadge(
  task: Pick<Task, 'status' | 'dueAt' | 'snoozedUntil'>,
  now: Date = new Date(),
): boolean {
  if (task.status !== 'open') return false;
  if (task.snoozedUntil && new Date(task.snoozedUntil) > now) return false;
  return new Date(task.dueAt) <= endOfIndiaDay(now);
}

/** Earliest due first; among equals, by key, so the order is stable between reads. */
export function byDue(a: Pick<Task, 'dueAt' | 'key'>, b: Pick<Task, 'dueAt' | 'key'>): number {
  const diff = new Date(a.dueAt).getTime() - new Date(b.dueAt).getTime();
  return diff !== 0 ? diff : a.key.localeCompare(b.key);
}

/** The roles a work queue belongs to (the routes' access rule; drivers have none). */
export const TASK_ROLES = [
  'admin',
  'ADMIN_USER',
  'vendor',
  'VENDOR_USER',
] as const satisfies Role[];
