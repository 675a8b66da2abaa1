import type { DutyListItem } from '@raahi/domain/duties';
import { describe, expect, it } from 'vitest';
import { DAY_MS, dayStartMs, HOUR_MS } from './ist';
import { groupIntoLanes, packRows, placeBlock, scrollFocus, UNASSIGNED } from './lanes';

let next = 0;
function duty(overrides: Partial<DutyListItem> = {}): DutyListItem {
  next += 1;
  return {
    id: `d0000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    regId: `DTY-${String(next).padStart(6, '0')}`,
    company: { id: 'c0000000-0000-4000-8000-000000000001', name: 'Infosys' },
    serviceType: 'Airport Transport',
    scheduledStart: '2026-06-03T04:00:00.000Z',
    scheduledEnd: '2026-06-03T06:00:00.000Z',
    passengerCount: 1,
    vehicleCategory: 'Sedan',
    vendor: null,
    driver: null,
    vehicle: null,
    status: 'Requested',
    pickupAddress: 'Whitefield',
    dropAddress: 'Airport',
    ...overrides,
  };
}

const shree = { id: 'a0000000-0000-4000-8000-000000000002', name: 'Shree Travels' };
const akash = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Akash Cabs' };
const ravi = { id: 'b0000000-0000-4000-8000-000000000001', name: 'Ravi', regId: 'DRV-000001' };

describe('lanes', () => {
  it('groups by vendor alphabetically, the unassigned last, each lane in start order', () => {
    const late = duty({ vendor: shree, scheduledStart: '2026-06-03T10:00:00.000Z' });
    const early = duty({ vendor: shree, scheduledStart: '2026-06-03T02:00:00.000Z' });
    const other = duty({ vendor: akash });
    const none = duty();
    const lanes = groupIntoLanes([none, late, other, early], 'vendor', 'Unassigned');
    expect(lanes.map((lane) => lane.label)).toEqual(['Akash Cabs', 'Shree Travels', 'Unassigned']);
    expect(lanes[1]!.items.map((item) => item.id)).toEqual([early.id, late.id]);
    expect(lanes[2]!.key).toBe(UNASSIGNED);
  });

  it('groups by driver or vehicle; a duty with a vendor but no driver is unassigned there', () => {
    const assigned = duty({
      vendor: shree,
      driver: ravi,
      vehicle: {
        id: 'e0000000-0000-4000-8000-000000000001',
        vehicleNumber: 'KA01AB1234',
        category: 'Sedan',
      },
    });
    const waiting = duty({ vendor: shree });
    const byDriver = groupIntoLanes([assigned, waiting], 'driver', 'Unassigned');
    expect(byDriver.map((lane) => [lane.label, lane.detail, lane.items.length])).toEqual([
      ['Ravi', 'DRV-000001', 1],
      ['Unassigned', null, 1],
    ]);
    const byVehicle = groupIntoLanes([assigned], 'vehicle', 'Unassigned');
    expect(byVehicle[0]).toMatchObject({ label: 'KA 01 AB 1234', detail: 'Sedan' });
    expect(groupIntoLanes([], 'vendor', 'Unassigned')).toEqual([]);
  });

  it('places a block by its start and end across the window, clipped to it', () => {
    const day = dayStartMs('2026-06-03');
    // 09:30 to 11:30 India time.
    expect(placeBlock(duty(), day, day + 24 * HOUR_MS)).toEqual({
      left: (9.5 / 24) * 100,
      width: (2 / 24) * 100,
      clippedStart: false,
      clippedEnd: false,
    });
    const overnight = duty({
      scheduledStart: '2026-06-02T16:30:00.000Z', // 22:00 on 2 June
      scheduledEnd: '2026-06-02T20:30:00.000Z', // 02:00 on 3 June
    });
    expect(placeBlock(overnight, day, day + 24 * HOUR_MS)).toEqual({
      left: 0,
      width: (2 / 24) * 100,
      clippedStart: true,
      clippedEnd: false,
    });
    expect(placeBlock(duty(), day + 24 * HOUR_MS, day + 48 * HOUR_MS)).toBeNull();
    // In the week of Monday 1 June, Wednesday 09:30 is 2 days and 9.5 hours in.
    const week = dayStartMs('2026-06-01');
    expect(placeBlock(duty(), week, week + 168 * HOUR_MS)!.left).toBeCloseTo((57.5 / 168) * 100);
  });

  it('stacks overlapping duties in rows, and reuses a row once it is free', () => {
    const a = duty({
      scheduledStart: '2026-06-03T04:00:00Z',
      scheduledEnd: '2026-06-03T06:00:00Z',
    });
    const b = duty({
      scheduledStart: '2026-06-03T05:00:00Z',
      scheduledEnd: '2026-06-03T07:00:00Z',
    });
    const c = duty({
      scheduledStart: '2026-06-03T06:00:00Z',
      scheduledEnd: '2026-06-03T07:00:00Z',
    });
    const { rows, count } = packRows([c, b, a]);
    expect([rows.get(a.id), rows.get(b.id), rows.get(c.id)]).toEqual([0, 1, 0]);
    expect(count).toBe(2);
    // Drawn at least 3 hours wide, a takes the room c would have used.
    expect(packRows([a, c], 3 * HOUR_MS).rows.get(c.id)).toBe(1);
    expect(packRows([]).count).toBe(1);
  });

  it('gives a block late in the window the room it is drawn in, ending at the edge', () => {
    const week = dayStartMs('2026-06-01');
    const weekEnd = week + 7 * DAY_MS;
    const at = (hoursBeforeEnd: number) =>
      new Date(weekEnd - hoursBeforeEnd * HOUR_MS).toISOString();
    // Sunday 20:00–20:30, drawn 3 hours wide: to 23:00.
    const evening = duty({ scheduledStart: at(4), scheduledEnd: at(3.5) });
    // Sunday 23:30–23:50: drawn 3 hours wide, it would run past the week, so it ends at midnight
    // and starts at 21:00, over the evening's block.
    const late = duty({ scheduledStart: at(0.5), scheduledEnd: at(0.2) });
    expect(packRows([evening, late], 3 * HOUR_MS).rows.get(late.id)).toBe(0);
    const { rows, count } = packRows([evening, late], 3 * HOUR_MS, weekEnd);
    expect([rows.get(evening.id), rows.get(late.id)]).toEqual([0, 1]);
    expect(count).toBe(2);
  });
});

describe('scrollFocus', () => {
  const day = Date.parse('2026-11-23T00:00:00+05:30');
  const at = (time: string) => ({ scheduledStart: `2026-11-23T${time}:00+05:30` });

  it('opens on now when the window holds it', () => {
    expect(scrollFocus([at('07:00')], day, day + DAY_MS, day + 12 * HOUR_MS)).toBe(0.5);
  });

  it('else on the earliest duty in the window', () => {
    const before = { scheduledStart: '2026-11-22T23:00:00+05:30' };
    expect(scrollFocus([at('18:00'), at('09:00'), before], day, day + DAY_MS, 0)).toBe(9 / 24);
  });

  it("else on the working day's start, or a week's beginning", () => {
    expect(scrollFocus([], day, day + DAY_MS, 0)).toBe(6 / 24);
    expect(scrollFocus([], day, day + 7 * DAY_MS, 0)).toBe(0);
  });
});
