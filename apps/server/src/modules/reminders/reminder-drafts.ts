import { todayInIndia } from '@raahi/domain/compliance';
import type { VehiclePaper } from '@raahi/domain/renewals';
import { daysBetween, dueDutyReminder, expiryStage, reminderKeys } from '@raahi/domain/reminders';
import type { NotificationDraft } from '../notifications/notifications.service.js';
import type { DriverLicenceRow, ExpiryCounts, VehiclePapersRow } from './reminders.repository.js';

/*
 * Pure: the notifications a reminder run creates, from the rows it read. Who is told is decided
 * here: a paper's owner and its vendor(s) only (never another vendor), the operator by digest.
 */

/** A vendor's active people, by vendor id. */
export type PeopleByVendor = ReadonlyMap<string, readonly string[]>;

/** A dated paper of a vehicle or driver: who owns it and which vendors it belongs to. */
interface DatedPaper {
  record: 'vehicle' | 'driver';
  recordId: string;
  regId: string;
  /** The vehicle's number or the driver's name. */
  name: string;
  paper: VehiclePaper | 'licence';
  validTill: string;
  /** People told as its owner (the driver of a licence); a vehicle's owner is its vendor. */
  ownerIds: string[];
  vendorIds: string[];
}

const VEHICLE_PAPER_COLUMNS = ['roadTax', 'fitness', 'permit', 'insurance', 'emission'] as const;

export function vehiclePapers(row: VehiclePapersRow): DatedPaper[] {
  return VEHICLE_PAPER_COLUMNS.flatMap((paper) => {
    const validTill = row[paper];
    if (!validTill) return [];
    return [
      {
        record: 'vehicle' as const,
        recordId: row.id,
        regId: row.regId,
        name: row.vehicleNumber,
        paper,
        validTill,
        ownerIds: [],
        vendorIds: [row.vendorId],
      },
    ];
  });
}

export function driverLicence(row: DriverLicenceRow): DatedPaper {
  return {
    record: 'driver',
    recordId: row.id,
    regId: row.regId,
    name: row.name,
    paper: 'licence',
    validTill: row.dlExpiry,
    ownerIds: row.userId ? [row.userId] : [],
    vendorIds: row.vendorIds,
  };
}

const unique = (ids: readonly string[]) => [...new Set(ids)];
const peopleOf = (vendorIds: readonly string[], people: PeopleByVendor) =>
  vendorIds.flatMap((vendorId) => people.get(vendorId) ?? []);

/**
 * A `document-expiring` notification to the owner and the vendors' people for each paper at a
 * reminder stage on `today` (the run's day); those told before are not told again.
 */
export function expiryDrafts(
  papers: readonly DatedPaper[],
  people: PeopleByVendor,
  today: string,
): NotificationDraft[] {
  return papers.flatMap((paper) => {
    const stage = expiryStage(paper.validTill, today);
    if (stage === null) return [];
    const recipients = unique([...paper.ownerIds, ...peopleOf(paper.vendorIds, people)]);
    const sourceKey = reminderKeys.expiry(paper.recordId, paper.paper, paper.validTill, stage);
    const params = {
      record: paper.record,
      regId: paper.regId,
      name: paper.name,
      paper: paper.paper,
      validTill: paper.validTill,
      daysLeft: daysBetween(today, paper.validTill),
      stage,
    };
    const link = `/${paper.record === 'vehicle' ? 'vehicles' : 'drivers'}/${paper.recordId}`;
    return recipients.map((recipientId) => ({
      recipientId,
      kind: 'document-expiring' as const,
      params,
      link,
      sourceKey,
    }));
  });
}

/** The operator's one digest of the day, when any paper has run out or runs out within 30 days. */
export function expiryDigestDrafts(
  operatorIds: readonly string[],
  counts: ExpiryCounts,
  day: string,
): NotificationDraft[] {
  if (counts.expired + counts.today + counts.week + counts.month === 0) return [];
  return operatorIds.map((recipientId) => ({
    recipientId,
    kind: 'expiry-digest' as const,
    params: { day, ...counts },
    link: '/tasks',
    sourceKey: reminderKeys.expiryDigest(day),
  }));
}

/**
 * For each watched duty with a reminder due at `now`: not accepted an hour before → its driver
 * and vendor; not started 15 minutes after → the operator and its vendor.
 */
export function dutyDrafts(
  rows: readonly {
    id: string;
    regId: string;
    status: string;
    scheduledStart: Date;
    vendorId: string | null;
    driverUserId: string | null;
  }[],
  people: { vendors: PeopleByVendor; operatorIds: readonly string[] },
  now: Date,
): NotificationDraft[] {
  return rows.flatMap((duty) => {
    const kind = dueDutyReminder(duty, now);
    if (!kind) return [];
    const vendorPeople = duty.vendorId ? peopleOf([duty.vendorId], people.vendors) : [];
    const recipients = unique(
      kind === 'duty-not-accepted'
        ? [...(duty.driverUserId ? [duty.driverUserId] : []), ...vendorPeople]
        : [...people.operatorIds, ...vendorPeople],
    );
    const start = duty.scheduledStart;
    return recipients.map((recipientId) => ({
      recipientId,
      kind,
      params: { regId: duty.regId, scheduledStart: start.toISOString(), status: duty.status },
      link: `/duties?date=${todayInIndia(start)}&duty=${duty.id}`,
      sourceKey: reminderKeys.duty(kind, duty.id, start),
    }));
  });
}

/** Groups vendor people rows by vendor. */
export function byVendor(rows: readonly { vendorId: string; userId: string }[]): PeopleByVendor {
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.vendorId, [...(map.get(row.vendorId) ?? []), row.userId]);
  return map;
}
