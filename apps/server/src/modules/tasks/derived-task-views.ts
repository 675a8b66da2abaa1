import type { ComplianceItem } from '@raahi/domain/compliance';
import { INVITATION_TTL_HOURS } from '@raahi/domain/employees';
import type { SosAlert } from '@raahi/domain/safety';
import {
  TASK_LATE_MINUTES,
  taskLinkPath,
  type DerivedTaskKind,
  type Task,
  type TaskLink,
  type TaskReason,
} from '@raahi/domain/tasks';

/*
 * Pure: what each module's work reader answers, as tasks. A task's key is its kind and the
 * record's id, so a snooze finds it again on the next read; its reason is an i18n key under
 * `tasks.why` with parameters, so the web writes (and one day translates) the sentence.
 */

interface Derived {
  kind: DerivedTaskKind;
  recordId: string;
  subject: string;
  why: TaskReason;
  dueAt: Date;
  linkTo: TaskLink;
}

function task(d: Derived): Task {
  return {
    key: `${d.kind}:${d.recordId}`,
    kind: d.kind,
    id: null,
    subject: d.subject,
    why: d.why,
    dueAt: d.dueAt.toISOString(),
    link: taskLinkPath(d.linkTo),
    linkTo: d.linkTo,
    status: 'open',
    snoozedUntil: null,
    assignee: null,
    createdBy: null,
    completedAt: null,
  };
}

/** The start of a day in India (UTC+05:30): a paper valid till that day is due by then. */
export const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

const named = (name: string, regId: string) => `${name} (${regId})`;

export function reviewTask(
  kind: 'review.vendor' | 'review.driver' | 'review.vehicle',
  record: { id: string; subject: string; since: Date },
): Task {
  const linkKind =
    kind === 'review.vendor' ? 'vendor' : kind === 'review.driver' ? 'driver' : 'vehicle';
  return task({
    kind,
    recordId: record.id,
    subject: record.subject,
    why: { key: 'submitted', params: { at: record.since.toISOString() } },
    dueAt: record.since,
    linkTo: { kind: linkKind, id: record.id },
  });
}

export const vendorReviewTask = (v: { id: string; name: string; regId: string; since: Date }) =>
  reviewTask('review.vendor', { id: v.id, subject: named(v.name, v.regId), since: v.since });

export const driverReviewTask = (d: { id: string; name: string; regId: string; since: Date }) =>
  reviewTask('review.driver', { id: d.id, subject: named(d.name, d.regId), since: d.since });

export const vehicleReviewTask = (v: { id: string; number: string; since: Date }) =>
  reviewTask('review.vehicle', { id: v.id, subject: v.number, since: v.since });

export function renewalReviewTask(r: {
  id: string;
  ownerType: 'driver' | 'vehicle';
  ownerId: string;
  ownerName: string;
  paper: string;
  since: Date;
}): Task {
  return task({
    kind: 'review.renewal',
    recordId: r.id,
    subject: r.ownerName,
    why: { key: 'renewalSubmitted', params: { paper: r.paper, at: r.since.toISOString() } },
    dueAt: r.since,
    linkTo: { kind: r.ownerType, id: r.ownerId },
  });
}

export function expiryTask(
  paper: ComplianceItem | 'licence',
  record: { kind: 'driver' | 'vehicle'; id: string; subject: string; validTill: string },
  today: string,
): Task {
  return task({
    kind: 'document.expiring',
    recordId: record.id,
    subject: record.subject,
    why: {
      key: record.validTill < today ? 'paperExpired' : 'paperExpiring',
      params: { paper, date: record.validTill },
    },
    dueAt: indiaDayStart(record.validTill),
    linkTo: { kind: record.kind, id: record.id },
  });
}

interface DutyWork {
  id: string;
  regId: string;
  missing: 'vendor' | 'driver' | 'vehicle' | 'crew' | null;
  pickupAddress: string;
  scheduledStart: Date;
}

export function unstaffedDutyTask(duty: DutyWork): Task {
  return task({
    kind: 'duty.unstaffed',
    recordId: duty.id,
    subject: duty.regId,
    why: {
      key: 'dutyNeeds',
      params: {
        missing: duty.missing ?? 'crew',
        at: duty.scheduledStart.toISOString(),
        pickup: duty.pickupAddress,
      },
    },
    dueAt: duty.scheduledStart,
    linkTo: { kind: 'duty', id: duty.id },
  });
}

export function lateDutyTask(duty: DutyWork): Task {
  return task({
    kind: 'duty.late',
    recordId: duty.id,
    subject: duty.regId,
    why: {
      key: 'dutyLate',
      params: { at: duty.scheduledStart.toISOString(), pickup: duty.pickupAddress },
    },
    dueAt: new Date(duty.scheduledStart.getTime() + TASK_LATE_MINUTES * 60_000),
    linkTo: { kind: 'duty', id: duty.id },
  });
}

/** A low rating of a duty: due when it was given, and linked to the duty. */
export function lowRatingTask(rating: {
  id: string;
  dutyId: string;
  dutyRegId: string;
  score: number;
  driverName: string | null;
  createdAt: Date;
}): Task {
  return task({
    kind: 'rating.low',
    recordId: rating.id,
    subject: rating.driverName ? `${rating.dutyRegId} (${rating.driverName})` : rating.dutyRegId,
    why: { key: 'lowRating', params: { score: rating.score, at: rating.createdAt.toISOString() } },
    dueAt: rating.createdAt,
    linkTo: { kind: 'duty', id: rating.dutyId },
  });
}

/** An SOS not yet acknowledged: overdue from the moment it was raised; linked to its duty. */
export function sosTask(alert: SosAlert): Task {
  const linkTo: TaskLink = alert.duty
    ? { kind: 'duty', id: alert.duty.id }
    : { kind: 'driver', id: alert.driver!.id };
  return task({
    kind: 'sos.open',
    recordId: alert.id,
    subject: [alert.duty?.regId, alert.vehicle?.number, alert.driver?.name]
      .filter(Boolean)
      .join(' · '),
    why: { key: 'sos', params: { source: alert.source, at: alert.raisedAt } },
    dueAt: new Date(alert.raisedAt),
    linkTo,
  });
}

export function rejectedTask(record: {
  kind: 'vendor' | 'driver' | 'vehicle';
  id: string;
  subject: string;
  since: Date;
  reason: string | null;
}): Task {
  return task({
    kind: 'record.rejected',
    recordId: record.id,
    subject: record.subject,
    why: {
      key: 'rejected',
      params: { record: record.kind, at: record.since.toISOString(), reason: record.reason ?? '' },
    },
    dueAt: record.since,
    linkTo: { kind: record.kind, id: record.id },
  });
}

export function invitationTask(person: {
  id: string;
  name: string;
  regId: string;
  createdAt: Date;
}): Task {
  return task({
    kind: 'invitation.pending',
    recordId: person.id,
    subject: named(person.name, person.regId),
    why: { key: 'notJoined', params: { at: person.createdAt.toISOString() } },
    // The invitation lapses then: resend it before.
    dueAt: new Date(person.createdAt.getTime() + INVITATION_TTL_HOURS * 3_600_000),
    linkTo: { kind: 'employee', id: person.id },
  });
}
