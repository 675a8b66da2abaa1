import { formatVehicleNumber } from '@raahi/domain/formats';
import { AppError } from '../../errors.js';

/** The booked duty a driver or vehicle is already on, as the repository's clash() finds it. */
export interface Clash {
  id: string;
  regId: string;
  scheduledStart: Date;
  scheduledEnd: Date;
  /** The driver's name or the vehicle's number. */
  who: string;
}

const indiaDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "from 26/11/2026 09:00 to 11:00" in India time; the end's date only when it is another day. */
export function indiaPeriod(start: Date, end: Date): string {
  const startDay = indiaDay.format(start);
  const endDay = indiaDay.format(end);
  const until = endDay === startDay ? '' : `${endDay} `;
  return `from ${startDay} ${indiaTime.format(start)} to ${until}${indiaTime.format(end)}`;
}

/**
 * The 409 for a driver or vehicle already booked then. With the clashing duty (only one the
 * caller may see), the message names it and its times, and the details carry its id; without,
 * the plain refusal, so a vendor never learns of another vendor's duty.
 */
export function busyError(column: 'driverId' | 'vehicleId', clash: Clash | undefined): AppError {
  const code = column === 'driverId' ? 'DRIVER_BUSY' : 'VEHICLE_BUSY';
  if (!clash)
    return new AppError(
      code,
      column === 'driverId'
        ? 'The driver has another duty at this time'
        : 'The vehicle has another duty at this time',
    );
  const who = column === 'driverId' ? clash.who : formatVehicleNumber(clash.who);
  return new AppError(
    code,
    `${who} is already on duty ${clash.regId} ${indiaPeriod(clash.scheduledStart, clash.scheduledEnd)}`,
    {
      dutyId: clash.id,
      regId: clash.regId,
      scheduledStart: clash.scheduledStart.toISOString(),
      scheduledEnd: clash.scheduledEnd.toISOString(),
    },
  );
}
