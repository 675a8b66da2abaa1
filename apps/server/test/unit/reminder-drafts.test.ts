import { isUrgentKind } from '@raahi/domain/notification-preferences';
import { describe, expect, it } from 'vitest';
import {
  byVendor,
  driverLicence,
  dutyDrafts,
  expiryDigestDrafts,
  expiryDrafts,
  vehiclePapers,
} from '../../src/modules/reminders/reminder-drafts.js';

const people = byVendor([
  { vendorId: 'vendor-a', userId: 'a-owner' },
  { vendorId: 'vendor-a', userId: 'a-clerk' },
  { vendorId: 'vendor-b', userId: 'b-owner' },
  { vendorId: 'vendor-c', userId: 'c-owner' },
]);
const TODAY = '2026-11-26';
const now = new Date('2026-11-26T09:00:00+05:30');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('expiryDrafts', () => {
  it('tells a vehicle’s vendor of each paper at a stage, and no other vendor', () => {
    const papers = vehiclePapers({
      id: 'v1',
      regId: 'VEH-1',
      vehicleNumber: 'KA01AB1234',
      vendorId: 'vendor-a',
      roadTax: '2027-06-01',
      fitness: null,
      permit: '2026-12-03',
      insurance: '2026-11-26',
      emission: '2026-12-27',
    });
    const drafts = expiryDrafts(papers, people, TODAY);
    expect(drafts.map((d) => `${d.recipientId} ${d.sourceKey}`).sort()).toEqual([
      'a-clerk reminder:expiry:v1:insurance:2026-11-26:0',
      'a-clerk reminder:expiry:v1:permit:2026-12-03:7',
      'a-owner reminder:expiry:v1:insurance:2026-11-26:0',
      'a-owner reminder:expiry:v1:permit:2026-12-03:7',
    ]);
    expect(drafts[0]).toMatchObject({ kind: 'document-expiring', link: '/vehicles/v1' });
  });

  it('tells a driver and each vendor it works for, once each', () => {
    const licence = driverLicence({
      id: 'd1',
      regId: 'DRV-1',
      name: 'Manjunath Kumar',
      dlExpiry: '2026-11-27',
      userId: 'driver-user',
      vendorIds: ['vendor-a', 'vendor-c', 'vendor-a'],
    });
    const drafts = expiryDrafts([licence], people, TODAY);
    expect(drafts.map((d) => d.recipientId).sort()).toEqual([
      'a-clerk',
      'a-owner',
      'c-owner',
      'driver-user',
    ]);
    expect(drafts[0]!.params).toMatchObject({ paper: 'licence', daysLeft: 1, stage: 1 });
  });

  it('leaves out a driver whose account is not active', () => {
    const licence = driverLicence({
      id: 'd2',
      regId: 'DRV-2',
      name: 'Suresh Naik',
      dlExpiry: TODAY,
      userId: null,
      vendorIds: ['vendor-b'],
    });
    expect(expiryDrafts([licence], people, TODAY).map((d) => d.recipientId)).toEqual(['b-owner']);
  });
});

describe('expiryDigestDrafts', () => {
  it('gives each operator the day’s counts, or nothing when nothing runs out', () => {
    const counts = { expired: 2, today: 1, week: 0, month: 5 };
    const drafts = expiryDigestDrafts(['admin', 'staff'], counts, TODAY);
    expect(drafts).toEqual(
      ['admin', 'staff'].map((recipientId) => ({
        recipientId,
        kind: 'expiry-digest',
        params: { day: TODAY, ...counts },
        link: '/tasks',
        sourceKey: `reminder:expiry-digest:${TODAY}`,
      })),
    );
    const none = { expired: 0, today: 0, week: 0, month: 0 };
    expect(expiryDigestDrafts(['admin'], none, TODAY)).toEqual([]);
  });
});

describe('dutyDrafts', () => {
  const duty = (overrides: Partial<Parameters<typeof dutyDrafts>[0][number]>) => ({
    id: 'duty-1',
    regId: 'DUT-1',
    status: 'Assigned',
    scheduledStart: minutes(45),
    vendorId: 'vendor-a',
    driverUserId: 'driver-user',
    ...overrides,
  });
  const recipients = (rows: Parameters<typeof dutyDrafts>[0]) =>
    dutyDrafts(rows, { vendors: people, operatorIds: ['admin'] }, now)
      .map((d) => `${d.kind} ${d.recipientId}`)
      .sort();

  it('an hour before, not accepted: its driver and its vendor’s people', () => {
    expect(recipients([duty({})])).toEqual([
      'duty-not-accepted a-clerk',
      'duty-not-accepted a-owner',
      'duty-not-accepted driver-user',
    ]);
    expect(recipients([duty({ status: 'Requested', driverUserId: null, vendorId: null })])).toEqual(
      [],
    );
  });

  it('15 minutes late: the operator and its vendor’s people, not the driver', () => {
    expect(recipients([duty({ status: 'Accepted', scheduledStart: minutes(-20) })])).toEqual([
      'duty-not-started a-clerk',
      'duty-not-started a-owner',
      'duty-not-started admin',
    ]);
  });

  it('names the duty, its start and a link to it on its India day', () => {
    const [draft] = dutyDrafts(
      [duty({ scheduledStart: new Date('2026-11-26T04:00:00Z') })],
      { vendors: people, operatorIds: [] },
      new Date('2026-11-26T03:30:00Z'),
    );
    expect(draft).toMatchObject({
      params: { regId: 'DUT-1', scheduledStart: '2026-11-26T04:00:00.000Z' },
      link: '/duties?date=2026-11-26&duty=duty-1',
      sourceKey: 'reminder:duty-not-accepted:duty-1:2026-11-26T04:00:00.000Z',
    });
  });

  it('are urgent kinds: delivered in quiet hours too', () => {
    expect(isUrgentKind('duty-not-accepted')).toBe(true);
    expect(isUrgentKind('duty-not-started')).toBe(true);
    expect(isUrgentKind('document-expiring')).toBe(false);
    expect(isUrgentKind('expiry-digest')).toBe(false);
  });
});
