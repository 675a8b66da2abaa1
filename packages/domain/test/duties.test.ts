import { describe, expect, it } from 'vitest';
import {
  DutyCreateSchema,
  rosterDatesProblem,
  RosterCreateSchema,
  ScheduleQuerySchema,
  scheduleProblem,
} from '../src/duties';
import { availableDutyMoves, canMoveDuty } from '../src/duty-constants';

const booking = {
  companyId: '6f1c1f1e-3f7a-4c55-9d7e-0c2f2b1b2a11',
  serviceType: 'Airport Transport',
  pickup: { address: 'Koramangala 5th Block, Bengaluru' },
  drop: { address: 'Kempegowda International Airport', latitude: 13.1986, longitude: 77.7066 },
  scheduledStart: '2026-11-23T04:30:00+05:30',
  scheduledEnd: '2026-11-23T06:00:00+05:30',
  passengerCount: 2,
  passengers: [{ name: 'Asha Rao', phone: '+91 98450 12345' }],
  vehicleCategory: 'Sedan',
};

describe('duty moves', () => {
  it('follows Requested → Assigned → Accepted → Started → Completed', () => {
    expect(canMoveDuty('assign', 'Requested')).toBe(true);
    expect(canMoveDuty('accept', 'Assigned')).toBe(true);
    expect(canMoveDuty('start', 'Accepted')).toBe(true);
    expect(canMoveDuty('complete', 'Started')).toBe(true);
  });

  it('refuses moves out of order and out of final states', () => {
    expect(canMoveDuty('start', 'Assigned')).toBe(false);
    expect(canMoveDuty('complete', 'Accepted')).toBe(false);
    expect(canMoveDuty('cancel', 'Started')).toBe(false);
    for (const final of ['Completed', 'Cancelled', 'NoShow'] as const) {
      expect(availableDutyMoves('admin', { status: final, vendor: { id: 'v' } })).toEqual([]);
    }
  });

  it('offers assignment only once a vendor is set', () => {
    expect(availableDutyMoves('admin', { status: 'Requested', vendor: null })).toEqual([
      'assign-vendor',
      'cancel',
    ]);
    expect(availableDutyMoves('vendor', { status: 'Requested', vendor: { id: 'v' } })).toEqual([
      'assign',
    ]);
  });

  it('lets a driver progress but never book, cancel or assign', () => {
    expect(availableDutyMoves('driver', { status: 'Assigned', vendor: { id: 'v' } })).toEqual([
      'accept',
      'no-show',
    ]);
    expect(availableDutyMoves('driver', { status: 'Requested', vendor: { id: 'v' } })).toEqual([]);
  });
});

describe('booking a duty', () => {
  it('accepts a booking and normalises passenger phones', () => {
    const duty = DutyCreateSchema.parse(booking);
    expect(duty.passengers[0]?.phone).toBe('9845012345');
    expect(duty.startOtpRequired).toBe(false);
  });

  it('refuses an end before the start, over-long duties and too many named passengers', () => {
    const backwards = DutyCreateSchema.safeParse({
      ...booking,
      scheduledEnd: '2026-11-23T04:00:00+05:30',
    });
    expect(backwards.error?.issues[0]?.path).toEqual(['scheduledEnd']);
    expect(
      scheduleProblem({
        scheduledStart: '2026-11-01T00:00:00Z',
        scheduledEnd: '2026-11-15T00:00:01Z',
      }),
    ).toMatch(/at most 14 days/);
    const crowded = DutyCreateSchema.safeParse({ ...booking, passengerCount: 0 });
    expect(crowded.success).toBe(false);
  });

  it('needs both coordinates or neither', () => {
    const half = DutyCreateSchema.safeParse({
      ...booking,
      pickup: { address: 'MG Road', latitude: 12.97 },
    });
    expect(half.error?.issues[0]?.path).toEqual(['pickup', 'longitude']);
  });

  it('needs a passenger to text the start code to', () => {
    const silent = DutyCreateSchema.safeParse({
      ...booking,
      startOtpRequired: true,
      passengers: [],
    });
    expect(silent.error?.issues[0]?.path).toEqual(['passengers']);
    expect(DutyCreateSchema.safeParse({ ...booking, startOtpRequired: true }).success).toBe(true);
  });

  it('refuses a time without its offset', () => {
    const local = DutyCreateSchema.safeParse({ ...booking, scheduledStart: '2026-11-23T04:30' });
    expect(local.error?.issues[0]?.path).toEqual(['scheduledStart']);
  });

  it('books with a driver and vehicle only both together, and with their vendor', () => {
    const vendorId = '7d0f6f7e-1c1a-4a8e-9d59-1b1e5c2f0a11';
    const driverId = 'b0000000-0000-4000-8000-000000000001';
    const vehicleId = 'e0000000-0000-4000-8000-000000000001';
    const pathOf = (input: object) =>
      DutyCreateSchema.safeParse({ ...booking, ...input }).error?.issues[0]?.path;
    expect(DutyCreateSchema.safeParse({ ...booking, vendorId, driverId, vehicleId }).success).toBe(
      true,
    );
    expect(pathOf({ vendorId, driverId })).toEqual(['vehicleId']);
    expect(pathOf({ vendorId, vehicleId })).toEqual(['driverId']);
    expect(pathOf({ driverId, vehicleId })).toEqual(['vendorId']);
    expect(pathOf({ vendorId, driverId: 'someone', vehicleId })).toEqual(['driverId']);
  });
});

describe('schedule window and rosters', () => {
  it('answers windows up to six weeks', () => {
    const week = { from: '2026-11-23T00:00:00+05:30', to: '2026-11-30T00:00:00+05:30' };
    expect(ScheduleQuerySchema.safeParse(week).success).toBe(true);
    const quarter = { from: '2026-11-01T00:00:00Z', to: '2027-02-01T00:00:00Z' };
    const tooLong = ScheduleQuerySchema.safeParse(quarter);
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
      'Ask for a window of at most 42 days',
    ]);
    const reversed = ScheduleQuerySchema.safeParse({ from: week.to, to: week.from });
    expect(reversed.error?.issues.map((issue) => issue.message)).toEqual([
      'End the window after it starts',
    ]);
    const empty = ScheduleQuerySchema.safeParse({ from: week.from, to: week.from });
    expect(empty.error?.issues.map((issue) => issue.path)).toEqual([['to']]);
  });

  it('checks roster dates', () => {
    expect(rosterDatesProblem({ startDate: '2026-12-01', endDate: '2026-11-30' })).toMatch(
      /on or after/,
    );
    expect(rosterDatesProblem({ startDate: '2026-12-01', endDate: '2026-12-01' })).toBeNull();
    expect(rosterDatesProblem({ startDate: '2026-01-01', endDate: '2027-01-02' })).toMatch(
      /at most/,
    );
    const roster = RosterCreateSchema.safeParse({
      ...booking,
      name: 'Infosys night shift',
      weekdays: ['Mon', 'Wed'],
      startTime: '24:00',
      durationMinutes: 60,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(roster.error?.issues[0]?.path).toEqual(['startTime']);
  });
});
