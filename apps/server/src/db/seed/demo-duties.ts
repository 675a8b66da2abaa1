import { addDays, todayInIndia } from '@raahi/domain/compliance';
import type { Weekday } from '@raahi/domain/duty-constants';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { rosterSlots, rosterStart } from '../../modules/duties/roster-dates.js';
import type { Transaction } from '../client.js';
import { regIdSql } from '../reg-id.js';
import { duties, dutyEvents, rosters } from '../schema/index.js';
import { DUTY_CREWS, RIDERS } from './demo-fixtures-duties.js';

/**
 * About two weeks of duties either side of today: done, cancelled and no-show ones behind,
 * assigned and accepted ones ahead, a few still waiting for a vendor; and one roster.
 */
export async function insertDuties(
  tx: Transaction,
  ids: {
    companyIds: Map<string, string>;
    vendorIds: Map<string, string>;
    driverIds: Map<string, string>;
    vehicleIds: Map<string, string>;
  },
) {
  const today = todayInIndia();
  const now = Date.now();
  const at = (date: string, hour: number) =>
    rosterStart(date, `${String(hour).padStart(2, '0')}:00`);
  const rows: PgInsertValue<typeof duties>[] = [];
  let odometer = 24_000;
  for (let day = -14; day <= 14; day++) {
    const date = addDays(today, day);
    DUTY_CREWS.forEach((crew, c) => {
      if (c === 2 && day % 2 !== 0) return;
      const start = at(date, crew.hours[0]);
      const end = at(date, crew.hours[1]);
      const past = end.getTime() < now;
      const k = day + 14 + c;
      const status = past
        ? k % 9 === 4
          ? 'Cancelled'
          : k % 11 === 6
            ? 'NoShow'
            : 'Completed'
        : start.getTime() < now
          ? 'Started'
          : day % 2 === 0
            ? 'Accepted'
            : 'Assigned';
      const distance = 18 + ((k * 7) % 45);
      // Most start a few minutes either side of the pickup time; one in five is late (the
      // dashboards' on-time rate), never later than now.
      const lateBy = k % 5 === 2 ? 12 + (k % 4) * 6 : k % 3 === 0 ? -8 : 3;
      const startedAt = new Date(Math.min(start.getTime() + lateBy * MINUTE, now - MINUTE));
      const startReading = (odometer += 120);
      rows.push({
        regId: regIdSql('DUT'),
        companyId: ids.companyIds.get(crew.company)!,
        serviceType: crew.services[k % crew.services.length]!,
        pickupAddress: day % 2 ? crew.to : crew.from,
        dropAddress: day % 2 ? crew.from : crew.to,
        passengers: [
          { name: RIDERS[k % RIDERS.length]!, phone: `98860${String(10000 + k).slice(-5)}` },
        ],
        passengerCount: 1 + (k % 3),
        vehicleCategory: crew.category,
        scheduledStart: start,
        scheduledEnd: end,
        vendorId: ids.vendorIds.get(crew.vendor)!,
        driverId: ids.driverIds.get(crew.driver)!,
        vehicleId: ids.vehicleIds.get(crew.vehicle)!,
        status,
        cancelReason:
          status === 'Cancelled'
            ? 'The meeting was moved online'
            : status === 'NoShow'
              ? 'Passenger not at the pickup point after 20 minutes'
              : null,
        odometerStart: status === 'Completed' || status === 'Started' ? startReading : null,
        odometerEnd: status === 'Completed' ? startReading + distance : null,
        startedAt: status === 'Completed' || status === 'Started' ? startedAt : null,
        completedAt: status === 'Completed' ? end : null,
      });
    });
    // Upcoming bookings no vendor has taken yet, and one a vendor has but has not assigned.
    if (day >= 1 && day <= 4) {
      rows.push({
        regId: regIdSql('DUT'),
        companyId: ids.companyIds.get(day % 2 ? 'Vistara Events' : 'Coastal Bank')!,
        serviceType: day % 2 ? 'Event Travel' : 'One way Drop',
        pickupAddress: 'Taj West End, Race Course Road, Bengaluru',
        dropAddress: 'Bangalore International Exhibition Centre, Tumakuru Road',
        passengers: [],
        passengerCount: 4,
        vehicleCategory: 'SUV',
        scheduledStart: at(date, 10),
        scheduledEnd: at(date, 13),
        vendorId: day === 4 ? ids.vendorIds.get('shree')! : null,
        status: 'Requested',
      });
    }
  }
  const roster = {
    name: 'Nimbus evening shift drop',
    companyId: ids.companyIds.get('Nimbus Technologies')!,
    vendorId: ids.vendorIds.get('shree')!,
    pickupAddress: 'Nimbus Tech Park, Outer Ring Road, Bengaluru',
    dropAddress: 'HSR Layout Sector 2, Bengaluru',
    passengers: [
      { name: 'Meera Iyer', phone: '9886012001' },
      { name: 'Arjun Das', phone: '9886012002' },
    ],
    passengerCount: 3,
    vehicleCategory: 'Sedan',
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as Weekday[],
    startTime: '21:30',
    durationMinutes: 60,
    startDate: today,
    endDate: addDays(today, 13),
  };
  const [rosterRow] = await tx.insert(rosters).values(roster).returning({ id: rosters.id });
  for (const slot of rosterSlots(roster)) {
    const { name: _name, weekdays: _w, startTime: _t, durationMinutes: _d, ...trip } = roster;
    const { startDate: _s, endDate: _e, ...fields } = trip;
    rows.push({
      ...fields,
      regId: regIdSql('DUT'),
      serviceType: 'Employee Pick & Drop',
      scheduledStart: slot.start,
      scheduledEnd: slot.end,
      rosterId: rosterRow!.id,
      status: 'Requested',
    });
  }
  rows.sort((a, b) => (a.scheduledStart as Date).getTime() - (b.scheduledStart as Date).getTime());
  const inserted = await tx.insert(duties).values(rows).returning({
    id: duties.id,
    status: duties.status,
    reason: duties.cancelReason,
    driverId: duties.driverId,
    scheduledStart: duties.scheduledStart,
    scheduledEnd: duties.scheduledEnd,
    startedAt: duties.startedAt,
  });
  await tx.insert(dutyEvents).values(inserted.flatMap((duty) => demoHistory(duty, now)));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The steps a demo duty went through to reach its status, each at a plausible time, none ahead. */
function demoHistory(
  duty: {
    id: string;
    status: string;
    reason: string | null;
    driverId: string | null;
    scheduledStart: Date;
    scheduledEnd: Date;
    startedAt: Date | null;
  },
  now: number,
) {
  const start = duty.scheduledStart.getTime();
  const steps: Record<string, number> = {
    Requested: start - 72 * HOUR,
    Assigned: start - 48 * HOUR,
    Accepted: start - 24 * HOUR,
    Started: duty.startedAt?.getTime() ?? start,
    Completed: duty.scheduledEnd.getTime(),
    Cancelled: start - 6 * HOUR,
    NoShow: start + HOUR / 3,
  };
  const path: Record<string, string[]> = {
    Requested: ['Requested'],
    Assigned: ['Requested', 'Assigned'],
    Accepted: ['Requested', 'Assigned', 'Accepted'],
    Started: ['Requested', 'Assigned', 'Accepted', 'Started'],
    Completed: ['Requested', 'Assigned', 'Accepted', 'Started', 'Completed'],
    Cancelled: duty.driverId ? ['Requested', 'Assigned', 'Cancelled'] : ['Requested', 'Cancelled'],
    NoShow: ['Requested', 'Assigned', 'Accepted', 'NoShow'],
  };
  const last = path[duty.status]!.length - 1;
  return path[duty.status]!.map((status, index) => ({
    dutyId: duty.id,
    status,
    // Upcoming duties were booked recently: their steps so far sit in the last few hours.
    at: new Date(Math.min(steps[status]!, now - (last - index + 1) * HOUR)),
    reason: index === last ? duty.reason : null,
  }));
}
